/// Writes a double-quoted literal, escaping what every catalog syntax escapes the same way.
///
/// Quotes, backslashes, LF, CR and tab become `\"`, `\\`, `\n`, `\r`, `\t`; other control bytes go
/// to `escapeControl`, which differs per format (`\U0007` in `.strings`, `\u0007` in JSON).
enum QuotedTextWriter {
    /// Appends `text` in double quotes to `out`.
    static func append(_ text: String, to out: inout [UInt8], escapeControl: (UInt8, inout [UInt8]) -> Void) {
        out.append(UInt8(ascii: "\""))
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\""): out.append(contentsOf: [0x5C, UInt8(ascii: "\"")])
            case 0x5C: out.append(contentsOf: [0x5C, 0x5C])
            case 0x0A: out.append(contentsOf: [0x5C, UInt8(ascii: "n")])
            case 0x0D: out.append(contentsOf: [0x5C, UInt8(ascii: "r")])
            case 0x09: out.append(contentsOf: [0x5C, UInt8(ascii: "t")])
            case 0x00..<0x20, 0x7F: escapeControl(byte, &out)
            default: out.append(byte)
            }
        }
        out.append(UInt8(ascii: "\""))
    }

    /// Two hex digits of `byte`, upper- or lower-case.
    static func hexPair(_ byte: UInt8, uppercase: Bool) -> String {
        let digits = String(byte, radix: 16, uppercase: uppercase)
        return digits.count == 1 ? "0" + digits : digits
    }
}
