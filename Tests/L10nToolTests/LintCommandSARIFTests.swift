import CatalogLint
import Foundation
import SourceScan
import Testing
@testable import l10n

/// `l10n lint --format sarif`: the log describes every rule the run can report, not only those
/// that found something, so code-scanning services know each rule before its first alert.
@Suite struct LintCommandSARIFTests {
    private func makeProject() throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("lint-sarif-\(UUID().uuidString)")
        let english = root.appendingPathComponent("Localizations/en.lproj")
        try FileManager.default.createDirectory(at: english, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: root.appendingPathComponent("src"), withIntermediateDirectories: true)
        try Data("\"Lists\" = \"Lists\";\n".utf8).write(to: english.appendingPathComponent("Localizable.strings"))
        try Data("let a = Text(\"Lists\")\n".utf8).write(to: root.appendingPathComponent("src/Home.swift"))
        return root
    }

    /// The `tool.driver.rules` of a SARIF log, as (id, full description) pairs.
    private func rules(inSARIF output: String) throws -> [(id: String, fullDescription: String)] {
        let log = try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
        let runs = try #require(log["runs"] as? [[String: Any]])
        let driver = try #require((runs.first?["tool"] as? [String: Any])?["driver"] as? [String: Any])
        let rules = try #require(driver["rules"] as? [[String: Any]])
        return rules.map { rule in
            (rule["id"] as? String ?? "", (rule["fullDescription"] as? [String: Any])?["text"] as? String ?? "")
        }
    }

    @Test func withSourcesTheSourceRulesAreListedToo() throws {
        let root = try makeProject()
        defer { try? FileManager.default.removeItem(at: root) }
        let outcome = try LintCommand.parse([root.appendingPathComponent("Localizations").path,
                                             "--sources", root.appendingPathComponent("src").path,
                                             "--format", "sarif"]).execute()
        let listed = try rules(inSARIF: outcome.output).map(\.id)
        #expect(Set(listed) == Set(CatalogLinter.rules.map(\.id) + SourceLint.ruleIDs))
        #expect(listed.count == Set(listed).count)
        for id in ["key-not-in-catalog", "unused-key", "unlocalized-text"] { #expect(listed.contains(id)) }
    }

    @Test func withoutSourcesOnlyCatalogRulesAreListed() throws {
        let root = try makeProject()
        defer { try? FileManager.default.removeItem(at: root) }
        let outcome = try LintCommand.parse([root.appendingPathComponent("Localizations").path, "--format", "sarif"]).execute()
        #expect(Set(try rules(inSARIF: outcome.output).map(\.id)) == Set(CatalogLinter.rules.map(\.id)))
    }

    @Test func catalogRulesCarryTheirRationale() throws {
        let root = try makeProject()
        defer { try? FileManager.default.removeItem(at: root) }
        let outcome = try LintCommand.parse([root.appendingPathComponent("Localizations").path, "--format", "sarif"]).execute()
        let listed = try rules(inSARIF: outcome.output)
        let formatMismatch = try #require(CatalogLinter.rules.first { $0.id == "format-mismatch" })
        #expect(listed.first { $0.id == "format-mismatch" }?.fullDescription == formatMismatch.rationale)
    }
}
