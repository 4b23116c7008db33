/// The characters of a quoted string as written in a file (`.strings` or JSON), each with the
/// bytes it takes: enough to find where the white space at either end of a value is written,
/// escaped or not, without touching the bytes in between.
struct QuotedLiteral {
    /// The escape syntax.
    enum Syntax {
        /// `.strings`: `\n`, `\t`, `\r`, `\f`, `\v`, `\U0020`; the other escapes are not white space.
        case strings
        /// JSON: `\n`, `\t`, `\r`, `\f`, `\u0020`.
        case json
    }

    /// One written character: its bytes and the scalar it stands for (nil when the scanner does
    /// not decode it: an escape that is never white space, or one it does not know).
    struct Character {
        var range: Range<Int>
        var scalar: Unicode.Scalar?

        var isWhitespace: Bool { scalar?.properties.isWhitespace ?? false }
    }

    /// The characters between the quotes.
    let characters: [Character]
    /// The offset of the closing quote.
    let closingQuote: Int

    /// The literal whose opening quote is at `open`; nil when there is no quote there or it is
    /// never closed.
    init?(in bytes: [UInt8], at open: Int, syntax: Syntax) {
        guard open < bytes.count, bytes[open] == UInt8(ascii: "\"") || (syntax == .strings && bytes[open] == UInt8(ascii: "'")) else {
            return nil
        }
        let quote = bytes[open]
        var characters: [Character] = []
        var cursor = open + 1
        while cursor < bytes.count, bytes[cursor] != quote {
            if bytes[cursor] == UInt8(ascii: "\\") {
                guard cursor + 1 < bytes.count else { return nil }
                let (length, scalar) = Self.escape(in: bytes, at: cursor, syntax: syntax)
                characters.append(Character(range: cursor..<(cursor + length), scalar: scalar))
                cursor += length
                continue
            }
            var end = cursor + 1
            while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
            let scalar = String(decoding: bytes[cursor..<end], as: UTF8.self).unicodeScalars.first
            characters.append(Character(range: cursor..<end, scalar: scalar))
            cursor = end
        }
        guard cursor < bytes.count else { return nil }
        self.characters = characters
        closingQuote = cursor
    }

    /// The bytes of the white space the text starts with, and the scalars they stand for.
    var leadingWhitespace: (range: Range<Int>, text: String) {
        let count = characters.prefix { $0.isWhitespace }.count
        return span(characters.prefix(count), empty: characters.first?.range.lowerBound ?? closingQuote)
    }

    /// The bytes of the white space the text ends with, and the scalars they stand for.
    var trailingWhitespace: (range: Range<Int>, text: String) {
        let count = characters.reversed().prefix { $0.isWhitespace }.count
        return span(characters.suffix(count), empty: closingQuote)
    }

    private func span(_ part: ArraySlice<Character>, empty: Int) -> (range: Range<Int>, text: String) {
        guard let first = part.first, let last = part.last else { return (empty..<empty, "") }
        var text = ""
        for character in part { character.scalar.map { text.unicodeScalars.append($0) } }
        return (first.range.lowerBound..<last.range.upperBound, text)
    }

    /// The length of the escape at `offset` and the scalar it stands for, when it may be white space.
    private static func escape(in bytes: [UInt8], at offset: Int, syntax: Syntax) -> (Int, Unicode.Scalar?) {
        let next = bytes[offset + 1]
        switch next {
        case UInt8(ascii: "n"): return (2, "\n")
        case UInt8(ascii: "t"): return (2, "\t")
        case UInt8(ascii: "r"): return (2, "\r")
        case UInt8(ascii: "f"): return (2, "\u{0C}")
        case UInt8(ascii: "v") where syntax == .strings: return (2, "\u{0B}")
        case UInt8(ascii: "u"), UInt8(ascii: "U"):
            if syntax == .json && next == UInt8(ascii: "U") { return (2, nil) }
            var value: UInt32 = 0
            var length = 2
            while length < 6, offset + length < bytes.count, let digit = hexValue(bytes[offset + length]) {
                value = value * 16 + digit
                length += 1
            }
            // JSON requires four digits; a surrogate half is never white space.
            if syntax == .json && length != 6 { return (length, nil) }
            return (length, Unicode.Scalar(value))
        default:
            // Another escape: one character after the backslash (an octal `.strings` escape may
            // go on, but its digits are read as characters that are not white space, so a value
            // that starts or ends with one gets no fix: the scan would not match its text).
            var end = offset + 2
            while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
            return (end - offset, nil)
        }
    }

    private static func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }

    /// `text` (white space) written for a quoted string: escapes for line breaks, tabs and other
    /// controls, the rest as it is.
    static func written(_ text: Substring, syntax: Syntax) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "\r": out += "\\r"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F:
                let hex = String(scalar.value, radix: 16, uppercase: true)
                out += (syntax == .json ? "\\u" : "\\U") + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
