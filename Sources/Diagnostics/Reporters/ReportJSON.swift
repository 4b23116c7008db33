import ToolSupport

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
    /// An array whose items are made one at a time while it is written, so that a report of a
    /// hundred thousand findings never holds them all as JSON values at once.
    case generated(count: Int, item: @Sendable (Int) -> ReportJSON)

    /// `.string` for a value, `.null` for nil.
    static func optional(_ text: String?) -> ReportJSON {
        text.map(ReportJSON.string) ?? .null
    }

    /// The document as pretty-printed JSON (two-space indent), without a trailing newline;
    /// `capacity` is room to reserve for it (a report of many findings is large).
    func serialized(capacity: Int = 0) -> String {
        var out = JSONOutput(capacity: capacity, splitsLargeArrays: false, jobs: 1)
        write(to: &out, indent: 0)
        let pieces = out.finished()
        return pieces.count == 1 ? pieces[0] : pieces.joined()
    }

    /// `serialized()` in consecutive pieces: the items of a large generated array (a report's
    /// findings) are written in pieces on every core, and the pieces are never joined, so a report
    /// of tens of megabytes goes out as it is. `jobs`: how many threads (nil: every core).
    func serializedPieces(capacity: Int = 0, jobs: Int? = nil) -> [String] {
        var out = JSONOutput(capacity: capacity, splitsLargeArrays: true, jobs: jobs)
        write(to: &out, indent: 0)
        return out.finished()
    }

    /// Two spaces per level, made once for the usual depths.
    private static let indents = (0..<12).map { String(repeating: "  ", count: $0) }

    private static func indentation(_ level: Int) -> String {
        level < indents.count ? indents[level] : String(repeating: "  ", count: level)
    }

    private func write(to out: inout JSONOutput, indent: Int) {
        switch self {
        case .string(let text): ReportJSON.writeString(text, to: &out)
        case .int(let number): out += String(number)
        case .bool(let flag): out += flag ? "true" : "false"
        case .null: out += "null"
        case .array(let items):
            ReportJSON.writeArray(count: items.count, item: { items[$0] }, to: &out, indent: indent)
        case .generated(let count, let item) where out.splitsLargeArrays && count > ReportJSON.pieceSize:
            ReportJSON.writeArrayInPieces(count: count, item: item, to: &out, indent: indent)
        case .generated(let count, let item):
            ReportJSON.writeArray(count: count, item: item, to: &out, indent: indent)
        case .object(let members):
            guard !members.isEmpty else { out += "{}"; return }
            out += "{\n"
            for (index, (name, value)) in members.enumerated() {
                out += ReportJSON.indentation(indent + 1)
                ReportJSON.writeString(name, to: &out)
                out += ": "
                value.write(to: &out, indent: indent + 1)
                out += index == members.count - 1 ? "\n" : ",\n"
            }
            out += ReportJSON.indentation(indent)
            out += "}"
        }
    }

    /// How many items a piece of a large array holds.
    private static let pieceSize = 2_048

    /// Like `writeArray`, the items written in pieces on every core.
    private static func writeArrayInPieces(count: Int, item: @escaping @Sendable (Int) -> ReportJSON,
                                           to out: inout JSONOutput, indent: Int) {
        out += "[\n"
        out.flush()
        out.pieces += (0..<count).mapPiecesInParallel(ofSize: pieceSize, jobs: out.jobs) { range in
            var piece = JSONOutput(capacity: 0, splitsLargeArrays: false, jobs: 1)
            for index in range {
                piece += indentation(indent + 1)
                item(index).write(to: &piece, indent: indent + 1)
                piece += index == count - 1 ? "\n" : ",\n"
            }
            return piece.current
        }
        out += indentation(indent)
        out += "]"
    }

    private static func writeArray(count: Int, item: (Int) -> ReportJSON, to out: inout JSONOutput, indent: Int) {
        guard count > 0 else { out += "[]"; return }
        out += "[\n"
        for index in 0..<count {
            out += indentation(indent + 1)
            item(index).write(to: &out, indent: indent + 1)
            out += index == count - 1 ? "\n" : ",\n"
        }
        out += indentation(indent)
        out += "]"
    }

    /// Writes `text` as a JSON string: quotes, backslashes and control characters escaped (RFC 8259
    /// asks it of C0; DEL and C1, which a terminal showing the file would obey, are escaped too),
    /// and U+2028 and U+2029, which JavaScript does not allow in strings. The runs between escapes are
    /// copied whole, since large reports are mostly text that needs none.
    private static func writeString(_ text: String, to out: inout JSONOutput) {
        out += "\""
        // Most strings have nothing to escape: one scan of their bytes, then one copy.
        let plain = text.utf8.withContiguousStorageIfAvailable { bytes in
            !bytes.contains { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") || $0 == 0xE2 || $0 == 0x7F || $0 == 0xC2 }
        } ?? false
        if plain {
            out += text
            out += "\""
            return
        }
        let utf8 = text.utf8
        var copied = utf8.startIndex
        var index = utf8.startIndex
        while index != utf8.endIndex {
            let byte = utf8[index]
            var escape: String?
            var next = utf8.index(after: index)
            if byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte == 0x7F {
                escape = escaped(byte)
            } else if byte == 0xC2, next != utf8.endIndex, (0x80..<0xA0).contains(utf8[next]) {
                // A C1 control (U+0080…U+009F).
                escape = escaped(utf8[next], wide: true)
                next = utf8.index(after: next)
            } else if byte == 0xE2, next != utf8.endIndex, utf8[next] == 0x80 {
                let third = utf8.index(after: next)
                if third != utf8.endIndex, utf8[third] == 0xA8 || utf8[third] == 0xA9 {
                    escape = utf8[third] == 0xA8 ? "\\u2028" : "\\u2029"
                    next = utf8.index(after: third)
                }
            }
            if let escape {
                out += text[copied..<index]
                out += escape
                copied = next
            }
            index = next
        }
        out += text[copied...]
        out += "\""
    }

    /// The escape of an ASCII byte that JSON strings may not hold as it is.
    private static func escaped(_ byte: UInt8, wide: Bool = false) -> String {
        if wide { return "\\u00" + String(byte, radix: 16, uppercase: false) }
        switch byte {
        case UInt8(ascii: "\""): return "\\\""
        case UInt8(ascii: "\\"): return "\\\\"
        case UInt8(ascii: "\n"): return "\\n"
        case UInt8(ascii: "\r"): return "\\r"
        case UInt8(ascii: "\t"): return "\\t"
        case 0x08: return "\\b"
        case 0x0C: return "\\f"
        default:
            let hex = String(byte, radix: 16, uppercase: false)
            return "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        }
    }

    static func == (lhs: ReportJSON, rhs: ReportJSON) -> Bool {
        lhs.serialized() == rhs.serialized()
    }
}

/// Where a document is written: the text so far, and the pieces already finished before it.
private struct JSONOutput {
    var pieces: [String] = []
    var current = ""
    /// Whether large generated arrays are written in pieces, on `jobs` threads.
    let splitsLargeArrays: Bool
    /// How many threads write the pieces (nil: every core).
    let jobs: Int?

    init(capacity: Int, splitsLargeArrays: Bool, jobs: Int?) {
        self.splitsLargeArrays = splitsLargeArrays
        self.jobs = jobs
        current.reserveCapacity(capacity)
    }

    static func += (out: inout JSONOutput, text: String) {
        out.current += text
    }

    static func += (out: inout JSONOutput, text: Substring) {
        out.current += text
    }

    /// Ends the current piece.
    mutating func flush() {
        if !current.isEmpty { pieces.append(current) }
        current = ""
    }

    /// Every piece, the last included.
    mutating func finished() -> [String] {
        flush()
        return pieces
    }
}
