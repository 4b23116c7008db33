/// Where in one file something may hold a key: every `"` (each string literal has one) and every
/// identifier that names a lookup (`Text`, `LocalizedStringKey`, `navigationTitle`, …, which may be
/// given a non-literal that is reported). A part of the tree whose bytes hold no mark has no key
/// and no finding in it, so the walk passes it over without materialising its nodes.
struct InterestMarks: Sendable {
    /// UTF-8 offsets of the marks, ascending (`ByteScan.marks`).
    private let offsets: [Int]

    init(offsets: [Int]) {
        self.offsets = offsets
    }

    /// The position of the first mark at or after `offset`.
    func cursor(at offset: Int) -> Int {
        var low = 0
        var high = offsets.count
        while low < high {
            let middle = (low + high) / 2
            if offsets[middle] < offset { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// Moves `cursor` to the first mark at or after `start` (never backwards: callers go through
    /// ranges in source order) and tells whether that mark comes before `end`.
    func advance(_ cursor: inout Int, to start: Int, isBefore end: Int) -> Bool {
        while cursor < offsets.count, offsets[cursor] < start { cursor += 1 }
        return cursor < offsets.count && offsets[cursor] < end
    }
}
