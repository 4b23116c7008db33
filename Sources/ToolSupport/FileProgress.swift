import Synchronization

/// Counts the files a run has checked, for a progress display: the jobs report as they finish,
/// on whatever thread they run.
package final class FileProgress: Sendable {
    private let total: Int
    private let done = Atomic<Int>(0)
    private let report: (@Sendable (_ done: Int, _ total: Int) -> Void)?

    /// A counter of `total` files that tells `report` each new count.
    package init(total: Int, report: (@Sendable (_ done: Int, _ total: Int) -> Void)?) {
        self.total = total
        self.report = report
    }

    /// `count` more files are checked.
    package func advance(by count: Int) {
        guard let report else { return }
        report(done.wrappingAdd(count, ordering: .relaxed).newValue, total)
    }
}
