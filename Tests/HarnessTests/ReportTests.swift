import Foundation
import ScreenKit
import Testing
import ToolSupport
@testable import Diagnostics
@testable import Harness

@Suite struct ReportTests {
    private static let report: CheckReport = {
        let catalogs = try? TemporaryCatalogs(SampleScreens.catalog).load()
        let checker = ScreenChecker(screens: SampleScreens.all, catalogs: catalogs, title: "Samples")
        let selection = MatrixSelection(locales: ["en", "pl", "en-XA"], sizes: ["L", "AX3"], devices: ["iphone-se"], schemes: ["light"])
        guard let matrix = try? checker.matrix(selection) else { return ReportMerge.merge([]) }
        return checker.run(matrix)
    }()

    @Test func textGroupsByScreenThenRule() {
        let text = Self.report.report(as: .text)
        let lines = text.split(separator: "\n").map(String.init)
        #expect(lines.first == "Samples: 18 renders of 2 screens (3 states) × 3 locales × 2 sizes × 1 device × 1 scheme")
        #expect(lines.contains("greeting"))
        #expect(lines.contains("  error a11y-missing-label"))
        #expect(lines.contains("      where: every locale and size; 12 of 12 renders"))
        #expect(lines.contains("      smallest failing render: greeting/default · iPhone SE (3rd generation) · en · L · light"))
        #expect(lines.last == Self.report.run().summary(of: Self.report.findings))
        #expect(!text.contains("\u{1B}["))
        #expect(Self.report.report(as: .text, colour: true).contains("\u{1B}[1;31merror\u{1B}[0m"))
    }

