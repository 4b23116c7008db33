/// Parses the old-style property-list syntax of `.strings` files over validated UTF-8 bytes.
///
/// Accepts what CoreFoundation accepts: `"key" = "value";`, the `"key";` shorthand (value = key),
/// unquoted keys and values made of `A-Z a-z 0-9 _ $ / : . -`, single or double quotes, `//` and
/// `/* */` comments, and an optional pair of braces around the whole file. Escapes are decoded as
/// CoreFoundation does (see `StringsEscapes`).
struct StringsParser: ByteParser {
    let bytes: UnsafeBufferPointer<UInt8>
    let file: String
    private(set) var index = 0
    var resolver = PositionResolver()
    private var scratch: [UInt8] = []
    /// The most recent comment since the last entry, candidate to become the next entry's comment.
    private var pendingComment: PendingComment?
    /// The line on which the previous entry ended: a comment on that line trails it.
    private var lastEntryLine = 0
    /// The first line of every comment that belongs to no entry (a file header, a comment after
    /// the last entry, one trailing an entry on its line): a rewrite that keeps only entries'
    /// comments would drop these.
    private(set) var detachedCommentLines: [Int] = []

    private struct PendingComment {
        var text: String
        var startLine: Int
        var endLine: Int
        var isLineComment: Bool
    }

    init(bytes: UnsafeBufferPointer<UInt8>, file: String) {
        self.bytes = bytes
        self.file = file
    }

    mutating func parse() throws(CatalogError) -> [StringsEntry] {
        var entries: [StringsEntry] = []
        try skipTrivia()
        let braced = index < bytes.count && bytes[index] == UInt8(ascii: "{")
        if braced { index += 1 }
        while true {
            try skipTrivia()
            if index >= bytes.count {
                if braced { throw unexpected("'}' closing the '{' at the start of the file") }
                break
            }
            if braced && bytes[index] == UInt8(ascii: "}") {
                index += 1
                try skipTrivia()
                if index < bytes.count { throw unexpected("end of file after the closing '}'") }
                break
            }
            entries.append(try parseEntry())
        }
        detachPendingComment()
        return entries
    }

    // MARK: Entries

    private mutating func parseEntry() throws(CatalogError) -> StringsEntry {
        let keyPosition = position(of: index)
        let comment = takeComment(forEntryOnLine: keyPosition.line)
        let key = try parseString(role: "a key (a quoted string or an unquoted word)")
        try skipTrivia()
        if index < bytes.count && bytes[index] == UInt8(ascii: ";") {
            index += 1
            finishEntry()
            return StringsEntry(key: key, value: key, comment: comment, keyPosition: keyPosition, valuePosition: keyPosition)
        }
        guard index < bytes.count && bytes[index] == UInt8(ascii: "=") else {
            throw unexpected("'=' after key")
        }
        index += 1
        try skipTrivia()
        let valuePosition = position(of: index)
        let value = try parseString(role: "a value (a quoted string or an unquoted word)")
        try skipTrivia()
        guard index < bytes.count && bytes[index] == UInt8(ascii: ";") else {
            throw unexpected("';' after value")
        }
        index += 1
        finishEntry()
        return StringsEntry(key: key, value: value, comment: comment, keyPosition: keyPosition, valuePosition: valuePosition)
    }

    private mutating func finishEntry() {
        lastEntryLine = position(of: index).line
        detachPendingComment()
    }

    /// Records the pending comment as belonging to no entry, and forgets it.
    private mutating func detachPendingComment() {
        if let pending = pendingComment { detachedCommentLines.append(pending.startLine) }
        pendingComment = nil
    }

    /// The pending comment if it sits right above (or on) the entry's line and does not trail the
    /// previous entry.
    private mutating func takeComment(forEntryOnLine line: Int) -> String? {
        guard let pending = pendingComment else { return nil }
        guard pending.endLine >= line - 1, pending.startLine > lastEntryLine else {
            detachPendingComment()
            return nil
        }
        pendingComment = nil
        return pending.text
    }

    // MARK: Strings

