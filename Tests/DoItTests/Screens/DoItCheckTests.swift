import Diagnostics
import DoIt
import L10n
import Testing
@testable import Harness

/// The harness on Do It: the book's chapter 6 bugs are found in the as-written app and none of
/// them in the app done right. A small matrix (the states that show them, four locales, one
/// standard and one accessibility size) keeps the suite fast; the full matrix is the command's.
@Suite struct DoItCheckTests {
    static let selection = MatrixSelection(
        screens: ["detail/fixed-header", "detail/scroll-notes", "list/default", "list/sort-sheet", "list/all-items"],
        locales: ["en", "pl", "ar", "en-XA"], sizes: ["L", "AX3"], devices: ["iphone-se"], schemes: ["light"])

    static func run(_ variant: AppVariant) -> CheckReport {
        guard let catalogs = try? CatalogSet.load(from: DoItCatalogs.root) else {
            return ReportMerge.merge([])
        }
        let checker = ScreenChecker(screens: ScreenPreview.doIt(variant), catalogs: catalogs)
        guard let matrix = try? checker.matrix(selection) else { return ReportMerge.merge([]) }
        return checker.run(matrix)
    }

    static let asWritten = run(.asWritten)
    static let fixed = run(.fixed)

    private static func locales(_ finding: Diagnostic) -> Set<String> { Set(finding.cells.map(\.locale)) }

    @Test func theMatrixRan() {
        #expect(Self.asWritten.renders == 5 * 4 * 2)
        #expect(Self.fixed.renders == 5 * 4 * 2)
    }

    @Test func theFixedHeaderClipsAtAccessibilitySizes() throws {
        let title = try #require(Self.asWritten.findings.first {
            $0.rule == "text-clipped" && $0.screen == "detail" && $0.text == "Complete SwiftUI book sample"
        })
        #expect(title.element.contains("rectangle/overlay:zstack"))
        #expect(title.states == ["fixed-header"])
        #expect(title.cells.allSatisfy { $0.size.hasPrefix("AX") })
        #expect(Self.locales(title) == ["en", "pl", "ar", "en-XA"])
        #expect(title.message.contains("the fixed 210 pt height of rectangle"))
        #expect(title.excerpt.contains("▶"))
    }

    @Test func highIsNotLocalized() {
        let high = Self.asWritten.findings.filter { $0.rule == "hardcoded-text" && $0.screen == "detail" && $0.message.contains("\"High\"") }
        #expect(Set(high.flatMap(\.states)) == ["fixed-header", "scroll-notes"])
        for finding in high { #expect(Self.locales(finding) == ["pl", "ar", "en-XA"]) }
        #expect(high.contains { $0.message.contains("catalog translates it as \"Wysoki\"") })
    }

    @Test(arguments: ["Title", "Priority", "Due Date", "Manual"])
    func sortOptionsAreNotLocalized(_ option: String) throws {
        let finding = try #require(Self.asWritten.findings.first {
            $0.rule == "hardcoded-text" && $0.screen == "list" && $0.text == option
        })
        #expect(finding.states == ["sort-sheet"])
        #expect(Self.locales(finding) == ["pl", "ar", "en-XA"])
    }

    @Test func allItemsIsNotLocalized() throws {
        let finding = try #require(Self.asWritten.findings.first {
            $0.rule == "hardcoded-text" && $0.screen == "list" && $0.text == "All Items"
        })
        #expect(finding.element == "navigationView/navigationBar/navigationTitle/text")
        #expect(Self.locales(finding) == ["pl", "ar", "en-XA"])
    }

    @Test func theInfoButtonHasNoLabel() throws {
        let finding = try #require(Self.asWritten.findings.first { $0.rule == "a11y-missing-label" && $0.screen == "list" })
        #expect(finding.name == "button with image info.circle")
        #expect(finding.severity == .error)
    }

    @Test func priorityAndDateLinesTruncate() {
        let truncated = Self.asWritten.findings.filter { $0.rule == "text-truncated" && $0.screen == "detail" && $0.states == ["scroll-notes"] }
        #expect(truncated.contains { $0.text == "Priority: High" })
        #expect(truncated.contains { $0.text == "Aug 3, 2019" })
    }

    @Test func theFixedAppHasNoneOfThem() {
        let findings = Self.fixed.findings
        #expect(!findings.contains { $0.rule == "text-clipped" })
        #expect(!findings.contains { $0.rule == "hardcoded-text" })
        #expect(!findings.contains { $0.rule == "a11y-missing-label" })
        #expect(!findings.contains { $0.rule == "text-truncated" && $0.screen == "detail" })
        #expect(Self.fixed.findings(atLeast: .error).isEmpty, "\(Self.fixed.findings(atLeast: .error).map(\.message))")
    }
}
