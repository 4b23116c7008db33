import ToolSupport

/// A JUnit XML report, the test-report format most CI services display: one `<testsuite>` per file
/// (or per screen for the harness) and one `<testcase>` per finding. Errors and warnings are
/// `<failure>`s; notes are passing cases whose text is in `<system-out>`.
public struct JUnitReporter: Reporter {
    /// A JUnit reporter.
    public init() {}

    /// The document in pieces: the test cases, each standing alone, are written on every core; the
    /// run's own report instead when the context has one that writes JUnit (the screen harness's:
    /// a suite per screen and a case per screen and rule, passed or failed).
    public func reportPieces(_ diagnostics: [Diagnostic], context: ReportContext) -> [String] {
        if let own = context.runReport?.render(diagnostics, format: .junit, context: context) { return [own] }
        let sorted = context.ordered(diagnostics)
        let plain = { var plain = context; plain.colour = false; return plain }()
        // Each file's path is worked out once, not once per finding: as shown, and escaped for a line.
        let paths = ShownPaths(sorted, context: context)
        let linePaths = ShownPaths(sorted) { VisibleText.escaped(context.displayPath($0)) }
        // The suites: runs of findings in one group, in report order.
        var groups: [(name: String, range: Range<Int>)] = []
        for index in sorted.indices {
            let name = context.group(of: sorted[index], shownPath: paths[index])
            if let last = groups.last, last.name == name {
                groups[groups.count - 1].range = last.range.lowerBound..<(index + 1)
            } else {
                groups.append((name, index..<(index + 1)))
            }
        }
        // Each suite's cases in pieces of at most 4,096.
        let suites = groups
        let pieces = suites.indices.flatMap { group in suites[group].range.pieces(ofSize: 4_096).map { (group: group, range: $0) } }
        let cases = pieces.parallelMap(jobs: context.jobs ?? pieces.count) { piece in
            let suite = suites[piece.group].name
            var out = ""
            for index in piece.range { out += testCase(for: sorted[index], linePath: linePaths[index], suite: suite, context: plain) }
            return out
        }
        let suiteName = "\(context.toolName) \(context.commandName)"
        let failures = sorted.lazy.filter { $0.severity >= .warning }.count
        var document = ["<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
            + "<testsuites name=\"\(XMLText.escaped(suiteName))\" tests=\"\(sorted.count)\" failures=\"\(failures)\" errors=\"0\">\n"]
        var next = 0
        for (number, group) in groups.enumerated() {
            let groupFailures = sorted[group.range].lazy.filter { $0.severity >= .warning }.count
            document.append("  <testsuite name=\"\(XMLText.escaped(group.name))\" tests=\"\(group.range.count)\" failures=\"\(groupFailures)\" errors=\"0\">\n")
            while next < pieces.count, pieces[next].group == number {
                document.append(cases[next])
                next += 1
            }
            document.append("  </testsuite>\n")
        }
        document.append("</testsuites>\n")
        return document
    }

    /// One finding as a test case; `context` is not coloured, `linePath` is the finding's file as
    /// its text line shows it.
    private func testCase(for diagnostic: Diagnostic, linePath: String, suite: String, context: ReportContext) -> String {
        let name = caseName(for: diagnostic)
        let line = TextReporter().line(for: diagnostic, shownPath: linePath, context: context)
        var out = "    <testcase classname=\"\(XMLText.escaped(suite))\" name=\"\(XMLText.escaped(name))\">\n"
        if diagnostic.severity >= .warning {
            out += "      <failure type=\"\(diagnostic.severity.rawValue)\" message=\"\(XMLText.escaped(diagnostic.message))\">"
            out += XMLText.escaped(line) + "</failure>\n"
        } else {
            out += "      <system-out>\(XMLText.escaped(line))</system-out>\n"
        }
        out += "    </testcase>\n"
        return out
    }

    /// `rule` followed by what the finding is about: key, locale and position.
    private func caseName(for diagnostic: Diagnostic) -> String {
        var parts = [diagnostic.rule]
        if let key = diagnostic.key { parts.append("'\(key)'") }
        if let locale = diagnostic.locale { parts.append("[\(locale)]") }
        if diagnostic.location.line > 0 { parts.append("line \(diagnostic.location.line)") }
        return parts.joined(separator: " ")
    }
}
