import Diagnostics

/// Merges the sorted findings of the jobs into one sorted list without sorting the findings
/// themselves: each finding gets a key of integers (its file's rank, line, column, and its place
/// in the chunks), the keys are sorted, and only findings whose keys tie on the position are
/// compared in full, to check that the chunks' order put them right. When it did not, the list is
/// sorted the general way, so the result is always `Diagnostic`'s order.
///
/// The chunks come in the order of the folders their jobs read, so that findings at one position
/// from several jobs (`missing-translation` of every locale at the base's entry) already follow
/// their messages' order.
enum FindingMerge {
    /// The findings of `chunks` in order; the chunks are left holding placeholders.
    static func merged(_ chunks: inout [[Diagnostic]]) -> [Diagnostic] {
        var files = Set<String>()
        for chunk in chunks {
            var previous: String?
            for index in chunk.indices where chunk[index].location.file != previous {
                previous = chunk[index].location.file
                files.insert(chunk[index].location.file)
            }
        }
        var rank: [String: Int] = [:]
        for (offset, file) in files.sorted().enumerated() { rank[file] = offset }
        var keys: [Key] = []
        keys.reserveCapacity(chunks.reduce(0) { $0 + $1.count })
        for (chunkIndex, chunk) in chunks.enumerated() {
            var previous: String?
            var fileRank = 0
            for index in chunk.indices {
                let location = chunk[index].location
                if location.file != previous {
                    previous = location.file
                    fileRank = rank[location.file] ?? 0
                }
                keys.append(Key(file: fileRank, line: location.line, column: location.column, place: keys.count, chunk: chunkIndex, index: index))
            }
        }
        let order = zip(keys, keys.dropFirst()).allSatisfy { $0 < $1 } ? keys : keys.sorted()
        let tiesHold = zip(order, order.dropFirst()).allSatisfy { earlier, later in
            !earlier.sharesPosition(with: later)
                || !precedes(chunks[later.chunk][later.index], chunks[earlier.chunk][earlier.index])
        }
        // Each finding is moved out of its chunk (a placeholder takes its place), not copied.
        var merged: [Diagnostic] = []
        merged.reserveCapacity(order.count)
        for key in order {
            var taken = placeholder
            swap(&taken, &chunks[key.chunk][key.index])
            merged.append(taken)
        }
        return tiesHold ? merged : DiagnosticOrder.sorted(merged)
    }

    /// What takes a finding's place in its chunk once the finding is moved out.
    private static let placeholder = Diagnostic(rule: "", severity: .note, message: "", location: SourceLocation(file: ""))

    /// `lhs < rhs` for findings at the same position: findings of one rule there differ in their
    /// message, which decides without comparing (and copying) the whole findings.
    private static func precedes(_ lhs: Diagnostic, _ rhs: Diagnostic) -> Bool {
        if lhs.rule == rhs.rule, lhs.message != rhs.message { return lhs.message < rhs.message }
        return lhs < rhs
    }

    /// Where a finding is, in integers, its place in the chunks laid end to end, and the chunk
    /// and index it is at.
    private struct Key: Comparable {
        var file: Int
        var line: Int
        var column: Int
        var place: Int
        var chunk: Int
        var index: Int

        func sharesPosition(with other: Key) -> Bool {
            file == other.file && line == other.line && column == other.column
        }

        static func < (lhs: Key, rhs: Key) -> Bool {
            (lhs.file, lhs.line, lhs.column, lhs.place) < (rhs.file, rhs.line, rhs.column, rhs.place)
        }
    }
}
