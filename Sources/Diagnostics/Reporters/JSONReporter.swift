/// A JSON report: `{"diagnostics": [...], "summary": {...}}`. Every finding has `rule`, `severity`,
/// `message`, `file`, `line`, `column`, `locale`, `key`, `context` and `fix` (null when absent), so
/// scripts can read the fields without guessing. A `fix` has a `description` and `replacements`,
/// each with its `file`, its range (`startLine`, `startColumn`, `endLine`, `endColumn` exclusive,
/// `byteOffset`, `byteLength`) and the `deleted` and `inserted` text.
public struct JSONReporter: Reporter {
    /// A JSON reporter.
    public init() {}

    /// The document in pieces, its findings written on `context.jobs` threads; the run's own
    /// report instead when the context has one that writes JSON (the screen harness's matrix
    /// document, which `check --merge` reads).
    public func reportPieces(_ diagnostics: [Diagnostic], context: ReportContext) -> [String] {
        if let own = context.runReport?.render(diagnostics, format: .json, context: context) { return [own] }
        let sorted = context.ordered(diagnostics)
        let summary = DiagnosticSummary(sorted, filesChecked: context.filesChecked)
        var summaryMembers: [(String, ReportJSON)] = [
            ("errors", .int(summary.errors)),
            ("warnings", .int(summary.warnings)),
            ("notes", .int(summary.notes)),
            ("total", .int(summary.total)),
        ]
        if let files = summary.filesChecked { summaryMembers.append(("files", .int(files))) }
        // Each file's path is worked out once, not once per finding.
        let paths = ShownPaths(sorted, context: context)
        let document = ReportJSON.object([
            ("diagnostics", .generated(count: sorted.count) { object(for: sorted[$0], shownPath: paths[$0], context: context) }),
            ("summary", .object(summaryMembers)),
        ])
        var pieces = document.serializedPieces(capacity: 4_096, jobs: context.jobs)
        pieces.append("\n")
        return pieces
    }

    /// One finding; `shownPath` is its file as the report shows it.
    private func object(for diagnostic: Diagnostic, shownPath: String, context: ReportContext) -> ReportJSON {
        .object([
            ("rule", .string(diagnostic.rule)),
            ("severity", .string(diagnostic.severity.rawValue)),
            ("message", .string(diagnostic.message)),
            ("file", diagnostic.location.file.isEmpty ? .null : .string(shownPath)),
            ("line", .int(diagnostic.location.line)),
            ("column", .int(diagnostic.location.column)),
            ("locale", .optional(diagnostic.locale)),
            ("key", .optional(diagnostic.key)),
            ("context", .optional(diagnostic.context)),
            ("fix", diagnostic.fix.map { FixJSON.object($0, context: context) } ?? .null),
        ])
    }
}
