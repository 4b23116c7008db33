/// The change between two texts as a unified diff (`diff -u`), for every dry run (`extract`,
/// `lint --fix`, `migrate`, `xliff import`): what a write would do to a catalog, in the form
/// reviewers and `patch` read; and in a short form for a snapshot that changed.
///
/// Lines common to both ends are trimmed first; the middle is compared with Myers' O(ND)
/// algorithm. When more than `maximumEdits` lines differ the middle is shown as one replaced
/// block, which stays correct (applying it gives the new text) at a bounded cost.
package enum UnifiedDiff {
    /// Above this many differing lines the middle is one replaced block.
    static let maximumEdits = 1_000

    /// The diff of `before` (nil: the file does not exist yet) and `after`, labelled with `path`;
    /// empty when the texts are equal.
    package static func render(path: String, before: String?, after: String, context: Int = 3) -> String {
        let old = before.map(lines) ?? []
        let new = lines(after)
        guard old != new else { return "" }
        let edits = script(old, new)
        var out = "--- " + (before == nil ? "/dev/null" : path) + "\n+++ " + path + "\n"
        var index = 0
        while index < edits.count {
            guard edits[index].kind != .same else { index += 1; continue }
            // A hunk: from `context` lines before this change to `context` lines after the last
            // change that is at most 2 × context unchanged lines from the previous one.
            let start = max(0, index - context)
            var end = index
            var scan = index
            while scan < edits.count {
                if edits[scan].kind != .same {
                    end = scan
                } else if scan - end > 2 * context {
                    break
                }
                scan += 1
            }
            let stop = min(edits.count, end + context + 1)
            let hunk = edits[start..<stop]
            let oldLines = hunk.filter { $0.kind != .inserted }
            let newLines = hunk.filter { $0.kind != .deleted }
            out += "@@ -\(range(oldLines.first?.oldLine ?? firstOld(edits, start), oldLines.count))"
                + " +\(range(newLines.first?.newLine ?? firstNew(edits, start), newLines.count)) @@\n"
            for edit in hunk {
                let text = edit.kind == .inserted ? new[edit.newLine] : old[edit.oldLine]
                out += (edit.kind == .same ? " " : edit.kind == .deleted ? "-" : "+") + text.line + "\n"
                if !text.endsWithNewline { out += "\\ No newline at end of file\n" }
            }
            index = stop
        }
        return out
    }

    /// The change from `old` to `new` in the short form snapshot reports show: `@@ line N @@` (N the
    /// old text's line) before each changed stretch, then its lines marked ` `, `-` or `+`, with
    /// `context` unchanged lines around each change; empty when the texts are equal.
    package static func shortForm(from old: String, to new: String, context: Int = 2) -> String {
        let before = old.split(separator: "\n", omittingEmptySubsequences: false).map { Line(line: $0, endsWithNewline: true) }
        let after = new.split(separator: "\n", omittingEmptySubsequences: false).map { Line(line: $0, endsWithNewline: true) }
        guard before != after else { return "" }
        let edits = script(before, after)
        var hunks: [ClosedRange<Int>] = []
        for index in edits.indices where edits[index].kind != .same {
            if let last = hunks.last, index - last.upperBound <= context * 2 + 1 {
                hunks[hunks.count - 1] = last.lowerBound...index
            } else {
                hunks.append(index...index)
            }
        }
        var out: [String] = []
        for hunk in hunks {
            let from = max(0, hunk.lowerBound - context), to = min(edits.count - 1, hunk.upperBound + context)
            out.append("@@ line \(edits[from].oldLine + 1) @@")
            for edit in edits[from...to] {
                switch edit.kind {
                case .same: out.append(" " + before[edit.oldLine].line)
                case .deleted: out.append("-" + before[edit.oldLine].line)
                case .inserted: out.append("+" + after[edit.newLine].line)
                }
            }
        }
        return out.joined(separator: "\n")
    }

    /// One line of a text, without its line break, and whether it had one.
    struct Line: Equatable {
        var line: Substring
        var endsWithNewline: Bool
    }

    enum Kind { case same, deleted, inserted }

    /// One step of the edit script, with the 0-based line it reads in each text.
    struct Edit {
        var kind: Kind
        var oldLine: Int
        var newLine: Int
    }

    static func lines(_ text: String) -> [Line] {
        var result: [Line] = []
        var rest = text[...]
        while let newline = rest.firstIndex(of: "\n") {
            result.append(Line(line: rest[..<newline], endsWithNewline: true))
            rest = rest[rest.index(after: newline)...]
        }
        if !rest.isEmpty { result.append(Line(line: rest, endsWithNewline: false)) }
        return result
    }

    /// `-l,n` / `+l,n` as diff prints them: 1-based start, or the line before an empty range.
    private static func range(_ zeroBased: Int, _ count: Int) -> String {
        count == 0 ? "\(zeroBased),0" : count == 1 ? "\(zeroBased + 1)" : "\(zeroBased + 1),\(count)"
    }

    private static func firstOld(_ edits: [Edit], _ index: Int) -> Int {
        edits[index...].first { $0.kind != .inserted }?.oldLine ?? (edits.last { $0.kind != .inserted }.map { $0.oldLine + 1 } ?? 0)
    }

    private static func firstNew(_ edits: [Edit], _ index: Int) -> Int {
        edits[index...].first { $0.kind != .deleted }?.newLine ?? (edits.last { $0.kind != .deleted }.map { $0.newLine + 1 } ?? 0)
    }

    /// The edit script turning `old` into `new`: common ends, then the middle.
    static func script(_ old: [Line], _ new: [Line]) -> [Edit] {
        var prefix = 0
        while prefix < old.count, prefix < new.count, old[prefix] == new[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < old.count - prefix, suffix < new.count - prefix,
              old[old.count - 1 - suffix] == new[new.count - 1 - suffix] { suffix += 1 }
        var edits = (0..<prefix).map { Edit(kind: .same, oldLine: $0, newLine: $0) }
        let oldMiddle = Array(old[prefix..<(old.count - suffix)])
        let newMiddle = Array(new[prefix..<(new.count - suffix)])
        let middle = myers(oldMiddle, newMiddle) ?? replaced(oldMiddle.count, newMiddle.count)
        edits += middle.map { Edit(kind: $0.kind, oldLine: $0.oldLine + prefix, newLine: $0.newLine + prefix) }
        edits += (0..<suffix).map { Edit(kind: .same, oldLine: old.count - suffix + $0, newLine: new.count - suffix + $0) }
        return edits
    }

    private static func replaced(_ oldCount: Int, _ newCount: Int) -> [Edit] {
        (0..<oldCount).map { Edit(kind: .deleted, oldLine: $0, newLine: 0) }
            + (0..<newCount).map { Edit(kind: .inserted, oldLine: oldCount, newLine: $0) }
    }

    /// Myers' shortest edit script, or nil when it needs more than `maximumEdits` edits.
    private static func myers(_ old: [Line], _ new: [Line]) -> [Edit]? {
        let n = old.count, m = new.count
        if n == 0 || m == 0 { return replaced(n, m) }
        let limit = min(n + m, maximumEdits)
        let offset = limit + 1
        var furthest = Array(repeating: 0, count: 2 * limit + 3)
        var trace: [[Int]] = []
        for distance in 0...limit {
            trace.append(furthest)
            for diagonal in stride(from: -distance, through: distance, by: 2) {
                var x: Int
                if diagonal == -distance || (diagonal != distance && furthest[offset + diagonal - 1] < furthest[offset + diagonal + 1]) {
                    x = furthest[offset + diagonal + 1]
                } else {
                    x = furthest[offset + diagonal - 1] + 1
                }
                var y = x - diagonal
                while x < n, y < m, old[x] == new[y] {
                    x += 1
                    y += 1
                }
                furthest[offset + diagonal] = x
                if x >= n && y >= m { return backtrack(trace, offset: offset, n: n, m: m) }
            }
        }
        return nil
    }

    /// Walks the recorded frontiers back from the end to the start, collecting the edits.
    private static func backtrack(_ trace: [[Int]], offset: Int, n: Int, m: Int) -> [Edit] {
        var x = n, y = m
        var edits: [Edit] = []
        for distance in stride(from: trace.count - 1, through: 0, by: -1) {
            let furthest = trace[distance]
            let diagonal = x - y
            let previous: Int
            if diagonal == -distance || (diagonal != distance && furthest[offset + diagonal - 1] < furthest[offset + diagonal + 1]) {
                previous = diagonal + 1
            } else {
                previous = diagonal - 1
            }
            let previousX = distance == 0 ? 0 : furthest[offset + previous]
            let previousY = previousX - previous
            while x > previousX && y > previousY {
                x -= 1
                y -= 1
                edits.append(Edit(kind: .same, oldLine: x, newLine: y))
            }
            if distance > 0 {
                if x == previousX {
                    y -= 1
                    edits.append(Edit(kind: .inserted, oldLine: x, newLine: y))
                } else {
                    x -= 1
                    edits.append(Edit(kind: .deleted, oldLine: x, newLine: y))
                }
            }
        }
        return edits.reversed()
    }
}
