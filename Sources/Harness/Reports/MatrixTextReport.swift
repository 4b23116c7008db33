import Diagnostics
import ToolSupport

/// The text report of a matrix run, for people and CI logs: findings grouped by screen, then rule,
/// each with the element, what to do, where in the matrix it occurs, and the smallest failing
/// render drawn around the element; alike elements (the cells of a `ForEach`) share one entry. A
/// run of thousands of renders reads as a few dozen findings. `TextReporter` writes it when the
/// context has a `MatrixRun`.
enum MatrixTextReport {
    /// How many names of alike elements are listed after the first.
    static let alikeNamesShown = 5

    /// The fewest alike findings put together; two neighbours are usually two views written apart.
    static let alikeAtLeast = 3

    /// The report, ending in a newline.
    static func render(_ diagnostics: [Diagnostic], run: MatrixRun, colour: Bool) -> String {
        let findings = run.ordered(diagnostics)
        var out = heading(run, colour: colour) + "\n"
        let table = FindingTable(findings, run: run).text
        if !table.isEmpty { out += "\n" + table + "\n" }
        // What the team acts on first; notes (what it may leave) after them.
        let acted = findings.filter { $0.severity > .note }
        let notes = findings.filter { $0.severity == .note }
        out += entries(acted, colour: colour)
        if !notes.isEmpty {
            if !acted.isEmpty { out += "\n" + bold("Notes", colour) + "\n" }
            out += entries(notes, colour: colour)
        }
        if let snapshots = run.snapshots { out += "\n" + SnapshotText.render(snapshots) }
        out += "\n" + bold(run.summary(of: findings), colour) + "\n"
        return out
    }

    /// The entries of `findings` (in report order), under a heading per screen and rule.
    private static func entries(_ findings: [Diagnostic], colour: Bool) -> String {
        var out = ""
        var screen: String?
        var rule: String?
        for group in alike(findings) {
            guard let finding = group.first, let matrix = finding.matrix else { continue }
            if matrix.screen != screen {
                out += "\n" + bold(matrix.screen, colour) + "\n"
                screen = matrix.screen
                rule = nil
            }
            if finding.rule != rule {
                out += "  " + severity(finding.severity, colour) + " " + finding.rule + "\n"
                rule = finding.rule
            }
            // Names and messages quote catalog text: control characters in it are shown, not sent to the terminal.
            out += "    " + VisibleText.escaped(matrix.name) + matrix.repeatCount + "  (" + VisibleText.escaped(matrix.element) + ")\n"
            out += "      " + VisibleText.escaped(finding.message) + "\n"
            if group.count > 1 {
                let others = group.dropFirst().map { $0.matrix?.name ?? "" }
                let listed = others.prefix(alikeNamesShown).joined(separator: ", ") + (others.count > alikeNamesShown ? ", …" : "")
                out += "      and \(Counted.phrase(others.count, "more element")) like it: \(VisibleText.escaped(listed))\n"
            }
            if !finding.location.file.isEmpty { out += "      code: \(finding.location.file):\(finding.location.line)\n" }
            out += "      where: " + matrix.occurrence + "\n"
            out += "      smallest failing render: " + matrix.smallest.description + "\n"
            out += matrix.excerpt.split(separator: "\n", omittingEmptySubsequences: false)
                .map { "      " + VisibleText.escaped(String($0)) }.joined(separator: "\n") + "\n"
        }
        return out
    }

    /// Screen findings in report order, with runs of findings of the same rule on sibling
    /// elements of one kind (the cells of a `ForEach`: swatches, icons, buttons in a row) put
    /// together, so thirty unlabelled swatches read as one finding and a list of names.
    static func alike(_ findings: [Diagnostic]) -> [[Diagnostic]] {
        var runs: [[Diagnostic]] = []
        for finding in findings {
            if let last = runs.last?.first, let lastPlace = last.matrix, let place = finding.matrix, lastPlace.screen == place.screen,
               last.rule == finding.rule, last.severity == finding.severity,
               RepeatedElementFold.withoutIndexes(lastPlace.element) == RepeatedElementFold.withoutIndexes(place.element) {
                runs[runs.count - 1].append(finding)
            } else {
                runs.append([finding])
            }
        }
        return runs.flatMap { run in run.count >= alikeAtLeast ? [run] : run.map { [$0] } }
    }

    /// "Do It (fixed): 9,072 renders of 6 screens (21 states) × 9 locales × 12 sizes × 2 devices × 2 schemes".
    private static func heading(_ run: MatrixRun, colour: Bool) -> String {
        let matrix = run.matrix
        let states = matrix.screens.map(\.states.count).reduce(0, +)
        let shape = "\(Counted.phrase(matrix.screens.count, "screen")) (\(Counted.phrase(states, "state"))) × "
            + "\(Counted.phrase(matrix.locales.count, "locale")) × \(Counted.phrase(matrix.sizes.count, "size")) × "
            + "\(Counted.phrase(matrix.devices.count, "device")) × \(Counted.phrase(matrix.schemes.count, "scheme"))"
        let renders = run.renders == matrix.renders
            ? Counted.phrase(run.renders, "render")
            : "\(Counted.phrase(run.renders, "render")) (a shard of \(Counted.number(matrix.renders)))"
        return bold((run.title.map { $0 + ": " } ?? "") + renders + " of " + shape, colour)
    }

    private static func bold(_ text: String, _ colour: Bool) -> String { colour ? ANSI.bold + text + ANSI.reset : text }

    private static func severity(_ severity: Severity, _ colour: Bool) -> String {
        colour ? ANSI.colour(for: severity) + severity.rawValue + ANSI.reset : severity.rawValue
    }
}
