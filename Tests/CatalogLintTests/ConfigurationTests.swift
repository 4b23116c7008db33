import Diagnostics
import Foundation
import Testing
@testable import CatalogLint

@Suite struct ConfigurationTests {
    @Test func readsEverySetting() throws {
        let config = try LintConfiguration(yaml: """
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
        let options = config.applied(to: LintOptions())
        #expect(options.disabledRules == ["inconsistent-comment"])
        #expect(options.excludedPaths == ["qqq.lproj/*"])
        #expect(options.baseLanguage == "en-GB")
    }

    @Test func readsTheDevicesCheckRunsOn() throws {
        let config = try LintConfiguration(yaml: "base: en\ncheck:\n  devices: [iphone-se, ipad]\n", file: "c.yml")
        #expect(config.checkDevices == ["iphone-se", "ipad"])
        #expect(config.checkDevicesLocation == "c.yml:3:12")
    }

    @Test func readsTheScreenRulesOfCheckWithTheSameReader() throws {
        let config = try LintConfiguration(yaml: """
            check:
              disabled: [a11y-contrast, word-broken]
              enabled: [word-broken]
              severity: { text-truncated: error }
            """, file: "c.yml")
        #expect(config.checkRules.disabled == ["a11y-contrast", "word-broken"])
        #expect(config.checkRules.severities == ["text-truncated": .error])
        #expect(config.checkRules.disabled(adding: ["overlap", "word-broken"]) == ["a11y-contrast", "overlap"])
        #expect(config.disabledRules.isEmpty)
        // Screen rule ids are checked where the app's own rules are known, naming where they are written.
        try config.checkRules.check(known: ["a11y-contrast", "word-broken", "text-truncated"], hint: "")
        #expect(throws: LintError("c.yml:4:15: 'check.severity' names an unknown rule 'text-truncated'; known: a11y-contrast, word-broken")) {
            try config.checkRules.check(known: ["a11y-contrast", "word-broken"], hint: "known: a11y-contrast, word-broken")
        }
    }

    @Test func commandLineWinsOverTheFile() throws {
        let config = try LintConfiguration(yaml: "base: de\nseverity: {untranslated: note}\n", file: "c.yml")
        let options = config.applied(to: LintOptions(baseLanguage: "en", severities: ["untranslated": .error]))
        #expect(options.baseLanguage == "en")
        #expect(options.severities["untranslated"] == .error)
    }

    @Test(arguments: [
        ("disabled: [no-such-rule]\n", "c.yml:1:11: 'disabled' names an unknown rule 'no-such-rule'; see `l10n lint --list-rules`"),
        ("base: en\nseverty: {}\n", "c.yml:2:1: unknown setting 'severty'; known: base, disabled, enabled, severity, untranslated, plural-zero, exclude, check, status"),
        ("check: { device: [ipad] }\n", "c.yml:1:10: unknown setting 'check.device'; known: devices, disabled, enabled, severity"),
        ("severity: { nope: error }\n", "c.yml:1:13: 'severity' names an unknown rule 'nope'; see `l10n lint --list-rules`"),
        ("check:\n  severity: { overlap: loud }\n", "c.yml:2:24: 'check.severity.overlap' must be one of error, warning, note, found 'loud'"),
        ("severity:\n  untranslated: fatal\n", "c.yml:2:17: 'severity.untranslated' must be one of error, warning, note, found 'fatal'"),
        ("plural-zero: maybe\n", "c.yml:1:14: 'plural-zero' must be one of allow, note, warning, found 'maybe'"),
        ("- a\n- b\n", "c.yml:1:1: the configuration must be a mapping of settings"),
    ])
    func mistakesAreErrorsWithTheirPosition(yaml: String, message: String) {
        #expect(throws: LintError(message)) { try LintConfiguration(yaml: yaml, file: "c.yml") }
    }

    @Test func isFoundUpwardFromTheFirstPath() throws {
        let catalog = try TemporaryCatalog(text: [
            (".l10nlint.yml", "disabled: [untranslated]\n"),
            ("App/Resources/en.lproj/Localizable.strings", "\"a\" = \"A\";\n"),
        ])
        #expect(LintConfiguration.find(from: catalog.path("App/Resources")) == catalog.path(".l10nlint.yml"))
        #expect(LintConfiguration.find(from: catalog.path("App/Resources/en.lproj/Localizable.strings")) == catalog.path(".l10nlint.yml"))
    }

    @Test func settingsChangeWhatIsReported() throws {
        let catalog = try TemporaryCatalog(text: [
            ("en.lproj/Localizable.strings", "\"a\" = \"OK\";\n\"b\" = \"Save\";\n\"c\" = \"Done\";\n"),
            ("pl.lproj/Localizable.strings", "\"a\" = \"OK\";\n\"b\" = \"Save\";\n\"c\" = \"Done\";\n"),
            ("qqq.lproj/Localizable.strings", "\"a\" = \"%d\";\n"),
        ])
        let options = LintOptions(severities: ["untranslated": .note], untranslatedAllowList: ["OK", "c"], excludedPaths: ["qqq.lproj/*"])
        let found = try catalog.lint(options: options)
        #expect(found.map(\.key) == ["b"])
        #expect(found.first?.severity == .note)
        #expect(try catalog.lint(options: LintOptions(disabledRules: ["untranslated"])).isEmpty)
    }

    @Test func baseLanguageCanBeChosen() throws {
        let catalog = try TemporaryCatalog(text: [
            ("en.lproj/Localizable.strings", "\"a\" = \"A\";\n"),
            ("de.lproj/Localizable.strings", "\"a\" = \"A\";\n\"b\" = \"B\";\n"),
        ])
        let fromEnglish = try catalog.lint(only: "extra-key")
        #expect(fromEnglish.map(\.key) == ["b"])
        let fromGerman = try catalog.lint(only: "missing-translation", options: LintOptions(baseLanguage: "de"))
        #expect(fromGerman.map(\.key) == ["b"])
        #expect(fromGerman.first?.locale == "en")
    }
}
