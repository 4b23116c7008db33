import Diagnostics
import ToolSupport

/// JUnit XML of a matrix run: a test suite per screen and a test case per screen × rule, so a
/// dashboard lists every check of every screen, passed or failed. A case fails when the rule found
/// an error or warning on the screen; its text is the findings as the text report writes them.
/// `JUnitReporter` writes it when the context has a `MatrixRun`.
enum MatrixJUnitReport {
    /// The report, ending in a newline.
    static func render(_ diagnostics: [Diagnostic], run: MatrixRun, suiteName: String) -> String {
        let findings = run.ordered(diagnostics)
        var suites: [String] = []
        var totalCases = 0, totalFailures = 0
        for screen in run.matrix.screens {
            var cases: [String] = []
            var failures = 0
            for rule in run.rules {
                let found = findings.filter { $0.matrix?.screen == screen.id && $0.rule == rule }
                let failing = found.filter { $0.severity >= .warning }
                var testCase = "    <testcase classname=\"\(XMLText.escaped("check." + screen.id))\" name=\"\(XMLText.escaped(rule))\""
                if found.isEmpty {
                    testCase += "/>\n"
                } else {
                    let body = found.map(describe).joined(separator: "\n\n")
                    testCase += ">\n"
                    if failing.isEmpty {
                        testCase += "      <system-out>\(XMLText.escaped(body))</system-out>\n"
                    } else {
                        failures += 1
                        let worst = failing.map(\.severity).max() ?? .warning
                        let message = "\(Counted.phrase(failing.count, "finding")) on \(screen.id)"
                        testCase += "      <failure type=\"\(worst.rawValue)\" message=\"\(XMLText.escaped(message))\">\(XMLText.escaped(body))</failure>\n"
                    }
                    testCase += "    </testcase>\n"
                }
                cases.append(testCase)
            }
            totalCases += cases.count
            totalFailures += failures
            suites.append("  <testsuite name=\"\(XMLText.escaped(screen.id))\" tests=\"\(cases.count)\" failures=\"\(failures)\" errors=\"0\">\n"
                + cases.joined() + "  </testsuite>\n")
        }
        return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
            + "<testsuites name=\"\(XMLText.escaped(suiteName))\" tests=\"\(totalCases)\" failures=\"\(totalFailures)\" errors=\"0\">\n"
            + suites.joined() + "</testsuites>\n"
    }

    private static func describe(_ finding: Diagnostic) -> String {
        guard let matrix = finding.matrix else { return "" }
        let code = finding.location.file.isEmpty ? "" : "code: \(finding.location.file):\(finding.location.line)\n"
        return "\(finding.severity.rawValue): \(matrix.name)\(matrix.repeatCount): \(finding.message)\n" + code + "where: \(matrix.occurrence)\n"
            + "smallest failing render: \(matrix.smallest)\n\(matrix.excerpt)"
    }
}
