/// Looks localized texts up: the seam between the view engine and the catalogs. The environment
/// holds one (`\.localizer`); `Text("Done")` asks it for "Done" in the environment's locale.
public protocol Localizer: Sendable {
    /// `key` looked up in `table` for `locale`, with its arguments filled in.
    func localize(_ key: LocalizedStringKey, table: String, locale: LocaleIdentifier) -> LocalizedLookup
}

/// What a lookup found: the text to show and where it came from.
public struct LocalizedLookup: Sendable, Hashable {
    /// The text to show, arguments filled in.
    public var text: String
    /// Whether and where the key was found.
    public var outcome: LookupOutcome
    /// Whether `text` is a text mirrored character by character (each paragraph reversed, as the
    /// `ar-XB` pseudo-locale shows the development language). It is laid out the way the text
    /// it mirrors wraps, and each line is then mirrored, so lines stay in reading order, top to
    /// bottom, as in a right-to-left language.
    public var isMirrored: Bool

    /// A lookup result.
    public init(text: String, outcome: LookupOutcome, isMirrored: Bool = false) {
        self.text = text
        self.outcome = outcome
        self.isMirrored = isMirrored
    }
}

/// Where a localized text's value came from.
public enum LookupOutcome: Sendable, Hashable, CustomStringConvertible {
    /// Found in the requested language (`locale` is the catalog's, `source` its file when known).
    case found(locale: LocaleIdentifier, source: String?)
    /// Not in the requested language; found in another one of its fallback chain.
    case fellBack(locale: LocaleIdentifier, source: String?)
    /// In no catalog: the key itself is shown, as SwiftUI does.
    case missing

    /// "found en (en.lproj/Localizable.strings)", "fell back to en", "missing".
    public var description: String {
        switch self {
        case .found(let locale, let source): "found \(locale)" + (source.map { " (\($0))" } ?? "")
        case .fellBack(let locale, let source): "fell back to \(locale)" + (source.map { " (\($0))" } ?? "")
        case .missing: "missing"
        }
    }

    /// The short word used in renderings: `found`, `fallback` or `missing`.
    public var keyword: String {
        switch self {
        case .found: "found"
        case .fellBack: "fallback"
        case .missing: "missing"
        }
    }
}

/// The localizer of an app without catalogs: every key is missing and shows itself with its
/// arguments filled in (formatted for the locale), exactly what SwiftUI shows.
public struct KeyLocalizer: Localizer {
    /// A localizer with no catalogs.
    public init() {}

    public func localize(_ key: LocalizedStringKey, table: String, locale: LocaleIdentifier) -> LocalizedLookup {
        LocalizedLookup(text: KeyFormatting.fill(key.key, key, locale: locale, localizer: self, table: table), outcome: .missing)
    }
}

/// Fills a looked-up format with a key's arguments, resolving nested localized keys with the same
/// localizer. Plain keys (no interpolation) are shown as they are: SwiftUI does not treat `%` in a
/// non-interpolated literal as a format.
public enum KeyFormatting {
    /// `format` filled with `key`'s arguments in `locale`.
    public static func fill(_ format: String, _ key: LocalizedStringKey, locale: LocaleIdentifier,
                            localizer: any Localizer, table: String) -> String {
        guard key.hasFormatting else { return format }
        let formatter = StringFormatter(locale: locale, resolveNested: { nested in
            localizer.localize(nested, table: table, locale: locale).text
        })
        return formatter.format(format, key.arguments).text
    }
}
