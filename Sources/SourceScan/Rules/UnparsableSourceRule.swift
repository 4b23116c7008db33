import Diagnostics

extension SourceRules {
    /// `unparsable-source`: a Swift file that does not parse.
    public static let unparsableSource = RuleDescription<SourceExample>(
        id: ScanRule.unparsableSource.rawValue,
        summary: "a Swift file that does not parse",
        defaultSeverity: .error,
        rationale: "Strings in the broken part of a file that does not parse may be missed; the rest of the file is "
            + "still scanned. Fix the syntax at the position the finding gives.",
        triggering: [
            .view("let title = Text(\"Settings\"\nlet other = Text(\"Done\")"),
        ],
        nonTriggering: [
            .view("let title = Text(\"Settings\")\nlet other = Text(\"Done\")"),
        ])
}
