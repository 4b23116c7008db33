import Diagnostics
import Foundation
import Testing
@testable import CatalogLint

@Test func everyRuleExplainsItselfWithExamples() {
    for rule in CatalogLinter.rules {
        let text = RuleDocumentation.explanation(of: rule)
        #expect(text.hasPrefix("\(rule.id) (\(rule.defaultSeverity.rawValue))\n\n\(rule.summary)\n\n"))
        #expect(text.contains("Reported, example 1:"))
        #expect(text.contains("Not reported, example 1:"))
    }
}
