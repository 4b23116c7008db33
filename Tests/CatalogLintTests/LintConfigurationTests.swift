import Configuration
import Diagnostics
import Foundation
import Testing
@testable import CatalogLint

/// `.l10nlint.yml` as lint applies it: its rule ids checked against the catalog rules, its
/// settings under the command line's.
@Suite struct LintConfigurationTests {
    @Test func appliesEverySetting() throws {
        let config = try ProjectConfiguration(yaml: """
            base: en-GB
            disabled: [inconsistent-comment, extra-key]
            enabled: [extra-key]
            exclude: ["qqq.lproj/*"]
            """, file: ".l10nlint.yml")
        try config.checkLintRules()
        let options = config.applied(to: LintOptions())
        #expect(options.disabledRules == ["inconsistent-comment"])
        #expect(options.excludedPaths == ["qqq.lproj/*"])
        #expect(options.baseLanguage == "en-GB")
    }

    @Test func commandLineWinsOverTheFile() throws {
        let config = try ProjectConfiguration(yaml: "base: de\nseverity: {untranslated: note}\n", file: "c.yml")
        let options = config.applied(to: LintOptions(baseLanguage: "en", severities: ["untranslated": .error]))
        #expect(options.baseLanguage == "en")
        #expect(options.severities["untranslated"] == .error)
    }

    @Test(arguments: [
        ("disabled: [no-such-rule]\n", "c.yml:1:11: 'disabled' names an unknown rule 'no-such-rule'; see `l10n lint --list-rules`"),
        ("severity: { nope: error }\n", "c.yml:1:13: 'severity' names an unknown rule 'nope'; see `l10n lint --list-rules`"),
    ])
    func anUnknownLintRuleIsAnErrorWithItsPosition(yaml: String, message: String) throws {
        let config = try ProjectConfiguration(yaml: yaml, file: "c.yml")
        #expect(throws: LintError(message)) { try config.checkLintRules() }
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