    private mutating func parseString(role: String) throws(CatalogError) -> String {
        guard index < bytes.count else { throw unexpected(role) }
        let byte = bytes[index]
        if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
            return try parseQuoted(quote: byte)
        }
        guard StringsSyntax.isUnquotedCharacter(byte) else { throw unexpected(role) }
        let start = index
        while index < bytes.count && StringsSyntax.isUnquotedCharacter(bytes[index]) {
            index += 1
        }
        return String(validUTF8: bytes, from: start, to: index)
    }

    private mutating func parseQuoted(quote: UInt8) throws(CatalogError) -> String {
        let open = index
        index += 1
        var segmentStart = index
        var escaped = false
        let count = bytes.count
        while true {
            var cursor = index
            while cursor + 8 <= count, let word = WordScanning.word(bytes, at: cursor),
                  !WordScanning.contains(word, quote), !WordScanning.contains(word, 0x5C) {
                cursor += 8
            }
            while cursor < count {
                let byte = bytes[cursor]
                if byte == quote || byte == 0x5C { break }
                cursor += 1
            }
            index = cursor
            guard cursor < count else {
                throw unterminated("quoted string", openedAt: open)
            }
            if bytes[cursor] == quote { break }
            if !escaped {
                scratch.removeAll(keepingCapacity: true)
                escaped = true
            }
            scratch.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[segmentStart..<cursor]))
            switch StringsEscapes.decode(in: bytes, backslashAt: cursor, into: &scratch) {
            case .resume(let next):
                index = next
            case .endOfFile:
                throw unterminated("quoted string", openedAt: open)
            case .unpairedSurrogate(let unit):
                throw CatalogError(
                    file: file, position: position(of: cursor),
                    problem: .unpairedSurrogate(codeUnit: unit, byteOffset: nil))
            }
            segmentStart = index
        }
        let end = index
        index += 1
        if !escaped {
            return String(validUTF8: bytes, from: segmentStart, to: end)
        }
        scratch.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[segmentStart..<end]))
        return scratch.withUnsafeBufferPointer { String(readText: $0) }
    }

    // MARK: Whitespace and comments

    private mutating func skipTrivia() throws(CatalogError) {
        let count = bytes.count
        while index < count {
            let byte = bytes[index]
            if StringsSyntax.isWhitespace(byte) {
                index += 1
                continue
            }
            guard byte == UInt8(ascii: "/"), index + 1 < count else { return }
            let next = bytes[index + 1]
            if next == UInt8(ascii: "/") {
                readLineComment()
            } else if next == UInt8(ascii: "*") {
                try readBlockComment()
            } else {
                return
            }
        }
    }

    private mutating func readLineComment() {
        let start = index
        var end = index + 2
        while end < bytes.count && bytes[end] != 0x0A { end += 1 }
        index = end
        let line = position(of: start).line
        let text = StringsSyntax.trimmed(bytes, from: start + 2, to: end)
        if var pending = pendingComment, pending.isLineComment, pending.endLine == line - 1 {
            pending.text += "\n" + text
            pending.endLine = line
            pendingComment = pending
        } else {
            detachPendingComment()
            pendingComment = PendingComment(text: text, startLine: line, endLine: line, isLineComment: true)
        }
    }

    private mutating func readBlockComment() throws(CatalogError) {
        let start = index
        var cursor = index + 2
        let count = bytes.count
        while cursor + 1 < count && !(bytes[cursor] == UInt8(ascii: "*") && bytes[cursor + 1] == UInt8(ascii: "/")) {
            cursor += 1
        }
        guard cursor + 1 < count else {
            throw unterminated("comment", openedAt: start)
        }
        let startLine = position(of: start).line
        index = cursor + 2
        let endLine = position(of: cursor).line
        detachPendingComment()
        pendingComment = PendingComment(
            text: StringsSyntax.trimmed(bytes, from: start + 2, to: cursor),
            startLine: startLine, endLine: endLine, isLineComment: false)
    }
}

/// Character classes of the `.strings` syntax.
enum StringsSyntax {
    /// Characters CoreFoundation allows in an unquoted string: `A-Z a-z 0-9 _ $ / : . -`.
    @inline(__always)
    static func isUnquotedCharacter(_ byte: UInt8) -> Bool {
        switch byte {
        case 0x61...0x7A, 0x41...0x5A, 0x30...0x39: true
        case UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "/"), UInt8(ascii: ":"), UInt8(ascii: "."), UInt8(ascii: "-"): true
        default: false
        }
    }

    /// Space, tab, LF, CR, vertical tab and form feed.
    @inline(__always)
    static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || (byte >= 0x09 && byte <= 0x0D)
    }

    /// The text between `start` and `end` without surrounding whitespace.
    static func trimmed(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> String {
        var low = start
        var high = end
        while low < high && isWhitespace(bytes[low]) { low += 1 }
        while high > low && isWhitespace(bytes[high - 1]) { high -= 1 }
        return String(validUTF8: bytes, from: low, to: high)
    }
}
