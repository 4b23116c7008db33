import Diagnostics

/// The harness's findings as the project's one findings model, so the shared SARIF and GitHub
/// reporters write them: no file position, the screen, element and matrix part in `context`.
public enum CheckDiagnostics {
    /// One diagnostic per finding (and per changed or missing snapshot).
    public static func diagnostics(for report: CheckReport) -> [Diagnostic] {
        var result = report.findings.map { finding in
            Diagnostic(rule: finding.rule, severity: finding.severity, message: finding.message, location: finding.source ?? SourceLocation(file: ""),
                       locale: finding.smallest.locale.bcp47, key: nil,
                       context: "\(finding.screen) › \(finding.name) × \(finding.occurrence)")
        }
        if let snapshots = report.snapshots, !snapshots.recorded {
            // At the snapshot file: code scanning and editors open it, and SARIF needs a file.
            result += snapshots.changed.map { change in
                Diagnostic(rule: SnapshotRules.changed.id, severity: .error, message: "The render's tree differs from its snapshot.",
                           location: SourceLocation(file: snapshots.path(of: change.file)))
            }
            result += snapshots.missing.map { file in
                Diagnostic(rule: SnapshotRules.missing.id, severity: .error,
                           message: "No snapshot is recorded for this render; run with --record to write it.",
                           location: SourceLocation(file: snapshots.path(of: file)))
            }
        }
        return result
    }

    /// The context reporters need: the tool, the `check` command and every rule with its explanation
    /// (SARIF shows it with each alert).
    public static func context(toolVersion: String?, workingDirectory: String, colour: Bool = false) -> ReportContext {
        ReportContext(toolName: "l10n", toolVersion: toolVersion, informationURI: "https://github.com/l10n-tools/l10n", commandName: "check",
                      rules: ruleDescriptors, workingDirectory: workingDirectory, colour: colour)
    }

    /// Every screen rule and snapshot rule, explained.
    static var ruleDescriptors: [RuleDescriptor] {
        ScreenRules.all.map(\.descriptor) + [SnapshotRules.changed, SnapshotRules.missing]
    }
}

/// The findings snapshot comparison adds to a report's diagnostics.
enum SnapshotRules {
    static let changed = RuleDescriptor(
        id: "snapshot-changed", summary: "A render's tree differs from its recorded snapshot.", defaultSeverity: .error,
        explanation: "The laid-out tree of this render no longer matches the snapshot recorded for it: a change to the screens, "
            + "the catalogs or the layout moved or changed something. Compare the two; if the change is intended, run again "
            + "with --record to accept it.")
    static let missing = RuleDescriptor(
        id: "snapshot-missing", summary: "A render has no recorded snapshot.", defaultSeverity: .error,
        explanation: "This render has no snapshot in the snapshot folder, so nothing guards it against changes. Run with "
            + "--snapshots FOLDER --record to write its snapshot, and commit it.")
}
