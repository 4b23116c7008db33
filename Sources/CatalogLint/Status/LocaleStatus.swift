/// How far one language is translated: the keys it should translate and what became of them.
/// `translated + missing + untranslated + review == total`.
public struct LocaleStatus: Sendable, Hashable, Codable {
    /// The language as BCP 47 (`pt-BR`), as lint's findings name it.
    public var locale: String
    /// The keys to translate: String Catalog keys not `shouldTranslate: false` nor stale, and the
    /// base's keys of `.strings` and `.stringsdict` tables, each with text to translate.
    public var total: Int
    /// Keys translated and finished.
    public var translated: Int
    /// Keys the language does not have (lint's `missing-translation`, and the keys of a table the
    /// language lacks, which `missing-table` reports once).
    public var missing: Int
    /// Keys whose value copies the base's (lint's `untranslated`).
    public var untranslated: Int
    /// String Catalog keys whose translation is `new`, `needs_review` or `stale` (`xcstrings-state`).
    public var review: Int
    /// Whether the language is the base's own (`en-GB` for `en`): shown apart, since its values
    /// may equal the base's.
    public var isBaseVariant: Bool

    /// A language's counts.
    public init(locale: String, total: Int, translated: Int, missing: Int, untranslated: Int, review: Int, isBaseVariant: Bool = false) {
        self.locale = locale
        self.total = total
        self.translated = translated
        self.missing = missing
        self.untranslated = untranslated
        self.review = review
        self.isBaseVariant = isBaseVariant
    }

    /// The share of `total` translated, in percent, rounded down to one decimal (so that 99.96 %
    /// never shows as 100); 100 when there is nothing to translate.
    public var percent: Double {
        guard total > 0 else { return 100 }
        return Double(translated * 1_000 / total) / 10
    }

    /// Whether the exact share translated is under `threshold` percent.
    public func isBelow(_ threshold: Double) -> Bool {
        guard total > 0 else { return false }
        return Double(translated) * 100 < threshold * Double(total)
    }

    /// Whether the exact share translated is under `other`'s (a baseline's figures).
    public func hasDropped(below other: LocaleStatus) -> Bool {
        // translated / total < other.translated / other.total, without rounding; nothing to
        // translate counts as all of it translated.
        let mine = total == 0 ? (1, 1) : (translated, total)
        let theirs = other.total == 0 ? (1, 1) : (other.translated, other.total)
        return mine.0 * theirs.1 < theirs.0 * mine.1
    }
}

/// What `l10n status` found: every language's counts, and what kept it from counting everything.
public struct TranslationStatus: Sendable, Hashable {
    /// The languages translated into, sorted by BCP 47 name; the base's own variants included
    /// (`LocaleStatus.isBaseVariant`).
    public var locales: [LocaleStatus]
    /// The development languages of the sets read (usually one), sorted.
    public var baseLanguages: [String]
    /// Catalog folders in which no base was found, each with the names looked for.
    public var setsWithoutBase: [String]
    /// Files that could not be read: their keys count as missing (a `.strings` or `.stringsdict`
    /// file), or their languages are not known (a String Catalog).
    public var unreadableFiles: [String]

    /// A status with every part given.
    public init(locales: [LocaleStatus], baseLanguages: [String] = [], setsWithoutBase: [String] = [], unreadableFiles: [String] = []) {
        self.locales = locales
        self.baseLanguages = baseLanguages
        self.setsWithoutBase = setsWithoutBase
        self.unreadableFiles = unreadableFiles
    }
}
