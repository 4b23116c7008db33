import Diagnostics

/// A snapshot rule's description: the project's one description type, with snapshot runs as examples.
public typealias SnapshotRuleDescription = RuleDescription<SnapshotExample>

/// The findings comparing renders with their recorded snapshots adds to a report, described as
/// the screen rules are, with examples the tests run.
public enum SnapshotRules {
    /// A render's tree differs from its snapshot.
    public static let changed = SnapshotRuleDescription(
        id: SnapshotRuleID.changed, summary: "A render's tree differs from its recorded snapshot.", defaultSeverity: .error,
        rationale: "The laid-out tree of this render no longer matches the snapshot recorded for it: a change to the screens, "
            + "the catalogs or the layout moved or changed something. Compare the two; if the change is intended, run again "
            + "with --record to accept it.",
        triggering: [SnapshotExample("a title changed since its snapshot was recorded", recorded: "Save", now: "Save all")],
        nonTriggering: [SnapshotExample("the title as it was recorded", recorded: "Save", now: "Save")])

    /// A render has no snapshot.
    public static let missing = SnapshotRuleDescription(
        id: SnapshotRuleID.missing, summary: "A render has no recorded snapshot.", defaultSeverity: .error,
        rationale: "This render has no snapshot in the snapshot folder, so nothing guards it against changes. Run with "
            + "--snapshots FOLDER --record to write its snapshot, and commit it.",
        triggering: [SnapshotExample("a screen whose snapshot was never recorded", recorded: nil, now: "Save")],
        nonTriggering: [SnapshotExample("a screen whose snapshot was recorded", recorded: "Save", now: "Save")])

    /// Snapshots were written instead of compared.
    public static let recorded = SnapshotRuleDescription(
        id: SnapshotRuleID.recorded, summary: "Snapshots were recorded instead of compared.", defaultSeverity: .error,
        rationale: "A run with --record writes each render's snapshot and compares nothing, so it fails, as a recording "
            + "in swift-snapshot-testing does: a recording must never pass as a test. Check the written files, commit "
            + "them, and run again without --record to compare.",
        triggering: [SnapshotExample("a run with --record", recorded: nil, now: "Save", records: true)],
        nonTriggering: [SnapshotExample("a run that compares with what was recorded", recorded: "Save", now: "Save")])

    /// Every snapshot rule.
    public static let all = [changed, missing, recorded]
}

/// A snapshot rule's example: a screen showing one text, whose snapshot may have been recorded
/// when it showed another, laid out again in a run that compares (or records).
public struct SnapshotExample: RuleExampleDocument {
    /// What the example shows.
    var title: String
    /// The text the screen showed when its snapshot was recorded; nil when none was.
    var recordedText: String?
    /// The text it shows in the run.
    var text: String
    /// Whether the run records instead of comparing.
    var records: Bool

    init(_ title: String, recorded: String?, now text: String, records: Bool = false) {
        self.title = title
        self.recordedText = recorded
        self.text = text
        self.records = records
    }

    /// What was recorded and what the run does.
    public var documentationLines: [String] {
        [title, recordedText.map { "recorded showing \"\($0)\"" } ?? "no snapshot recorded",
         (records ? "recorded again" : "compared") + " showing \"\(text)\""]
    }
}
