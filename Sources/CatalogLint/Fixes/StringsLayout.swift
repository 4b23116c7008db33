/// Where each entry of a `.strings` file is written, found by a scan of its bytes that follows
/// the parser's syntax (`StringsFile.parse` has read the file already, so the scan meets no
/// error it did not): the entry's key, its value, its `;`, and the comment the parser gives it
/// (the last comment before the key, ending on the line above or the key's own line, that does
/// not trail the entry before). The bytes between entries are left to the fixes that use it.
struct StringsLayout {
    /// One entry.
    struct Entry {
        /// The key's first byte (its opening quote when quoted).
        var keyStart: Int
        /// The value's first byte; nil for the `"key";` shorthand.
        var valueStart: Int?
        /// Right after the `;`.
        var end: Int
        /// The first byte of the entry's comment, when it has one.
        var commentStart: Int?
    }

    /// The entries, in file order.
    private(set) var entries: [Entry] = []

    /// The layout of `bytes`; nil when the scan meets something the syntax does not allow.
    init?(_ bytes: [UInt8], start: Int) {
        var scanner = Scanner(bytes: bytes, index: start)
        guard scanner.scan() else { return nil }
        entries = scanner.entries
    }

    /// The entry whose key starts at `offset`.
    func entry(withKeyAt offset: Int) -> Entry? {
        entries.first { $0.keyStart == offset }
    }
}

private struct Scanner {
    let bytes: [UInt8]
    var index: Int
    var entries: [StringsLayout.Entry] = []
    /// The last comment since the previous entry: its start, its first and last line, and whether
    /// it is a block of `//` lines.
    private var pending: (start: Int, firstLine: Int, lastLine: Int, isLineComment: Bool)?
    private var line = 1
    private var lastEntryLine = 0

    init(bytes: [UInt8], index: Int) {
        self.bytes = bytes
        self.index = index
    }

    mutating func scan() -> Bool {
        guard skipTrivia() else { return false }
        let braced = index < bytes.count && bytes[index] == UInt8(ascii: "{")
        if braced { index += 1 }
        while true {
            guard skipTrivia() else { return false }
            if index >= bytes.count { return !braced }
            if braced && bytes[index] == UInt8(ascii: "}") { return true }
            guard scanEntry() else { return false }
        }
    }

    private mutating func scanEntry() -> Bool {
        let keyStart = index
        var commentStart: Int?
        if let comment = pending, comment.lastLine >= line - 1, comment.firstLine > lastEntryLine { commentStart = comment.start }
        pending = nil
        guard skipString(), skipTrivia(), index < bytes.count else { return false }
        var valueStart: Int?
        if bytes[index] == UInt8(ascii: "=") {
            index += 1
            guard skipTrivia() else { return false }
            valueStart = index
            guard skipString(), skipTrivia(), index < bytes.count else { return false }
        }
        guard bytes[index] == UInt8(ascii: ";") else { return false }
        index += 1
        entries.append(StringsLayout.Entry(keyStart: keyStart, valueStart: valueStart, end: index, commentStart: commentStart))
        lastEntryLine = line
        return true
    }

    private mutating func skipString() -> Bool {
        guard index < bytes.count else { return false }
        let quote = bytes[index]
        if quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") {
            index += 1
            while index < bytes.count, bytes[index] != quote {
                if bytes[index] == UInt8(ascii: "\\") {
                    if index + 1 < bytes.count, bytes[index + 1] == 0x0A { line += 1 }
                    index += 2
                    continue
                }
                if bytes[index] == 0x0A { line += 1 }
                index += 1
            }
            guard index < bytes.count else { return false }
            index += 1
            return true
        }
        let start = index
        while index < bytes.count, Self.isUnquoted(bytes[index]) { index += 1 }
        return index > start
    }

    private mutating func skipTrivia() -> Bool {
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x20 || (byte >= 0x09 && byte <= 0x0D) {
                if byte == 0x0A { line += 1 }
                index += 1
                continue
            }
            guard byte == UInt8(ascii: "/"), index + 1 < bytes.count else { return true }
            let start = index
            if bytes[index + 1] == UInt8(ascii: "/") {
                while index < bytes.count, bytes[index] != 0x0A { index += 1 }
                if let comment = pending, comment.isLineComment, comment.lastLine == line - 1 {
                    pending = (comment.start, comment.firstLine, line, true)
                } else {
                    pending = (start, line, line, true)
                }
            } else if bytes[index + 1] == UInt8(ascii: "*") {
                let firstLine = line
                index += 2
                while index + 1 < bytes.count, !(bytes[index] == UInt8(ascii: "*") && bytes[index + 1] == UInt8(ascii: "/")) {
                    if bytes[index] == 0x0A { line += 1 }
                    index += 1
                }
                guard index + 1 < bytes.count else { return false }
                index += 2
                pending = (start, firstLine, line, false)
            } else {
                return true
            }
        }
        return true
    }

    private static func isUnquoted(_ byte: UInt8) -> Bool {
        switch byte {
        case 0x61...0x7A, 0x41...0x5A, 0x30...0x39: true
        case UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "/"), UInt8(ascii: ":"), UInt8(ascii: "."), UInt8(ascii: "-"): true
        default: false
        }
    }
}
