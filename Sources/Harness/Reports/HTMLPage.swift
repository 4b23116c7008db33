import Diagnostics
import ScreenKit
import ToolSupport

/// The HTML of the report page: findings first, each drawn on its smallest failing render, then
/// the gallery; a few lines of inline script filter both by screen, locale, size and rule, from
/// the menus or from the address (`index.html#rule=text-clipped&locale=pl`).
struct HTMLPage {
    let report: CheckReport
    let gallery: [(cell: MatrixCell, findings: [Diagnostic])]

    /// How much smaller than its size in points a render is drawn, in CSS pixels per point.
    static let scale = 0.5

    var html: String {
        let title = "l10n check" + (report.title.map { ": " + $0 } ?? "")
        var out = "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n<title>\(XMLText.escaped(title))</title>\n"
        out += "<style>\n\(Self.style)</style>\n</head>\n<body>\n<header>\n<h1>\(XMLText.escaped(title))</h1>\n"
        out += "<p class=\"summary\">\(XMLText.escaped(report.run().summary(of: report.findings)))</p>\n" + filters + "</header>\n"
        out += "<section id=\"findings\">\n<h2>Findings</h2>\n"
        if report.findings.isEmpty {
            out += "<p>No problems found.</p>\n"
        } else {
            out += table
            // Errors, then warnings by the renders they break; notes after, folded away.
            let ranked = report.findings.filter { $0.severity > .note }.enumerated().sorted { lhs, rhs in
                let left = (lhs.element.severity, lhs.element.matrix?.cells.count ?? 0)
                let right = (rhs.element.severity, rhs.element.matrix?.cells.count ?? 0)
                if left.0 != right.0 { return left.0 > right.0 }
                return left.1 != right.1 ? left.1 > right.1 : lhs.offset < rhs.offset
            }.map(\.element)
            out += ranked.compactMap(article).joined()
            let notes = report.findings.filter { $0.severity == .note }
            if !notes.isEmpty {
                out += "<details id=\"notes\">\n<summary>\(Counted.phrase(notes.count, "note")): what the team may leave "
                    + "(pseudo-locales alone, long words at accessibility sizes)</summary>\n"
                out += notes.compactMap(article).joined() + "</details>\n"
            }
        }
        out += "</section>\n<section id=\"gallery\">\n<h2>Renders"
        if let first = gallery.first { out += " (\(XMLText.escaped(first.cell.device.name)), \(first.cell.scheme.rawValue))" }
        out += "</h2>\n<div class=\"grid\">\n" + gallery.map(figure).joined() + "</div>\n</section>\n"
        out += "<script>\n\(Self.script)</script>\n</body>\n</html>\n"
        return out
    }

    private var filters: String {
        let rules = report.rules.map(\.id)
        let axes: [(id: String, label: String, values: [String])] = [
            ("screen", "Screen", report.matrix.screens.map(\.id)),
            ("locale", "Locale", report.matrix.locales),
            ("size", "Size", report.matrix.sizes),
            ("rule", "Rule", rules),
        ]
        var out = "<form id=\"filters\">\n"
        for axis in axes {
            out += "<label>\(axis.label) <select data-axis=\"\(axis.id)\"><option value=\"\">all</option>"
            out += axis.values.map { "<option>\(XMLText.escaped($0))</option>" }.joined() + "</select></label>\n"
        }
        return out + "</form>\n"
    }

    /// The findings per rule × locale, as the text report opens with.
    private var table: String {
        let table = FindingTable(report.findings, run: report.run())
        guard !table.rows.isEmpty else { return "" }
        var out = "<table class=\"counts\">\n<thead><tr><th>severity</th><th>rule</th>"
        out += table.locales.map { "<th>\(XMLText.escaped($0))</th>" }.joined() + "<th>findings</th><th>renders</th></tr></thead>\n<tbody>\n"
        for row in table.rows {
            out += "<tr class=\"\(row.severity.rawValue)\"><td class=\"severity\">\(row.severity.rawValue)</td>"
            out += "<td><a href=\"#rule=\(XMLText.escaped(row.rule))\">\(XMLText.escaped(row.rule))</a></td>"
            out += row.perLocale.map { "<td>\($0 == 0 ? "" : String($0))</td>" }.joined()
            out += "<td>\(row.findings)</td><td>\(Counted.number(row.renders))</td></tr>\n"
        }
        return out + "</tbody>\n</table>\n"
    }

