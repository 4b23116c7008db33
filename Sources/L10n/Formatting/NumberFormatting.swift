import CICU

/// Formats numbers the way a locale writes them: its digits, decimal and grouping separators and
/// percent sign, through ICU's number skeletons. Copies share one ICU formatter; safe from many threads.
public struct NumberFormatting: Sendable {
    /// What kind of number to write.
    public enum Style: Sendable, Hashable {
        /// Grouped, up to three fraction digits (`1,234.568`), as Foundation's decimal style.
        case decimal
        /// Grouped, rounded to an integer (`1,235`).
        case integer
        /// A fraction as a percentage (`0.25` → `25%`).
        case percent
        /// Exactly `digits` fraction digits (`%.2f`).
        case fractionDigits(Int)
        /// Any ICU number skeleton, e.g. `"scientific"` or `"compact-short"`.
        case skeleton(String)

        var skeleton: String {
            switch self {
            case .decimal: ".###"
            case .integer: "precision-integer"
            case .percent: "percent scale/100"
            case .fractionDigits(let digits): digits <= 0 ? "precision-integer" : "." + String(repeating: "0", count: min(digits, 30))
            case .skeleton(let text): text
            }
        }
    }

    /// The locale whose conventions are used.
    public let locale: LocaleIdentifier
    /// The style.
    public let style: Style
    private let handle: NumberFormatterHandle

    private static let cache = FormatterCache<String, NumberFormatting>()

    /// A formatter for `locale` and `style`; throws when ICU rejects the skeleton.
    public init(locale: LocaleIdentifier, style: Style = .decimal) throws(ICUError) {
        self.locale = locale
        self.style = style
        var opened: OpaquePointer?
        let status = cicu_number_open(style.skeleton, locale.icuIdentifier, &opened)
        guard cicu_failed(status) == 0, let opened else {
            throw ICUError(operation: "open number formatter '\(style.skeleton)' for '\(locale)'", code: status)
        }
        handle = NumberFormatterHandle(opened)
    }

    /// The shared formatter for `locale` and `style`.
    public static func cached(locale: LocaleIdentifier, style: Style = .decimal) throws(ICUError) -> NumberFormatting {
        try cache.value(for: locale.icuIdentifier + "|" + style.skeleton) { () throws(ICUError) in
            try NumberFormatting(locale: locale, style: style)
        }
    }

    /// `value` written in the locale.
    public func string(_ value: Double) -> String {
        (try? icuUTF8("format number", initialCapacity: 64) { cicu_number_format_double_utf8(handle.pointer, value, $0, $1, $2) }) ?? String(value)
    }

    /// `value` written in the locale.
    public func string(_ value: Int) -> String {
        (try? icuUTF16("format number", initialCapacity: 32) { cicu_number_format_int(handle.pointer, Int64(value), $0, $1, $2) }) ?? String(value)
    }

    /// A decimal given as text (`"12345.678"`), formatted without binary rounding; nil when not a number.
    public func string(decimal: String) -> String? {
        try? icuUTF16("format decimal", initialCapacity: 32) { cicu_number_format_decimal(handle.pointer, decimal, $0, $1, $2) }
    }
}

/// Owns an ICU `UNumberFormatter`, which is immutable and thread-safe once opened.
final class NumberFormatterHandle: @unchecked Sendable {
    let pointer: OpaquePointer
    init(_ pointer: OpaquePointer) { self.pointer = pointer }
    deinit { cicu_number_close(pointer) }
}

/// A locale's numbering system: `latn` digits 0–9, `arab` digits ٠–٩, …
public struct NumberingSystem: Sendable, Hashable {
    /// ICU's name for it (`latn`, `arab`, `deva`).
    public let name: String
    /// Its ten digits in order, or empty for algorithmic systems (Roman, Hebrew letters).
    public let digits: [Character]

    /// The default numbering system of `locale`.
    public init(locale: LocaleIdentifier) throws(ICUError) {
        var name = [CChar](repeating: 0, count: 32)
        var digits = [UInt16](repeating: 0, count: 32)
        var count: Int32 = 0
        var algorithmic: Int32 = 0
        let status = cicu_numbering_system(locale.icuIdentifier, &name, 32, &digits, 32, &count, &algorithmic)
        guard cicu_failed(status) == 0 else {
            throw ICUError(operation: "read numbering system of '\(locale)'", code: status)
        }
        self.name = String(decoding: name.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        self.digits = algorithmic != 0 ? [] : Array(String(decoding: digits.prefix(Int(count)), as: UTF16.self))
    }
}
