import Diagnostics
import Foundation
import Testing
@testable import CatalogLint

/// The README's rule table is generated from the rules' own descriptions; this keeps them equal.
@Test func readmeRuleTableMatchesTheRules() throws {
    let readme = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("README.md")
    let text = try String(contentsOf: readme, encoding: .utf8)
    #expect(text.contains(RuleDocumentation.markdownTable(CatalogLinter.rules.map(\.descriptor))),
            "regenerate the table in README.md's lint section from RuleDocumentation.markdownTable")
}

@Test func everyRuleExplainsItselfWithExamples() {
    for rule in CatalogLinter.rules {
        let text = RuleDocumentation.explanation(of: rule)
        #expect(text.hasPrefix("\(rule.id) (\(rule.defaultSeverity.rawValue))\n\n\(rule.summary)\n\n"))
        #expect(text.contains("Reported, example 1:"))
        #expect(text.contains("Not reported, example 1:"))
    }
}