    @Test func alikeSiblingsShareOneEntry() throws {
        let base = try #require(Self.report.findings.first)
        func sibling(_ index: Int, _ name: String) -> Diagnostic {
            var finding = base
            finding.element = "vstack/hstack[\(index / 3)]/button[\(index % 3)]"
            finding.name = name
            return finding
        }
        var report = Self.report
        report.findings = (0..<8).map { sibling($0, "button with image icon\($0)") }
        let text = report.report(as: .text)
        #expect(text.components(separatedBy: "    button with image icon").count - 1 == 1)
        #expect(text.contains("      and 7 more elements like it: button with image icon1, button with image icon2, button with image icon3, "
            + "button with image icon4, button with image icon5, …\n"))
        #expect(MatrixTextReport.alike(report.findings).map(\.count) == [8])
        report.findings[3].rule = "a11y-hit-target"
        #expect(MatrixTextReport.alike(report.findings).map(\.count) == [3, 1, 4])
        report.findings[1].rule = "a11y-hit-target"
        #expect(MatrixTextReport.alike(report.findings).map(\.count) == [1, 1, 1, 1, 4])
    }

    @Test func summarySentence() {
        let counts = Self.report.counts
        #expect(counts.errors > 0)
        #expect(Self.report.run().summary(of: Self.report.findings).hasSuffix("in 18 renders."))
        #expect(CheckReport(title: nil, matrix: Self.report.matrix, renders: 1, findings: []).run().summary(of: [])
            == "No problems found in 1 render.")
    }

    @Test func jsonHasTheDocumentedFieldsAndReadsBack() throws {
        let json = Self.report.report(as: .json)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let findings = try #require(object["findings"] as? [[String: Any]])
        let summary = try #require(object["summary"] as? [String: Int])
        #expect(summary["renders"] == 18)
        #expect(summary["errors"] == Self.report.counts.errors)
        #expect(summary["warnings"] == Self.report.counts.warnings)
        let label = try #require(findings.first { $0["rule"] as? String == "a11y-missing-label" })
        for key in ["rule", "severity", "screen", "state", "element", "message", "cells", "occurrence"] {
            #expect(label[key] != nil, "\(key)")
        }
        let cell = try #require((label["cells"] as? [[String: String]])?.first)
        #expect(cell == ["state": "default", "locale": "en", "size": "L", "device": "iPhone SE (3rd generation)", "scheme": "light"])
        let hardcoded = try #require(findings.first { $0["rule"] as? String == "hardcoded-text" })
        #expect(hardcoded["text"] as? String == "Ready")
        let back = try CheckJSONReport.read(Data(json.utf8), file: "run.json")
        #expect(back.report(as: .json) == json)
    }

    @Test func checkTextShowsTheControlCharactersOfCatalogText() throws {
        var report = Self.report
        report.findings[0].matrix?.name = "Bad\u{1B}[31m name"
        report.findings[0].message = "Quotes \u{0}\u{7}"
        let text = report.report(as: .text)
        #expect(!text.contains("\u{1B}[31m"))
        #expect(!text.contains("\u{0}") && !text.contains("\u{7}"))
        #expect(text.contains(VisibleText.escaped("Bad\u{1B}[31m name")))
        #expect(text.contains(VisibleText.escaped("Quotes \u{0}\u{7}")))
    }

    @Test func jsonKeepsAFindingWhoseFrameIsUnbounded() throws {
        var report = Self.report
        let first = try #require(report.findings.first)
        report.findings[0].matrix?.frame = Frame(x: 0, y: -.infinity, width: .infinity, height: first.matrix?.frame.height ?? 0)
        let json = report.report(as: .json)
        #expect(json.contains("\"width\" : \"inf\""))
        #expect(json.contains("\"y\" : \"-inf\""))
        let back = try CheckJSONReport.read(Data(json.utf8), file: "run.json")
        #expect(back.findings.count == report.findings.count)
        #expect(back.findings[0].matrix?.frame.width == .infinity)
        #expect(back.report(as: .json) == json)
    }

    @Test(arguments: [
        ("{", "bad.json: not JSON: The given data was not valid JSON."),
        ("{\"findings\": []}", "bad.json: missing \"matrix\" at the top level"),
    ])
    func badJSONSaysWhere(_ text: String, _ message: String) {
        #expect(throws: ReportFileError.self) { try CheckJSONReport.read(Data(text.utf8), file: "bad.json") }
        do {
            _ = try CheckJSONReport.read(Data(text.utf8), file: "bad.json")
        } catch {
            #expect(error.description == message)
        }
    }

    @Test func badValuesInsideAFindingSayWhere() throws {
        let json = Self.report.report(as: .json).replacingOccurrences(of: "\"iPhone SE (3rd generation)\"", with: "\"Nokia 3310\"")
        #expect(throws: ReportFileError(file: "shard.json", problem: "findings[0].cells[0].device 'Nokia 3310' is not a known device")) {
            try CheckJSONReport.read(Data(json.utf8), file: "shard.json")
        }
    }

    @Test func junitHasACasePerScreenAndRule() {
        let xml = Self.report.report(as: .junit)
        #expect(xml.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites name=\"l10n check\" tests=\"30\""))
        #expect(xml.components(separatedBy: "<testcase ").count - 1 == 2 * 15)
        #expect(xml.contains("<testcase classname=\"check.greeting\" name=\"a11y-missing-label\">\n      <failure type=\"error\""))
        #expect(xml.contains("<testcase classname=\"check.settings\" name=\"overlap\"/>"))
    }

    @Test func sarifAndGitHubUseTheSharedReporters() {
        let diagnostics = Self.report.diagnostics
        #expect(diagnostics.count == Self.report.findings.count)
        let context = Self.report.reportContext(toolVersion: "1.0", workingDirectory: "/")
        let sarif = SARIFReporter().report(diagnostics, context: context)
        #expect(sarif.contains("\"ruleId\": \"a11y-missing-label\""))
        #expect(sarif.contains("\"fullyQualifiedName\": \"greeting › button with image info.circle × every locale and size; 12 of 12 renders\""))
        let github = GitHubReporter().report(diagnostics, context: context)
        #expect(github.contains(",title=a11y-missing-label::button with image info.circle has no accessibility label"))
        #expect(github.contains("::error file=Tests/HarnessTests/TestSupport.swift,line="))
    }

    @Test func failingDependsOnTheThreshold() {
        #expect(Self.report.isFailed(at: .error))
        #expect(Self.report.isFailed(at: .warning))
        #expect(!Self.report.isFailed(at: .never))
        var warningsOnly = Self.report
        warningsOnly.findings = Self.report.findings.filter { $0.severity == .warning }
        #expect(!warningsOnly.findings.isEmpty)
        #expect(!warningsOnly.isFailed(at: .error))
        #expect(warningsOnly.isFailed(at: .warning))
    }
}
