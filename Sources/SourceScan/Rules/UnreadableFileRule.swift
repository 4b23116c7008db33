import Diagnostics

extension SourceRules {
    /// `unreadable-file`: a file that could not be read.
    public static let unreadableFile = RuleDescription<SourceExample>(
        id: ScanRule.unreadableFile.rawValue,
        summary: "a file that could not be read",
        defaultSeverity: .error,
        rationale: "The file could not be read (permissions or an input/output error), so none of its strings were scanned.",
        triggering: [
            SourceExample([("View.swift", "let title = Text(\"Settings\")")], unreadable: ["Gone.swift"]),
        ],
        nonTriggering: [
            .view("let title = Text(\"Settings\")"),
        ])
}
