import Foundation
import Harness
import HarnessCLI
import ScreenKit
import Testing

/// A rule of the app's own: a text that shouts with an exclamation mark.
struct ExclamationRule: ScreenRule {
    let description = ScreenRuleDescription(
        id: "no-exclamation",
        summary: "A text ends with an exclamation mark.",
        defaultSeverity: .warning,
        rationale: "The shop's style guide keeps its voice calm: no text ends with an exclamation mark.",
        triggering: [RuleExample("a shouting button title") { Text(verbatim: "Pay now!") }],
        nonTriggering: [RuleExample("a calm one") { Text(verbatim: "Pay now") }])

    func findings(in render: RenderContext) -> [ElementFinding] {
        let elements = render.elements
        return elements.indices.filter { elements[$0].text?.hasSuffix("!") == true && render.isVisible($0) }.map { index in
            finding(index, "\(render.name(of: index)) ends with an exclamation mark; say it calmly.")
        }
    }
}

/// A shop whose checkout shouts, with the rule that finds it.
enum CalmShopScreens: HarnessMain {
    static let screens = [ScreenPreview("checkout") { VStack { Text(verbatim: "Pay now!") } }]
    static let rules: [any ScreenRule] = [ExclamationRule()]
}

/// An app whose own rule takes the id of one of the harness's.
enum ClashingRuleScreens: HarnessMain {
    static let screens = [ScreenPreview("checkout") { Text(verbatim: "Pay") }]
    static let rules: [any ScreenRule] = [RenamedRule()]

    struct RenamedRule: ScreenRule {
        let description = ScreenRuleDescription(id: "text-clipped", summary: "Clipped.", defaultSeverity: .note, rationale: "Clipped.",
                                                triggering: [], nonTriggering: [])
        func findings(in render: RenderContext) -> [ElementFinding] { [] }
    }
}

/// An app's own screen rules run with the harness's, and `.l10nlint.yml` turns screen rules off,
/// back on, or changes their severity under `check:`, as it does lint's catalog rules.
@Suite struct ScreenRuleSettingsTests {
    /// `check` over the shop in en at one size, with `configuration` (if any) as its `.l10nlint.yml`.
    static func check(configuration: String? = nil, _ arguments: [String] = []) throws -> (CommandOutcome, configPath: String) {
        var result: (CommandOutcome, String) = (CommandOutcome(), "")
        try HarnessMainTests.withCatalogs { catalogs in
            let path = catalogs + "/.l10nlint.yml"
            if let configuration { try Data(configuration.utf8).write(to: URL(fileURLWithPath: path)) }
            let command = try CheckCommand<CalmShopScreens>.parse(["--catalogs", catalogs, "--locales", "en", "--sizes", "L",
                                                                   "--devices", "iphone-se", "--schemes", "light"] + arguments)
            result = (command.execute(), path)
        }
        return result
    }

    @Test func theAppsOwnRuleIsReported() throws {
        let (outcome, _) = try Self.check()
        #expect(outcome.status == 0, "\(outcome.message)")
        #expect(outcome.output.contains("warning no-exclamation"), "\(outcome.output)")
        #expect(outcome.output.contains("text \"Pay now!\" ends with an exclamation mark; say it calmly."))
        let json = try Self.check(["--format", "json"]).0.output
        #expect(json.contains("\"rule\" : \"no-exclamation\""))
        let sarif = try Self.check(["--format", "sarif"]).0.output
        #expect(sarif.contains("\"id\": \"no-exclamation\""))
    }

    @Test func listAndExplainShowTheAppsRule() throws {
        let list = try CheckCommand<CalmShopScreens>.parse(["--list-rules"]).execute().output
        #expect(list.contains("no-exclamation"))
        #expect(list.contains("text-clipped"))
        let explained = try CheckCommand<CalmShopScreens>.parse(["--explain", "no-exclamation"]).execute().output
        #expect(explained.contains("The shop's style guide keeps its voice calm"))
    }

    @Test func aDisabledRuleReportsNothing() throws {
        let (outcome, _) = try Self.check(configuration: "check:\n  disabled: [no-exclamation]\n")
        #expect(outcome.status == 0, "\(outcome.message)")
        #expect(!outcome.output.contains("no-exclamation"), "\(outcome.output)")
        let junit = try Self.check(configuration: "check:\n  disabled: [no-exclamation]\n", ["--format", "junit"]).0.output
        #expect(!junit.contains("name=\"no-exclamation\""))
    }

    @Test func enabledTurnsBackOnARuleTheCommandLineDisabled() throws {
        let (outcome, _) = try Self.check(configuration: "check: { enabled: [no-exclamation] }\n", ["--disable", "no-exclamation"])
        #expect(outcome.output.contains("warning no-exclamation"), "\(outcome.output)")
    }

    @Test func aRegradedRuleChangesSeverityAndFailOnHonoursIt() throws {
        let (asError, _) = try Self.check(configuration: "check:\n  severity: { no-exclamation: error }\n", ["--fail-on", "error"])
        #expect(asError.status == 1)
        #expect(asError.output.contains("error no-exclamation"), "\(asError.output)")
        let (byDefault, _) = try Self.check(["--fail-on", "error"])
        #expect(byDefault.status == 0)
        let (asNote, _) = try Self.check(configuration: "check:\n  severity: { no-exclamation: note }\n", ["--fail-on", "warning"])
        #expect(asNote.status == 0)
        #expect(asNote.output.contains("note no-exclamation"), "\(asNote.output)")
    }

    @Test func anUnknownRuleIsAnErrorNamingTheFileLineAndKnownRules() throws {
        let (outcome, path) = try Self.check(configuration: "base: en\ncheck:\n  disabled: [no-exclamaton]\n")
        #expect(outcome.status == 2)
        #expect(outcome.output.isEmpty)
        let known = (ScreenRules.ids + ["no-exclamation"]).joined(separator: ", ")
        #expect(outcome.message == "\(path):3:13: 'check.disabled' names an unknown rule 'no-exclamaton'; known: \(known)")
        let (regraded, regradedPath) = try Self.check(configuration: "check:\n  severity:\n    text-clip: error\n")
        #expect(regraded.message.hasPrefix("\(regradedPath):3:5: 'check.severity' names an unknown rule 'text-clip'; known: text-truncated, "))
    }

    @Test func anAppsRuleMayNotTakeAHarnessRulesID() throws {
        try HarnessMainTests.withCatalogs { catalogs in
            let outcome = try CheckCommand<ClashingRuleScreens>.parse(["--catalogs", catalogs]).execute()
            #expect(outcome.status == 2)
            #expect(outcome.message == "two screen rules have the id 'text-clipped'; give each of the app's rules an id of its own")
        }
    }
}
