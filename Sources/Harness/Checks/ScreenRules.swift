import Diagnostics
import Foundation

/// Every check the harness runs on a laid-out screen, in the order reports list them.
public enum ScreenRules {
    /// The rules.
    static let all: [any ScreenRule] = [
        TextTruncatedRule(),
        TextClippedRule(),
        WordBrokenRule(),
        OffscreenRule(),
        OverlapRule(),
        MissingTranslationRule(),
        MissingKeyRule(),
        HardcodedTextRule(),
        FormatErrorRule(),
        RTLNotMirroredRule(),
        FixedFontRule(),
        MissingLabelRule(),
        HitTargetRule(),
        ContrastRule(),
        ScreenFailedRule(),
    ]

    /// Each rule's id, summary and default severity, as reporters describe them.
    public static var descriptors: [RuleDescriptor] { all.map(\.descriptor) }

    /// Every rule id.
    public static var ids: [String] { all.map(\.id) }

    /// A rule explained for `l10n check --explain`: what it finds, why it matters, what to do,
    /// and the examples its tests run; nil when no rule has the id.
    public static func explanation(of id: String) -> String? {
        all.first { $0.id == id }.map { RuleDocumentation.explanation(of: $0.description) }
    }

    /// Every rule with its default severity and summary, one per line.
    public static var list: String { RuleDocumentation.list(descriptors) }
}
