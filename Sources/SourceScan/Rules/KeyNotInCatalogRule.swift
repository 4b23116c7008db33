import ToolSupport
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

/// `key-not-in-catalog`: a key the code looks up that the base catalog lacks, at every use
/// (an error); or a table none of the catalogs defines, once at its first use (a warning).
struct KeyNotInCatalogRule: SourceRule {
    /// Its place in the registry: the order `--list-rules`, reports and the reference list rules in.
    static let order = 10

    var description: RuleDescription<SourceExample> { SourceRules.keyNotInCatalog }

    var isScanned: Bool { false }

    func findings(in comparison: CatalogComparison) -> [Diagnostic] {
        let id = description.id
        var found = comparison.missingKeys.map { string in
            let assumption = string.isKeyCertain ? "" : " (The key assumes %@ for a value whose type the sources do not tell.)"
            return Diagnostic(
                rule: id, severity: description.defaultSeverity,
                message: "\(string.call) looks up \(QuotedText.literal(string.key)), which the \(string.table) table of the base catalog lacks, so users see the key itself; add it to the catalog or fix the key.\(assumption)",
                location: string.location, key: string.key)
        }
        for (table, missing) in comparison.missingTables {
            let others = missing.keys.count > 1 ? " and \(missing.keys.count - 1) other keys" : ""
            found.append(Diagnostic(
                rule: id, severity: .warning,
                message: "\(missing.first.call) looks up \(QuotedText.literal(missing.first.key))\(others) in the \(table) table, which none of the catalogs given defines; lint the \(table) catalog too (or create it), so its keys are checked.",
                location: missing.first.location, key: missing.first.key))
        }
        return found
    }
}
