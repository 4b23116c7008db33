import Foundation
import Testing
@testable import l10n

/// `l10n lint CATALOGS --sources PATH…`: the code's lookups checked against the base catalog.
@Suite struct ExtractLintSourcesTests {
    private func makeProject() throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("lint-sources-\(UUID().uuidString)")
        let english = root.appendingPathComponent("Localizations/en.lproj")
        try FileManager.default.createDirectory(at: english, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: root.appendingPathComponent("src"), withIntermediateDirectories: true)
        try Data("\"Lists\" = \"Lists\";\n\"Unused\" = \"Unused\";\n".utf8)
            .write(to: english.appendingPathComponent("Localizable.strings"))
        try Data("let greeting = \"Welcome\"\nlet a = Text(\"Lists\")\nlet b = Text(\"Missing\")\nlet c = Text(greeting)\n".utf8)
            .write(to: root.appendingPathComponent("src/Home.swift"))
        return root
    }

    @Test func sourcesAddMissingUnusedAndUnlocalizedFindings() throws {
        let root = try makeProject()
        defer { try? FileManager.default.removeItem(at: root) }
        let outcome = try LintCommand.parse([root.appendingPathComponent("Localizations").path,
                                             "--sources", root.appendingPathComponent("src").path]).execute()
        #expect(outcome.status == 1)
        #expect(outcome.output.contains("Home.swift:3:14"))
        #expect(outcome.output.contains("key-not-in-catalog"))
        #expect(outcome.output.contains("unused-key"))
        #expect(outcome.output.contains("unlocalized-text"))
    }

    @Test func sourceRulesCanBeDisabled() throws {
        let root = try makeProject()
        defer { try? FileManager.default.removeItem(at: root) }
        let outcome = try LintCommand.parse([root.appendingPathComponent("Localizations").path,
                                             "--sources", root.appendingPathComponent("src").path,
                                             "--disable", "key-not-in-catalog", "--disable", "unused-key"]).execute()
        #expect(!outcome.output.contains("key-not-in-catalog"))
        #expect(!outcome.output.contains("unused-key"))
        #expect(outcome.output.contains("unlocalized-text"))
        #expect(outcome.status == 0)
    }

    @Test func withoutSourcesNoSourceRuleRuns() throws {
        let root = try makeProject()
        defer { try? FileManager.default.removeItem(at: root) }
        let outcome = try LintCommand.parse([root.appendingPathComponent("Localizations").path]).execute()
        #expect(!outcome.output.contains("unused-key"))
    }
}
