import Dispatch
import Synchronization

extension Array where Element: Sendable {
    /// `transform` applied to every element on up to `jobs` threads, the results in the
    /// elements' order: for the parts of a run besides the matrix itself (judging which states
    /// light and dark lay out alike, laying findings' smallest renders out again).
    func concurrentMap<Result: Sendable>(jobs: Int, _ transform: @Sendable (Element) -> Result) -> [Result] {
        let workers = Swift.max(1, Swift.min(jobs, count))
        guard workers > 1 else { return map(transform) }
        let next = Atomic<Int>(0)
        let collected = Mutex<[(index: Int, result: Result)]>([])
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            var mine: [(index: Int, result: Result)] = []
            while true {
                let index = next.wrappingAdd(1, ordering: .relaxed).oldValue
                guard index < count else { break }
                mine.append((index, transform(self[index])))
            }
            collected.withLock { $0 += mine }
        }
        return collected.withLock { $0 }.sorted { $0.index < $1.index }.map(\.result)
    }
}
