/// Decodes the backslash escapes of `.strings` quoted strings the way CoreFoundation does.
///
/// - `\n \t \r \a \b \f \v`, `\"`, `\'`, `\\`: the usual characters.
/// - `\U` or `\u` and up to four hex digits: a UTF-16 code unit; a high surrogate must be followed by a
///   `\U` escape holding the low one (an unpaired surrogate is an error).
/// - `\` and up to three octal digits: a byte (the value modulo 256), read as NeXTSTEP text like
///   CoreFoundation does (`\101` is `A`, `\351` is `Ø`).
/// - A backslash before any other character is dropped and the character kept, so `\(` reads `(`
///   (PropertyListSerialization does the same).
enum StringsEscapes {
    /// What happened to one escape.
    enum Outcome {
        /// Decoded; scanning resumes at this offset.
        case resume(at: Int)
        /// The file ends right after the backslash.
        case endOfFile
        /// A `\U` escape holds half of a surrogate pair.
        case unpairedSurrogate(UInt16)
    }

    /// Decodes the escape whose backslash is at `offset`, appending its UTF-8 bytes to `out`.
    static func decode(in bytes: UnsafeBufferPointer<UInt8>, backslashAt offset: Int, into out: inout [UInt8]) -> Outcome {
        let next = offset + 1
        guard next < bytes.count else { return .endOfFile }
        let byte = bytes[next]
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "'"), UInt8(ascii: "\\"):
            out.append(byte)
        case UInt8(ascii: "n"): out.append(0x0A)
        case UInt8(ascii: "t"): out.append(0x09)
        case UInt8(ascii: "r"): out.append(0x0D)
        case UInt8(ascii: "a"): out.append(0x07)
        case UInt8(ascii: "b"): out.append(0x08)
        case UInt8(ascii: "f"): out.append(0x0C)
        case UInt8(ascii: "v"): out.append(0x0B)
        case UInt8(ascii: "U"), UInt8(ascii: "u"):
            return decodeUnicode(in: bytes, digitsAt: next + 1, into: &out)
        case UInt8(ascii: "0")...UInt8(ascii: "7"):
            var value: UInt32 = 0
            var cursor = next
            while cursor < bytes.count && cursor < next + 3, bytes[cursor] >= 0x30 && bytes[cursor] <= 0x37 {
                value = value * 8 + UInt32(bytes[cursor] - 0x30)
                cursor += 1
            }
            out.appendUTF8(NeXTSTEPCharacters.scalar(for: UInt8(truncatingIfNeeded: value)))
            return .resume(at: cursor)
        default:
            // Unknown escape: drop the backslash, keep the character (which is copied by the caller).
            return .resume(at: next)
        }
        return .resume(at: next + 1)
    }

    private static func decodeUnicode(in bytes: UnsafeBufferPointer<UInt8>, digitsAt start: Int, into out: inout [UInt8]) -> Outcome {
        let (unit, end) = hexUnit(in: bytes, at: start)
        switch unit {
        case 0xD800...0xDBFF:
            // A high surrogate: the low half must follow as another \U escape.
            if end + 1 < bytes.count, bytes[end] == 0x5C, bytes[end + 1] == UInt8(ascii: "U") || bytes[end + 1] == UInt8(ascii: "u") {
                let (low, lowEnd) = hexUnit(in: bytes, at: end + 2)
                if (0xDC00...0xDFFF).contains(low) {
                    out.appendUTF8(0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00))
                    return .resume(at: lowEnd)
                }
            }
            return .unpairedSurrogate(UInt16(unit))
        case 0xDC00...0xDFFF:
            return .unpairedSurrogate(UInt16(unit))
        default:
            out.appendUTF8(unit)
            return .resume(at: end)
        }
    }

    /// Up to four hex digits at `start` (none reads as 0, as in CoreFoundation).
    private static func hexUnit(in bytes: UnsafeBufferPointer<UInt8>, at start: Int) -> (UInt32, Int) {
        var value: UInt32 = 0
        var cursor = start
        while cursor < bytes.count && cursor < start + 4, let digit = hexDigitValue(bytes[cursor]) {
            value = value << 4 | digit
            cursor += 1
        }
        return (value, cursor)
    }
}
