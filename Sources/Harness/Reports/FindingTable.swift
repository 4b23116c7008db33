import Diagnostics
import ToolSupport

/// What a matrix report opens with: how many findings each rule has in each locale, errors first,
/// then warnings by how many renders they break, notes last. A team reads this first screenful to
/// decide where to start; the findings follow in the same order of importance.
public struct FindingTable: Sendable, Hashable {
    /// One rule's findings at one severity.
    public struct Row: Sendable, Hashable {
        /// The rule's id.
        public var rule: String
        /// The severity of the row's findings.
        public var severity: Severity
        /// How many findings occur in each locale, in the order of `FindingTable.locales` (a finding
        /// folded across three locales counts in each).
        public var perLocale: [Int]
        /// How many findings in all.
        public var findings: Int
        /// How many renders they occur in, counted once each.
        public var renders: Int
    }

    /// The locales, in run order: the table's columns.
    public var locales: [String]
    /// The rows, most important first.
    public var rows: [Row]

    /// The table of `diagnostics`' screen findings over the locales of `run`: errors first, then
    /// warnings, then notes; within a severity by renders broken (most first), then rule order.
    public init(_ diagnostics: [Diagnostic], run: MatrixRun) {
        var locales = run.matrix.locales
        let ruleOrder = Dictionary(run.rules.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        struct Tally {
            var perLocale: [String: Int] = [:]
            var findings = 0
            var renders = Set<MatrixPlace>()
        }
        var tallies: [RowKey: Tally] = [:]
        for diagnostic in diagnostics {
            guard let matrix = diagnostic.matrix else { continue }
            let key = RowKey(rule: diagnostic.rule, severity: diagnostic.severity)
            var tally = tallies[key, default: Tally()]
            tally.findings += 1
            var seen = Set<String>()
            for cell in matrix.cells {
                tally.renders.insert(cell)
                if seen.insert(cell.locale).inserted { tally.perLocale[cell.locale, default: 0] += 1 }
                if !locales.contains(cell.locale) { locales.append(cell.locale) }
            }
            tallies[key] = tally
        }
        self.locales = locales
        rows = tallies.map { key, tally in
            Row(rule: key.rule, severity: key.severity, perLocale: locales.map { tally.perLocale[$0] ?? 0 }, findings: tally.findings,
                renders: tally.renders.count)
        }.sorted { lhs, rhs in
            if lhs.severity != rhs.severity { return lhs.severity > rhs.severity }
            if lhs.renders != rhs.renders { return lhs.renders > rhs.renders }
            let left = ruleOrder[lhs.rule] ?? Int.max, right = ruleOrder[rhs.rule] ?? Int.max
            return left != right ? left < right : lhs.rule < rhs.rule
        }
    }

    private struct RowKey: Hashable {
        var rule: String
        var severity: Severity
    }

    /// The table as aligned text lines (no trailing newline), a dash for none; empty with no rows.
    public var text: String {
        guard !rows.isEmpty else { return "" }
        let header = ["severity", "rule"] + locales + ["findings", "renders"]
        let body = rows.map { row in
            [row.severity.rawValue, VisibleText.escaped(row.rule)] + row.perLocale.map { $0 == 0 ? "-" : String($0) } + [String(row.findings), Counted.number(row.renders)]
        }
        let widths = header.indices.map { column in ([header] + body).map { $0[column].count }.max() ?? 0 }
        func line(_ cells: [String]) -> String {
            cells.indices.map { column in
                let cell = cells[column]
                let padding = String(repeating: " ", count: widths[column] - cell.count)
                // Words left, numbers right.
                return column < 2 ? cell + padding : padding + cell
            }.joined(separator: "  ").trimmingTrailingSpaces
        }
        return ([line(header)] + body.map(line)).joined(separator: "\n")
    }

    /// The table in Markdown (a pipe table; rule ids and locales escaped for it); empty with no rows.
    public var markdown: String {
        guard !rows.isEmpty else { return "" }
        func escaped(_ text: String) -> String { VisibleText.escaped(text).replacingPipes }
        var out = "| severity | rule | " + locales.map(escaped).joined(separator: " | ") + " | findings | renders |\n"
        out += "|---|---|" + String(repeating: "---:|", count: locales.count + 2) + "\n"
        for row in rows {
            out += "| \(row.severity.rawValue) | `\(escaped(row.rule))` | "
                + row.perLocale.map { $0 == 0 ? "" : String($0) }.joined(separator: " | ")
                + " | \(row.findings) | \(Counted.number(row.renders)) |\n"
        }
        return out
    }
}

extension String {
    /// The string without spaces at its end.
    fileprivate var trimmingTrailingSpaces: String {
        var copy = self
        while copy.last == " " { copy.removeLast() }
        return copy
    }

    /// The string with `|` escaped for a Markdown table cell.
    fileprivate var replacingPipes: String {
        var out = ""
        for character in self { out += character == "|" ? "\\|" : String(character) }
        return out
    }
}
