import Foundation

/// What comparing a run's renders with the recorded snapshots found.
public struct SnapshotSummary: Sendable, Hashable, Codable {
    /// One render whose tree differs from its recorded snapshot.
    public struct Change: Sendable, Hashable, Codable {
        /// The snapshot file, relative to the snapshot folder.
        public var file: String
        /// The lines that changed, as a unified diff (`-` recorded, `+` now).
        public var diff: String
    }

    /// The folder compared with.
    public var directory: String
    /// Whether snapshots were written rather than compared.
    public var recorded: Bool
    /// How many renders were compared (or written).
    public var compared: Int
    /// Renders whose tree changed.
    public var changed: [Change]
    /// Snapshot files that were not recorded yet.
    public var missing: [String]

    /// Whether a change or a missing snapshot fails the run (never when recording).
    public var isFailed: Bool { !recorded && (!changed.isEmpty || !missing.isEmpty) }

    /// The path of a snapshot `file` of the folder.
    public func path(of file: String) -> String {
        (directory as NSString).appendingPathComponent(file)
    }
}
