/// One pass over a file's bytes that finds what the scan needs before looking at the tree: where
/// each line starts (`LineTable`), where a key may be (`InterestMarks`: quotes and lookup names),
/// and where `l10n:ignore` is written (`IgnoreMarkers`). Reading every byte once, by a class
/// table, costs a few percent of a parse; three separate searches cost three times that.
struct ByteScan {
    /// Offset of the first byte of each line.
    private(set) var lineStarts = [0]
    /// Offsets of quotes and of identifiers naming a lookup, ascending.
    private(set) var marks: [Int] = []
    /// Offsets where `l10n:ignore` starts, ascending (in code, strings or comments alike).
    private(set) var ignoreMarkers: [Int] = []
    /// How many `[` the file holds (`ParseBudget` reads the nesting only past 20).
    private(set) var openBrackets = 0
    /// Offsets of UTF-8 continuation bytes (`0b10xxxxxx`), ascending: a column counts the scalars
    /// before it on its line, which is its byte distance from the line's start less these.
    private(set) var continuationBytes: [Int] = []

    init(_ bytes: [UInt8]) {
        let names = LookupNames.shared
        // Unchecked buffers: this loop reads every byte of every file, and bounds checks on
        // both arrays doubled its time.
        ByteClass.table.withUnsafeBufferPointer { classes in
            bytes.withUnsafeBufferPointer { bytes in
                let count = bytes.count
                var index = 0
                while index < count {
                    switch classes[Int(bytes[index])] {
                    case .newline:
                        index += 1
                        lineStarts.append(index)
                    case .quote:
                        marks.append(index)
                        index += 1
                    case .letter, .digit:
                        let start = index
                        index += 1
                        while index < count, classes[Int(bytes[index])].continuesWord { index += 1 }
                        if classes[Int(bytes[start])] == .letter, names.contains(bytes, start..<index) {
                            marks.append(start)
                        } else if Self.endsWithIgnoreMarker(bytes, wordEnd: index, wordStart: start) {
                            ignoreMarkers.append(index - 4)
                        }
                    case .bracket:
                        openBrackets += 1
                        index += 1
                    case .continuation:
                        continuationBytes.append(index)
                        index += 1
                    case .other:
                        index += 1
                    }
                }
            }
        }
    }

    /// Whether the word ending at `wordEnd` ends in `l10n` and `:ignore` follows it.
    private static func endsWithIgnoreMarker(_ bytes: UnsafeBufferPointer<UInt8>, wordEnd: Int, wordStart: Int) -> Bool {
        // Most words are not `…l10n`: the static marker is read only for one that ends so.
        guard wordEnd - wordStart >= 4, bytes[wordEnd - 1] == UInt8(ascii: "n") else { return false }
        let marker = IgnoreMarkers.markerBytes
        guard wordEnd - 4 + marker.count <= bytes.count else { return false }
        var offset = wordEnd - 4
        for byte in marker {
            if bytes[offset] != byte { return false }
            offset += 1
        }
        return true
    }
}

/// What a byte can be, as far as `ByteScan` cares.
private enum ByteClass: UInt8 {
    case other, letter, digit, quote, newline, continuation, bracket

    /// Letters, digits and `_` continue an identifier (or a number).
    var continuesWord: Bool { self == .letter || self == .digit }

    static let table: [ByteClass] = (0...255).map { value in
        switch UInt8(value) {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "_"): .letter
        case UInt8(ascii: "0")...UInt8(ascii: "9"): .digit
        case UInt8(ascii: "\""): .quote
        case UInt8(ascii: "\n"): .newline
        case UInt8(ascii: "["): .bracket
        case 0x80...0xBF: .continuation
        default: .other
        }
    }
}

/// The names of every lookup `LookupCalls` lists (callees and modifiers), as bytes grouped by
/// length, with a table of the (length, first byte) pairs they have, so the byte scan turns away
/// almost every other identifier with one lookup.
struct LookupNames: Sendable {
    static let shared = LookupNames(Array(LookupCalls.byCallee.keys) + Array(LookupCalls.byModifier.keys)
        + LocalizedValue.markedNames)

    private let byLength: [[[UInt8]]]
    /// `length * 256 + first byte` → whether some name has that length and first byte.
    private let starts: [Bool]

    init(_ names: [String]) {
        let encoded = names.map { Array($0.utf8) }
        var byLength = Array(repeating: [[UInt8]](), count: (encoded.map(\.count).max() ?? 0) + 1)
        var starts = Array(repeating: false, count: byLength.count * 256)
        for name in encoded {
            byLength[name.count].append(name)
            if let first = name.first { starts[name.count * 256 + Int(first)] = true }
        }
        self.byLength = byLength
        self.starts = starts
    }

    /// Whether `bytes[range]` is one of the names.
    func contains(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Bool {
        guard range.count < byLength.count, starts[range.count * 256 + Int(bytes[range.lowerBound])] else { return false }
        return byLength[range.count].contains { name in
            var offset = range.lowerBound
            for byte in name {
                if bytes[offset] != byte { return false }
                offset += 1
            }
            return true
        }
    }
}
