import L10n
import Synchronization

/// A locale as a catalog names it (an `.lproj` folder or a String Catalog language), parsed through
/// `L10n` so that messy spellings (`pt-br`, `zh_Hant_TW`, `sr@latin`) compare and sort as one.
public struct LintLocale: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The name exactly as written in the catalog.
    public let written: String
    /// The parsed locale, or nil when the name is not a locale at all (`Resources`, `??`).
    public let identifier: LocaleIdentifier?
    /// The canonical spelling for messages (`pt-BR`, `zh-Hant-TW`, `Base`), spelled out once because
    /// every finding about the locale shows it.
    public let description: String

    /// Parses `written`; names that do not parse keep only their spelling.
    public init(_ written: String) {
        // A run names the same few locales again and again (every folder, rule and table): each
        // spelling is parsed once.
        if let known = Self.known.withLock({ $0[written] }) {
            self = known
            return
        }
        self.written = written
        let identifier = try? LocaleIdentifier.parse(written)
        self.identifier = identifier
        self.description = identifier?.bcp47 ?? written
        let parsed = self
        Self.known.withLock { known in
            if known.count < Self.knownLimit { known[written] = parsed }
        }
    }

    /// The locales parsed so far, by spelling; at most `knownLimit` of them, so that a catalog
    /// naming endless made-up languages cannot grow it without end.
    private static let known = Mutex<[String: LintLocale]>([:])
    private static let knownLimit = 4_096

    /// Xcode's `Base` localization.
    public var isBase: Bool { identifier?.isBase ?? false }

    /// `qqq` (message documentation) and `qqx`/`mul`-style codes: their values are not translations,
    /// so translation rules (untranslated, format-mismatch, …) skip them.
    public var isPseudoLanguage: Bool {
        guard let language = identifier?.language else { return true }
        return language == "qqq" || language == "qqx" || language == "mul" || language == "und" || language == "zxx"
    }

    /// Whether both name the same language (`en-GB` and `en`), so equal values are expected.
    public func sharesLanguage(with other: LintLocale) -> Bool {
        guard let mine = identifier?.language, let theirs = other.identifier?.language else { return false }
        return mine == theirs
    }

    /// The locale's cardinal plural rules, when ICU has data for its language.
    var pluralRules: PluralRules? {
        guard let identifier, !identifier.isBase, identifier.languageOnly.hasLocaleData else { return nil }
        return try? PluralRules.cached(locale: identifier)
    }

    /// Orders by canonical spelling, then by the spelling as written.
    public static func < (lhs: LintLocale, rhs: LintLocale) -> Bool {
        (lhs.description, lhs.written) < (rhs.description, rhs.written)
    }
}
