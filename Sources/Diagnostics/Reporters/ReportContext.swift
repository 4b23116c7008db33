/// Everything a reporter needs besides the findings: who produced them, which rules exist, where
/// paths are relative to, and whether the output goes to a colour terminal.
public struct ReportContext: Sendable {
    /// The tool's name (`l10n`), for SARIF and JUnit.
    public var toolName: String
    /// The tool's version, for SARIF.
    public var toolVersion: String?
    /// Where to learn about the tool, for SARIF's `informationUri`.
    public var informationURI: String
    /// What was run (`lint`, `check`): names the JUnit test suite.
    public var commandName: String
    /// Every rule that could have reported, so SARIF can describe them.
    public var rules: [RuleDescriptor]
    /// The absolute path of the current folder; absolute file paths under it are shown relative.
    public var workingDirectory: String
    /// Whether to colour and group text output (on a terminal only).
    public var colour: Bool
    /// How many files were checked, when the checker counts them; shown in summaries.
    public var filesChecked: Int?
    /// How many threads write the report (nil: one per core), as `--jobs` says.
    public var jobs: Int?
    /// The tool's own report for the run the findings come from (the screen harness's matrix
    /// report), written in place of the plain one in the formats it has one for. Nil for catalogs
    /// and sources.
    public var runReport: (any RunReport)?
    /// Whether the text report folds a rule's many findings in one language and file into one
    /// line (`l10n lint` without `--all`); machine formats always list every finding.
    public var foldsRepeats = false
    /// Where the Markdown report's links to files point: a repository's blob address at the
    /// commit (`https://github.com/o/r/blob/SHA`), to which the shown path is added; nil for
    /// links relative to the page.
    public var linkBase: String?

    /// A context with every part given; the optional ones default to "unknown" or "off".
    public init(toolName: String, toolVersion: String? = nil, informationURI: String,
                commandName: String, rules: [RuleDescriptor], workingDirectory: String,
                colour: Bool = false, filesChecked: Int? = nil, jobs: Int? = nil, runReport: (any RunReport)? = nil) {
        self.toolName = toolName
        self.toolVersion = toolVersion
        self.informationURI = informationURI
        self.commandName = commandName
        self.rules = rules
        self.workingDirectory = workingDirectory
        self.colour = colour
        self.filesChecked = filesChecked
        self.jobs = jobs
        self.runReport = runReport
    }

    /// `file` as the user should see it: relative to `workingDirectory` when it is absolute.
    public func displayPath(_ file: String) -> String {
        RelativePath.from(workingDirectory, to: file)
    }

    /// The descriptor for `ruleID`, or a bare one naming it when the rule is unknown.
    func descriptor(for ruleID: String) -> RuleDescriptor {
        rules.first { $0.id == ruleID }
            ?? RuleDescriptor(id: ruleID, summary: ruleID, defaultSeverity: .warning)
    }
}

/// The output formats of `--format`.
public enum ReportFormat: String, Sendable, Hashable, CaseIterable, Codable {
    /// `path:line:col: error: message [rule]` lines and a summary (gcc and Xcode style).
    case text
    /// One JSON object with `diagnostics` and `summary`.
    case json
    /// SARIF 2.1.0, for code-scanning services.
    case sarif
    /// JUnit XML, for CI test reports.
    case junit
    /// GitHub Actions workflow commands (`::error file=…::message`).
    case github
    /// A pull-request comment: a summary table and the first findings, under GitHub's size limit,
    /// with a marker so a workflow can update the one comment in place.
    case markdown

    /// The reporter that writes this format.
    public var reporter: any Reporter {
        switch self {
        case .text: TextReporter()
        case .json: JSONReporter()
        case .sarif: SARIFReporter()
        case .junit: JUnitReporter()
        case .github: GitHubReporter()
        case .markdown: MarkdownReporter()
        }
    }
}

/// Turns findings into one output document. Reporters sort the findings themselves, so the same
/// findings in any order give byte-identical output.
public protocol Reporter: Sendable {
    /// The report in consecutive pieces, ending in a newline once laid end to end: a report of
    /// tens of megabytes is written out piece by piece, never joined in memory.
    func reportPieces(_ diagnostics: [Diagnostic], context: ReportContext) -> [String]
}

extension Reporter {
    /// The whole report, ending in a newline: the pieces joined.
    public func report(_ diagnostics: [Diagnostic], context: ReportContext) -> String {
        reportPieces(diagnostics, context: context).joined()
    }
}
