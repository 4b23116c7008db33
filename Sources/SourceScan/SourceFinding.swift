import Diagnostics

extension Diagnostic {
    /// A source finding of `rule` on the code `expression` at `location`; `severity` defaults to
    /// the rule's.
    init(rule: ScanRule, severity: Severity? = nil, message: String, location: SourceLocation, expression: String) {
        self.init(rule: rule.rawValue, severity: severity ?? rule.defaultSeverity, message: message, location: location,
                  expression: expression)
    }
}
