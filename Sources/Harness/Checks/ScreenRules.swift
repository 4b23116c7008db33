import Diagnostics
import Foundation

/// Every check the harness runs on a laid-out screen, in the order reports list them: `all` is
/// generated from the rule types in `Rules/` (`ScreenRules+Generated.swift`).
public enum ScreenRules {
    /// Each rule's id, summary and default severity, as reporters describe them.
    public static var descriptors: [RuleDescriptor] { all.map(\.descriptor) }

    /// Every rule id.
    public static var ids: [String] { all.map(\.id) }

    /// A rule of `rules` explained for `l10n check --explain`: what it finds, why it matters,
    /// what to do, and the examples its tests run; nil when no rule has the id.
    public static func explanation(of id: String, in rules: [any ScreenRule] = all) -> String? {
        rules.first { $0.id == id }.map { RuleDocumentation.explanation(of: $0.description) }
    }

    /// Each of `rules` with its default severity and summary, one per line.
    public static func list(_ rules: [any ScreenRule] = all) -> String { RuleDocumentation.list(rules.map(\.descriptor)) }

    /// The first id two of `rules` share, if any (an app's rule may not take a harness rule's id).
    public static func duplicateID(in rules: [any ScreenRule]) -> String? {
        var seen = Set<String>()
        return rules.first { !seen.insert($0.id).inserted }?.id
    }
}
