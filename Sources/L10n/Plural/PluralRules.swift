import CICU

/// Which plural rules: counts ("1 file", "2 files") or ordinals ("1st", "2nd").
public enum PluralRuleType: String, Sendable, Hashable, Codable, CaseIterable {
    case cardinal, ordinal
}

/// A locale's CLDR plural rules, from ICU: which category (`one`, `few`, `many`, …) a number
/// selects, and which categories the language uses at all. Values are cheap to copy and safe to
/// use from many threads; `PluralRules.cached` shares one per locale and type.
public struct PluralRules: Sendable {
    /// The locale whose rules these are.
    public let locale: LocaleIdentifier
    /// Cardinal or ordinal.
    public let type: PluralRuleType
    private let handle: PluralRulesHandle

    private struct CacheKey: Hashable, Sendable {
        var locale: LocaleIdentifier
        var type: PluralRuleType
    }

    private static let cache = FormatterCache<CacheKey, PluralRules>()

    /// Opens the rules for `locale`. A language ICU does not know gets the root rules (only `other`).
    public init(locale: LocaleIdentifier, type: PluralRuleType = .cardinal) throws(ICUError) {
        self.locale = locale
        self.type = type
        var opened: OpaquePointer?
        let status = cicu_plural_open(locale.icuIdentifier, type == .ordinal ? Int32(CICU_PLURAL_ORDINAL) : Int32(CICU_PLURAL_CARDINAL), &opened)
        guard cicu_failed(status) == 0, let opened else {
            throw ICUError(operation: "open \(type.rawValue) plural rules for '\(locale)'", code: status)
        }
        handle = PluralRulesHandle(opened)
        categories = try Self.readCategories(handle)
    }

    /// The shared rules for `locale` and `type`, opened once per process.
    public static func cached(locale: LocaleIdentifier, type: PluralRuleType = .cardinal) throws(ICUError) -> PluralRules {
        try cache.value(for: CacheKey(locale: locale, type: type)) { () throws(ICUError) in
            try PluralRules(locale: locale, type: type)
        }
    }

    /// The categories the language uses, in CLDR order (`pl`: one, few, many, other).
    public let categories: [PluralCategory]

    /// The category of a number (`pl`: 1 → one, 22 → few, 5 → many, 1.5 → other).
    public func category(for number: Double) -> PluralCategory {
        var keyword: (CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar) = (0, 0, 0, 0, 0, 0, 0, 0)
        let status = withUnsafeMutableBytes(of: &keyword) { buffer in
            cicu_plural_select(handle.pointer, number, buffer.baseAddress!.assumingMemoryBound(to: CChar.self), 8)
        }
        guard cicu_failed(status) == 0 else { return .other }
        return withUnsafeBytes(of: &keyword) { PluralCategory(asciiKeyword: $0) }
    }

    /// The category of an integer, exact for every value (a `Double` is not, past 2^53).
    public func category(for number: Int) -> PluralCategory {
        // Up to 2^53 a Double holds the integer exactly, and is the fast path; past it, the text.
        number.magnitude <= 1 << 53 ? category(for: Double(number)) : category(forDecimal: String(number))
    }

    /// The category of a decimal written as text, counting its visible fraction digits as CLDR does
    /// (`en`: "1" → one, "1.0" → other), exact for integer parts of any length. Text that is not a
    /// decimal number, or has more than 20 fraction digits, selects `other`.
    public func category(forDecimal text: String) -> PluralCategory {
        guard Self.isDecimal(text) else { return .other }
        var keyword = [CChar](repeating: 0, count: 8)
        let status = cicu_plural_select_decimal(handle.pointer, locale.icuIdentifier, Self.equivalent(text), &keyword, 8)
        guard cicu_failed(status) == 0 else { return .other }
        return keyword.withUnsafeBytes { PluralCategory(asciiKeyword: $0) }
    }

