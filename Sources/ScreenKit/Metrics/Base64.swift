/// Decodes the base64 text of a generated width table. Whitespace (the line breaks of the
/// generated literal) is skipped; anything else outside the alphabet is an error with its offset.
enum Base64 {
    static func decode(_ text: String, face: String) throws(FontTableError) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count / 4 * 3)
        var quad: UInt32 = 0
        var filled = 0
        var padding = 0
        var significant = 0
        var offset = -1
        for byte in text.utf8 {
            offset += 1
            if byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 { continue }
            significant += 1
            let value: UInt32
            if byte == UInt8(ascii: "=") {
                padding += 1
                value = 0
            } else if padding == 0, let decoded = sextet(byte) {
                value = decoded
            } else {
                throw .invalidBase64(face: face, offset: offset, found: character(at: offset, in: text))
            }
            quad = quad << 6 | value
            filled += 1
            if filled == 4 {
                bytes.append(UInt8(truncatingIfNeeded: quad >> 16))
                if padding < 2 { bytes.append(UInt8(truncatingIfNeeded: quad >> 8)) }
                if padding < 1 { bytes.append(UInt8(truncatingIfNeeded: quad)) }
                quad = 0
                filled = 0
            }
        }
        if filled != 0 || padding > 2 { throw .truncatedBase64(face: face, length: significant) }
        return bytes
    }

    private static func sextet(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"): return UInt32(byte - UInt8(ascii: "A"))
        case UInt8(ascii: "a")...UInt8(ascii: "z"): return UInt32(byte - UInt8(ascii: "a")) + 26
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return UInt32(byte - UInt8(ascii: "0")) + 52
        case UInt8(ascii: "+"): return 62
        case UInt8(ascii: "/"): return 63
        default: return nil
        }
    }

    /// The whole character that starts at UTF-8 `offset`, so an error shows what a person sees.
    private static func character(at offset: Int, in text: String) -> Character {
        let index = text.utf8.index(text.utf8.startIndex, offsetBy: offset)
        return text[index...].first ?? "?"
    }
}
