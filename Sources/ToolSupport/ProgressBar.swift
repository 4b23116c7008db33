import Foundation
import Synchronization

/// A progress bar on standard error — `[██████░░░░░░░░] 3,120/9,072 renders` — redrawn in place
/// when a run's share done grows by a percent. Only for terminals: the commands show it when
/// standard error is a TTY, so logs never receive it. Nothing is drawn in a run's first second,
/// so a quick run does not flicker.
package final class ProgressBar: Sendable {
    private let width = 30
    private let unit: String
    private let delay: Double
    private let start = DispatchTime.now().uptimeNanoseconds
    /// The percentage last drawn, -1 before the first drawing.
    private let shown = Mutex(-1)

    /// A progress bar counting `unit` (`renders`, `files`) that waits `delay` seconds before it
    /// first draws.
    package init(unit: String = "renders", delay: Double = 1) {
        self.unit = unit
        self.delay = delay
    }

    /// Draws the bar for `done` of `total`, if the percentage moved.
    package func update(done: Int, total: Int) {
        let percent = total > 0 ? done * 100 / total : 100
        shown.withLock { last in
            guard percent > last, Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9 >= delay else { return }
            last = percent
            let filled = total > 0 ? done * width / total : width
            let bar = String(repeating: "█", count: filled) + String(repeating: "░", count: width - filled)
            FileHandle.standardError.write(Data("\r[\(bar)] \(Counted.number(done))/\(Counted.number(total)) \(unit)".utf8))
        }
    }

    /// `update(done:total:)` as a callback for the scanners and checkers that report progress.
    package var callback: @Sendable (_ done: Int, _ total: Int) -> Void {
        { [self] done, total in update(done: done, total: total) }
    }

    /// Clears the bar's line, if it was drawn.
    package func finish() {
        shown.withLock { last in
            guard last >= 0 else { return }
            FileHandle.standardError.write(Data("\r\u{1B}[2K".utf8))
        }
    }
}
