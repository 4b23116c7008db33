/// Escapes text for XML 1.0 attribute values and element content (DEL and C1 controls as character
/// references, which terminals do not obey). Characters XML 1.0 forbids
/// (most C0 controls, U+FFFE, U+FFFF) cannot be escaped at all, so they become U+FFFD: a report
/// about a file full of NUL bytes must still be a well-formed document. The escaped text is also
/// valid HTML, so the harness's HTML report uses it too.
public enum XMLText {
    /// `text` with markup characters, quotes and line breaks as character references.
    public static func escaped(_ text: String) -> String {
        // Most texts need nothing escaped: one pass over the bytes says so.
        guard text.utf8.contains(where: needsWork) else { return text }
        var out: [UInt8] = []
        out.reserveCapacity(text.utf8.count + 32)
        let bytes = Array(text.utf8)
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "&"): out += "&amp;".utf8
            case UInt8(ascii: "<"): out += "&lt;".utf8
            case UInt8(ascii: ">"): out += "&gt;".utf8
            case UInt8(ascii: "\""): out += "&quot;".utf8
            case UInt8(ascii: "'"): out += "&apos;".utf8
            case UInt8(ascii: "\n"): out += "&#10;".utf8
            case UInt8(ascii: "\r"): out += "&#13;".utf8
            case UInt8(ascii: "\t"): out += "&#9;".utf8
            case ..<0x20:
                out += replacement
            case 0x7F:
                out += "&#x7F;".utf8
            case 0xC2 where index + 1 < bytes.count && (0x80..<0xA0).contains(bytes[index + 1]):
                // C1 controls are allowed in XML 1.0 but obeyed by terminals: written as references.
                out += "&#x\(String(bytes[index + 1], radix: 16, uppercase: true));".utf8
                index += 2
                continue
            case 0xEF where index + 2 < bytes.count && bytes[index + 1] == 0xBF && bytes[index + 2] >= 0xBE:
                // U+FFFE and U+FFFF (EF BF BE, EF BF BF).
                out += replacement
                index += 3
                continue
            default:
                out.append(byte)
            }
            index += 1
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// U+FFFD, in UTF-8.
    private static let replacement: [UInt8] = [0xEF, 0xBF, 0xBD]

    /// Whether `byte` may need escaping or replacing (0xEF may start U+FFFE or U+FFFF).
    private static func needsWork(_ byte: UInt8) -> Bool {
        switch byte {
        case ..<0x20, UInt8(ascii: "&"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "\""), UInt8(ascii: "'"), 0xEF, 0x7F, 0xC2: true
        default: false
        }
    }
}
