import Diagnostics
import ToolSupport

/// What the text report says about snapshots.
enum SnapshotText {
    /// The longest diff shown per changed snapshot, in lines.
    static let diffLimit = 40

    /// "Snapshots (Tests/Snapshots): 120 compared, 2 changed, 1 missing" and the diffs.
    static func render(_ snapshots: SnapshotSummary) -> String {
        if snapshots.recorded {
            return "Snapshots: recorded \(Counted.phrase(snapshots.compared, "render")) in \(snapshots.directory); "
                + "a recording is not a comparison, so the run fails: run again without --record to compare.\n"
        }
        var out = "Snapshots (\(snapshots.directory)): \(Counted.number(snapshots.compared)) compared, "
            + "\(Counted.number(snapshots.changed.count)) changed, \(Counted.number(snapshots.missing.count)) missing.\n"
        for change in snapshots.changed {
            out += "  changed: \(change.file)\n"
            let lines = change.diff.split(separator: "\n", omittingEmptySubsequences: false)
            for line in lines.prefix(diffLimit) where !line.isEmpty { out += "    " + line + "\n" }
            if lines.count > diffLimit { out += "    … \(lines.count - diffLimit) more lines\n" }
        }
        if !snapshots.missing.isEmpty {
            out += "  missing (run with --record to write them): " + snapshots.missing.prefix(5).joined(separator: ", ")
                + (snapshots.missing.count > 5 ? ", … \(snapshots.missing.count - 5) more" : "") + "\n"
        }
        return out
    }
}
