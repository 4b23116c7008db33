import Diagnostics

/// Joins the reports of a sharded run (`--shard 1/4` … `4/4`) into the report of the whole
/// matrix: findings of the same screen, element and rule become one, over all their renders,
/// shown by the smallest failing render of any shard.
public enum ReportMerge {
    /// The reports read from `files` joined, after checking that they are the parts of one run:
    /// the same app and matrix, each shard of the same split exactly once, every shard there, and
    /// each with the number of renders its part has. Throws naming the file at fault.
    public static func mergeShards(_ reports: [(file: String, report: CheckReport)]) throws(ReportFileError) -> CheckReport {
        guard let (firstFile, first) = reports.first else { return merge([CheckReport]()) }
        var byIndex: [Int: String] = [:]
        for (file, report) in reports {
            if report.title != first.title {
                throw ReportFileError(file: file, problem: "a report of \(quoted(report.title)), but \(firstFile) is of \(quoted(first.title)); merge the shards of one run")
            }
            if report.matrix != first.matrix {
                throw ReportFileError(file: file, problem: "its matrix differs from \(firstFile)'s; merge the shards of one run")
            }
            guard let shard = report.shard else {
                guard reports.count == 1 else {
                    throw ReportFileError(file: file, problem: "a report of the whole matrix, not a shard (--shard I/N); it cannot be merged with others")
                }
                continue
            }
            guard shard.count == first.shard?.count else {
                throw ReportFileError(file: file, problem: "shard \(shard) does not split the matrix as \(firstFile) (\(first.shard.map { "shard \($0)" } ?? "the whole matrix")) does")
            }
            if let earlier = byIndex[shard.index] {
                throw ReportFileError(file: file, problem: "shard \(shard) again: \(earlier) is shard \(shard) too")
            }
            byIndex[shard.index] = file
            let expected = renders(of: shard, in: report.matrix)
            guard report.renders == expected else {
                throw ReportFileError(file: file, problem: "shard \(shard) reports \(report.renders) renders; its part of the matrix has \(expected)")
            }
        }
        if let count = first.shard?.count {
            let missing = (1...count).filter { byIndex[$0] == nil }
            if !missing.isEmpty {
                throw ReportFileError(file: firstFile, problem: "the run is not complete without shard\(missing.count == 1 ? "" : "s") "
                                      + missing.map { "\($0)/\(count)" }.joined(separator: ", "))
            }
        }
        return merge(reports.map(\.report))
    }

    /// How many renders `shard` makes of `matrix` (as `CheckMatrix.cells(in:)` deals them: whole
    /// layouts, every scheme of one together).
    static func renders(of shard: Shard, in matrix: MatrixSummary) -> Int {
        let schemes = max(1, matrix.schemes.count)
        let layouts = matrix.renders / schemes
        let share = layouts / shard.count + (shard.index - 1 < layouts % shard.count ? 1 : 0)
        return share * schemes
    }

    private static func quoted(_ title: String?) -> String { title.map { "'\($0)'" } ?? "an untitled run" }

    /// The reports joined; the same reports in any order give the same result. Nothing is checked:
    /// `mergeShards(_:)` checks that they are the parts of one run.
    public static func merge(_ reports: [CheckReport]) -> CheckReport {
        guard var matrix = reports.first?.matrix else {
            return CheckReport(title: nil, matrix: MatrixSummary(CheckMatrix(screens: [], locales: [])), renders: 0, findings: [])
        }
        for report in reports.dropFirst() { matrix = matrix.union(report.matrix) }
        var byKey: [FindingFolder.Key: Diagnostic] = [:]
        for finding in reports.flatMap(\.findings) {
            guard let context = finding.matrix else { continue }
            let key = FindingFolder.Key(screen: context.screen, element: context.element, rule: finding.rule)
            guard byKey[key]?.matrix != nil else {
                byKey[key] = finding
                continue
            }
            // Changed in place: a copy taken out of the dictionary would copy its cells on every append.
            byKey[key]?.merge(finding, context: context, in: matrix)
        }
        let findings = byKey.values.compactMap { finding -> Diagnostic? in
            guard var context = finding.matrix else { return nil }
            let orders = Dictionary(Set(context.cells).map { ($0, matrix.order(of: $0)) }, uniquingKeysWith: { first, _ in first })
            context.cells = orders.keys.sorted { (orders[$0] ?? []).lexicographicallyPrecedes(orders[$1] ?? []) }
            context.occurrence = Occurrence.describe(context.cells, screen: context.screen, in: matrix)
            return Diagnostic(rule: finding.rule, severity: finding.severity, message: finding.message, location: finding.location,
                              matrix: context)
        }
        let snapshots = reports.compactMap(\.snapshots)
        return CheckReport(title: reports.compactMap(\.title).first, matrix: matrix, renders: reports.map(\.renders).reduce(0, +),
                           findings: CheckReport.ordered(RepeatedElementFold.fold(findings, in: matrix), matrix: matrix),
                           snapshots: merge(snapshots))
    }

    private static func merge(_ summaries: [SnapshotSummary]) -> SnapshotSummary? {
        guard let first = summaries.first else { return nil }
        return SnapshotSummary(directory: first.directory, recorded: summaries.allSatisfy(\.recorded),
                               compared: summaries.map(\.compared).reduce(0, +),
                               changed: summaries.flatMap(\.changed).sorted { $0.file < $1.file },
                               missing: summaries.flatMap(\.missing).sorted())
    }
}

extension Diagnostic {
    /// Takes in `other`'s renders (`context` is its matrix context), and its render that stands
    /// for it when more severe, or as severe and smaller.
    fileprivate mutating func merge(_ other: Diagnostic, context: MatrixContext, in matrix: MatrixSummary) {
        let better = other.severity != severity ? other.severity > severity
            : matrix.rank(of: context.smallest).lexicographicallyPrecedes(matrix.rank(of: self.matrix?.smallest ?? context.smallest))
        severity = max(severity, other.severity)
        guard var mine = self.matrix else { return }
        self.matrix = nil  // the context is changed alone, so its cells are not copied
        mine.cells += context.cells
        mine.repeats = Set(mine.repeats + context.repeats).subtracting([mine.element]).sorted(by: ElementOrder.precedes)
        if better {
            mine.smallest = context.smallest
            mine.name = context.name
            mine.text = context.text
            mine.frame = context.frame
            mine.excerpt = context.excerpt
            message = other.message
        }
        self.matrix = mine
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
