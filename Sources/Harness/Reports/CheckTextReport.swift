import Diagnostics

/// The report for people and CI logs: findings grouped by screen, then rule, each with the
/// element, what to do, where in the matrix it occurs, and the smallest failing render drawn
/// around the element; alike elements (the cells of a `ForEach`) share one entry. A run of
/// thousands of renders reads as a few dozen findings.
public struct CheckTextReport: Sendable {
    /// Whether to colour severities and headings (on a terminal only).
    public var colour: Bool

    /// A text report.
    public init(colour: Bool = false) {
        self.colour = colour
    }

    /// How many names of alike elements are listed after the first.
    static let alikeNamesShown = 5

    /// The report, ending in a newline.
    public func render(_ report: CheckReport) -> String {
        var out = heading(report) + "\n"
        var screen: String?
        var rule: String?
        for group in Self.alike(report.findings) {
            guard let finding = group.first else { continue }
            if finding.screen != screen {
                out += "\n" + bold(finding.screen) + "\n"
                screen = finding.screen
                rule = nil
            }
            if finding.rule != rule {
                out += "  " + severity(finding.severity) + " " + finding.rule + "\n"
                rule = finding.rule
            }
            out += "    " + finding.name + "  (" + finding.element + ")\n"
            out += "      " + finding.message + "\n"
            if group.count > 1 {
                let others = group.dropFirst().map(\.name)
                let listed = others.prefix(Self.alikeNamesShown).joined(separator: ", ")
                    + (others.count > Self.alikeNamesShown ? ", …" : "")
                out += "      and \(Counted.phrase(others.count, "more element")) like it: \(listed)\n"
            }
            if let source = finding.source { out += "      code: \(source.file):\(source.line)\n" }
            out += "      where: " + finding.occurrence + "\n"
            out += "      smallest failing render: " + finding.smallest.description + "\n"
            out += finding.excerpt.split(separator: "\n", omittingEmptySubsequences: false).map { "      " + $0 }.joined(separator: "\n") + "\n"
        }
        if let snapshots = report.snapshots { out += "\n" + SnapshotText.render(snapshots) }
        out += "\n" + bold(Self.summary(report)) + "\n"
        return out
    }

    /// The fewest alike findings put together; two neighbours are usually two views written apart.
    static let alikeAtLeast = 3

    /// Findings in report order, with runs of findings of the same rule on sibling elements of one
    /// kind (the cells of a `ForEach`: swatches, icons, buttons in a row) put together, so thirty
    /// unlabelled swatches read as one finding and a list of names.
    static func alike(_ findings: [Finding]) -> [[Finding]] {
        var runs: [[Finding]] = []
        for finding in findings {
            if let last = runs.last?.first, last.screen == finding.screen, last.rule == finding.rule, last.severity == finding.severity,
               withoutIndexes(last.element) == withoutIndexes(finding.element) {
                runs[runs.count - 1].append(finding)
            } else {
                runs.append([finding])
            }
        }
        return runs.flatMap { run in run.count >= alikeAtLeast ? [run] : run.map { [$0] } }
    }

    /// `vstack[1]/hstack[0]/button[3]` → `vstack[]/hstack[]/button[]`.
    private static func withoutIndexes(_ path: String) -> String {
        var out = ""
        var inIndex = false
        for character in path {
            switch character {
            case "[":
                inIndex = true
                out.append(character)
            case "]":
                inIndex = false
                out.append(character)
            default:
                if !inIndex { out.append(character) }
            }
        }
        return out
    }

    /// "Do It (fixed): 9,072 renders of 6 screens (21 states) × 9 locales × 12 sizes × 2 devices × 2 schemes".
    private func heading(_ report: CheckReport) -> String {
        let matrix = report.matrix
        let states = matrix.screens.map(\.states.count).reduce(0, +)
        let shape = "\(Counted.phrase(matrix.screens.count, "screen")) (\(Counted.phrase(states, "state"))) × "
            + "\(Counted.phrase(matrix.locales.count, "locale")) × \(Counted.phrase(matrix.sizes.count, "size")) × "
            + "\(Counted.phrase(matrix.devices.count, "device")) × \(Counted.phrase(matrix.schemes.count, "scheme"))"
        let renders = report.renders == matrix.renders
            ? Counted.phrase(report.renders, "render")
            : "\(Counted.phrase(report.renders, "render")) (a shard of \(Counted.number(matrix.renders)))"
        return bold((report.title.map { $0 + ": " } ?? "") + renders + " of " + shape)
    }

    /// "2 errors and 5 warnings in 9,072 renders." or "No problems found in 9,072 renders."
    static func summary(_ report: CheckReport) -> String {
        let counts = report.counts
        let parts = [(counts.errors, "error"), (counts.warnings, "warning"), (counts.notes, "note")]
            .filter { $0.0 > 0 }.map { Counted.phrase($0.0, $0.1) }
        let renders = "in " + Counted.phrase(report.renders, "render") + "."
        guard let last = parts.last else { return "No problems found " + renders }
        let listed = parts.count == 1 ? last : parts.dropLast().joined(separator: ", ") + " and " + last
        return listed + " " + renders
    }

    private func bold(_ text: String) -> String { colour ? "\u{1B}[1m" + text + "\u{1B}[0m" : text }

    private func severity(_ severity: Severity) -> String {
        guard colour else { return severity.rawValue }
        let code = switch severity {
        case .error: "\u{1B}[1;31m"
        case .warning: "\u{1B}[1;33m"
        case .note: "\u{1B}[1;36m"
        }
        return code + severity.rawValue + "\u{1B}[0m"
    }
}

/// Counts written for people: `1 render`, `9,072 renders`.
enum Counted {
    /// `n` with thousands separated by commas.
    static func number(_ n: Int) -> String {
        let digits = String(abs(n))
        var out = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { out += "," }
            out.append(digit)
        }
        return (n < 0 ? "-" : "") + out
    }

    /// `n` and `noun`, plural unless `n` is 1.
    static func phrase(_ n: Int, _ noun: String) -> String {
        "\(number(n)) \(noun)\(n == 1 ? "" : "s")"
    }
}
