import Testing
import ToolSupport
@testable import Diagnostics

/// Reports of tens of thousands of findings are ordered, written and joined on every core; these
/// check that the pieces meet exactly, in order, as one thread would have written them.
private func findings(count: Int) -> [Diagnostic] {
    (0..<count).map { number in
        Diagnostic(rule: number % 3 == 0 ? "missing-translation" : "untranslated", severity: number % 5 == 0 ? .error : .warning,
                   message: "Finding \(number) with text long enough to matter: ąęł ✓",
                   location: SourceLocation(file: "/repo/\(["de", "pl", "ar"][number % 3]).lproj/Localizable.strings",
                                            line: number / 3 + 1, column: 1))
    }
}

@Test func largePlainReportEqualsItsLinesWrittenOneByOne() {
    let sorted = DiagnosticOrder.sorted(findings(count: 20_001))
    let reporter = TextReporter()
    let context = ReporterFixtures.context()
    let report = reporter.report(sorted, context: context)
    let lines = sorted.map { reporter.line(for: $0, context: context) + "\n" }.joined()
    let summary = DiagnosticSummary(sorted, filesChecked: context.filesChecked).sentence + "\n"
    #expect(report.utf8.count > 1 << 20)
    #expect(report == lines + summary)
}

@Test func largeUnsortedInputIsSortedAcrossPieces() {
    // Reversed, so every piece boundary of the parallel order check sees a descent.
    let unsorted = Array(findings(count: 20_000).reversed())
    let sorted = DiagnosticOrder.sorted(unsorted)
    #expect(sorted == unsorted.sorted())
    // Sorted but for one pair exactly at a piece boundary (8,192).
    var almost = sorted
    almost.swapAt(8_191, 8_192)
    #expect(DiagnosticOrder.sorted(almost) == sorted)
}

@Test func reportsWrittenWithOneJobEqualThoseWrittenOnEveryCore() {
    let sorted = DiagnosticOrder.sorted(findings(count: 20_001), jobs: 1)
    var oneJob = ReporterFixtures.context()
    oneJob.jobs = 1
    for format in ReportFormat.allCases {
        #expect(format.reporter.report(sorted, context: oneJob) == format.reporter.report(sorted, context: ReporterFixtures.context()),
                "\(format)")
    }
}

@Test(arguments: [
    ("plain text ąę ✓ \u{FF01} \u{FFFD}", "plain text ąę ✓ \u{FF01} \u{FFFD}"),
    ("<a href=\"x\">'&'</a>", "&lt;a href=&quot;x&quot;&gt;&apos;&amp;&apos;&lt;/a&gt;"),
    ("tab\tnew\nreturn\r", "tab&#9;new&#10;return&#13;"),
    ("nul\u{0}bell\u{7} \u{FFFE}\u{FFFF}!", "nul\u{FFFD}bell\u{FFFD} \u{FFFD}\u{FFFD}!"),
])
func xmlEscapingIsByteExactAndKeepsTheDocumentWellFormed(text: String, escaped: String) {
    #expect(XMLText.escaped(text) == escaped)
}

/// Each finding's report of its own, for comparing with what the pieces of a large report hold.
private func alone(_ finding: Diagnostic, _ reporter: some Reporter) -> String {
    reporter.report([finding], context: ReporterFixtures.context())
}

@Test func largeGitHubReportIsItsCommandsInOrder() {
    let sorted = DiagnosticOrder.sorted(findings(count: 9_001))
    let report = GitHubReporter().report(sorted, context: ReporterFixtures.context())
    let commands = sorted.map { alone($0, GitHubReporter()).split(separator: "\n")[0] + "\n" }.joined()
    #expect(report == commands + DiagnosticSummary(sorted, filesChecked: 2).sentence + "\n")
}

@Test func largeJUnitReportHoldsEveryCaseInItsSuite() {
    // Three suites of 4,200 cases: each is written in two pieces (of at most 4,096).
    let sorted = DiagnosticOrder.sorted(findings(count: 12_600))
    let report = JUnitReporter().report(sorted, context: ReporterFixtures.context())
    let marker = "\n    <testcase"
    // Every case as its own report writes it, in the same order.
    let cases = sorted.map { finding in alone(finding, JUnitReporter()).components(separatedBy: marker)[1]
        .components(separatedBy: "\n  </testsuite>")[0] }
    let written = report.components(separatedBy: marker).dropFirst().map { $0.components(separatedBy: "\n  </testsuite>")[0] }
    #expect(written == cases)
    #expect(report.components(separatedBy: "<testsuite name=").count == 4)
    #expect(report.contains("<testsuite name=\"ar.lproj/Localizable.strings\" tests=\"4200\""))
    #expect(report.hasSuffix("  </testsuite>\n</testsuites>\n"))
}

@Test func jsonWrittenInPiecesEqualsJSONWrittenWhole() {
    let document = ReportJSON.object([
        ("items", .generated(count: 5_000) { number in .object([("n", .int(number)), ("text", .string("ąę \"\(number)\"\n"))]) }),
        ("few", .generated(count: 3) { .int($0) }),
        ("empty", .generated(count: 0) { .int($0) }),
    ])
    let pieces = document.serializedPieces()
    #expect(pieces.count > 2)
    #expect(pieces.joined() == document.serialized())
}
