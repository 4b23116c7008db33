import Diagnostics
import Foundation
import Testing
@testable import CatalogLint

@Suite struct BaselineTests {
    private func finding(_ key: String, line: Int, message: String = "m") -> Diagnostic {
        Diagnostic(rule: "untranslated", severity: .warning, message: message,
                   location: SourceLocation(file: "/repo/pl.lproj/Localizable.strings", line: line, column: 1), locale: "pl", key: key)
    }

    private let relative: (String) -> String = { $0.replacingOccurrences(of: "/repo/", with: "") }

    @Test func acceptedFindingsSurviveLineMovesButNewOnesShow() throws {
        let baseline = Baseline(accepting: [finding("a", line: 3), finding("b", line: 9)], displayPath: relative)
        let reread = try Baseline(json: Data(baseline.serialized().utf8), file: "b.json")
        #expect(reread == baseline)
        let now = [finding("a", line: 30), finding("b", line: 90), finding("c", line: 91), finding("b", line: 92, message: "other")]
        let fresh = reread.newFindings(in: now, displayPath: relative)
        #expect(fresh.map(\.key) == ["c", "b"])
        #expect(fresh.last?.message == "other")
    }

    @Test func eachEntryExcusesOneFinding() {
        let baseline = Baseline(accepting: [finding("a", line: 1)], displayPath: relative)
        #expect(baseline.newFindings(in: [finding("a", line: 1), finding("a", line: 2)], displayPath: relative).count == 1)
    }

    @Test func fileIsSortedStableJSON() {
        let one = Baseline(accepting: [finding("b", line: 1), finding("a", line: 2)], displayPath: relative).serialized()
        let two = Baseline(accepting: [finding("a", line: 2), finding("b", line: 1)], displayPath: relative).serialized()
        #expect(one == two)
        #expect(one.hasPrefix("{\n  \"findings\" : [\n    {\n      \"file\" : \"pl.lproj/Localizable.strings\",\n      \"key\" : \"a\""))
    }

    @Test func notABaselineIsAClearError() {
        #expect(throws: LintError.self) { try Baseline(json: Data("[1]".utf8), file: "b.json") }
    }
}
