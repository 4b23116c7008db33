import Diagnostics
import L10n

/// A catalog's bytes as a fix edits them: read again under the run's file-access policy, and
/// only when they are UTF-8 (with or without a byte order mark), so that a byte range in the file
/// is a range in its text. Positions are the parsers' (1-based lines, columns in Unicode scalars,
/// counted after a byte order mark).
struct EditableText: Sendable {
    /// The file's path.
    let path: String
    /// Its bytes as stored.
    let bytes: [UInt8]
    /// 3 when the file starts with a UTF-8 byte order mark, else 0.
    private let start: Int
    /// The offset at which each line starts (line 1 at index 0).
    private let lineStarts: [Int]

    /// The text of the file at `path`, read within `boundary`; nil when it cannot be read or is
    /// not UTF-8 (a UTF-16 `.strings` file gets no fix rather than a range that is not its bytes).
    static func read(_ path: String, within boundary: FolderBoundary?, limits: CatalogLimits) -> EditableText? {
        guard let bytes = try? CatalogFileReader.read(path, within: boundary, limits: limits) else { return nil }
        return EditableText(path: path, bytes: bytes)
    }

    /// The text of `bytes`; nil when they are not UTF-8.
    init?(path: String, bytes: [UInt8]) {
        let start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        guard String(validating: bytes[start...], as: UTF8.self) != nil else { return nil }
        self.path = path
        self.bytes = bytes
        self.start = start
        var starts = [start]
        for index in bytes.indices where index >= start && bytes[index] == 0x0A { starts.append(index + 1) }
        lineStarts = starts
    }

    /// The offset of the byte at `position`; nil when the file has no such place.
    func offset(of position: TextPosition) -> Int? {
        guard position.line >= 1, position.line <= lineStarts.count, position.column >= 1 else { return nil }
        var offset = lineStarts[position.line - 1]
        var column = 1
        while column < position.column {
            guard offset < bytes.count, bytes[offset] != 0x0A else { return nil }
            offset += 1
            while offset < bytes.count, bytes[offset] & 0xC0 == 0x80 { offset += 1 }
            column += 1
        }
        return offset
    }

    /// The line and column of the byte at `offset`.
    func point(at offset: Int) -> TextPoint {
        // The last line starting at or before the offset.
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        var column = 1
        var cursor = lineStarts[low]
        while cursor < offset {
            if bytes[cursor] & 0xC0 != 0x80 { column += 1 }
            cursor += 1
        }
        return TextPoint(line: low + 1, column: column)
    }

    /// The text of `range`.
    func text(_ range: Range<Int>) -> String {
        String(decoding: bytes[range], as: UTF8.self)
    }

    /// The edit that puts `inserted` in place of `range`.
    func replacement(_ range: Range<Int>, with inserted: String) -> Replacement {
        Replacement(file: path, byteOffset: range.lowerBound, byteLength: range.count, start: point(at: range.lowerBound),
                    end: point(at: range.upperBound), deleted: text(range), inserted: inserted)
    }

    /// The offset of the start of the line holding `offset`.
    func lineStart(of offset: Int) -> Int {
        var cursor = offset
        while cursor > start && bytes[cursor - 1] != 0x0A { cursor -= 1 }
        return cursor
    }

    /// Whether the bytes from `from` up to `to` are only spaces and tabs.
    func isBlank(from: Int, to: Int) -> Bool {
        from <= to && bytes[from..<to].allSatisfy { $0 == 0x20 || $0 == 0x09 }
    }
}
