import Diagnostics

/// The kinds of finding the source scanner reports, each with a stable id for config files and
/// baselines. What each one finds, how serious it is and its examples are its `description`, one
/// file per rule under `Rules/`.
public enum ScanRule: String, Sendable, Codable, CaseIterable {
    /// A string the user sees that no catalog is asked for: `Text(verbatim: "…")`,
    /// `Text(aString)`, a concatenation shown in a `Text`.
    case unlocalizedText = "unlocalized-text"
    /// An interpolated value whose type the sources do not tell, so the placeholder in the key
    /// (`%@`, `%lld`, `%lf`) is a guess.
    case unknownArgumentType = "unknown-argument-type"
    /// A lookup whose key is computed at run time (`LocalizedStringKey(name)`,
    /// `NSLocalizedString(variable, …)`): no extraction can list it, and user data may be used as a key.
    case dynamicKey = "dynamic-key"
    /// A Swift file that does not parse; strings in the broken part may be missed.
    /// (A file that cannot be read at all is not a finding but a failure of the scan: `ScanResult.unreadable`.)
    case unparsableSource = "unparsable-source"

    /// The rule's id, summary, severity, rationale and examples.
    public var description: RuleDescription<SourceExample> {
        switch self {
        case .unlocalizedText: SourceRules.unlocalizedText
        case .unknownArgumentType: SourceRules.unknownArgumentType
        case .dynamicKey: SourceRules.dynamicKey
        case .unparsableSource: SourceRules.unparsableSource
        }
    }

    /// How serious a finding of this rule is unless the configuration says otherwise.
    public var defaultSeverity: Severity { description.defaultSeverity }

    /// The rule as reports describe it.
    public var descriptor: RuleDescriptor { description.descriptor }
}
