import ToolSupport

/// The default report: one `path:line:col: severity: message [rule]` line per finding, as gcc,
/// Clang and Xcode print them (so editors and CI logs make them clickable), then a summary line.
/// A finding with a fix has a `  fix: …` line under it.
/// On a terminal the findings are grouped under a bold header per file and severities are coloured.
/// A run with a report of its own (`ReportContext.runReport`) is written by that report.
public struct TextReporter: Reporter {
    /// A text reporter; colour and grouping follow `ReportContext.colour`.
    public init() {}

    /// The report in pieces: a plain report of many findings is written in pieces on every core;
    /// the run's own report instead when the context has one that writes text.
    public func reportPieces(_ diagnostics: [Diagnostic], context: ReportContext) -> [String] {
        if let own = context.runReport?.render(diagnostics, format: .text, context: context) { return [own] }
        let sorted = context.ordered(diagnostics)
        let summary = DiagnosticSummary(sorted, filesChecked: context.filesChecked)
        let folding = context.foldsRepeats ? RepeatFolding(sorted) : nil
        guard context.colour else {
            return plainLines(sorted, folding: folding, context: context) + [summary.sentence + "\n"]
        }
        var out = groupedLines(sorted, folding: folding, context: context)
        if !sorted.isEmpty { out += "\n" }
        out += ANSI.bold + summary.sentence + ANSI.reset + "\n"
        return [out]
    }

    /// The lines of a terminal report: findings under a bold header per group.
    private func groupedLines(_ sorted: [Diagnostic], folding: RepeatFolding?, context: ReportContext) -> String {
        var out = ""
        out.reserveCapacity(ReportSize.estimate(sorted, bytesPerFinding: 120))
        var currentGroup: String?
        var shownFile = (file: "", path: "")
        // Each file's path is worked out once, not once per finding.
        let paths = ShownPaths(sorted, context: context)
        for index in sorted.indices where folding?.hidden[index] != true {
            let group = context.group(of: sorted[index], shownPath: paths[index])
            if group != currentGroup {
                if currentGroup != nil { out += "\n" }
                out += ANSI.bold + VisibleText.escaped(group) + ANSI.reset + "\n"
                currentGroup = group
            }
            appendLine(for: shown(sorted[index], at: index, folding: folding), in: &shownFile, context: context, to: &out)
            out += "\n"
        }
        return out
    }

    /// The finding at `index`, or the line that stands for its folded run.
    private func shown(_ finding: Diagnostic, at index: Int, folding: RepeatFolding?) -> Diagnostic {
        guard let run = folding?.starts[index] else { return finding }
        var folded = finding
        folded.message = RepeatFolding.message(for: run, of: finding)
        // A display copy: the folded line says how many of its findings `--fix` repairs.
        folded.fix = run.fixable == 0 ? nil : Fix(
            description: "\(run.fixable) of them have a fix; l10n lint --fix applies them.", replacements: [])
        return folded
    }

    /// The lines of a plain report, in pieces to be joined in order. Each line stands alone, so a
    /// large report (tens of thousands of findings in CI logs) is written on every core.
    private func plainLines(_ sorted: [Diagnostic], folding: RepeatFolding?, context: ReportContext) -> [String] {
        sorted.indices.mapPiecesInParallel(ofSize: 4_096, jobs: context.jobs) { range in
            var out = ""
            out.reserveCapacity(ReportSize.estimate(sorted[range], bytesPerFinding: 120))
            var shownFile = (file: "", path: "")
            for index in range where folding?.hidden[index] != true {
                appendLine(for: shown(sorted[index], at: index, folding: folding), in: &shownFile, context: context, to: &out)
                out += "\n"
            }
            return out
        }
    }

    /// Appends the line of `diagnostic`. Findings come in runs about one file: `shownFile` keeps
    /// the last file and its displayed path, so each run's path is worked out once.
    private func appendLine(for diagnostic: Diagnostic, in shownFile: inout (file: String, path: String),
                            context: ReportContext, to out: inout String) {
        let file = diagnostic.location.file
        if file != shownFile.file { shownFile = (file, VisibleText.escaped(context.displayPath(file))) }
        appendLine(for: diagnostic, shownPath: shownFile.path, context: context, to: &out)
    }

    /// One finding as a compiler-style line.
    func line(for diagnostic: Diagnostic, context: ReportContext) -> String {
        line(for: diagnostic, shownPath: VisibleText.escaped(context.displayPath(diagnostic.location.file)), context: context)
    }

    /// `line(for:context:)` when the finding's file as the line shows it (shown and escaped) is
    /// known already.
    func line(for diagnostic: Diagnostic, shownPath: String, context: ReportContext) -> String {
        var text = ""
        appendLine(for: diagnostic, shownPath: shownPath, context: context, to: &text)
        return text
    }

    /// Appends `line(for:context:)` to `out`; `shownPath` is the finding's file as displayed.
    private func appendLine(for diagnostic: Diagnostic, shownPath: String, context: ReportContext, to out: inout String) {
        let location = diagnostic.location
        if location.file.isEmpty {
            out += VisibleText.escaped(diagnostic.context ?? "")
        } else {
            out += shownPath
            if location.line > 0 {
                out += ":"
                out += String(location.line)
                if location.column > 0 {
                    out += ":"
                    out += String(location.column)
                }
            }
        }
        if context.colour {
            out += ": "
            out += ANSI.colour(for: diagnostic.severity)
            out += diagnostic.severity.rawValue
            out += ANSI.reset
            out += ": "
        } else {
            out += Self.plainLabel(diagnostic.severity)
        }
        out += VisibleText.escaped(diagnostic.message)
        out += " ["
        out += VisibleText.escaped(diagnostic.rule)
        out += "]"
        if let extra = context.trailingContext(of: diagnostic) {
            out += " ("
            out += VisibleText.escaped(extra)
            out += ")"
        }
        if let fix = diagnostic.fix {
            out += "\n  fix: "
            out += VisibleText.escaped(fix.description)
        }
    }

    /// `: error: ` and the like, written whole (a report has tens of thousands of them).
    private static func plainLabel(_ severity: Severity) -> String {
        switch severity {
        case .error: ": error: "
        case .warning: ": warning: "
        case .note: ": note: "
        }
    }
}

/// Terminal escape sequences for the text reports (this one and the tools' own run reports).
package enum ANSI {
    /// Bold.
    package static let bold = "\u{1B}[1m"
    /// Back to plain text.
    package static let reset = "\u{1B}[0m"

    /// The colour a severity is shown in: red, yellow, cyan, bold.
    package static func colour(for severity: Severity) -> String {
        switch severity {
        case .error: "\u{1B}[1;31m"
        case .warning: "\u{1B}[1;33m"
        case .note: "\u{1B}[1;36m"
        }
    }
}
