import CICU
import Foundation

/// The ICU text services layout needs: line break opportunities, Arabic shaping and bidi order.
enum ICUText {
    /// Line break opportunities of `units` (UTF-16 offsets after which a line may end, the last
    /// being the end) and whether each is mandatory (after a newline). ICU's line break iterator
    /// (UAX #14) for the locale; strings made only of ASCII letters, digits, spaces, the
    /// punctuation that never allows a break (`.,:;!?'"()`), the Latin letters with diacritics
    /// (U+00C0–U+024F: Polish, German, French…) and the symbols that break like letters
    /// (`#&*@·`) take a shortcut with the same answer: a break after each run of spaces, a
    /// mandatory one after a newline.
    static func lineBreaks(_ units: [UInt16], locale: String) -> [(position: Int, hard: Bool)] {
        if let simple = simpleLineBreaks(units) { return simple }
        return BreakCache.shared.breaks(units, locale: locale) {
            icuLineBreaks(units, locale: locale)
        }
    }

    /// ICU's answer, uncached.
    static func icuLineBreaks(_ units: [UInt16], locale: String) -> [(position: Int, hard: Bool)] {
        guard !units.isEmpty else { return [] }
        let capacity = units.count + 1
        var positions = [Int32](repeating: 0, count: capacity)
        var hard = [UInt8](repeating: 0, count: capacity)
        var count: Int32 = 0
        let status = units.withUnsafeBufferPointer { text in
            positions.withUnsafeMutableBufferPointer { positionBuffer in
                hard.withUnsafeMutableBufferPointer { hardBuffer in
                    cicu_breaks(locale, Int32(CICU_BREAK_LINE), text.baseAddress, Int32(units.count),
                                positionBuffer.baseAddress, hardBuffer.baseAddress, Int32(capacity), &count)
                }
            }
        }
        guard cicu_failed(status) == 0 else { return spaceBreaks(units) }
        return (0..<Int(min(count, Int32(capacity)))).map { (Int(positions[$0]), hard[$0] != 0) }
    }

    /// The shortcut for plain ASCII text, or nil when the text has other characters.
    static func simpleLineBreaks(_ units: [UInt16]) -> [(position: Int, hard: Bool)]? {
        for unit in units {
            switch unit {
            case 0x41...0x5A, 0x61...0x7A, 0x30...0x39, 0x20, 0x0A, 0x2E, 0x2C, 0x3A, 0x3B, 0x21, 0x3F, 0x27, 0x22, 0x28, 0x29,
                 0x23, 0x26, 0x2A, 0x40, 0xB7, 0xC0...0x24F:
                continue
            default:
                return nil
            }
        }
        return spaceBreaks(units)
    }

    /// Breaks after runs of spaces and after newlines.
    private static func spaceBreaks(_ units: [UInt16]) -> [(position: Int, hard: Bool)] {
        var result: [(position: Int, hard: Bool)] = []
        var index = 0
        while index < units.count {
            let unit = units[index]
            if unit == 0x0A {
                result.append((index + 1, true))
            } else if unit == 0x20, index + 1 < units.count, units[index + 1] != 0x20, units[index + 1] != 0x0A {
                result.append((index + 1, false))
            }
            index += 1
        }
        if result.last?.position != units.count { result.append((units.count, false)) }
        return result
    }

    /// Arabic letters replaced by their contextual presentation forms (what is measured and shown).
    static func shapeArabic(_ units: [UInt16]) -> [UInt16] {
        guard !units.isEmpty else { return units }
        let capacity = units.count * 2 + 4
        var output = [UInt16](repeating: 0, count: capacity)
        var length: Int32 = 0
        let status = units.withUnsafeBufferPointer { text in
            output.withUnsafeMutableBufferPointer { out in
                cicu_shape_arabic(text.baseAddress, Int32(units.count), out.baseAddress, Int32(capacity), &length)
            }
        }
        guard cicu_failed(status) == 0, length >= 0, Int(length) <= capacity else { return units }
        return Array(output[0..<Int(length)])
    }

    /// For each visual position of a line, the logical UTF-16 index shown there, and each unit's
    /// embedding level (odd: right to left). The paragraph direction comes from the first strong
    /// character, falling back to `baseDirection`.
    static func bidi(_ units: [UInt16], baseDirection: LayoutDirection) -> (visualToLogical: [Int], levels: [UInt8])? {
        guard !units.isEmpty else { return ([], []) }
        var map = [Int32](repeating: 0, count: units.count)
        var levels = [UInt8](repeating: 0, count: units.count)
        var resolved: Int32 = 0
        let direction = hasStrongCharacter(units) ? Int32(CICU_BIDI_AUTO) : (baseDirection == .rightToLeft ? Int32(CICU_BIDI_RTL) : Int32(CICU_BIDI_LTR))
        let status = units.withUnsafeBufferPointer { text in
            map.withUnsafeMutableBufferPointer { mapBuffer in
                levels.withUnsafeMutableBufferPointer { levelBuffer in
                    cicu_bidi_line(text.baseAddress, Int32(units.count), direction, mapBuffer.baseAddress, levelBuffer.baseAddress, &resolved)
                }
            }
        }
        guard cicu_failed(status) == 0 else { return nil }
        return (map.map { Int($0) }, levels)
    }

    /// Whether any unit is a strong letter (so the text has a direction of its own).
    private static func hasStrongCharacter(_ units: [UInt16]) -> Bool {
        units.contains { (0x41...0x5A).contains($0) || (0x61...0x7A).contains($0) || $0 >= 0xC0 }
    }

    /// Whether the text has right-to-left characters and so needs reordering for display.
    static func hasRightToLeft(_ units: some Sequence<UInt16>) -> Bool {
        units.contains { (0x0590...0x08FF).contains($0) || (0xFB1D...0xFDFF).contains($0) || (0xFE70...0xFEFF).contains($0) }
    }

    /// Whether the text has Arabic letters that shaping changes.
    static func hasArabic(_ units: some Sequence<UInt16>) -> Bool {
        units.contains { (0x0600...0x06FF).contains($0) || (0x0750...0x077F).contains($0) || (0x08A0...0x08FF).contains($0) }
    }
}

/// Line breaks already computed, by locale and text: the same strings are laid out at every size
/// category and device, and ICU's iterator is the costly part of wrapping.
final class BreakCache: @unchecked Sendable {
    static let shared = BreakCache()
    private let lock = NSLock()
    private var entries: [String: [(position: Int, hard: Bool)]] = [:]

    func breaks(_ units: [UInt16], locale: String, compute: () -> [(position: Int, hard: Bool)]) -> [(position: Int, hard: Bool)] {
        let key = locale + "\u{0}" + String(decoding: units, as: UTF16.self)
        lock.lock()
        if let found = entries[key] {
            lock.unlock()
            return found
        }
        lock.unlock()
        let computed = compute()
        lock.lock()
        if entries.count > 20_000 { entries.removeAll(keepingCapacity: true) }
        entries[key] = computed
        lock.unlock()
        return computed
    }
}
