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
            return [Diagnostic(rule: SnapshotRules.recorded.id, severity: .error,
                               message: "Snapshots were recorded, not compared; run again without --record to compare.",
                               location: SourceLocation(file: directory))]
        }
        return changed.map { change in
            Diagnostic(rule: SnapshotRules.changed.id, severity: .error, message: "The render's tree differs from its snapshot.",
                       location: SourceLocation(file: path(of: change.file)))
        } + missing.map { file in
            Diagnostic(rule: SnapshotRules.missing.id, severity: .error,
                       message: "No snapshot is recorded for this render; run with --record to write it.",
                       location: SourceLocation(file: path(of: file)))
        }
    }
}

/// The rules of the findings snapshot comparison adds to a report.
public enum SnapshotRules {
    /// A render's tree differs from its snapshot.
    public static let changed = RuleDescriptor(
        id: "snapshot-changed", summary: "A render's tree differs from its recorded snapshot.", defaultSeverity: .error,
        explanation: "The laid-out tree of this render no longer matches the snapshot recorded for it: a change to the screens, "
            + "the catalogs or the layout moved or changed something. Compare the two; if the change is intended, run again "
            + "with --record to accept it.")
    /// A render has no snapshot.
    public static let missing = RuleDescriptor(
        id: "snapshot-missing", summary: "A render has no recorded snapshot.", defaultSeverity: .error,
        explanation: "This render has no snapshot in the snapshot folder, so nothing guards it against changes. Run with "
            + "--snapshots FOLDER --record to write its snapshot, and commit it.")
    /// Snapshots were written instead of compared.
    public static let recorded = RuleDescriptor(
        id: "snapshot-recorded", summary: "Snapshots were recorded instead of compared.", defaultSeverity: .error,
        explanation: "A run with --record writes each render's snapshot and compares nothing, so it fails, as a recording "
            + "in swift-snapshot-testing does: a recording must never pass as a test. Check the written files, commit "
            + "them, and run again without --record to compare.")

    /// Every snapshot rule.
    public static let all = [changed, missing, recorded]
}
