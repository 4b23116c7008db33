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
        var byKey: [FindingFolder.Key: Finding] = [:]
        for finding in reports.flatMap(\.findings) {
            let key = FindingFolder.Key(screen: finding.screen, element: finding.element, rule: finding.rule)
            guard var merged = byKey[key] else {
                byKey[key] = finding
                continue
            }
            merged.severity = max(merged.severity, finding.severity)
            merged.cells += finding.cells
            if matrix.rank(of: finding.smallest).lexicographicallyPrecedes(matrix.rank(of: merged.smallest)) {
                merged.smallest = finding.smallest
                merged.state = finding.state
                merged.name = finding.name
                merged.text = finding.text
                merged.message = finding.message
                merged.frame = finding.frame
                merged.excerpt = finding.excerpt
            }
            byKey[key] = merged
        }
        let findings = byKey.values.map { finding -> Finding in
            var merged = finding
            merged.cells = Array(Set(merged.cells)).sorted { matrix.order(of: $0).lexicographicallyPrecedes(matrix.order(of: $1)) }
            merged.occurrence = Occurrence.describe(merged.cells, screen: merged.screen, in: matrix)
            return merged
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
    /// Where `cell` comes in the matrix's order (screen, state, locale, size, device, scheme).
    func order(of cell: MatrixCell) -> [Int] {
        let screen = screens.firstIndex { $0.id == cell.screen } ?? screens.count
        let state = screen < screens.count ? screens[screen].states.firstIndex(of: cell.state) ?? Int.max : Int.max
        return [screen, state, locales.firstIndex(of: cell.locale.bcp47) ?? Int.max, sizes.firstIndex(of: cell.size.shortName) ?? Int.max,
                devices.firstIndex(of: cell.device.name) ?? Int.max, schemes.firstIndex(of: cell.scheme.rawValue) ?? Int.max]
    }
}
