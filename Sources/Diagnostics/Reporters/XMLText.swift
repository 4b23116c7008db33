/// Escapes text for XML 1.0 attribute values and element content. Characters XML 1.0 forbids
/// (most C0 controls, U+FFFE, U+FFFF) cannot be escaped at all, so they become U+FFFD: a report
/// about a file full of NUL bytes must still be a well-formed document. The escaped text is also
/// valid HTML, so the harness's HTML report uses it too.
public enum XMLText {
    /// `text` with markup characters, quotes and line breaks as character references.
    public static func escaped(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            case "\n": out += "&#10;"
            case "\r": out += "&#13;"
            case "\t": out += "&#9;"
            default:
                let value = scalar.value
                if value < 0x20 || value == 0xFFFE || value == 0xFFFF {
                    out += "\u{FFFD}"
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out
    }
}
