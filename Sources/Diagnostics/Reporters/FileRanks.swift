/// Each file of a set of findings numbered in sorted order, so that sorting and merging compare
/// integers instead of long paths that share their first hundred characters. Findings come in runs
/// about one file, so `forEachKey` looks a file up once per run.
public struct FileRanks: Sendable {
    private let rank: [String: Int]

    /// The files of `groups` ranked by `path(file)` as shown, then by the file itself.
    public init(_ groups: [[Diagnostic]], byPath path: (String) -> String = { $0 }) {
        var shown: [String: String] = [:]
        for group in groups {
            var previous: String?
            for index in group.indices where group[index].location.file != previous {
                let file = group[index].location.file
                previous = file
                if shown[file] == nil { shown[file] = path(file) }
            }
        }
        let files = shown.keys.sorted { lhs, rhs in
            let (a, b) = (shown[lhs] ?? lhs, shown[rhs] ?? rhs)
            return a != b ? a < b : lhs < rhs
        }
        var rank: [String: Int] = [:]
        for (index, file) in files.enumerated() { rank[file] = index }
        self.rank = rank
    }

    /// Calls `body` with each finding's index in `findings`, its file's rank and its location.
    public func forEachKey(in findings: [Diagnostic], _ body: (_ index: Int, _ fileRank: Int, _ location: SourceLocation) -> Void) {
        var previous: String?
        var previousRank = 0
        for index in findings.indices {
            let location = findings[index].location
            if location.file != previous {
                previous = location.file
                previousRank = rank[location.file] ?? 0
            }
            body(index, previousRank, location)
        }
    }
}
