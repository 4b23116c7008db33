import Foundation
import Synchronization

/// Where `check`, `render` and `screens` write their report: standard output, unless the
/// program moved the code it runs (an app's previews, which may `print`) off standard output and
/// kept the report's own descriptor here, so that machine formats always parse.
public enum ReportOutput {
    private static let descriptor = Atomic<Int32>(STDOUT_FILENO)

    /// Writes `text` to the report.
    public static func write(_ text: String) {
        let target = descriptor.load(ordering: .relaxed)
        if target == STDOUT_FILENO { fflush(nil) }
        FileHandle(fileDescriptor: target, closeOnDealloc: false).write(Data(text.utf8))
    }

    /// Sends standard output (what the previews print) to the file at `path`, and the report to a
    /// copy of the original standard output. Returns false, changing nothing, when the file
    /// cannot be opened.
    @discardableResult
    public static func divertStandardOutput(to path: String) -> Bool {
        let file = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard file >= 0 else { return false }
        fflush(nil)
        let report = dup(STDOUT_FILENO)
        guard report >= 0, dup2(file, STDOUT_FILENO) >= 0 else {
            close(file)
            return false
        }
        close(file)
        _ = fcntl(report, F_SETFD, FD_CLOEXEC)
        descriptor.store(report, ordering: .relaxed)
        return true
    }
}