    private func article(_ finding: Diagnostic) -> String? {
        guard let matrix = finding.matrix, let smallest = try? MatrixCell(matrix.smallest, file: "", place: "") else { return nil }
        let locales = unique(matrix.cells.map(\.locale)).joined(separator: " ")
        let sizes = unique(matrix.cells.map(\.size)).joined(separator: " ")
        var out = "<article class=\"finding \(finding.severity.rawValue)\" data-screen=\"\(XMLText.escaped(matrix.screen))\" "
        out += "data-locale=\"\(XMLText.escaped(locales))\" data-size=\"\(XMLText.escaped(sizes))\" data-rule=\"\(XMLText.escaped(finding.rule))\">\n"
        out += render(smallest, marks: [(matrix.frame.rect, finding.severity.rawValue, finding.rule + ": " + finding.message)], lazy: false)
        out += "<div class=\"text\">\n<h3><span class=\"severity\">\(finding.severity.rawValue)</span> \(XMLText.escaped(finding.rule)) · "
        out += "\(XMLText.escaped(matrix.screen))</h3>\n<p class=\"element\">\(XMLText.escaped(matrix.name + matrix.repeatCount)) <code>\(XMLText.escaped(matrix.element))</code></p>\n"
        out += "<p>\(XMLText.escaped(finding.message))</p>\n"
        if !finding.location.file.isEmpty {
            out += "<p class=\"where\">code: \(XMLText.escaped("\(finding.location.file):\(finding.location.line)"))</p>\n"
        }
        out += "<p class=\"where\">where: \(XMLText.escaped(matrix.occurrence))</p>\n"
        out += "<p class=\"where\">smallest failing render: \(XMLText.escaped(matrix.smallest.description))</p>\n</div>\n</article>\n"
        return out
    }

    private func figure(_ entry: (cell: MatrixCell, findings: [Diagnostic])) -> String {
        let cell = entry.cell
        let rules = unique(entry.findings.map(\.rule)).joined(separator: " ")
        var out = "<figure data-screen=\"\(XMLText.escaped(cell.screen))\" data-locale=\"\(XMLText.escaped(cell.locale.bcp47))\" "
        out += "data-size=\"\(XMLText.escaped(cell.size.shortName))\" data-rules=\"\(XMLText.escaped(rules))\">\n"
        out += render(cell, marks: entry.findings.map { (($0.matrix?.frame).map(\.rect) ?? .zero, $0.severity.rawValue, $0.rule + ": " + $0.message) }, lazy: true)
        out += "<figcaption>\(XMLText.escaped(cell.screen))/\(XMLText.escaped(cell.state)) · \(XMLText.escaped(cell.locale.bcp47)) · \(cell.size.shortName)"
        if !entry.findings.isEmpty { out += " · <span class=\"count\">\(Counted.phrase(entry.findings.count, "finding"))</span>" }
        return out + "</figcaption>\n</figure>\n"
    }

