import Diagnostics
import ToolSupport

/// What reporters need to know about a run over a matrix of renders besides its findings: what was
/// checked, the axes, how many renders were made, which rules ran and what the snapshots showed.
/// With it in the `ReportContext`, the text, JSON and JUnit reporters write the matrix report
/// (findings grouped by screen and rule, each with its render excerpt).
public struct MatrixRun: Sendable, Hashable {
    /// What was checked, for headings ("Do It (as-written)"); nil for no heading.
    public var title: String?
    /// The axes of the run.
    public var matrix: MatrixSummary
    /// How many renders were made (a shard makes part of the matrix).
    public var renders: Int
    /// The rules that ran, in report order: findings are listed by screen, then in this order.
    public var rules: [String]
    /// What comparing the renders with recorded snapshots found, when that was asked for.
    public var snapshots: SnapshotSummary?
    /// The part of the matrix a sharded run made (`--shard 2/4`), nil for the whole matrix: what
    /// merging checks so that it joins each part of one matrix exactly once.
    public var shard: Part?

    /// Part `index` of `count` of a sharded run (1 ≤ index ≤ count).
    public struct Part: Sendable, Hashable, Codable {
        /// Which part, from 1.
        public var index: Int
        /// Of how many.
        public var count: Int

        /// A part.
        public init(index: Int, count: Int) {
            self.index = index
            self.count = count
        }
    }

    /// A run with every part given.
    public init(title: String?, matrix: MatrixSummary, renders: Int, rules: [String], snapshots: SnapshotSummary? = nil,
                shard: Part? = nil) {
        self.title = title
        self.matrix = matrix
        self.renders = renders
        self.rules = rules
        self.snapshots = snapshots
        self.shard = shard
    }

    /// The screen findings of `diagnostics` (those with a matrix context) in report order: by
    /// screen (in matrix order), then rule (in `rules` order), then element.
    public func ordered(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        let screenOrder = Dictionary(matrix.screens.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
        let ruleOrder = Dictionary(rules.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        let keyed = diagnostics.compactMap { diagnostic in diagnostic.matrix.map { (diagnostic, $0) } }
        return keyed.sorted { lhs, rhs in
            let left = (screenOrder[lhs.1.screen] ?? Int.max, ruleOrder[lhs.0.rule] ?? Int.max)
            let right = (screenOrder[rhs.1.screen] ?? Int.max, ruleOrder[rhs.0.rule] ?? Int.max)
            if left != right { return left < right }
            if lhs.1.screen != rhs.1.screen { return lhs.1.screen < rhs.1.screen }
            if lhs.0.rule != rhs.0.rule { return lhs.0.rule < rhs.0.rule }
            return lhs.1.element < rhs.1.element
        }.map(\.0)
    }

    /// "2 errors and 5 warnings in 9,072 renders." or "No problems found in 9,072 renders.": the
    /// last line of a matrix run's text report, counting `diagnostics`' screen findings.
    public func summary(of diagnostics: [Diagnostic]) -> String {
        let counts = counts(diagnostics)
        let parts = [(counts.errors, "error"), (counts.warnings, "warning"), (counts.notes, "note")]
            .filter { $0.0 > 0 }.map { Counted.phrase($0.0, $0.1) }
        let renders = "in " + Counted.phrase(self.renders, "render") + "."
        guard let last = parts.last else { return "No problems found " + renders }
        let listed = parts.count == 1 ? last : parts.dropLast().joined(separator: ", ") + " and " + last
        return listed + " " + renders
    }

    /// Findings per severity among `diagnostics`' screen findings.
    func counts(_ diagnostics: [Diagnostic]) -> (errors: Int, warnings: Int, notes: Int) {
        var counts = (errors: 0, warnings: 0, notes: 0)
        for diagnostic in diagnostics where diagnostic.matrix != nil {
            switch diagnostic.severity {
            case .error: counts.errors += 1
            case .warning: counts.warnings += 1
            case .note: counts.notes += 1
            }
        }
        return counts
    }
}
