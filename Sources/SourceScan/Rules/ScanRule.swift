import Diagnostics

/// The id of a finding the source scanner reports (`unlocalized-text`), stable for config files
/// and baselines. Each rule declares its own id in its file under `Rules/`.
public struct ScanRule: RawRepresentable, Hashable, Sendable, Codable, CaseIterable {
    /// The id as reports and configuration files spell it.
    public let rawValue: String

    /// The id `rawValue`.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// The scanner's rules (`l10n extract`), in the order `--list-rules` lists them.
    public static var allCases: [ScanRule] { SourceRules.scanner.map { ScanRule(rawValue: $0.id) } }

    /// The rule's id, summary, severity, rationale and examples; nil for an id no rule has.
    public var description: RuleDescription<SourceExample>? { SourceRules.rule(id: rawValue) }
}
