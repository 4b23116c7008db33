/// A JSON document built in code and written with keys in the order given, so reports are
/// byte-identical across runs and read in a sensible order (`rule` before `message`).
enum ReportJSON: Sendable, Equatable {
    case string(String)
    case int(Int)
    case bool(Bool)
    case null
    case array([ReportJSON])
    /// An object whose members keep the order given.
    case object([(String, ReportJSON)])

    /// `.string` for a value, `.null` for nil.
    static func optional(_ text: String?) -> ReportJSON {
        text.map(ReportJSON.string) ?? .null
    }

    /// The document as pretty-printed JSON (two-space indent), without a trailing newline.
    func serialized() -> String {
        var out = ""
        write(to: &out, indent: 0)
        return out
    }

    private func write(to out: inout String, indent: Int) {
        switch self {
        case .string(let text): ReportJSON.writeString(text, to: &out)
        case .int(let number): out += String(number)
        case .bool(let flag): out += flag ? "true" : "false"
        case .null: out += "null"
        case .array(let items):
            guard !items.isEmpty else { out += "[]"; return }
            out += "[\n"
            for (index, item) in items.enumerated() {
                out += String(repeating: "  ", count: indent + 1)
                item.write(to: &out, indent: indent + 1)
                out += index == items.count - 1 ? "\n" : ",\n"
            }
            out += String(repeating: "  ", count: indent) + "]"
        case .object(let members):
            guard !members.isEmpty else { out += "{}"; return }
            out += "{\n"
            for (index, (name, value)) in members.enumerated() {
                out += String(repeating: "  ", count: indent + 1)
                ReportJSON.writeString(name, to: &out)
                out += ": "
                value.write(to: &out, indent: indent + 1)
                out += index == members.count - 1 ? "\n" : ",\n"
            }
            out += String(repeating: "  ", count: indent) + "}"
        }
    }

    /// Writes `text` as a JSON string: quotes, backslashes and control characters escaped (RFC 8259).
    private static func writeString(_ text: String, to out: inout String) {
        out += "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "\u{08}": out += "\\b"
            case "\u{0C}": out += "\\f"
            default:
                if scalar.value < 0x20 || scalar.value == 0x2028 || scalar.value == 0x2029 {
                    let hex = String(scalar.value, radix: 16, uppercase: false)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        out += "\""
    }

    static func == (lhs: ReportJSON, rhs: ReportJSON) -> Bool {
        lhs.serialized() == rhs.serialized()
    }
}
