import Diagnostics

/// Joins the reports of a sharded run (`--shard 1/4` … `4/4`) into the report of the whole
/// matrix: findings of the same screen, element and rule become one, over all their renders,
/// shown by the smallest failing render of any shard.
public enum ReportMerge {
    /// The reports joined; the same reports in any order give the same result.
    public static func merge(_ reports: [CheckReport]) -> CheckReport {
        guard var matrix = reports.first?.matrix else {
            return CheckReport(title: nil, matrix: MatrixSummary(CheckMatrix(screens: [], locales: [])), renders: 0, findings: [])
        }
        for report in reports.dropFirst() { matrix = matrix.union(report.matrix) }
        var byKey: [FindingFolder.Key: Diagnostic] = [:]
        for finding in reports.flatMap(\.findings) {
            guard let context = finding.matrix else { continue }
            let key = FindingFolder.Key(screen: context.screen, element: context.element, rule: finding.rule)
            guard var merged = byKey[key], var mergedContext = merged.matrix else {
                byKey[key] = finding
                continue
            }
            merged.severity = max(merged.severity, finding.severity)
            mergedContext.cells += context.cells
            if matrix.rank(of: context.smallest).lexicographicallyPrecedes(matrix.rank(of: mergedContext.smallest)) {
                mergedContext.smallest = context.smallest
                mergedContext.name = context.name
                mergedContext.text = context.text
                mergedContext.frame = context.frame
                mergedContext.excerpt = context.excerpt
                merged.message = finding.message
            }
            merged.matrix = mergedContext
            byKey[key] = merged
        }
        let findings = byKey.values.compactMap { finding -> Diagnostic? in
            guard var context = finding.matrix else { return nil }
            context.cells = Array(Set(context.cells)).sorted { matrix.order(of: $0).lexicographicallyPrecedes(matrix.order(of: $1)) }
            context.occurrence = Occurrence.describe(context.cells, screen: context.screen, in: matrix)
            return Diagnostic(rule: finding.rule, severity: finding.severity, message: finding.message, location: finding.location,
                              matrix: context)
        }
        let snapshots = reports.compactMap(\.snapshots)
        return CheckReport(title: reports.compactMap(\.title).first, matrix: matrix, renders: reports.map(\.renders).reduce(0, +),
                           findings: CheckReport.ordered(findings, matrix: matrix), snapshots: merge(snapshots))
    }

    private static func merge(_ summaries: [SnapshotSummary]) -> SnapshotSummary? {
        guard let first = summaries.first else { return nil }
        return SnapshotSummary(directory: first.directory, recorded: summaries.allSatisfy(\.recorded),
                               compared: summaries.map(\.compared).reduce(0, +),
                               changed: summaries.flatMap(\.changed).sorted { $0.file < $1.file },
                               missing: summaries.flatMap(\.missing).sorted())
    }
}

extension MatrixSummary {
    /// `rank(of:)` of the render a report names; a name no render has (which reading a report
    /// rules out) ranks last.
    func rank(of place: MatrixPlace) -> [Int] {
        guard let cell = try? MatrixCell(place, file: "", place: "") else { return [Int.max] }
        return rank(of: cell)
    }
}
