import Diagnostics
/// What comparing a run's renders with the recorded snapshots found.
public struct SnapshotSummary: Sendable, Hashable, Codable {
    /// One render whose tree differs from its recorded snapshot.
    public struct Change: Sendable, Hashable, Codable {
        /// The snapshot file, relative to the snapshot folder.
        public var file: String
        /// The lines that changed, as a unified diff (`-` recorded, `+` now).
        public var diff: String

        /// A change of `file`.
        public init(file: String, diff: String) {
            self.file = file
            self.diff = diff
        }
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

    /// A summary with every part given.
    public init(directory: String, recorded: Bool, compared: Int, changed: [Change], missing: [String]) {
        self.directory = directory
        self.recorded = recorded
        self.compared = compared
        self.changed = changed
        self.missing = missing
    }

    /// Whether the run fails: a change or a missing snapshot, and any recording, as
    /// swift-snapshot-testing does, so that a run that wrote its own reference never passes as a
    /// comparison (run again without `--record` to compare).
    public var isFailed: Bool { recorded || !changed.isEmpty || !missing.isEmpty }

    /// The path of a snapshot `file` of the folder.
    public func path(of file: String) -> String {
        var folder = Substring(directory)
        while folder.count > 1, folder.hasSuffix("/") { folder = folder.dropLast() }
        if folder.isEmpty { return file }
        return folder == "/" ? "/" + file : folder + "/" + file
    }

    /// The findings a report lists for the snapshots, at the snapshot files (code scanning and
    /// editors open them, and SARIF needs a file): one per changed or missing snapshot, and one for
    /// a recording, which fails the run.
    public var diagnostics: [Diagnostic] {
        if recorded {
            return [Diagnostic(rule: SnapshotRuleID.recorded, severity: .error,
                               message: "Snapshots were recorded, not compared; run again without --record to compare.",
                               location: SourceLocation(file: directory))]
        }
        return changed.map { change in
            Diagnostic(rule: SnapshotRuleID.changed, severity: .error, message: "The render's tree differs from its snapshot.",
                       location: SourceLocation(file: path(of: change.file)))
        } + missing.map { file in
            Diagnostic(rule: SnapshotRuleID.missing, severity: .error,
                       message: "No snapshot is recorded for this render; run with --record to write it.",
                       location: SourceLocation(file: path(of: file)))
        }
    }
}

/// The ids of the findings snapshot comparison adds to a report; the harness's `SnapshotRules`
/// describes each, with examples.
public enum SnapshotRuleID {
    /// A render's tree differs from its snapshot.
    public static let changed = "snapshot-changed"
    /// A render has no snapshot.
    public static let missing = "snapshot-missing"
    /// Snapshots were written instead of compared.
    public static let recorded = "snapshot-recorded"
}
