/// Writes a property list tree as XML in the layout Xcode and `plutil` give a `.stringsdict`: the
/// XML declaration and Apple's DOCTYPE, tab indentation, `&amp;` `&lt;` `&gt;` escaped. Members
/// keep their order, so a tree read and written again differs from the file only in layout.
public struct PropertyListWriter: Sendable {
    /// Creates a writer.
    public init() {}

    /// The UTF-8 bytes of a property list whose top-level value is `root`, ending with a newline.
    public func encode(_ root: PropertyListNode) -> [UInt8] {
        var out = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">

            """
        write(root, depth: 0, to: &out)
        out += "</plist>\n"
        return Array(out.utf8)
    }

    private func write(_ node: PropertyListNode, depth: Int, to out: inout String) {
        let indent = String(repeating: "\t", count: depth)
        switch node.value {
        case .string(let text): out += indent + "<string>" + Self.escaped(text) + "</string>\n"
        case .integer(let text): out += indent + "<integer>" + Self.escaped(text) + "</integer>\n"
        case .real(let text): out += indent + "<real>" + Self.escaped(text) + "</real>\n"
        case .boolean(let flag): out += indent + (flag ? "<true/>" : "<false/>") + "\n"
        case .date(let text): out += indent + "<date>" + Self.escaped(text) + "</date>\n"
        case .data(let text): out += indent + "<data>" + Self.escaped(text) + "</data>\n"
        case .array(let elements):
            guard !elements.isEmpty else {
                out += indent + "<array/>\n"
                return
            }
            out += indent + "<array>\n"
            for element in elements { write(element, depth: depth + 1, to: &out) }
            out += indent + "</array>\n"
        case .dictionary(let members):
            guard !members.isEmpty else {
                out += indent + "<dict/>\n"
                return
            }
            out += indent + "<dict>\n"
            for member in members {
                out += indent + "\t<key>" + Self.escaped(member.key) + "</key>\n"
                write(member.value, depth: depth + 1, to: &out)
            }
            out += indent + "</dict>\n"
        }
    }

    /// `text` with the characters XML reserves in element content written as entities.
    static func escaped(_ text: String) -> String {
        guard text.utf8.contains(where: { $0 == UInt8(ascii: "&") || $0 == UInt8(ascii: "<") || $0 == UInt8(ascii: ">") }) else { return text }
        var out = ""
        out.reserveCapacity(text.utf8.count + 8)
        for character in text.unicodeScalars {
            switch character {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            default: out.unicodeScalars.append(character)
            }
        }
        return out
    }
}
