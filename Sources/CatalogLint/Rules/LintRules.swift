import Diagnostics

/// Every rule `l10n lint` knows, in the order `--explain` and the reference list them: `all` is
/// generated from the rule types in this folder (`LintRules+Generated.swift`).
enum LintRules {
    /// The rule with `id`, or nil.
    static func rule(id: String) -> (any LintRule)? {
        all.first { $0.description.id == id }
    }
}
