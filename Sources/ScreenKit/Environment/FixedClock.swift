import CFixedClock
import Foundation

/// The instant a screen's views live in while they are resolved, so that a report does not
/// change from day to day: on Linux, `Date()`, `Date.now` and the C library's wall clock read
/// `referenceDate` on the thread resolving the views (the main actor's), from the moment the
/// preview's view is made until its nodes are built. Layout, checks and other threads keep the
/// real time, and the monotonic clocks (`ContinuousClock`, `DispatchTime`) are never changed.
///
/// The limit: a date read before the render (a global initialized at start-up, a value cached
/// by the app in a `static let` on an earlier run) keeps the time it was read at.
public enum FixedClock {
    /// The harness's reference date, 2026-05-28 20:26:40 UTC: "now" in every render, and the
    /// moment relative dates (`Text(date, style: .relative)`) are measured from.
    public static let referenceDate = Date(timeIntervalSince1970: 1_780_000_000)

    /// `work`'s result, run with this thread's wall clock at `referenceDate`.
    package static func run<Result, Failure: Error>(_ work: () throws(Failure) -> Result) throws(Failure) -> Result {
        l10n_fixed_clock_begin(Int64(referenceDate.timeIntervalSince1970))
        defer { l10n_fixed_clock_end() }
        return try work()
    }

    /// Whether this thread's wall clock reads `referenceDate` now.
    package static var isActive: Bool { l10n_fixed_clock_is_active() != 0 }
}