    /// Example numbers for each category the language uses, found by asking the rules
    /// (integers 0…1,000,000 at growing steps, then decimals), up to `limit` per category.
    public func examples(limit: Int = 5) -> [PluralCategory: [String]] {
        var found: [PluralCategory: [String]] = [:]
        func consider(_ text: String, _ category: PluralCategory) {
            if found[category, default: []].count < limit { found[category, default: []].append(text) }
        }
        var integers = Array(0...200)
        integers += [1000, 1001, 1002, 1003, 1005, 1011, 10_000, 100_000, 1_000_000]
        for number in integers { consider(String(number), category(for: number)) }
        for text in ["0.0", "0.5", "1.0", "1.5", "2.0", "2.5", "3.5", "10.0", "100.0", "1000.0", "1000000.0"] {
            consider(text, category(forDecimal: text))
        }
        return found
    }

    private static func readCategories(_ handle: PluralRulesHandle) throws(ICUError) -> [PluralCategory] {
        let text = try icuUTF8("list plural categories") { buffer, capacity, length in
            cicu_plural_keywords(handle.pointer, buffer, capacity, length)
        }
        return text.split(separator: " ").compactMap { PluralCategory(rawValue: String($0)) }.sorted()
    }

    private static func isDecimal(_ text: String) -> Bool {
        let scalars = Array(text.unicodeScalars)
        var index = scalars.first == "-" ? 1 : 0
        var digits = 0
        var fractionDigits = 0
        var sawDot = false
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar.value >= 48 && scalar.value <= 57 {
                digits += 1
                if sawDot { fractionDigits += 1 }
            } else if scalar == "." && !sawDot {
                sawDot = true
            } else {
                return false
            }
            index += 1
        }
        return digits > 0 && fractionDigits <= 20
    }

    /// A decimal that every CLDR rule puts in the same category as `text`, with an integer part
    /// short enough for ICU to read exactly (ICU keeps an integer operand in 64 bits, and past 17
    /// digits reads a truncated or rounded one: 10^18 came out `one` in French).
    ///
    /// CLDR rules compare the integer operand with literals far below 10^12 and take it modulo
    /// 10, 100, 1000 or 1000000, all divisors of 10^12. So an integer part `i` of 13 or more digits
    /// can stand in as `10^12 + i mod 10^12`: same residues, and past every literal just as `i` is.
    /// The sign and the fraction digits, which the rules read too, are kept as written.
    static func equivalent(_ text: String) -> String {
        var body = Substring(text)
        let sign = body.hasPrefix("-") ? "-" : ""
        if !sign.isEmpty { body = body.dropFirst() }
        let dot = body.firstIndex(of: ".") ?? body.endIndex
        var integer = body[..<dot]
        while integer.count > 1 && integer.hasPrefix("0") { integer = integer.dropFirst() }
        guard integer.count > 12 else { return sign + integer + body[dot...] }
        return sign + "1" + integer.suffix(12) + body[dot...]
    }
}

/// Owns the ICU plural rules object; closed when the last `PluralRules` copy goes.
private final class PluralRulesHandle: @unchecked Sendable {
    // ICU's PluralRules are immutable after opening; select is a const query, safe across threads.
    let pointer: OpaquePointer

    init(_ pointer: OpaquePointer) { self.pointer = pointer }

    deinit { cicu_plural_close(pointer) }
}

extension PluralCategory {
    /// Reads an ICU keyword written as NUL-terminated ASCII.
    init(asciiKeyword bytes: UnsafeRawBufferPointer) {
        let first = bytes.count > 0 ? bytes[0] : 0
        let second = bytes.count > 1 ? bytes[1] : 0
        switch (first, second) {
        case (UInt8(ascii: "z"), _): self = .zero
        case (UInt8(ascii: "o"), UInt8(ascii: "n")): self = .one
        case (UInt8(ascii: "t"), _): self = .two
        case (UInt8(ascii: "f"), _): self = .few
        case (UInt8(ascii: "m"), _): self = .many
        default: self = .other
        }
    }
}
