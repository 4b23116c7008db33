import Foundation
import Testing
import Diagnostics
@testable import Harness

/// Screen findings are `Diagnostic`s with a matrix context; given a `MatrixRun`, the shared text,
/// JSON and JUnit reporters write the matrix report, and the JSON reads back unchanged.
@Suite struct MatrixReportTests {
    static func place(_ state: String, _ locale: String, _ size: String) -> MatrixPlace {
        MatrixPlace(screen: "home", state: state, locale: locale, size: size, device: "iPhone SE", scheme: "light")
    }

    static func finding(_ rule: String, _ element: String, name: String, severity: Severity = .error) -> Diagnostic {
        let cells = [place("default", "pl", "AX3"), place("default", "pl", "AX5")]
        let context = MatrixContext(screen: "home", element: element, name: name, text: "Title", cells: cells, smallest: cells[0],
                                    frame: Frame(x: 16, y: 100, width: .infinity, height: 41), occurrence: "pl; from AX3 up; 2 of 4 renders",
                                    excerpt: "  │Tit…│\n▶ │   │")
        return Diagnostic(rule: rule, severity: severity, message: "\(name) is cut short.",
                          location: Diagnostics.SourceLocation(file: "Sources/App/Home.swift", line: 12), matrix: context)
    }

    static let run = MatrixRun(
        title: "App", matrix: MatrixSummary(screens: [.init(id: "home", states: ["default"])], locales: ["en", "pl"], sizes: ["AX3", "AX5"],
                                            devices: ["iPhone SE"], schemes: ["light"]),
        renders: 4, rules: ["text-truncated", "text-clipped"])

    static let findings = [finding("text-clipped", "vstack/text[1]", name: "text \"Title\""),
                           finding("text-truncated", "vstack/text[0]", name: "text \"Subtitle\"", severity: .warning)]

    static func context(_ run: MatrixRun? = MatrixReportTests.run) -> ReportContext {
        ReportContext(toolName: "l10n", informationURI: "https://example.org", commandName: "check", rules: [], workingDirectory: "/repo", runReport: run)
    }

    @Test func aScreenFindingCarriesItsPlaceAsContextAndLocale() {
        let finding = Self.findings[0]
        #expect(finding.locale == "pl")
        #expect(finding.context == "home › text \"Title\" × pl; from AX3 up; 2 of 4 renders")
        #expect(finding.matrix?.state == "default")
        var other = finding
        other.matrix?.element = "vstack/text[9]"
        #expect(other != finding)
        #expect(finding < other)
    }

    @Test func findingsWithoutAContextStaySmall() {
        // One reference for the matrix context: tens of thousands of lint findings do not grow by its fields.
        #expect(MemoryLayout<Diagnostic>.size <= MemoryLayout<String>.size * 7 + MemoryLayout<Diagnostics.SourceLocation>.size + 16)
        #expect(Diagnostic(rule: "a", severity: .note, message: "m", location: Diagnostics.SourceLocation(file: "f")).matrix == nil)
    }

    @Test func findingsReadBackFromTheJSONReportWithTheirContext() throws {
        let report = MatrixJSONReport.render(Self.findings, run: Self.run)
        let read = try MatrixJSONReport.read(Data(report.utf8), file: "check.json")
        #expect(read.findings.map(\.matrix) == Self.run.ordered(Self.findings).map(\.matrix))
        #expect(read.findings.map(\.message) == Self.run.ordered(Self.findings).map(\.message))
    }

    @Test func notesComeAfterWhatTheTeamActsOn() throws {
        let note = Self.finding("text-truncated", "vstack/text[2]", name: "text \"Hint\"", severity: .note)
        let text = TextReporter().report([note] + Self.findings, context: Self.context())
        let heading = try #require(text.range(of: "\nNotes\n"))
        let hint = try #require(text.range(of: "    text \"Hint\"  ("))
        let title = try #require(text.range(of: "    text \"Title\"  ("))
        #expect(title.lowerBound < heading.lowerBound && heading.lowerBound < hint.lowerBound)
        #expect(text.contains("note      text-truncated   -   1         1        2"))
        #expect(text.hasSuffix("1 error, 1 warning and 1 note in 4 renders.\n"))
    }

