import ScreenKit

/// The pseudo-locales the harness adds to a catalog's real ones (as Xcode and Android offer
/// them). Each shows the development language's text transformed, so a screen laid out in one
/// shows at once what does not fit longer text, what does not mirror, and what was never looked
/// up: a visible string a pseudo-locale left unchanged is hard-coded.
public enum PseudoLocale: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// `en-XA`: accented letters, about 40% longer, in brackets — "[Šöŕţ Öŕðéŕ one two]".
    case accented = "en-XA"
    /// `ar-XB`: the text mirrored and laid out right to left.
    case rightToLeft = "ar-XB"
    /// `en-XL`: every text twice, for layouts that must survive double length.
    case doubleLength = "en-XL"

    /// The pseudo-locale's identifier, as `--locales` takes it.
    public var locale: LocaleIdentifier {
        switch self {
        case .accented: LocaleIdentifier(language: "en", region: "XA")
        case .rightToLeft: LocaleIdentifier(language: "ar", region: "XB")
        case .doubleLength: LocaleIdentifier(language: "en", region: "XL")
        }
    }

    /// The pseudo-locale `locale` names, if it names one.
    public init?(_ locale: LocaleIdentifier) {
        guard locale.script == nil, let match = Self.allCases.first(where: { $0.locale == locale }) else { return nil }
        self = match
    }

    /// The direction screens are laid out in.
    public var layoutDirection: LayoutDirection { self == .rightToLeft ? .rightToLeft : .leftToRight }

    public var description: String { rawValue }

    /// What the pseudo-locale does, for `--help` and reports.
    public var summary: String {
        switch self {
        case .accented: "accented, about 40% longer, bracketed"
        case .rightToLeft: "mirrored text, right-to-left layout"
        case .doubleLength: "every text twice"
        }
    }

    /// `text` transformed. Characters of the Unicode private use area (U+E000…U+F8FF) stand for
    /// arguments and are kept as they are, so only the catalog's own words change.
    public func transform(_ text: String) -> String {
        guard !text.isEmpty else { return text }
        switch self {
        case .accented: return PseudoText.accented(text)
        case .rightToLeft: return PseudoText.mirrored(text)
        case .doubleLength: return PseudoText.doubled(text)
        }
    }
}
