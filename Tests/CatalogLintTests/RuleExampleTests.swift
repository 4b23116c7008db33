import Testing
@testable import CatalogLint

/// Every rule's own examples: each triggering one must be reported, each other one must not.
/// These are the same examples `l10n lint --explain` shows.
@Suite struct RuleExampleTests {
    static let ruleIDs = CatalogLinter.rules.map(\.id)

    @Test(arguments: ruleIDs)
    func triggeringExamplesAreReported(ruleID: String) throws {
        let rule = try #require(CatalogLinter.rules.first { $0.id == ruleID })
        #expect(!rule.triggering.isEmpty, "\(ruleID) has no triggering example")
        for (index, example) in rule.triggering.enumerated() {
            let catalog = try TemporaryCatalog(example)
            let findings = try catalog.lint(only: ruleID)
            #expect(findings.contains { $0.rule == ruleID }, "\(ruleID) example \(index + 1) found nothing")
        }
    }

    @Test(arguments: ruleIDs)
    func nonTriggeringExamplesAreQuiet(ruleID: String) throws {
        let rule = try #require(CatalogLinter.rules.first { $0.id == ruleID })
        #expect(!rule.nonTriggering.isEmpty, "\(ruleID) has no non-triggering example")
        for (index, example) in rule.nonTriggering.enumerated() {
            let catalog = try TemporaryCatalog(example)
            let findings = try catalog.lint(only: ruleID)
            #expect(findings.isEmpty, "\(ruleID) example \(index + 1): \(findings.map(\.message))")
        }
    }

    @Test(arguments: ruleIDs)
    func validExamplesOfEveryRuleAreQuietForAllRules(ruleID: String) throws {
        // A catalog that one rule calls valid must not trip any other rule either, except for the
        // faults it was not written to avoid (an example may lack translations on purpose).
        let rule = try #require(CatalogLinter.rules.first { $0.id == ruleID })
        for example in rule.nonTriggering {
            let catalog = try TemporaryCatalog(example)
            let errors = try catalog.lint().filter { $0.severity == .error }
            #expect(errors.isEmpty, "\(ruleID): \(errors.map { "\($0.rule): \($0.message)" })")
        }
    }

    /// Which rules there are and in what order is the generated registry's to say
    /// (`GeneratedRegistriesTests`); each has an id of its own.
    @Test func ruleIDsAreUnique() {
        #expect(Set(Self.ruleIDs).count == Self.ruleIDs.count)
    }
}
