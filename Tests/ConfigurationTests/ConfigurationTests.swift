import Foundation
import Testing
@testable import Configuration

/// `.l10nlint.yml` read by the one reader both tools use: every section, and mistakes told with
/// their file, line and column.
@Suite struct ConfigurationTests {
    @Test func readsEverySetting() throws {
        let config = try ProjectConfiguration(yaml: """
            base: en-GB
            disabled: [inconsistent-comment, extra-key]
            enabled: [extra-key]
            severity:
              untranslated: note
              missing-translation: error
            untranslated:
              allow: [OK, "Do It"]
            plural-zero: note
            exclude: ["qqq.lproj/*"]
            """, file: ".l10nlint.yml")
        #expect(config.baseLanguage == "en-GB")
        #expect(config.disabledRules == ["inconsistent-comment", "extra-key"])
        #expect(config.severities == ["untranslated": .note, "missing-translation": .error])
        #expect(config.untranslatedAllowList == ["OK", "Do It"])
        #expect(config.zeroOverride == .note)
        #expect(config.excludedPaths == ["qqq.lproj/*"])
    }

    @Test func readsTheDevicesCheckRunsOn() throws {
        let config = try ProjectConfiguration(yaml: "base: en\ncheck:\n  devices: [iphone-se, ipad]\n", file: "c.yml")
        #expect(config.checkDevices == ["iphone-se", "ipad"])
        #expect(config.checkDevicesLocation == "c.yml:3:12")
    }

    @Test func readsTheScreenRulesOfCheckWithTheSameReader() throws {
        let config = try ProjectConfiguration(yaml: """
            check:
              disabled: [a11y-contrast, word-broken]
              enabled: [word-broken]
              severity: { text-truncated: error }
            """, file: "c.yml")
        #expect(config.checkRules.disabled == ["a11y-contrast", "word-broken"])
        #expect(config.checkRules.severities == ["text-truncated": .error])
        #expect(config.checkRules.disabled(adding: ["overlap", "word-broken"]) == ["a11y-contrast", "overlap"])
        #expect(config.disabledRules.isEmpty)
        // Rule ids are checked where the tool's rules are known, naming where they are written.
        try config.checkRules.check(known: ["a11y-contrast", "word-broken", "text-truncated"], hint: "")
        #expect(throws: ConfigurationError("c.yml:4:15: 'check.severity' names an unknown rule 'text-truncated'; known: a11y-contrast, word-broken")) {
            try config.checkRules.check(known: ["a11y-contrast", "word-broken"], hint: "known: a11y-contrast, word-broken")
        }
    }

    @Test func ruleIdsAreLeftToEachTool() throws {
        // The reader knows no tool's rules: a lint id it cannot know is kept, with where it is written.
        let config = try ProjectConfiguration(yaml: "disabled: [no-such-rule]\n", file: "c.yml")
        #expect(config.lintRules.named == [NamedRule(id: "no-such-rule", setting: "disabled", location: "c.yml:1:11")])
    }

    @Test(arguments: [
        ("base: en\nseverty: {}\n", "c.yml:2:1: unknown setting 'severty'; known: base, disabled, enabled, severity, untranslated, plural-zero, exclude, check, status"),
        ("check: { device: [ipad] }\n", "c.yml:1:10: unknown setting 'check.device'; known: devices, disabled, enabled, severity"),
        ("check:\n  severity: { overlap: loud }\n", "c.yml:2:24: 'check.severity.overlap' must be one of error, warning, note, found 'loud'"),
        ("severity:\n  untranslated: fatal\n", "c.yml:2:17: 'severity.untranslated' must be one of error, warning, note, found 'fatal'"),
        ("plural-zero: maybe\n", "c.yml:1:14: 'plural-zero' must be one of allow, note, warning, found 'maybe'"),
        ("- a\n- b\n", "c.yml:1:1: the configuration must be a mapping of settings"),
    ])
    func mistakesAreErrorsWithTheirPosition(yaml: String, message: String) {
        #expect(throws: ConfigurationError(message)) { try ProjectConfiguration(yaml: yaml, file: "c.yml") }
    }

    @Test func isFoundUpwardFromTheFirstPath() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("config-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let lproj = root.appendingPathComponent("App/Resources/en.lproj")
        try FileManager.default.createDirectory(at: lproj, withIntermediateDirectories: true)
        try Data("disabled: [untranslated]\n".utf8).write(to: root.appendingPathComponent(".l10nlint.yml"))
        try Data("\"a\" = \"A\";\n".utf8).write(to: lproj.appendingPathComponent("Localizable.strings"))
        let expected = root.appendingPathComponent(".l10nlint.yml").standardizedFileURL.path
        #expect(ProjectConfiguration.find(from: root.appendingPathComponent("App/Resources").path) == expected)
        #expect(ProjectConfiguration.find(from: lproj.appendingPathComponent("Localizable.strings").path) == expected)
    }

    @Test func aYAMLErrorQuotesAWindowOfItsLineNotTheLine() {
        let line = "disabled: [" + String(repeating: "x", count: 200_000) + "\t: ]"
        do {
            _ = try ProjectConfiguration(yaml: line + "\n", file: "c.yml")
            Issue.record("the configuration was accepted")
        } catch {
            #expect(error.message.utf8.count < 400, "\(error.message.prefix(400))")
            #expect(error.message.hasPrefix("c.yml:1:"))
            #expect(error.message.contains("…"))
        }
    }

    @Test func aYAMLErrorPointsAtItsColumn() {
        #expect(throws: ConfigurationError("c.yml:1:7: invalid YAML: mapping values are not allowed in this context\n  a: b`c: [\n        ^")) {
            try ProjectConfiguration(yaml: "a: b`c: [\n", file: "c.yml")
        }
    }
}
