import Diagnostics
import ToolSupport

/// Merges the sorted findings of the jobs into one sorted list without sorting the findings
/// themselves: each finding gets a key of integers (its file's rank, line, column, and its place
/// in the chunks), the keys are sorted, and only findings whose keys tie on the position are
/// compared in full, to check that the chunks' order put them right. When it did not, the list is
/// sorted the general way, so the result is always `Diagnostic`'s order.
///
/// The chunks come in the order of the folders their jobs read, so that findings at one position
/// from several jobs (`missing-translation` of every locale at the base's entry) already follow
/// their messages' order. The merge comes after the parallel checks, when one thread would hold
/// up the report: the check of the ties and the gathering into report order run on every core,
/// and findings are moved, never copied (a copy would count references on strings that tens of
/// thousands of findings share, from both cores at once).
enum FindingMerge {
    /// The findings of `chunks` in order, put together on `jobs` threads; the chunks are left empty.
    static func merged(_ chunks: inout [[Diagnostic]], jobs: Int) -> [Diagnostic] {
        let order = sortedKeys(chunks)
        let tiesHold = tiesHold(order, in: chunks, jobs: jobs)
        let count = order.count
        // Laid end to end by moving them out of their chunks, then gathered in order by moving
        // them again, so every finding is moved exactly twice and no reference count changes.
        let laidOut = UnsafeMutablePointer<Diagnostic>.allocate(capacity: max(count, 1))
        defer { laidOut.deallocate() }
        var end = count
        for chunk in chunks.indices.reversed() {
            while let finding = chunks[chunk].popLast() {
                end -= 1
                (laidOut + end).initialize(to: finding)
            }
        }
        let source = SharedPointer(laidOut)
        let merged = [Diagnostic](unsafeUninitializedCapacity: count) { buffer, initialized in
            guard let start = buffer.baseAddress else { return }
            let output = SharedPointer(start)
            _ = (0..<count).mapPiecesInParallel(ofSize: 8_192, jobs: jobs) { piece in
                for place in piece {
                    (output.pointer + place).initialize(to: (source.pointer + order[place].place).move())
                }
            }
            initialized = count
        }
        return tiesHold ? merged : DiagnosticOrder.sorted(merged, jobs: jobs)
    }

    /// A key per finding, in the order of the keys.
    private static func sortedKeys(_ chunks: [[Diagnostic]]) -> [Key] {
        let ranks = FileRanks(chunks)
        var keys: [Key] = []
        keys.reserveCapacity(chunks.reduce(0) { $0 + $1.count })
        for (chunkIndex, chunk) in chunks.enumerated() {
            ranks.forEachKey(in: chunk) { index, fileRank, location in
                keys.append(Key(file: fileRank, line: location.line, column: location.column, place: keys.count,
                                chunk: chunkIndex, index: index))
            }
        }
        return zip(keys, keys.dropFirst()).allSatisfy { $0 < $1 } ? keys : keys.sorted()
    }

    /// Whether the findings that share a position are in order, checked on every core.
    private static func tiesHold(_ order: [Key], in chunks: [[Diagnostic]], jobs: Int) -> Bool {
        order.indices.allSatisfyInParallel(jobs: jobs) { place in
            guard place > 0, order[place - 1].sharesPosition(with: order[place]) else { return true }
            return !precedes(order[place], order[place - 1], in: chunks)
        }
    }

    /// Whether the finding at `lhs` comes before the one at `rhs`, both at one position: findings
    /// of one rule there differ in their message, which decides without comparing the rest.
    private static func precedes(_ lhs: Key, _ rhs: Key, in chunks: [[Diagnostic]]) -> Bool {
        if chunks[lhs.chunk][lhs.index].rule == chunks[rhs.chunk][rhs.index].rule,
           chunks[lhs.chunk][lhs.index].message != chunks[rhs.chunk][rhs.index].message {
            return chunks[lhs.chunk][lhs.index].message < chunks[rhs.chunk][rhs.index].message
        }
        return chunks[lhs.chunk][lhs.index] < chunks[rhs.chunk][rhs.index]
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

/// A pointer into memory that a parallel loop reads or fills, each iteration its own elements.
private struct SharedPointer: @unchecked Sendable {
    let pointer: UnsafeMutablePointer<Diagnostic>
    init(_ pointer: UnsafeMutablePointer<Diagnostic>) { self.pointer = pointer }
}
