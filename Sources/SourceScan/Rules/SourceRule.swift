import Diagnostics

/// A rule about Swift sources: a value that describes itself (id, severity, summary, examples)
/// and checks the key sites the call-site reader gathers. Each rule is one type in its own file
/// under `Rules/`; `SourceRules.rules` is generated from them (`swift run generate-registries`).
protocol SourceRule: Sendable {
    /// The rule's id, summary, severity, rationale and examples.
    var description: RuleDescription<SourceExample> { get }
    /// Whether the scan reports it (`l10n extract` and `lint --sources`); false for a rule that
    /// compares the code with the base catalog (`lint --sources` only).
    var isScanned: Bool { get }
    /// What the rule finds at a key site of a file; nil when nothing.
    func check(_ site: KeySite, in file: SiteReading) -> SiteFinding?
    /// What the rule finds comparing the code with the base catalog (`lint --sources`).
    func findings(in comparison: CatalogComparison) -> [Diagnostic]
}

extension SourceRule {
    /// Most rules are the scan's own.
    var isScanned: Bool { true }

    /// Most rules find nothing at key sites: they judge a file, a key or a catalog.
    func check(_ site: KeySite, in file: SiteReading) -> SiteFinding? { nil }

    /// Most rules do not compare the code with the catalog.
    func findings(in comparison: CatalogComparison) -> [Diagnostic] { [] }
}
