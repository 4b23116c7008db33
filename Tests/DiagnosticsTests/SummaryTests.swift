import Testing
@testable import Diagnostics

private func findings(_ severities: [Severity]) -> [Diagnostic] {
    severities.map { Diagnostic(rule: "r", severity: $0, message: "m", location: .init(file: "f")) }
}

@Test(arguments: [
    ([Severity](), nil as Int?, "No problems found."),
    ([.error], 1, "1 error in 1 file."),
    ([.error, .error, .warning], 3, "2 errors and 1 warning in 3 files."),
    ([.note, .warning, .warning, .error], nil, "1 error, 2 warnings and 1 note."),
    ([.note, .note], 0, "2 notes in 0 files."),
])
func summarySentenceCountsEachSeverity(severities: [Severity], files: Int?, expected: String) {
    #expect(DiagnosticSummary(findings(severities), filesChecked: files).sentence == expected)
}

@Test(arguments: [
    (FailThreshold.error, [Severity.warning, .note], false),
    (.error, [.note, .error], true),
    (.warning, [.note], false),
    (.warning, [.warning], true),
    (.never, [.error], false),
])
func failThresholdComparesAgainstTheMostSeriousFinding(threshold: FailThreshold, severities: [Severity], fails: Bool) {
    #expect(threshold.isFailed(by: findings(severities)) == fails)
}

@Test func everyReporterGivesByteIdenticalOutputForAnyInputOrder() {
    let context = ReporterFixtures.context()
    let forward = ReporterFixtures.diagnostics
    let backward = Array(forward.reversed())
    for format in ReportFormat.allCases {
        let reporter = format.reporter
        #expect(reporter.report(forward, context: context) == reporter.report(backward, context: context),
                "\(format) depends on input order")
    }
}
