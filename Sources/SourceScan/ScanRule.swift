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

    /// Why the rule matters and what to do about a finding, for reports that explain rules
    /// (SARIF's `fullDescription` and `help`).
    public var explanation: String {
        switch self {
        case .unlocalizedText:
            "Text given a String value, a concatenation or `verbatim:` is shown as it is, in every language. "
                + "Use a literal key, or wrap the value in LocalizedStringKey(…), when users should read it translated; "
                + "keep it verbatim for user data, and add `// l10n:ignore` on the line to say so."
        case .unknownArgumentType:
            "The key assumes %@ for an interpolated value whose type the sources do not tell. If the value is a "
                + "number the app looks up %lld or %lf instead, and the catalog entry never matches. Declare the "
                + "value's type, cast it (`as Int`), or give a specifier."
        case .dynamicKey:
            "A key computed at run time cannot be listed by any extraction: every value it can take needs its "
                + "own catalog entry, and user data used as a key may be translated by accident. Use a literal key, "
                + "or String(localized:) with interpolations."
        case .unparsableSource:
            "Strings in the broken part of a file that does not parse may be missed; the rest of the file is "
                + "still scanned. Fix the syntax at the position the finding gives."
        case .unreadableFile:
            "The file could not be read (permissions or an input/output error), so none of its strings were scanned."
        }
    }

    /// The rule as reports describe it.
    public var descriptor: RuleDescriptor {
        RuleDescriptor(id: rawValue, summary: summary, defaultSeverity: defaultSeverity, explanation: explanation)
    }
}
