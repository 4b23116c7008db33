import Diagnostics

extension MatrixContext: FindingAttachment {
    /// The element's place, then the screen: ties between screen findings alike in every common
    /// field are broken as the reports list them.
    public var orderingKeys: [String] { [element, screen] }
}

extension Diagnostic {
    /// A screen finding: its locale is the smallest failing render's, its context the place in the
    /// matrix (`home › text "Title" × pl; from AX2 up; 4 of 48 renders`).
    public init(rule: String, severity: Severity, message: String, location: SourceLocation, matrix: MatrixContext) {
        self.init(rule: rule, severity: severity, message: message, location: location, locale: matrix.smallest.locale,
                  context: matrix.place, attachment: matrix)
    }

    /// Where in a matrix of renders a screen finding occurs; nil for catalog and source findings.
    public var matrix: MatrixContext? {
        get { attachment as? MatrixContext }
        set { attachment = newValue }
    }
}

extension MatrixRun: RunReport {
    /// The matrix report in text, JSON or JUnit: findings grouped by screen and rule, each with
    /// its smallest failing render; nil for the other formats, which list findings plainly.
    public func render(_ diagnostics: [Diagnostic], format: ReportFormat, context: ReportContext) -> String? {
        switch format {
        case .text: MatrixTextReport.render(diagnostics, run: self, colour: context.colour)
        case .json: MatrixJSONReport.render(diagnostics, run: self)
        case .junit: MatrixJUnitReport.render(diagnostics, run: self, suiteName: "\(context.toolName) \(context.commandName)")
        case .sarif, .github, .markdown: nil
        }
    }
}
