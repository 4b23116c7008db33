import Diagnostics
import Testing
@testable import Harness

/// Every rule finds something on each of its triggering examples and nothing on its passing
/// ones: the examples `l10n check --explain` lists are the rules' tests.
@Suite struct RuleExampleTests {
    static let rules = ScreenRules.all.map { RuleCase(rule: $0) }

    @Test(arguments: rules)
    func triggeringExamplesAreFound(_ rule: RuleCase) throws {
        #expect(!rule.rule.description.triggering.isEmpty)
        for example in rule.rule.description.triggering {
            let found = try example.findings().filter { $0.rule == rule.rule.id }
            #expect(!found.isEmpty, "\(rule.rule.id) found nothing on: \(example.title)")
            #expect(found.contains { $0.severity > .note }, "\(rule.rule.id) found only notes on: \(example.title)")
        }
    }

    @Test(arguments: rules)
    func passingExamplesAreClean(_ rule: RuleCase) throws {
        #expect(!rule.rule.description.nonTriggering.isEmpty)
        for example in rule.rule.description.nonTriggering {
            let found = try example.findings().filter { $0.rule == rule.rule.id }
            if example.noted {
                // Reported, but as a note the team need not act on.
                #expect(!found.isEmpty && found.allSatisfy { $0.severity == .note },
                        "\(rule.rule.id) on \(example.title): \(found.map { "\($0.severity): \($0.message)" })")
            } else {
                #expect(found.isEmpty, "\(rule.rule.id) found on \(example.title): \(found.map(\.message))")
            }
        }
    }

    @Test func ruleIDsAreUniqueAndExplained() {
        #expect(Set(ScreenRules.ids).count == ScreenRules.ids.count)
        for id in ScreenRules.ids {
            let text = ScreenRules.explanation(of: id) ?? ""
            #expect(text.hasPrefix(id + " ("), "\(id)")
            #expect(text.contains("Reported, example 1:") && text.contains("Not reported, example 1:"))
        }
        #expect(ScreenRules.explanation(of: "no-such-rule") == nil)
    }
}

/// A rule as a test argument, named by its id.
struct RuleCase: CustomTestStringConvertible, Sendable {
    let rule: any ScreenRule
    var testDescription: String { rule.id }
}
