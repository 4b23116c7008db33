/// Escaping for XLIFF's XML, and the characters XML 1.0 cannot carry at all.
public enum XLIFFText {
    /// Element content: `&`, `<`, `>` escaped, CR as a reference (a parser would turn a literal CR
    /// into LF); line breaks and tabs written as they are.
    static func content(_ text: String) -> String {
        escape(text, attribute: false)
    }

    /// An attribute value: markup, quotes, tabs and line breaks escaped (a parser would read a
    /// literal tab or line break in an attribute as a space).
    static func attribute(_ text: String) -> String {
        escape(text, attribute: true)
    }

    /// Whether XML 1.0 can hold `text`: no control character but tab, LF and CR, and no U+FFFE
    /// or U+FFFF. Text that holds one cannot go into an XLIFF file without being changed.
    public static func isRepresentable(_ text: String) -> Bool {
        text.unicodeScalars.allSatisfy { scalar in
            switch scalar.value {
            case 0x09, 0x0A, 0x0D: true
            case ..<0x20, 0xFFFE, 0xFFFF: false
            default: true
            }
        }
    }

    private static func escape(_ text: String, attribute: Bool) -> String {
        guard text.utf8.contains(where: { $0 == 0x26 || $0 == 0x3C || $0 == 0x3E || $0 == 0x22 || $0 < 0x20 }) else { return text }
        var out = ""
        out.reserveCapacity(text.utf8.count + 16)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"" where attribute: out += "&quot;"
            case "\r": out += "&#13;"
            case "\n" where attribute: out += "&#10;"
            case "\t" where attribute: out += "&#9;"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
