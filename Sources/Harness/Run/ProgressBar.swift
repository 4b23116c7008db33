import Foundation
import Synchronization

/// A progress bar on standard error — `[██████░░░░░░░░] 3,120/9,072 renders` — redrawn in place
/// when a run's share done grows by a percent. Only for terminals: the command shows it when
/// standard error is a TTY, so logs never receive it.
public final class ProgressBar: Sendable {
    private let width = 30
    private let shown = Mutex(-1)

    /// A progress bar.
    public init() {}

    /// Draws the bar for `done` of `total` renders, if the percentage moved.
    public func update(done: Int, total: Int) {
        let percent = total > 0 ? done * 100 / total : 100
        shown.withLock { last in
            guard percent > last else { return }
            last = percent
            let filled = total > 0 ? done * width / total : width
            let bar = String(repeating: "█", count: filled) + String(repeating: "░", count: width - filled)
            FileHandle.standardError.write(Data("\r[\(bar)] \(Counted.number(done))/\(Counted.number(total)) renders".utf8))
        }
    }

    /// Clears the bar's line.
    public func finish() {
        FileHandle.standardError.write(Data("\r\u{1B}[2K".utf8))
    }
}
