import Foundation

/// Times `body` over `iterations` calls, best of `rounds`, and returns nanoseconds per call.
/// The best round is the one least disturbed by the other core's work.
func nanosecondsPerCall(iterations: Int, rounds: Int = 5, _ body: () -> Void) -> Double {
    var best = Double.infinity
    for _ in 0..<rounds {
        let start = DispatchTime.now().uptimeNanoseconds
        for _ in 0..<iterations { body() }
        let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start)
        best = min(best, elapsed / Double(iterations))
    }
    return best
}

/// Keeps a value alive so the optimizer cannot drop the work that made it.
@inline(never)
func blackHole<T>(_ value: T) {
    withExtendedLifetime(value) {}
}

/// Prints one comparison row: our figure, the baseline's, and their ratio.
func report(_ label: String, ours: Double, baseline: Double, baselineName: String) {
    let ratio = baseline / ours
    print(String(format: "  %-34@ %9.1f ns   %@ %9.1f ns   %.2fx %@", label as NSString, ours, baselineName as NSString, baseline,
                 ratio >= 1 ? ratio : 1 / ratio, (ratio >= 1 ? "faster" : "slower") as NSString))
}
