/// Writes `.strings` files: UTF-8, one entry per paragraph, sorted by key.
///
/// Each entry is written as `/* comment */` (when it has one) above `"key" = "value";`, entries are
/// separated by a blank line and sorted by key (UTF-8 byte order, stable for repeated keys), so
/// the output is the same on every machine. Quotes, backslashes and control characters are escaped
/// (`\"`, `\\`, `\n`, `\t`, `\r`, other controls as `\U00XX`); everything else is written as is.
/// A `*/` inside a comment is written as `* /` so it cannot end the comment early.
public struct StringsWriter: Sendable {
    /// Creates a writer.
    public init() {}

    /// The UTF-8 bytes of a `.strings` file holding `entries`.
    public func encode(_ entries: [StringsEntry]) -> [UInt8] {
        let sorted = entries.enumerated().sorted { lhs, rhs in
            if lhs.element.key == rhs.element.key { return lhs.offset < rhs.offset }
            return lhs.element.key.utf8.lexicographicallyPrecedes(rhs.element.key.utf8)
        }
        var out: [UInt8] = []
        for (position, item) in sorted.enumerated() {
            if position > 0 { out.append(0x0A) }
            if let comment = item.element.comment {
                out.append(contentsOf: "/* ".utf8)
                out.append(contentsOf: comment.replacing("*/", with: "* /").utf8)
                out.append(contentsOf: " */\n".utf8)
            }
            appendQuoted(item.element.key, to: &out)
            out.append(contentsOf: " = ".utf8)
            appendQuoted(item.element.value, to: &out)
            out.append(contentsOf: ";\n".utf8)
        }
        return out
    }

    private func appendQuoted(_ text: String, to out: inout [UInt8]) {
        QuotedTextWriter.append(text, to: &out) { byte, out in
            out.append(contentsOf: ("\\U00" + QuotedTextWriter.hexPair(byte, uppercase: true)).utf8)
        }
    }
}
