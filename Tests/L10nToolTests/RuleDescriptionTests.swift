import CatalogLint
import Diagnostics
import Testing
@testable import Harness
@testable import l10n
import SourceScan

/// Catalog, source and screen rules describe themselves with one type: every rule of every tool
/// has examples that trigger it and examples that must not, and the tables `--explain`,
/// `--list-rules` and SARIF print are written from those descriptions. (Each tool's test target
/// runs its own rules' examples: CatalogLintTests, SourceScanTests and HarnessTests.)
@Suite struct RuleDescriptionTests {
    /// Each tool's rules: their ids with how many examples trigger them and how many must not.
    static var tools: [(tool: String, rules: [(id: String, triggering: Int, nonTriggering: Int)])] {
        func counted<Example>(_ rules: [Diagnostics.RuleDescription<Example>]) -> [(id: String, triggering: Int, nonTriggering: Int)] {
            rules.map { ($0.id, $0.triggering.count, $0.nonTriggering.count) }
        }
        return [("lint", counted(CatalogLinter.rules)), ("extract and lint --sources", counted(SourceRules.all)),
                ("check", counted(ScreenRules.all.map(\.description))), ("check's snapshots", counted(SnapshotRules.all))]
    }

    @Test func everyRuleOfEveryToolHasTriggeringAndPassingExamples() {
        for (tool, rules) in Self.tools {
            #expect(!rules.isEmpty, "\(tool) has no rules")
            for rule in rules {
                #expect(rule.triggering > 0, "\(tool): \(rule.id) has no example that triggers it")
                #expect(rule.nonTriggering > 0, "\(tool): \(rule.id) has no example that must not trigger it")
            }
        }
    }

    @Test func ruleIDsAreUniqueWithinEachTool() {
        for (tool, rules) in Self.tools {
            #expect(Set(rules.map(\.id)).count == rules.count, "\(tool)")
        }
    }

    @Test func explainOfEveryToolIsTheSharedDocumentation() throws {
        let lint = try LintCommand.parse(["--explain", "format-mismatch"]).execute().output
        let format = try #require(CatalogLinter.rules.first { $0.id == "format-mismatch" })
        #expect(lint == RuleDocumentation.explanation(of: format))
        let source = try LintCommand.parse(["--explain", "unused-key"]).execute().output
        #expect(source == RuleDocumentation.explanation(of: SourceRules.unusedKey))
        let extract = try ExtractCommand.parse(["--explain", "dynamic-key"]).render().output
        #expect(extract == RuleDocumentation.explanation(of: SourceRules.dynamicKey))
        let check = try CheckCommand.parse(["--explain", "text-clipped"]).execute().output
        let clipped = try #require(ScreenRules.all.first { $0.id == "text-clipped" })
        #expect(check == RuleDocumentation.explanation(of: clipped.description))
        let snapshot = try CheckCommand.parse(["--explain", "snapshot-changed"]).execute().output
        #expect(snapshot == RuleDocumentation.explanation(of: SnapshotRules.changed))
    }

    @Test func listsOfEveryToolAreTheSharedTable() throws {
        #expect(try LintCommand.parse(["--list-rules"]).execute().output == RuleDocumentation.list(CatalogLinter.rules.map(\.descriptor)))
        #expect(try ExtractCommand.parse(["--list-rules"]).render().output == RuleDocumentation.list(SourceRules.scanner.map(\.descriptor)))
        #expect(try CheckCommand.parse(["--list-rules"]).execute().output == RuleDocumentation.list(ScreenRules.descriptors))
    }
}
