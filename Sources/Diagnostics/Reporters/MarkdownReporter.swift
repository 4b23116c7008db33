/// A pull-request comment: a marker (`<!-- l10n-report: lint -->`) so that a workflow finds and
/// updates its one comment, a heading with the summary, a table of findings by rule and
/// severity, then the first findings (errors first) with links to `file#Lline`, and a line saying
/// how many were not shown. The whole stays under GitHub's 65,536-character limit.
public struct MarkdownReporter: Reporter {
    /// How many findings are listed at most; the rest are counted.
    public var listed: Int
    /// The most characters (UTF-16 code units, as GitHub counts them) the report may have.
    public var limit: Int

    /// A reporter listing at most `listed` findings in at most `limit` characters (by default
    /// 1,536 under GitHub's limit, room for a workflow to join reports).
    public init(listed: Int = 100, limit: Int = 64_000) {
        self.listed = listed
        self.limit = limit
    }

    public func reportPieces(_ diagnostics: [Diagnostic], context: ReportContext) -> [String] {
        let sorted = context.ordered(diagnostics)
        let summary = DiagnosticSummary(sorted, filesChecked: context.filesChecked)
        var out = MarkdownText.marker(tool: context.toolName, command: context.commandName) + "\n"
        out += "### \(MarkdownText.cell(context.toolName)) \(MarkdownText.cell(context.commandName)): \(MarkdownText.cell(summary.sentence))\n"
        guard !sorted.isEmpty else { return [out] }
        out += "\n" + ruleTable(sorted) + "\n"
        // Errors first, then warnings, then notes; within each, the report's order.
        let bySeverity = [Severity.error, .warning, .note].flatMap { severity in sorted.filter { $0.severity == severity } }
        var rows = "| Severity | Where | Rule | Message |\n|---|---|---|---|\n"
        var shown = 0
        // Room for the closing line, whatever the count.
        let budget = limit - out.utf16.count - 200
        for diagnostic in bySeverity.prefix(listed) {
            let row = self.row(diagnostic, context: context)
            guard rows.utf16.count + row.utf16.count <= budget else { break }
            rows += row
            shown += 1
        }
        if shown > 0 { out += rows }
        let hidden = sorted.count - shown
        if hidden > 0 {
            out += "\n_\(hidden) more finding\(hidden == 1 ? "" : "s") not shown; the job's log and its SARIF or JSON report list every one._\n"
        }
        return [out]
    }

    /// `| rule | errors | warnings | notes |`, one row per rule, by rule id.
    private func ruleTable(_ diagnostics: [Diagnostic]) -> String {
        var counts: [String: [Int]] = [:]
        for diagnostic in diagnostics {
            let column = switch diagnostic.severity {
            case .error: 0
            case .warning: 1
            case .note: 2
            }
            counts[diagnostic.rule, default: [0, 0, 0]][column] += 1
        }
        var table = "| Rule | Errors | Warnings | Notes |\n|---|--:|--:|--:|\n"
        // A run's rules are tens at most; a table of more would not be read, so it is cut.
        let rules = counts.keys.sorted()
        for rule in rules.prefix(60) {
            let row = counts[rule] ?? [0, 0, 0]
            table += "| \(MarkdownText.cell(rule, limit: 80)) | \(row[0]) | \(row[1]) | \(row[2]) |\n"
        }
        if rules.count > 60 { table += "| \(rules.count - 60) more rules | | | |\n" }
        return table
    }

    /// One finding's row: its severity, a link to its line, its rule and its message.
    private func row(_ diagnostic: Diagnostic, context: ReportContext) -> String {
        let location = diagnostic.location
        var place: String
        if location.file.isEmpty {
            place = MarkdownText.cell(diagnostic.context ?? "", limit: 160)
        } else {
            let path = context.displayPath(location.file)
            var shown = path
            var target = MarkdownText.linkTarget(path)
            if let base = context.linkBase { target = base + "/" + target }
            if location.line > 0 {
                shown += ":\(location.line)"
                target += "#L\(location.line)"
            }
            place = "[\(MarkdownText.cell(shown, limit: 160))](\(target))"
            if let extra = context.trailingContext(of: diagnostic) { place += " (\(MarkdownText.cell(extra, limit: 160)))" }
        }
        var message = diagnostic.message
        if let locale = diagnostic.locale, !message.contains(locale) { message = "\(locale): \(message)" }
        return "| \(diagnostic.severity.rawValue) | \(place) | \(MarkdownText.cell(diagnostic.rule, limit: 80)) | \(MarkdownText.cell(message, limit: 300)) |\n"
    }
}
