import CICU

/// The character grid the `text` format draws on: one flat array of cells, each a Unicode scalar
/// (or, for the rare grapheme cluster of several scalars, an index into a side table), written
/// out once as UTF-8 at the end. A wide (East Asian) character takes two cells.
struct TextGrid {
    let columns: Int
    let rows: Int
    private var cells: [UInt32]
    /// Grapheme clusters of more than one scalar, for the cells that refer to them.
    private var clusters: [String] = []

    /// The cell right of a wide character, which prints nothing.
    private static let continuation: UInt32 = 0xFFFF_FFFF
    /// Marks a cell that holds an index into `clusters`.
    private static let clusterFlag: UInt32 = 0x8000_0000
    static let blank: UInt32 = 0x20

    init(columns: Int, rows: Int) {
        self.columns = columns
        self.rows = rows
        cells = [UInt32](repeating: Self.blank, count: columns * rows)
    }

    private func index(_ row: Int, _ col: Int) -> Int? {
        guard row >= 0, row < rows, col >= 0, col < columns else { return nil }
        return row * columns + col
    }

    /// Whether the cell is inside the grid and empty.
    func isBlank(row: Int, col: Int) -> Bool {
        guard let index = index(row, col) else { return false }
        return cells[index] == Self.blank
    }

    /// Whether the cell is inside the grid and shows exactly `scalar`.
    func holds(_ scalar: Unicode.Scalar, row: Int, col: Int) -> Bool {
        guard let index = index(row, col) else { return false }
        return cells[index] == scalar.value
    }

    mutating func put(_ scalar: Unicode.Scalar, row: Int, col: Int) {
        guard let index = index(row, col) else { return }
        cells[index] = scalar.value
    }

    mutating func putIfBlank(_ scalar: Unicode.Scalar, row: Int, col: Int) {
        if isBlank(row: row, col: col) { put(scalar, row: row, col: col) }
    }

    /// Empties the cells of rows `rowRange` and columns `colRange` (what a sheet covers).
    mutating func clear(rows rowRange: Range<Int>, cols colRange: ClosedRange<Int>) {
        for row in rowRange.clamped(to: 0..<rows) {
            for col in colRange.clamped(to: 0...max(0, columns - 1)) {
                cells[row * columns + col] = Self.blank
            }
        }
    }

    /// Writes `text` from `col`, stopping before `limit`; returns how many characters fit and
    /// how many characters the text has.
    @discardableResult
    mutating func write(_ text: String, row: Int, col: Int, limit: Int) -> (written: Int, count: Int) {
        guard row >= 0, row < rows else { return (0, text.count) }
        let end = min(limit, columns)
        if Self.isSimple(text) {
            // One cell per byte: ASCII has no wide characters and no multi-scalar clusters
            // (carriage returns, which pair with line feeds, take the general path).
            var position = col
            var written = 0
            for byte in text.utf8 {
                guard position + 1 <= end else { break }
                if position >= 0 { cells[row * columns + position] = UInt32(byte) }
                position += 1
                written += 1
            }
            return (written, text.utf8.count)
        }
        var position = col, written = 0, count = 0
        var full = false
        for character in text {
            count += 1
            guard !full else { continue }
            let width = Self.isWide(character) ? 2 : 1
            guard position + width <= end else {
                full = true
                continue
            }
            if position >= 0 {
                cells[row * columns + position] = cellValue(character)
                if width == 2 { cells[row * columns + position + 1] = Self.continuation }
            }
            position += width
            written += 1
        }
        return (written, count)
    }

    private mutating func cellValue(_ character: Character) -> UInt32 {
        let scalars = character.unicodeScalars
        if scalars.count == 1, let only = scalars.first { return only.value }
        clusters.append(String(character))
        return Self.clusterFlag | UInt32(clusters.count - 1)
    }

    /// The grid as lines framed by `left` and `right`, each ending in a newline, appended to
    /// `output` as UTF-8.
    func appendLines(to output: inout [UInt8], left: Unicode.Scalar, right: Unicode.Scalar) {
        let clusterBytes = clusters.reduce(0) { $0 + $1.utf8.count }
        let bound = rows * (columns * 4 + 9) + clusterBytes
        let lines = [UInt8](unsafeUninitializedCapacity: bound) { buffer, written in
            var at = 0
            @inline(__always) func put(_ value: UInt32) {
                if value < 0x80 {
                    buffer[at] = UInt8(value)
                    at += 1
                } else {
                    at = Self.encode(value, into: buffer, at: at)
                }
            }
            for row in 0..<rows {
                put(left.value)
                for col in (row * columns)..<((row + 1) * columns) {
                    let cell = cells[col]
                    if cell < 0x80 {
                        buffer[at] = UInt8(cell)
                        at += 1
                    } else if cell == Self.continuation {
                        continue
                    } else if cell & Self.clusterFlag != 0 {
                        for byte in clusters[Int(cell & ~Self.clusterFlag)].utf8 {
                            buffer[at] = byte
                            at += 1
                        }
                    } else {
                        at = Self.encode(cell, into: buffer, at: at)
                    }
                }
                put(right.value)
                put(0x0A)
            }
            written = at
        }
        output.append(contentsOf: lines)
    }

    /// Writes the UTF-8 encoding of scalar `value` at `at`; returns the index after it.
    private static func encode(_ value: UInt32, into buffer: UnsafeMutableBufferPointer<UInt8>, at: Int) -> Int {
        switch value {
        case 0..<0x80:
            buffer[at] = UInt8(value)
            return at + 1
        case 0x80..<0x800:
            buffer[at] = UInt8(0xC0 | value >> 6)
            buffer[at + 1] = UInt8(0x80 | value & 0x3F)
            return at + 2
        case 0x800..<0x10000:
            buffer[at] = UInt8(0xE0 | value >> 12)
            buffer[at + 1] = UInt8(0x80 | (value >> 6) & 0x3F)
            buffer[at + 2] = UInt8(0x80 | value & 0x3F)
            return at + 3
        default:
            buffer[at] = UInt8(0xF0 | value >> 18)
            buffer[at + 1] = UInt8(0x80 | (value >> 12) & 0x3F)
            buffer[at + 2] = UInt8(0x80 | (value >> 6) & 0x3F)
            buffer[at + 3] = UInt8(0x80 | value & 0x3F)
            return at + 4
        }
    }

    /// Appends the UTF-8 encoding of scalar `value`.
    static func append(_ value: UInt32, to output: inout [UInt8]) {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 4) { buffer in
            let end = encode(value, into: buffer, at: 0)
            output.append(contentsOf: buffer[0..<end])
        }
    }

    /// Whether every character of `text` is one ASCII byte (no carriage return).
    private static func isSimple(_ text: String) -> Bool {
        text.utf8.allSatisfy { $0 < 0x80 && $0 != 0x0D }
    }

    /// Whether a character takes two cells in a terminal (East Asian Wide or Fullwidth).
    static func isWide(_ character: Character) -> Bool {
        guard let scalar = character.unicodeScalars.first, scalar.value >= 0x1100 else { return false }
        let width = cicu_char_east_asian_width(Int32(scalar.value))
        return width == 3 || width == 5
    }
}
