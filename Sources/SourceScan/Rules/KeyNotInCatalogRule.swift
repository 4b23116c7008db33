import Diagnostics

extension SourceRules {
    /// `key-not-in-catalog`: a key the code looks up that the base catalog lacks (`lint --sources`).
    public static let keyNotInCatalog = RuleDescription<SourceExample>(
        id: "key-not-in-catalog",
        summary: "a key the code looks up that the base catalog lacks, so users see the key itself",
        defaultSeverity: .error,
        rationale: "The code asks for a key the base table does not have, so users see the raw key (or the "
            + "code's default value) instead of text. Add the key to the base catalog, or fix the key in the code.",
        triggering: [
            .view("let title = Text(\"Setings\")", catalogKeys: ["Settings"]),
        ],
        nonTriggering: [
            .view("let title = Text(\"Settings\")", catalogKeys: ["Settings"]),
        ])
}

/// `key-not-in-catalog`: a key the code looks up that the base catalog lacks; found by
/// `SourceLint` comparing the scan with the catalog.
struct KeyNotInCatalogRule: SourceRule {
    /// Its place in the registry: the order `--list-rules`, reports and the reference list rules in.
    static let order = 10

    var description: RuleDescription<SourceExample> { SourceRules.keyNotInCatalog }

    var isScanned: Bool { false }
}
