import Diagnostics

/// Turns UTF-8 offsets in one file into 1-based line and column, the column counted in Unicode
/// scalars as `SourceLocation` promises (swift-syntax counts UTF-8 bytes).
struct LineTable: Sendable {
    let path: String
    private let bytes: [UInt8]
    /// Offset of the first byte of each line.
    private let lineStarts: [Int]
    /// Offsets of the bytes that continue a scalar, ascending.
    private let continuationBytes: [Int]

    /// A table over `bytes`, whose lines start at `lineStarts` and whose multi-byte scalars
    /// continue at `continuationBytes` (`ByteScan`'s).
    init(path: String, bytes: [UInt8], lineStarts: [Int], continuationBytes: [Int]) {
        self.path = path
        self.bytes = bytes
        self.lineStarts = lineStarts
        self.continuationBytes = continuationBytes
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

    /// The location of a UTF-8 offset, found in time logarithmic in the file's size (so a line
    /// of any length costs no more than a short one).
    func location(ofUTF8Offset offset: Int) -> SourceLocation {
        let clamped = min(max(offset, 0), bytes.count)
        let line = lineIndex(of: clamped)
        let start = lineStarts[line]
        // Only bytes that start a scalar count.
        let continuations = Self.count(below: clamped, in: continuationBytes) - Self.count(below: start, in: continuationBytes)
        return SourceLocation(file: path, line: line + 1, column: clamped - start - continuations + 1)
    }

    /// How many of the ascending `offsets` are below `limit`.
    private static func count(below limit: Int, in offsets: [Int]) -> Int {
        var low = 0
        var high = offsets.count
        while low < high {
            let middle = (low + high) / 2
            if offsets[middle] < limit { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// The text between two UTF-8 offsets (clamped to the file).
    func text(_ range: Range<Int>) -> String {
        let lower = min(max(range.lowerBound, 0), bytes.count)
        return String(decoding: bytes[lower..<min(max(range.upperBound, lower), bytes.count)], as: UTF8.self)
    }
}
