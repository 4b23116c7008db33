import DoIt
import Diagnostics
import Foundation
import L10n
import Testing
@testable import Harness
@testable import ScreenKit

/// Findings point at the line of the app's code that wrote the element, in every report format.
@Suite struct FindingSourceTests {
    /// The package root, from this file's path (`Tests/DoItTests/Screens/…`).
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path

    static let report: CheckReport = {
        guard let catalogs = try? CatalogSet.load(from: DoItCatalogs.root) else { return ReportMerge.merge([]) }
        var checker = ScreenChecker(screens: ScreenPreview.doIt(.asWritten), catalogs: catalogs)
        checker.sourceRoot = packageRoot
        let selection = MatrixSelection(screens: ["detail/scroll-notes"], locales: ["pl"], sizes: ["L"], devices: ["iphone-se"], schemes: ["light"])
        guard let matrix = try? checker.matrix(selection) else { return ReportMerge.merge([]) }
        return checker.run(matrix)
    }()

    /// The source line a location names.
    private func line(_ location: Diagnostics.SourceLocation) throws -> String {
        let text = try String(contentsOfFile: Self.packageRoot + "/" + location.file, encoding: .utf8)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        try #require(location.line >= 1 && location.line <= lines.count)
        return String(lines[location.line - 1])
    }

    @Test func theUnlocalizedPriorityPointsAtTheTextThatShowsAStringValue() throws {
        let high = try #require(Self.report.findings.first { $0.rule == "hardcoded-text" && $0.text == "Priorytet: High" })
        let source = try #require(high.source)
        #expect(source.file == "Sources/DoIt/Screens/Detail/DetailHeader.swift")
        #expect(try line(source).contains("Text(item.priority.rawValue.capitalized)"))
    }

    @Test func everyFindingOfTheDetailScreenHasALineInTheApp() throws {
        try #require(!Self.report.findings.isEmpty)
        for finding in Self.report.findings {
            let source = try #require(finding.source, "\(finding.rule) \(finding.name)")
            #expect(source.file.hasPrefix("Sources/DoIt/"), "\(finding.rule) \(finding.name): \(source.file)")
            #expect(source.line >= 1)
        }
    }

    @Test func jsonKeepsTheSourceThroughAMerge() throws {
        let json = Self.report.report(as: .json)
        #expect(json.contains("\"file\" : \"Sources/DoIt/Screens/Detail/DetailHeader.swift\""))
        let back = try CheckJSONReport.read(Data(json.utf8), file: "report.json")
        #expect(back.findings.map(\.source) == Self.report.findings.map(\.source))
    }

    @Test func sarifAndGitHubAnnotationsNameTheFileAndLine() throws {
        let high = try #require(Self.report.findings.first { $0.rule == "hardcoded-text" })
        let source = try #require(high.source)
        let diagnostics = Self.report.diagnostics
        let context = Self.report.reportContext(toolVersion: nil, workingDirectory: Self.packageRoot)
        let sarif = SARIFReporter().report(diagnostics, context: context)
        #expect(sarif.contains("\"uri\": \"Sources/DoIt/Screens/Detail/DetailHeader.swift\""))
        #expect(sarif.contains("\"startLine\": \(source.line)"))
        let github = GitHubReporter().report(diagnostics, context: context)
        #expect(github.contains("file=\(source.file),line=\(source.line),title=hardcoded-text"))
    }

    @Test func textAndJUnitReportsShowTheLine() throws {
        let high = try #require(Self.report.findings.first { $0.rule == "hardcoded-text" })
        let source = try #require(high.source)
        #expect(Self.report.report(as: .text, colour: false).contains("code: \(source.file):\(source.line)"))
        #expect(Self.report.report(as: .junit).contains("code: \(source.file):\(source.line)"))
    }
}

/// Every finding names a file, so code scanning (which rejects SARIF results without one) and
/// editors can open it: the screen's declaration when no line of the app wrote the element, the
/// snapshot file for snapshot findings.
@Suite struct FindingFallbackLocationTests {
    @Test func anElementNoLineWroteFallsBackToTheScreensDeclaration() throws {
        let folder = DoItCatalogs.root
        let catalogs = try CatalogSet.load(from: folder)
        let line = #line + 1
        let screen = ScreenPreview("bare") { VStack { Text(content: .verbatim("High", .stringValue)) } }
        var checker = ScreenChecker(screens: [screen], catalogs: catalogs)
        checker.sourceRoot = FindingSourceTests.packageRoot
        let selection = MatrixSelection(screens: ["bare"], locales: ["pl"], sizes: ["L"], devices: ["iphone-se"], schemes: ["light"])
        let report = checker.run(try checker.matrix(selection))
        let finding = try #require(report.findings.first { $0.rule == "hardcoded-text" })
        #expect(finding.source == Diagnostics.SourceLocation(file: "Tests/DoItTests/Screens/FindingSourceTests.swift", line: line))
    }

    @Test func snapshotFindingsPointAtTheSnapshotFile() {
        var report = ReportMerge.merge([])
        report.snapshots = SnapshotSummary(directory: "Snapshots", recorded: false, compared: 2,
                                           changed: [.init(file: "home.pl.tree.txt", diff: "-a\n+b\n")], missing: ["detail.ar.tree.txt"])
        let diagnostics = report.diagnostics
        #expect(diagnostics.map(\.location.file) == ["Snapshots/home.pl.tree.txt", "Snapshots/detail.ar.tree.txt"])
        let sarif = SARIFReporter().report(diagnostics, context: report.reportContext(toolVersion: nil, workingDirectory: "/repo"))
        #expect(sarif.contains("\"uri\": \"Snapshots/home.pl.tree.txt\""))
    }
}
