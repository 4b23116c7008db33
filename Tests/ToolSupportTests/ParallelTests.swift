import Synchronization
import Testing
@testable import ToolSupport

/// The parallel helpers that lint, extract and the reporters share: results in input order, and
/// one job running everything on the caller's thread, one piece after another.
@Test(arguments: [
    (0..<0, 3, [Range<Int>]()),
    (0..<7, 3, [0..<3, 3..<6, 6..<7]),
    (5..<9, 4, [5..<9]),
    (0..<2, 0, [0..<1, 1..<2]),
])
func rangesCutIntoConsecutivePieces(range: Range<Int>, size: Int, expected: [Range<Int>]) {
    #expect(range.pieces(ofSize: size) == expected)
}

@Test func parallelMapKeepsTheInputOrder() {
    let numbers = Array(0..<1_000)
    #expect(numbers.parallelMap(jobs: 4) { $0 * 2 } == numbers.map { $0 * 2 })
    #expect(numbers.parallelMap(jobs: 1) { $0 + 1 } == numbers.map { $0 + 1 })
    #expect([Int]().parallelMap(jobs: 4) { $0 }.isEmpty)
}

@Test func oneJobWritesThePiecesOneAfterAnotherOnTheCallersThread() {
    // With one job nothing may run beside the caller: each piece starts after the one before ends.
    let log = Mutex<[Int]>([])
    let starts = (0..<20_000).mapPiecesInParallel(ofSize: 1_000, jobs: 1) { piece in
        log.withLock { $0.append(piece.lowerBound) }
        return piece.lowerBound
    }
    #expect(starts == Array(stride(from: 0, to: 20_000, by: 1_000)))
    #expect(log.withLock { $0 } == starts)
    #expect((0..<20_000).allSatisfyInParallel(pieceSize: 1_000, jobs: 1) { $0 >= 0 })
}

@Test func heaviestFirstKeepsInputOrder() {
    let inputs = Array(0..<200)
    for jobs in [1, 2, 4] {
        let outputs = inputs.parallelMap(jobs: jobs, heaviestFirst: { ($0 * 37) % 101 }) { $0 * 2 }
        #expect(outputs == inputs.map { $0 * 2 })
    }
}

@Test(arguments: [(0, "0"), (999, "999"), (1_000, "1,000"), (9_072, "9,072"), (-1_234_567, "-1,234,567")])
func countsAreWrittenWithThousandsSeparators(number: Int, written: String) {
    #expect(Counted.number(number) == written)
}

@Test func phrasesArePluralUnlessOne() {
    #expect(Counted.phrase(1, "render") == "1 render")
    #expect(Counted.phrase(2_000, "render") == "2,000 renders")
    #expect(Counted.phrase(0, "file") == "0 files")
}
