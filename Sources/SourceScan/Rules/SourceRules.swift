import Diagnostics

/// Every rule about Swift sources, in the order `--explain` and the reference list them: the
/// scanner's own (`l10n extract` and `lint --sources`) and the ones that compare the code with the
/// base catalog (`lint --sources` only). `rules` is generated (`SourceRules+Generated.swift`).
public enum SourceRules {
    /// Every rule's description.
    public static var all: [RuleDescription<SourceExample>] { rules.map(\.description) }

    /// The rules `l10n extract` reports (the scanner's own).
    public static var scanner: [RuleDescription<SourceExample>] { scanning.map(\.description) }

    /// The rules the scan runs at each key site, in registry order.
    static let scanning: [any SourceRule] = rules.filter(\.isScanned)

    /// The rule with `id`, or nil.
    public static func rule(id: String) -> RuleDescription<SourceExample>? {
        all.first { $0.id == id }
    }
}
