import Synchronization

/// Counts units of work (comparisons, characters scanned) done by the code a test runs, so a test
/// can check that work grows in step with the input instead of timing it. Code adds its count
/// once per call, to the counter bound for the current task, if any (none outside tests).
package final class WorkCounter: Sendable {
    /// The counter the current task's work goes to.
    @TaskLocal package static var current: WorkCounter?

    private let count = Atomic<Int>(0)

    /// A counter at zero.
    package init() {}

    /// The work counted so far.
    package var total: Int { count.load(ordering: .relaxed) }

    /// Adds `units` to the current task's counter, if one is bound.
    package static func add(_ units: Int) {
        current?.count.wrappingAdd(units, ordering: .relaxed)
    }

    /// The work `body` does, counted.
    package static func counting(_ body: () throws -> Void) rethrows -> Int {
        let counter = WorkCounter()
        try $current.withValue(counter) { try body() }
        return counter.total
    }
}
