/// How the tools quote a text inside a one-line message, in one place: each kind of finding keeps
/// the convention its users know, and every message of that kind quotes the same way.
package enum QuotedText {
    /// The longest text quoted in full by `value` and `shown`.
    package static let limit = 60

    /// A catalog value in single quotes, as lint's messages show it: line breaks and tabs as `\n`,
    /// `\r`, `\t`, and past `limit` characters cut with "…" (`'Zapisz zmiany…'`).
    package static func value(_ text: String, limit: Int = QuotedText.limit) -> String {
        // Short text without control characters needs no walk over its characters.
        if text.utf8.count <= limit, !hasControlByte(text) { return "'" + text + "'" }
        var out = ""
        var count = 0
        for character in text {
            if count == limit { return "'" + out + "…'" }
            switch character {
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "\r\n": out += "\\r\\n"
            default: out.append(character)
            }
            count += 1
        }
        return "'" + out + "'"
    }

    /// What a screen shows, in double quotes, as the screen findings show it: line breaks as `⏎`,
    /// past `limit` characters cut with "…" (`"Sort Order"`).
    package static func shown(_ text: String, limit: Int = QuotedText.limit) -> String {
        var flat = String(text.map { $0 == "\n" || $0 == "\r" ? "⏎" : $0 })
        if flat.count > limit { flat = String(flat.prefix(limit - 1)) + "…" }
        return "\"" + flat + "\""
    }

    /// A key as a Swift literal writes it, as the source findings show it: double quotes, and
    /// backslash escapes for quotes, backslashes and control characters, so blanks and line
    /// breaks are visible.
    package static func literal(_ text: String) -> String {
        var escaped = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": escaped += "\\\""
            case "\\": escaped += "\\\\"
            case "\n": escaped += "\\n"
            case "\t": escaped += "\\t"
            case "\r": escaped += "\\r"
            default:
                if scalar.value < 0x20 { escaped += "\\u{\(String(scalar.value, radix: 16))}" } else { escaped.unicodeScalars.append(scalar) }
            }
        }
        return escaped + "\""
    }

    /// Whether the UTF-8 holds a byte below 0x20 (a C0 control: line break, tab, …).
    private static func hasControlByte(_ text: String) -> Bool {
        text.utf8.withContiguousStorageIfAvailable { $0.contains { $0 < 0x20 } } ?? text.utf8.contains { $0 < 0x20 }
    }
}
