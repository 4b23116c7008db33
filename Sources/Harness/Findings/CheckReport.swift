import Diagnostics

/// The result of a run: the folded findings, the matrix they were found in, how many renders
/// were made, and what snapshots found. Every report format is written from this one value.
public struct CheckReport: Sendable {
    /// What was checked, for report headings ("Do It (as-written)"); nil for no heading.
    public var title: String?
    /// The axes of the run.
    public var matrix: MatrixSummary
    /// How many renders were made (a shard makes part of the matrix).
    public var renders: Int
    /// The findings, by screen (in matrix order), then rule (in `ScreenRules` order), then element.
    public var findings: [Finding]
    /// What comparing the renders with recorded snapshots found, when that was asked for.
    public var snapshots: SnapshotSummary?

    /// A report.
    public init(title: String?, matrix: MatrixSummary, renders: Int, findings: [Finding], snapshots: SnapshotSummary? = nil) {
        self.title = title
        self.matrix = matrix
        self.renders = renders
        self.findings = findings
        self.snapshots = snapshots
    }

    /// The findings at or above `severity`.
    public func findings(atLeast severity: Severity) -> [Finding] {
        findings.filter { $0.severity >= severity }
    }

    /// Whether the run fails at `threshold`: a finding at or above it, or a snapshot that changed
    /// or is missing.
    public func isFailed(at threshold: FailThreshold) -> Bool {
        let findingsFail = threshold.severity.map { !findings(atLeast: $0).isEmpty } ?? false
        return findingsFail || (snapshots?.isFailed ?? false)
    }

    /// Findings per severity.
    public var counts: (errors: Int, warnings: Int, notes: Int) {
        (findings.filter { $0.severity == .error }.count, findings.filter { $0.severity == .warning }.count,
         findings.filter { $0.severity == .note }.count)
    }

    /// Sorts findings into report order.
    static func ordered(_ findings: [Finding], matrix: MatrixSummary) -> [Finding] {
        let screenOrder = Dictionary(matrix.screens.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
        let ruleOrder = Dictionary(ScreenRules.ids.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        return findings.sorted { lhs, rhs in
            let left = (screenOrder[lhs.screen] ?? Int.max, ruleOrder[lhs.rule] ?? Int.max)
            let right = (screenOrder[rhs.screen] ?? Int.max, ruleOrder[rhs.rule] ?? Int.max)
            if left != right { return left < right }
            if lhs.screen != rhs.screen { return lhs.screen < rhs.screen }
            if lhs.rule != rhs.rule { return lhs.rule < rhs.rule }
            return lhs.element < rhs.element
        }
    }
}
