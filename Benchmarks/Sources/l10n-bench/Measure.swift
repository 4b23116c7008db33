import Foundation

/// Times two pieces of work over `iterations` calls each, alternating them for `rounds` rounds and
/// keeping each one's best round. Time is this thread's CPU time, so other processes on the machine
/// (builds, tests) do not count against either. Returns nanoseconds per call for each.
func compareNanosecondsPerCall(iterations: Int, rounds: Int = 7, ours: () -> Void, baseline: () -> Void) -> (ours: Double, baseline: Double) {
    var bestOurs = Double.infinity
    var bestBaseline = Double.infinity
    for _ in 0..<rounds {
        bestOurs = min(bestOurs, time(iterations, ours))
        bestBaseline = min(bestBaseline, time(iterations, baseline))
    }
    return (bestOurs, bestBaseline)
}

private func time(_ iterations: Int, _ body: () -> Void) -> Double {
    let start = threadCPUNanoseconds()
    for _ in 0..<iterations { body() }
    return Double(threadCPUNanoseconds() - start) / Double(iterations)
}

/// CPU time consumed by the calling thread, in nanoseconds.
func threadCPUNanoseconds() -> UInt64 {
    var now = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now)
    return UInt64(now.tv_sec) * 1_000_000_000 + UInt64(now.tv_nsec)
}

/// Keeps a value alive so the optimizer cannot drop the work that made it.
@inline(never)
func blackHole<T>(_ value: T) {
    withExtendedLifetime(value) {}
}

/// Prints one comparison row: our figure, the baseline's, and how many times faster or slower we are.
func report(_ label: String, _ figures: (ours: Double, baseline: Double), baselineName: String) {
    let ratio = figures.baseline / figures.ours
    let verdict = ratio >= 1 ? String(format: "%.2fx faster", ratio) : String(format: "%.2fx slower", 1 / ratio)
    print("  " + label.padding(toLength: 36, withPad: " ", startingAt: 0)
        + String(format: "%9.1f ns", figures.ours) + "   " + baselineName.padding(toLength: 18, withPad: " ", startingAt: 0)
        + String(format: "%9.1f ns", figures.baseline) + "   " + verdict)
}
