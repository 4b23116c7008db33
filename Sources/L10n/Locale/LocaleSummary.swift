import Foundation

/// What a developer wants to know about a locale at a glance: names, direction, digits, plural
/// categories with examples, and samples of its number, date, relative-date and list formats at a
/// fixed instant, so the output is the same on every machine.
public struct LocaleSummary: Sendable, Hashable {
    /// The locale described.
    public var locale: LocaleIdentifier
    /// Its name in English.
    public var englishName: String
    /// Its name in itself.
    public var nativeName: String
    /// Whether ICU has data for it (false for `qqq` or made-up codes: everything below is then root data).
    public var hasLocaleData: Bool
    /// Likely subtags added.
    public var maximized: LocaleIdentifier
    /// Text direction.
    public var direction: LayoutDirection
    /// Numbering system name and digits.
    public var numberingSystem: NumberingSystem
    /// Cardinal categories with example numbers, in CLDR order.
    public var cardinal: [(PluralCategory, [String])]
    /// Ordinal categories with example numbers.
    public var ordinal: [(PluralCategory, [String])]
    /// Labelled samples ("number", "1,234,567.891"), in a fixed order.
    public var samples: [(String, String)]

    /// The instant the samples are formatted at: 2019-08-03T21:30:00Z, the Do It book's due date.
    public static let referenceInstant = Date(timeIntervalSince1970: 1_564_867_800)

    /// Gathers the facts, formatting samples in UTC at `referenceInstant`.
    public init(locale: LocaleIdentifier) throws(ICUError) {
        self.locale = locale
        englishName = locale.displayName(in: "en")
        nativeName = locale.displayName(in: locale)
        hasLocaleData = locale.hasLocaleData
        maximized = locale.maximized
        direction = locale.layoutDirection
        numberingSystem = try NumberingSystem(locale: locale)
        func withExamples(_ rules: PluralRules) -> [(PluralCategory, [String])] {
            let examples = rules.examples(limit: 6)
            return rules.categories.map { ($0, examples[$0] ?? []) }
        }
        cardinal = withExamples(try PluralRules.cached(locale: locale))
        ordinal = withExamples(try PluralRules.cached(locale: locale, type: .ordinal))
        let instant = Self.referenceInstant
        let relative = try RelativeDateFormatting.cached(locale: locale)
        samples = [
            ("number", try NumberFormatting.cached(locale: locale).string(1_234_567.891)),
            ("percent", try NumberFormatting.cached(locale: locale, style: .percent).string(0.42)),
            ("date medium", try DateFormatting.cached(locale: locale, kind: .styles(date: .medium, time: .none)).string(from: instant)),
            ("date long", try DateFormatting.cached(locale: locale, kind: .styles(date: .long, time: .none)).string(from: instant)),
            ("date full", try DateFormatting.cached(locale: locale, kind: .styles(date: .full, time: .none)).string(from: instant)),
            ("time short", try DateFormatting.cached(locale: locale, kind: .styles(date: .none, time: .short)).string(from: instant)),
            ("relative", [relative.string(offset: 1, unit: .day), relative.string(offset: 3, unit: .day, numeric: true),
                          relative.string(offset: -2, unit: .hour, numeric: true)].joined(separator: " · ")),
            ("list", try ListFormatting.cached(locale: locale).string(["Anna", "Ben", "Chloé"])),
        ]
    }

    public static func == (lhs: LocaleSummary, rhs: LocaleSummary) -> Bool {
        lhs.locale == rhs.locale && lhs.samples.map(\.1) == rhs.samples.map(\.1)
            && lhs.cardinal.map(\.1) == rhs.cardinal.map(\.1) && lhs.ordinal.map(\.1) == rhs.ordinal.map(\.1)
    }

    public func hash(into hasher: inout Hasher) { hasher.combine(locale) }
}
