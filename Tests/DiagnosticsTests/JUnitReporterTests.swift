import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
@testable import Diagnostics

/// Counts elements by name and fails on any XML error, which is all a well-formedness check needs.
private final class ElementCounter: NSObject, XMLParserDelegate {
    var counts: [String: Int] = [:]
    var attributes: [[String: String]] = []

    func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?,
                qualifiedName: String?, attributes: [String: String]) {
        counts[name, default: 0] += 1
        self.attributes.append(attributes)
    }
}

@Test func junitReportIsWellFormedWithOneCasePerFinding() throws {
    let nasty = Diagnostic(rule: "encoding", severity: .error, message: "NUL \u{0} and ]]> and 'quotes' & <tags>",
                           location: .init(file: "/repo/a\"b.strings", line: 1, column: 1))
    let report = JUnitReporter().report(ReporterFixtures.diagnostics + [nasty], context: ReporterFixtures.context())
    let counter = ElementCounter()
    let parser = XMLParser(data: Data(report.utf8))
    parser.delegate = counter
    #expect(parser.parse(), "not well-formed: \(String(describing: parser.parserError))")
    #expect(counter.counts["testsuites"] == 1)
    #expect(counter.counts["testsuite"] == 4)
    #expect(counter.counts["testcase"] == 5)
    #expect(counter.counts["failure"] == 4)
    #expect(counter.counts["system-out"] == 1)
    let failure = try #require(counter.attributes.first { $0["type"] == "error" && $0["message"]?.hasPrefix("NUL") == true })
    #expect(failure["message"] == "NUL \u{FFFD} and ]]> and 'quotes' & <tags>")
}

@Test func junitReportGolden() {
    let report = JUnitReporter().report(Array(ReporterFixtures.diagnostics.prefix(2)), context: ReporterFixtures.context())
    let expected = """
        <?xml version="1.0" encoding="UTF-8"?>
        <testsuites name="l10n lint" tests="2" failures="2" errors="0">
          <testsuite name="pl.lproj/Localizable.strings" tests="2" failures="2" errors="0">
            <testcase classname="pl.lproj/Localizable.strings" name="format-mismatch &apos;a,b&apos; [pl] line 2">
              <failure type="error" message="Uses %d where the base has %@, &lt;b&gt; &amp; &quot;quotes&quot;: fix it.">pl.lproj/Localizable.strings:2:7: error: Uses %d where the base has %@, &lt;b&gt; &amp; &quot;quotes&quot;: fix it. [format-mismatch]</failure>
            </testcase>
            <testcase classname="pl.lproj/Localizable.strings" name="untranslated &apos;Done&apos; [pl] line 3">
              <failure type="warning" message="&apos;Done&apos; is not translated.">pl.lproj/Localizable.strings:3:1: warning: &apos;Done&apos; is not translated. [untranslated]</failure>
            </testcase>
          </testsuite>
        </testsuites>

        """
    #expect(report == expected)
}

@Test func junitReportWithNoFindingsIsStillADocument() {
    #expect(JUnitReporter().report([], context: ReporterFixtures.context()) == """
        <?xml version="1.0" encoding="UTF-8"?>
        <testsuites name="l10n lint" tests="0" failures="0" errors="0">
        </testsuites>

        """)
}
