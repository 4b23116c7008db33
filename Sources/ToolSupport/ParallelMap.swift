import Foundation
import Dispatch
import Synchronization

extension Array where Element: Sendable {
    /// `map` spread over `jobs` threads; results keep the input order, so parallel runs give the
    /// same output as serial ones. Each thread takes the next element not yet taken, so inputs
    /// start in order (put the heaviest first) and a few large ones do not leave the other threads
    /// idle; each slot is written by exactly one iteration, so the shared buffer needs no lock.
    /// `perform` runs the threads' loops (`DispatchQueue.concurrentPerform` unless a caller whose
    /// thread must keep serving work while it waits passes its own).
    package func parallelMap<Result: Sendable>(jobs: Int, perform: (Int, @Sendable (Int) -> Void) -> Void = ParallelLoop.dispatch,
                                               _ transform: @Sendable (Element) -> Result) -> [Result] {
        let threads = Swift.min(jobs, count)
        guard threads > 1 else { return map(transform) }
        let slots = ResultSlots<Result>(count: count)
        let next = Atomic<Int>(0)
        // The loop runs only while `perform` does: `transform` is lent to it, never kept.
        withoutActuallyEscaping(transform) { transform in
            self.withUnsafeBufferPointer { elements in
                let input = UncheckedSendable(elements)
                perform(threads) { _ in
                    while true {
                        let index = next.wrappingAdd(1, ordering: .relaxed).oldValue
                        guard index < input.value.count else { return }
                        slots.store(transform(input.value[index]), at: index)
                    }
                }
            }
        }
        return slots.results()
    }
}

extension Array where Element: Sendable {
    /// `parallelMap` starting the heaviest elements first (by `weight`), so that no thread is left
    /// with one large piece at the end while the others wait; results are still in input order.
    package func parallelMap<Result: Sendable>(jobs: Int, heaviestFirst weight: (Element) -> Int,
                                               _ transform: @Sendable (Element) -> Result) -> [Result] {
        let weights = map(weight)
        let order = indices.sorted { weights[$0] != weights[$1] ? weights[$0] > weights[$1] : $0 < $1 }
        let outputs = order.parallelMap(jobs: jobs) { [self] in transform(self[$0]) }
        var placed = [Result?](repeating: nil, count: count)
        for (output, index) in zip(outputs, order) { placed[index] = output }
        return placed.compactMap { $0 }
    }
}

/// How `parallelMap` runs its threads' loops.
package enum ParallelLoop {
    /// One job per core: the default of `--jobs`.
    package static var cores: Int { ProcessInfo.processInfo.activeProcessorCount }

    /// `DispatchQueue.concurrentPerform`: the caller's thread takes part and returns when all are done.
    package static func dispatch(_ iterations: Int, _ work: @Sendable (Int) -> Void) {
        DispatchQueue.concurrentPerform(iterations: iterations, execute: work)
    }
}

extension Range<Int> {
    /// The range cut into consecutive pieces of `size` indices (the last one shorter), for
    /// spreading work over threads in order.
    package func pieces(ofSize size: Int) -> [Range<Int>] {
        let step = Swift.max(size, 1)
        return stride(from: lowerBound, to: upperBound, by: step).map { $0..<Swift.min($0 + step, upperBound) }
    }

    /// `transform` of each piece of `size` indices, on `jobs` threads (nil: every core), in
    /// order: how a large report is written (each piece of findings into its own text) or checked.
    package func mapPiecesInParallel<Result: Sendable>(ofSize size: Int, jobs: Int? = nil,
                                                      _ transform: @Sendable (Range<Int>) -> Result) -> [Result] {
        let pieces = pieces(ofSize: size)
        return pieces.parallelMap(jobs: jobs ?? pieces.count, transform)
    }

    /// Whether `predicate` holds for every index, checked in pieces of `size` on `jobs` threads
    /// (nil: every core), for checks over a large report such as whether its findings are in order.
    package func allSatisfyInParallel(pieceSize size: Int = 8_192, jobs: Int? = nil,
                                     _ predicate: @Sendable (Int) -> Bool) -> Bool {
        mapPiecesInParallel(ofSize: size, jobs: jobs) { $0.allSatisfy(predicate) }.allSatisfy { $0 }
    }
}

/// Fixed-size storage that `concurrentPerform` iterations fill, one distinct index each; a plain
/// buffer, so no two threads ever touch the same memory or any shared bookkeeping.
private final class ResultSlots<Result>: @unchecked Sendable {
    private let storage: UnsafeMutableBufferPointer<Result?>

    init(count: Int) {
        storage = .allocate(capacity: count)
        storage.initialize(repeating: nil)
    }

    deinit {
        storage.deinitialize()
        storage.deallocate()
    }

    func store(_ result: Result, at index: Int) { storage[index] = result }

    func results() -> [Result] { storage.compactMap { $0 } }
}

/// A buffer or pointer shared with a parallel loop that it outlives; the loop's iterations read
/// it, or write disjoint parts of it.
package struct UncheckedSendable<Value>: @unchecked Sendable {
    /// The shared value.
    package let value: Value
    /// Wraps `value`.
    package init(_ value: Value) { self.value = value }
}
