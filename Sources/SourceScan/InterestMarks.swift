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

    /// Whether a mark lies in `start..<end`.
    func any(in start: Int, _ end: Int) -> Bool {
        var low = 0
        var high = offsets.count
        while low < high {
            let middle = (low + high) / 2
            if offsets[middle] < start { low = middle + 1 } else { high = middle }
        }
        return low < offsets.count && offsets[low] < end
    }
}