    /// A render's SVG with boxes over the failing elements.
    private func render(_ cell: MatrixCell, marks: [(frame: Rect, severity: String, title: String)], lazy: Bool) -> String {
        let size = cell.device.size
        var out = "<div class=\"render\" style=\"width:\(px(size.width))px;height:\(px(size.height))px\">"
        out += "<img src=\"\(XMLText.escaped(HTMLGallery.svgPath(cell)))\" alt=\"\(XMLText.escaped(cell.description))\"\(lazy ? " loading=\"lazy\"" : "")>"
        for mark in marks {
            out += "<div class=\"mark \(mark.severity)\" style=\"left:\(px(mark.frame.minX))px;top:\(px(mark.frame.minY))px;"
            out += "width:\(px(max(2, mark.frame.width)))px;height:\(px(max(2, mark.frame.height)))px\" title=\"\(XMLText.escaped(mark.title))\"></div>"
        }
        return out + "</div>\n"
    }

    private func px(_ points: Double) -> String { Points.string(points * Self.scale) }

    private func unique(_ values: [String]) -> [String] {
        var seen = Set<String>()
        return values.filter { seen.insert($0).inserted }
    }

    static let style = """
        body { font: 14px -apple-system, "Inter", "Helvetica Neue", sans-serif; margin: 0; color: #1c1c1e; background: #f2f2f7; }
        header { position: sticky; top: 0; background: #fff; padding: 12px 20px; border-bottom: 1px solid #d1d1d6; z-index: 2; }
        h1 { font-size: 20px; margin: 0 0 4px; }
        h2 { font-size: 17px; margin: 20px 20px 8px; }
        .summary { margin: 0 0 8px; }
        #filters label { margin-right: 16px; }
        .finding { display: flex; gap: 16px; background: #fff; margin: 8px 20px; padding: 12px; border-radius: 8px; border-left: 6px solid #8e8e93; }
        .finding.error { border-left-color: #ff3b30; }
        .finding.warning { border-left-color: #ff9500; }
        .finding h3 { font-size: 15px; margin: 0 0 6px; }
        .finding p { margin: 4px 0; }
        .severity { text-transform: uppercase; font-size: 11px; font-weight: 700; }
        .error .severity { color: #d70015; }
        .warning .severity { color: #c93400; }
        .where { color: #48484a; font-size: 13px; }
        code { font-size: 12px; color: #48484a; }
        .render { position: relative; flex: none; border: 1px solid #c7c7cc; background: #fff; overflow: hidden; }
        .render img { width: 100%; height: 100%; display: block; }
        .mark { position: absolute; border: 2px solid #8e8e93; box-sizing: border-box; }
        .mark.error { border-color: #ff3b30; background: rgba(255, 59, 48, 0.12); }
        .mark.warning { border-color: #ff9500; background: rgba(255, 149, 0, 0.12); }
        .grid { display: flex; flex-wrap: wrap; gap: 12px; margin: 0 20px 20px; }
        figure { margin: 0; background: #fff; padding: 6px; border-radius: 6px; }
        figcaption { font-size: 12px; margin-top: 4px; }
        .count { color: #d70015; }
        .hidden { display: none; }
        table.counts { border-collapse: collapse; margin: 0 20px 12px; background: #fff; }
        table.counts th, table.counts td { padding: 3px 10px; border-bottom: 1px solid #e5e5ea; text-align: right; }
        table.counts th:nth-child(-n+2), table.counts td:nth-child(-n+2) { text-align: left; }
        #notes { margin: 8px 20px; }
        #notes summary { cursor: pointer; color: #48484a; }
        #notes .finding { margin: 8px 0; }

        """

    static let script = """
        const selects = document.querySelectorAll('#filters select');
        function apply() {
          const chosen = {};
          selects.forEach(s => { chosen[s.dataset.axis] = s.value; });
          const has = (list, value) => !value || (list || '').split(' ').includes(value);
          document.querySelectorAll('.finding').forEach(a => {
            const show = has(a.dataset.screen, chosen.screen) && has(a.dataset.locale, chosen.locale)
              && has(a.dataset.size, chosen.size) && has(a.dataset.rule, chosen.rule);
            a.classList.toggle('hidden', !show);
          });
          document.querySelectorAll('figure').forEach(f => {
            const show = has(f.dataset.screen, chosen.screen) && has(f.dataset.locale, chosen.locale)
              && has(f.dataset.size, chosen.size) && has(f.dataset.rules, chosen.rule);
            f.classList.toggle('hidden', !show);
          });
        }
        selects.forEach(s => s.addEventListener('change', apply));
        const given = new URLSearchParams(location.hash.slice(1));
        selects.forEach(s => { if (given.has(s.dataset.axis)) s.value = given.get(s.dataset.axis); });
        apply();
        window.addEventListener('hashchange', () => {
          const chosen = new URLSearchParams(location.hash.slice(1));
          selects.forEach(s => { s.value = chosen.get(s.dataset.axis) || ''; });
          apply();
        });

        """
}
