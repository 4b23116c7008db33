import Diagnostics

/// Turns UTF-8 offsets in one file into 1-based line and column, the column counted in Unicode
/// scalars as `SourceLocation` promises (swift-syntax counts UTF-8 bytes).
struct LineTable: Sendable {
    let path: String
    private let bytes: [UInt8]
    /// Offset of the first byte of each line.
    private let lineStarts: [Int]

    /// A table over `bytes`, whose lines start at `lineStarts` (`ByteScan.lineStarts`).
    init(path: String, bytes: [UInt8], lineStarts: [Int]) {
        self.path = path
        self.bytes = bytes
        self.lineStarts = lineStarts
    }

    /// Lines in the file, not counting an empty one after a final newline.
    var lineCount: Int {
        bytes.last == UInt8(ascii: "\n") ? lineStarts.count - 1 : lineStarts.count
    }

    /// The 0-based line that holds `offset`.
    func lineIndex(of offset: Int) -> Int {
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// The location of a UTF-8 offset.
    func location(ofUTF8Offset offset: Int) -> SourceLocation {
        let clamped = min(max(offset, 0), bytes.count)
        let line = lineIndex(of: clamped)
        var column = 1
        var index = lineStarts[line]
        while index < clamped {
            // Count only bytes that start a scalar (not 0b10xxxxxx continuation bytes).
            if bytes[index] & 0xC0 != 0x80 { column += 1 }
            index += 1
        }
        return SourceLocation(file: path, line: line + 1, column: column)
    }

    /// The text of a 0-based line, without its line break.
    func lineText(_ line: Int) -> Substring.UTF8View {
        guard line >= 0, line < lineStarts.count else { return Substring("").utf8 }
        let start = lineStarts[line]
        var end = line + 1 < lineStarts.count ? lineStarts[line + 1] : bytes.count
        while end > start, bytes[end - 1] == UInt8(ascii: "\n") || bytes[end - 1] == UInt8(ascii: "\r") {
            end -= 1
        }
        return Substring(decoding: bytes[start..<end], as: UTF8.self).utf8
    }
}
