import ToolSupport
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

/// `unused-key`: a key of the base catalog no scanned code looks up, at its definition; keys a
/// String Catalog marks `stale` or `manual`, and keys the code may build, are left alone.
struct UnusedKeyRule: SourceRule {
    /// Its place in the registry: the order `--list-rules`, reports and the reference list rules in.
    static let order = 20

    var description: RuleDescription<SourceExample> { SourceRules.unusedKey }

    var isScanned: Bool { false }

    func findings(in comparison: CatalogComparison) -> [Diagnostic] {
        let used = comparison.scan.keysByTable
        var found: [Diagnostic] = []
        for (table, keys) in comparison.catalogKeys {
            for (key, location) in keys where used[table]?.contains(key) != true && comparison.usedByShape[table]?.contains(key) != true
                && comparison.leftAlone[table]?.contains(key) != true && !comparison.scan.possibleKeys.contains(key) {
                found.append(Diagnostic(
                    rule: description.id, severity: description.defaultSeverity,
                    message: "\(QuotedText.literal(key)) in the \(table) table is used by none of the scanned sources; remove it, or scan the code that uses it.",
                    location: location, key: key))
            }
        }
        return found
    }
}
