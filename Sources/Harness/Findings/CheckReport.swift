import Diagnostics
import Foundation

/// The result of a run: the folded findings, the matrix they were found in, how many renders
/// were made, and what snapshots found. Every report format is written from this one value by the
/// project's reporters (`ReportFormat.reporter` with `reportContext`).
public struct CheckReport: Sendable {
    /// What was checked, for report headings ("Do It (as-written)"); nil for no heading.
    public var title: String?
    /// The axes of the run.
    public var matrix: MatrixSummary
    /// How many renders were made (a shard makes part of the matrix).
    public var renders: Int
    /// The findings, each with its matrix context, by screen (in matrix order), then rule (in
    /// `ScreenRules` order), then element.
    public var findings: [Diagnostic]
    /// What comparing the renders with recorded snapshots found, when that was asked for.
    public var snapshots: SnapshotSummary?
    /// Every rule the checker knew (the harness's, then the app's own), in report order: SARIF
    /// lists them, and findings are ordered by them.
    public var rules: [RuleDescriptor]
    /// The part of `matrix` this run made (`--shard 2/4`), or nil for the whole matrix: what
    /// `--merge` checks so that it joins each part of one matrix exactly once.
    public var shard: Shard?

    /// A report.
    public init(title: String?, matrix: MatrixSummary, renders: Int, findings: [Diagnostic], snapshots: SnapshotSummary? = nil,
                rules: [RuleDescriptor] = ScreenRules.descriptors, shard: Shard? = nil) {
        self.title = title
        self.matrix = matrix
        self.renders = renders
        self.findings = findings
        self.snapshots = snapshots
        self.rules = rules
        self.shard = shard
    }

    /// The findings at or above `severity`.
    public func findings(atLeast severity: Severity) -> [Diagnostic] {
        findings.filter { $0.severity >= severity }
    }

    /// Whether the run fails at `threshold`: a finding at or above it, or a snapshot that changed,
    /// is missing or was recorded.
    public func isFailed(at threshold: FailThreshold) -> Bool {
        threshold.isFailed(by: findings) || (snapshots?.isFailed ?? false)
    }

    /// Findings per severity.
    public var counts: (errors: Int, warnings: Int, notes: Int) {
        (findings.filter { $0.severity == .error }.count, findings.filter { $0.severity == .warning }.count,
         findings.filter { $0.severity == .note }.count)
    }

    /// The findings every reporter is given: the screen findings, and the snapshot files that
    /// changed, are missing or were recorded (the matrix reports list those under their snapshots).
    public var diagnostics: [Diagnostic] {
        findings + (snapshots?.diagnostics ?? [])
    }

    /// The run as reporters describe it; `ran` are the rules that ran (JUnit has a case per
    /// screen and rule), in report order (default: every rule of the report).
    public func run(rules ran: [String]? = nil) -> MatrixRun {
        MatrixRun(title: title, matrix: matrix, renders: renders, rules: ran ?? rules.map(\.id), snapshots: snapshots,
                  shard: shard.map { MatrixRun.Part(index: $0.index, count: $0.count) })
    }

    /// The context reporters need: the tool, the `check` command, every rule with its explanation
    /// (SARIF shows it with each alert) and the run.
    public func reportContext(toolVersion: String?, workingDirectory: String, colour: Bool = false, jobs: Int? = nil,
                              rules ran: [String]? = nil) -> ReportContext {
        var descriptors = rules + [SnapshotRules.changed.descriptor, SnapshotRules.missing.descriptor]
        if snapshots?.recorded == true { descriptors.append(SnapshotRules.recorded.descriptor) }
        return ReportContext(toolName: "l10n", toolVersion: toolVersion, informationURI: "https://github.com/l10n-tools/l10n",
                             commandName: "check", rules: descriptors, workingDirectory: workingDirectory, colour: colour, jobs: jobs,
                             runReport: run(rules: ran))
    }

    /// The report in `format`, as `l10n check --format` writes it: paths relative to
    /// `workingDirectory`, coloured when `colour` (text only).
    public func report(as format: ReportFormat, toolVersion: String? = nil,
                       workingDirectory: String = FileManager.default.currentDirectoryPath, colour: Bool = false) -> String {
        format.reporter.report(diagnostics, context: reportContext(toolVersion: toolVersion, workingDirectory: workingDirectory, colour: colour))
    }

    /// The report with `rules` as every rule it knows, its findings ordered by them: a report
    /// read back from JSON knows only the harness's rules until it is told the app's own.
    public func with(rules: [RuleDescriptor]) -> CheckReport {
        var copy = self
        copy.rules = rules
        copy.findings = Self.ordered(findings, matrix: matrix, rules: rules.map(\.id))
        return copy
    }

    /// `findings` in report order, by screen, then in the order of `rules`.
    static func ordered(_ findings: [Diagnostic], matrix: MatrixSummary, rules: [String] = ScreenRules.ids) -> [Diagnostic] {
        MatrixRun(title: nil, matrix: matrix, renders: 0, rules: rules).ordered(findings)
    }
}
