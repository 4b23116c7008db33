import Diagnostics

/// The kinds of finding the source scanner reports, each with a stable id for config files and
/// baselines, a default severity and a one-line description for `--help` and the README.
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
    case unparsableSource = "unparsable-source"
    /// A file that could not be read.
    case unreadableFile = "unreadable-file"

    /// How serious a finding of this rule is unless the configuration says otherwise.
    public var defaultSeverity: Severity {
        switch self {
        case .unlocalizedText, .unknownArgumentType: .warning
        case .dynamicKey: .note
        case .unparsableSource, .unreadableFile: .error
        }
    }

    /// What the rule finds, in one line.
    public var summary: String {
        switch self {
        case .unlocalizedText: "text shown to the user that is never looked up in a catalog"
        case .unknownArgumentType: "an interpolated value whose type, and so whose placeholder, the sources do not tell"
        case .dynamicKey: "a lookup whose key is computed at run time, so no extraction can list it"
        case .unparsableSource: "a Swift file that does not parse"
        case .unreadableFile: "a file that could not be read"
        }
    }
}