    @Test func theTextReportGroupsByScreenAndRuleInTheRunsRuleOrder() {
        let text = TextReporter().report(Self.findings.reversed(), context: Self.context())
        #expect(text == """
            App: 4 renders of 1 screen (1 state) × 2 locales × 2 sizes × 1 device × 1 scheme

            severity  rule            en  pl  findings  renders
            error     text-clipped     -   1         1        2
            warning   text-truncated   -   1         1        2

            home
              warning text-truncated
                text "Subtitle"  (vstack/text[0])
                  text "Subtitle" is cut short.
                  code: Sources/App/Home.swift:12
                  where: pl; from AX3 up; 2 of 4 renders
                  smallest failing render: home/default · iPhone SE · pl · AX3 · light
                    │Tit…│
                  ▶ │   │
              error text-clipped
                text "Title"  (vstack/text[1])
                  text "Title" is cut short.
                  code: Sources/App/Home.swift:12
                  where: pl; from AX3 up; 2 of 4 renders
                  smallest failing render: home/default · iPhone SE · pl · AX3 · light
                    │Tit…│
                  ▶ │   │

            1 error and 1 warning in 4 renders.

            """)
    }

    @Test func theJSONReportReadsBackTheSameFindings() throws {
        let json = JSONReporter().report(Self.findings, context: Self.context())
        #expect(json.contains("\"width\" : \"inf\""))
        #expect(json.contains("\"source\" : {\n        \"file\" : \"Sources/App/Home.swift\",\n        \"line\" : 12\n      }"))
        let (run, back) = try MatrixJSONReport.read(Data(json.utf8), file: "run.json")
        #expect(run.title == "App" && run.renders == 4 && run.matrix == Self.run.matrix)
        #expect(Set(back) == Set(Self.findings))
        #expect(throws: ReportFileError(file: "bad.json", problem: "findings[0].severity is 'fatal'; expected error, warning or note")) {
            try MatrixJSONReport.read(Data(json.replacingOccurrences(of: "\"severity\" : \"warning\"", with: "\"severity\" : \"fatal\"").utf8),
                                      file: "bad.json")
        }
    }

    @Test func theJUnitReportHasACasePerScreenAndRule() {
        let xml = JUnitReporter().report(Self.findings, context: Self.context())
        #expect(xml.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites name=\"l10n check\" tests=\"2\" failures=\"2\" errors=\"0\">\n"))
        #expect(xml.contains("<testcase classname=\"check.home\" name=\"text-truncated\">\n      <failure type=\"warning\" message=\"1 finding on home\">"))
    }

    @Test func withoutARunTheSameFindingsAreCompilerStyleLines() {
        let text = TextReporter().report(Self.findings, context: Self.context(nil))
        #expect(text.hasPrefix("Sources/App/Home.swift:12: error: text \"Title\" is cut short. [text-clipped] (home › text \"Title\" × pl;"))
    }

    @Test(arguments: [("Snapshots", "a.txt", "Snapshots/a.txt"), ("Snapshots/", "a.txt", "Snapshots/a.txt"), ("/", "a.txt", "/a.txt"),
                      ("", "a.txt", "a.txt"), ("/tmp//s//", "a.txt", "/tmp//s/a.txt")])
    func snapshotPathsJoinTheFolderAndTheFile(folder: String, file: String, path: String) {
        #expect(SnapshotSummary(directory: folder, recorded: false, compared: 0, changed: [], missing: []).path(of: file) == path)
    }

    @Test func aRecordingIsAFailingFinding() {
        let recorded = SnapshotSummary(directory: "Snapshots", recorded: true, compared: 3, changed: [], missing: [])
        #expect(recorded.isFailed)
        #expect(recorded.diagnostics.map(\.rule) == ["snapshot-recorded"])
        let clean = SnapshotSummary(directory: "Snapshots", recorded: false, compared: 3, changed: [], missing: [])
        #expect(!clean.isFailed && clean.diagnostics.isEmpty)
    }
}
