/// A JUnit XML report, the test-report format most CI services display: one `<testsuite>` per file
/// (or per screen for the harness) and one `<testcase>` per finding. Errors and warnings are
/// `<failure>`s; notes are passing cases whose text is in `<system-out>`.
public struct JUnitReporter: Reporter {
    /// A JUnit reporter.
    public init() {}

    public func report(_ diagnostics: [Diagnostic], context: ReportContext) -> String {
        let sorted = context.ordered(diagnostics)
        var groups: [(name: String, items: [Diagnostic])] = []
        for diagnostic in sorted {
            let name = context.group(of: diagnostic)
            if groups.last?.name == name {
                groups[groups.count - 1].items.append(diagnostic)
            } else {
                groups.append((name, [diagnostic]))
            }
        }
        let suiteName = "\(context.toolName) \(context.commandName)"
        let failures = sorted.filter { $0.severity >= .warning }.count
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out += "<testsuites name=\"\(XMLText.escaped(suiteName))\" tests=\"\(sorted.count)\" failures=\"\(failures)\" errors=\"0\">\n"
        for group in groups {
            let groupFailures = group.items.filter { $0.severity >= .warning }.count
            out += "  <testsuite name=\"\(XMLText.escaped(group.name))\" tests=\"\(group.items.count)\" failures=\"\(groupFailures)\" errors=\"0\">\n"
            for diagnostic in group.items {
                out += testCase(for: diagnostic, suite: group.name, context: context)
            }
            out += "  </testsuite>\n"
        }
        out += "</testsuites>\n"
        return out
    }

    private func testCase(for diagnostic: Diagnostic, suite: String, context: ReportContext) -> String {
        let name = caseName(for: diagnostic)
        let line = TextReporter().line(for: diagnostic, context: plain(context))
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

    private func plain(_ context: ReportContext) -> ReportContext {
        var copy = context
        copy.colour = false
        return copy
    }
}
