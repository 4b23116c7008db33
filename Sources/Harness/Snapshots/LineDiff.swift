/// A line diff of two texts in unified style: `-` lines only in the old text, `+` lines only in
/// the new one, `@@` before each changed stretch, with a little unchanged context around it.
enum LineDiff {
    /// Unchanged lines shown around each change.
    static let context = 2

    /// The diff from `old` to `new`; empty when they are equal.
    static func unified(from old: String, to new: String) -> String {
        let a = old.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let b = new.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard a != b else { return "" }
        let operations = script(a, b)
        let changed = operations.indices.filter { operations[$0].kind != " " }
        var hunks: [ClosedRange<Int>] = []
        for index in changed {
            if let last = hunks.last, index - last.upperBound <= context * 2 + 1 {
                hunks[hunks.count - 1] = last.lowerBound...index
            } else {
                hunks.append(index...index)
            }
        }
        var out: [String] = []
        for hunk in hunks {
            let from = max(0, hunk.lowerBound - context), to = min(operations.count - 1, hunk.upperBound + context)
            out.append("@@ line \(operations[from].oldLine + 1) @@")
            out += operations[from...to].map { "\($0.kind)\($0.text)" }
        }
        return out.joined(separator: "\n")
    }

    private struct Operation {
        var kind: Character
        var text: String
        var oldLine: Int
    }

    /// The edit script by longest common subsequence.
    private static func script(_ a: [String], _ b: [String]) -> [Operation] {
        var lengths = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in stride(from: a.count - 1, through: 0, by: -1) {
            for j in stride(from: b.count - 1, through: 0, by: -1) {
                lengths[i][j] = a[i] == b[j] ? lengths[i + 1][j + 1] + 1 : max(lengths[i + 1][j], lengths[i][j + 1])
            }
        }
        var result: [Operation] = []
        var i = 0, j = 0
        while i < a.count || j < b.count {
            if i < a.count, j < b.count, a[i] == b[j] {
                result.append(Operation(kind: " ", text: a[i], oldLine: i))
                i += 1
                j += 1
            } else if i < a.count, j == b.count || lengths[i + 1][j] >= lengths[i][j + 1] {
                result.append(Operation(kind: "-", text: a[i], oldLine: i))
                i += 1
            } else {
                result.append(Operation(kind: "+", text: b[j], oldLine: i))
                j += 1
            }
        }
        return result
    }
}
