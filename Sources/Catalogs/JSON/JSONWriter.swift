/// Writes JSON the way Xcode writes String Catalogs, so a rewritten `.xcstrings` diffs cleanly.
///
/// Xcode's style, checked against real catalogs: two-space indentation, `"key" : value` with a
/// space on each side of the colon, object keys in `XcodeKeyOrder`, an empty object as `{` newline,
/// blank line, `}`, slashes and non-ASCII characters written as they are, and no newline after
/// the final `}` (set `trailingNewline` to add one).
public struct JSONWriter: Sendable {
    /// Whether to end the output with a newline.
    public var trailingNewline: Bool

    /// Creates a writer.
    public init(trailingNewline: Bool = false) {
        self.trailingNewline = trailingNewline
    }

    /// The UTF-8 bytes of `node` in Xcode's style.
    public func encode(_ node: JSONNode) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(1 << 16)
        write(node, indent: 0, into: &out)
        if trailingNewline { out.append(0x0A) }
        return out
    }

    private func write(_ node: JSONNode, indent: Int, into out: inout [UInt8]) {
        switch node.value {
        case .object(let members):
            out.append(UInt8(ascii: "{"))
            out.append(0x0A)
            if members.isEmpty { out.append(0x0A) }
            let sorted = members.sorted { XcodeKeyOrder.areInIncreasingOrder($0.key, $1.key) }
            for (offset, member) in sorted.enumerated() {
                appendIndent(indent + 2, to: &out)
                appendQuoted(member.key, to: &out)
                out.append(contentsOf: [0x20, UInt8(ascii: ":"), 0x20])
                write(member.value, indent: indent + 2, into: &out)
                if offset < sorted.count - 1 { out.append(UInt8(ascii: ",")) }
                out.append(0x0A)
            }
            appendIndent(indent, to: &out)
            out.append(UInt8(ascii: "}"))
        case .array(let elements):
            out.append(UInt8(ascii: "["))
            out.append(0x0A)
            if elements.isEmpty { out.append(0x0A) }
            for (offset, element) in elements.enumerated() {
                appendIndent(indent + 2, to: &out)
                write(element, indent: indent + 2, into: &out)
                if offset < elements.count - 1 { out.append(UInt8(ascii: ",")) }
                out.append(0x0A)
            }
            appendIndent(indent, to: &out)
            out.append(UInt8(ascii: "]"))
        case .string(let text):
            appendQuoted(text, to: &out)
        case .number(let text):
            out.append(contentsOf: text.utf8)
        case .bool(let flag):
            out.append(contentsOf: (flag ? "true" : "false").utf8)
        case .null:
            out.append(contentsOf: "null".utf8)
        }
    }

    private func appendIndent(_ count: Int, to out: inout [UInt8]) {
        out.append(contentsOf: repeatElement(0x20, count: count))
    }

    /// A JSON string literal: quotes, backslashes and control characters escaped, nothing else
    /// (DEL is not a JSON control character and is written as is).
    private func appendQuoted(_ text: String, to out: inout [UInt8]) {
        QuotedTextWriter.append(text, to: &out) { byte, out in
            switch byte {
            case 0x08: out.append(contentsOf: [0x5C, UInt8(ascii: "b")])
            case 0x0C: out.append(contentsOf: [0x5C, UInt8(ascii: "f")])
            case 0x7F: out.append(byte)
            default: out.append(contentsOf: ("\\u00" + QuotedTextWriter.hexPair(byte, uppercase: false)).utf8)
            }
        }
    }
}
