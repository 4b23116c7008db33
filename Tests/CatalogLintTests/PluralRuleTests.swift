import Configuration
import Diagnostics
import Testing
@testable import CatalogLint

@Suite struct PluralRuleTests {
    private func lint(_ locale: String, forms: [String: String], rule: String, options: LintOptions = LintOptions()) throws -> [Diagnostic] {
        let catalog = try TemporaryCatalog(text: [
            ("en.lproj/Localizable.stringsdict", PluralExamples.stringsdict(key: "f", forms: ["one": "%d file", "other": "%d files"])),
            ("\(locale).lproj/Localizable.stringsdict", PluralExamples.stringsdict(key: "f", forms: forms)),
        ])
        return try catalog.lint(only: rule, options: options).filter { $0.locale != "en" }
    }

    @Test func polishNeedsFewAndMany() throws {
        let found = try lint("pl", forms: ["one": "%d plik", "other": "%d pliku"], rule: "plural-missing-category")
        #expect(found.count == 1)
        #expect(found.first?.severity == .error)
        #expect(found.first?.message.hasPrefix("Plural forms of 'n' lack 'few' and 'many', which pl uses (few: 2, 3, 4; many: 0, 5, 6)") == true)
    }

    @Test func arabicNeedsAllSix() throws {
        let found = try lint("ar", forms: ["one": "ملف", "other": "%d ملف"], rule: "plural-missing-category")
        #expect(found.first?.message.contains("lack 'zero', 'two', 'few' and 'many'") == true)
    }

    @Test func folderSpellingsAreNormalised() throws {
        let found = try lint("pt-br", forms: ["one": "%d arquivo", "other": "%d arquivos"], rule: "plural-missing-category")
        // pt's `many` is only for millions: a note, not an error.
        #expect(found.allSatisfy { $0.severity == .note })
        #expect(found.first?.locale == "pt-BR")
    }

    @Test func frenchManyForMillionsIsOnlyANote() throws {
        let found = try lint("fr", forms: ["one": "%d fichier", "other": "%d fichiers"], rule: "plural-missing-category")
        #expect(found.count == 1)
        #expect(found.first?.severity == .note)
        #expect(found.first?.message.contains("only for numbers of a million or more") == true)
    }

    @Test func japaneseOneIsUnused() throws {
        let found = try lint("ja", forms: ["one": "%d 個", "other": "%d 個"], rule: "plural-unused-category")
        #expect(found.map(\.message) == ["The 'one' form of 'n' is never used: ja selects only 'other'."])
    }

    @Test(arguments: [ZeroOverridePolicy.allow, .note, .warning])
    func zeroInEnglishFollowsThePolicy(policy: ZeroOverridePolicy) throws {
        let found = try lint("en-GB", forms: ["zero": "No files", "one": "%d file", "other": "%d files"],
                             rule: "plural-unused-category", options: LintOptions(zeroOverride: policy))
        switch policy {
        case .allow: #expect(found.isEmpty)
        case .note: #expect(found.map(\.severity) == [.note])
        case .warning: #expect(found.map(\.severity) == [.warning])
        }
    }

    @Test func unknownLanguagesAreNotJudged() throws {
        #expect(try lint("qqq", forms: ["other": "doc"], rule: "plural-missing-category").isEmpty)
        #expect(try lint("xx-unknown", forms: ["few": "x", "other": "y"], rule: "plural-unused-category").isEmpty)
    }
}
