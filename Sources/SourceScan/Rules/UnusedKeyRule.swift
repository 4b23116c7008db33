import Diagnostics

extension SourceRules {
    /// `unused-key`: a key of the base catalog that no scanned code looks up (`lint --sources`).
    public static let unusedKey = RuleDescription<SourceExample>(
        id: "unused-key",
        summary: "a key of the base catalog that none of the scanned code looks up",
        defaultSeverity: .warning,
        rationale: "A key no scanned code looks up is dead text that translators still translate. Remove it, "
            + "or scan the code that uses it too (every target, extension and widget).",
        triggering: [
            .view("let title = Text(\"Settings\")", catalogKeys: ["Settings", "Old title"]),
        ],
        nonTriggering: [
            .view("let title = Text(\"Settings\")\nlet other = Text(\"Old title\")", catalogKeys: ["Settings", "Old title"]),
        ])
}

/// `unused-key`: a key of the base catalog no scanned code looks up; found by `SourceLint`
/// comparing the scan with the catalog.
struct UnusedKeyRule: SourceRule {
    /// Its place in the registry: the order `--list-rules`, reports and the reference list rules in.
    static let order = 20

    var description: RuleDescription<SourceExample> { SourceRules.unusedKey }

    var isScanned: Bool { false }
}
