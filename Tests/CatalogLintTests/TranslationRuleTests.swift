import Diagnostics
import Testing
@testable import CatalogLint

@Suite struct TranslationRuleTests {
    @Test func emptyPluralFormIsQuietWhenTheBaseLeavesItEmptyToo() throws {
        let catalog = try TemporaryCatalog(text: [
            ("en.lproj/Localizable.stringsdict", PluralExamples.stringsdict(key: "f", forms: ["one": "", "other": "%d files"])),
            ("pl.lproj/Localizable.stringsdict", PluralExamples.stringsdict(key: "f", forms: ["one": "", "few": "%d pliki", "many": "", "other": "%d pliku"])),
        ])
        let found = try catalog.lint(only: "empty-value")
        #expect(found.count == 1, "'many' is empty where the base's 'other' has text; 'one' is empty in both")
        #expect(found.first?.location.line == 20)
    }

    @Test func whitespaceMessageNamesBothSides() throws {
        let catalog = try TemporaryCatalog(text: [
            ("en.lproj/Localizable.strings", "\"a\" = \"Name: \";\n"),
            ("pl.lproj/Localizable.strings", "\"a\" = \"\\nNazwa:\";\n"),
        ])
        let found = try catalog.lint(only: "whitespace-mismatch")
        #expect(found.map(\.message) == ["The translation starts with '\\n' where the base starts with no white space and ends with no white space where the base ends with ' '."])
    }

    @Test func untranslatedSkipsSameLanguageBaseAndDocumentation() throws {
        let catalog = try TemporaryCatalog(text: [
            ("en.lproj/Localizable.strings", "\"a\" = \"Trash\";\n"),
            ("en-GB.lproj/Localizable.strings", "\"a\" = \"Trash\";\n"),
            ("Base.lproj/Localizable.strings", "\"a\" = \"Trash\";\n"),
            ("qqq.lproj/Localizable.strings", "\"a\" = \"Trash\";\n"),
            ("de.lproj/Localizable.strings", "\"a\" = \"Trash\";\n"),
        ])
        #expect(try catalog.lint(only: "untranslated").map(\.locale) == ["de"])
    }

    @Test func wordsALocaleUsesInItsOwnTextsStayTheSame() throws {
        let base = "\"save\" = \"Save the article\";\n\"read\" = \"Read articles\";\n\"cancel\" = \"Cancel\";\n\"via\" = \"via %@\";\n"
        let catalog = try TemporaryCatalog(text: [
            ("en.lproj/Localizable.strings", base),
            ("en.lproj/Localizable.stringsdict", PluralExamples.stringsdict(key: "n", forms: ["one": "%d article", "other": "%d articles"])),
            // Catalan writes "article", "articles" and "via" itself; "Cancel" is English left behind.
            ("ca.lproj/Localizable.strings", "\"save\" = \"Desa l'article\";\n\"read\" = \"Llegeix articles via web\";\n\"cancel\" = \"Cancel\";\n\"via\" = \"via %@\";\n"),
            ("ca.lproj/Localizable.stringsdict", PluralExamples.stringsdict(key: "n", forms: ["one": "%d article", "other": "%d articles"])),
            // A Russian text that quotes the English word does not make it a Russian word.
            ("ru.lproj/Localizable.strings", "\"save\" = \"Сохранить статью\";\n\"read\" = \"Нажмите cancel\";\n\"cancel\" = \"Cancel\";\n\"via\" = \"через %@\";\n"),
        ])
        let found = try catalog.lint(only: "untranslated")
        #expect(found.map { "\($0.locale ?? "") \($0.key ?? "")" } == ["ca cancel", "ru cancel"], "\(found.map(\.message))")
    }

    @Test func aStringsFileThatLeavesTextsOutKeptItsCopiesOnPurpose() throws {
        let keys = ["share", "close", "back", "skip", "delete", "language"]
        let base = keys.map { "\"\($0)\" = \"\($0.prefix(1).uppercased() + $0.dropFirst()) now\";\n" }.joined()
        let catalog = try TemporaryCatalog(text: [
            ("en.lproj/Localizable.strings", base),
            // Scots lists what its translators wrote: four texts left out, one kept as the base has it.
            ("sco.lproj/Localizable.strings", "\"share\" = \"Share now\";\n\"language\" = \"Pick yer leid\";\n"),
            // Polish has every key: the copy is a text nobody translated.
            ("pl.lproj/Localizable.strings", base.replacingOccurrences(of: "Close now", with: "Zamknij").replacingOccurrences(of: "Back now", with: "Wstecz")
                .replacingOccurrences(of: "Skip now", with: "Pomiń").replacingOccurrences(of: "Delete now", with: "Usuń")
                .replacingOccurrences(of: "Language now", with: "Język")),
        ])
        let found = try catalog.lint(only: "untranslated")
        #expect(found.map { "\($0.locale ?? "") \($0.key ?? "")" } == ["pl share"], "\(found.map(\.message))")
    }

    @Test func aCopyInASmallTableIsReportedWhenTheFileLeavesOutNoMoreThanItCopies() throws {
        let base = "\"settings\" = \"Settings\";\n\"about\" = \"About\";\n"
        let translations = [
            ("ar", "الإعدادات", "حول"), ("de", "Einstellungen", "Über"), ("fr", "Réglages", "À propos"),
            ("ja", "設定", "情報"), ("ru", "Настройки", "О программе"),
        ]
        let catalog = try TemporaryCatalog(text: [("en.lproj/Settings.strings", base),
            // One text left out beside one copied: no sign the file lists only what its translators wrote.
            ("pl.lproj/Settings.strings", "\"settings\" = \"Settings\";\n")]
            + translations.map { ("\($0.0).lproj/Settings.strings", "\"settings\" = \"\($0.1)\";\n\"about\" = \"\($0.2)\";\n") })
        let found = try catalog.lint(only: "untranslated")
        #expect(found.map { "\($0.locale ?? "") \($0.key ?? "")" } == ["pl settings"], "\(found.map(\.message))")
    }

    @Test func aFileOfNothingButCopiesIsNoListOfItsTranslatorsTexts() throws {
        let catalog = try TemporaryCatalog(text: [
            ("en.lproj/Localizable.strings", "\"share\" = \"Share now\";\n\"close\" = \"Close now\";\n\"back\" = \"Go back\";\n"),
            // Two texts left out, one copied, none translated.
            ("pl.lproj/Localizable.strings", "\"share\" = \"Share now\";\n"),
        ])
        let found = try catalog.lint(only: "untranslated")
        #expect(found.map { "\($0.locale ?? "") \($0.key ?? "")" } == ["pl share"], "\(found.map(\.message))")
    }

    @Test(arguments: [
        (4, 1, 1, true), (812, 1, 117, true), (2, 1, 1, true),
        (1, 1, 0, false), (1, 1, 5, false), (2, 1, 0, false), (3, 2, 1, false), (0, 1, 9, false),
    ])
    func theCopyExceptionNeedsMoreLeftOutThanCopiedAndAsManyTranslated(leftOut: Int, copied: Int, translated: Int, fires: Bool) {
        #expect(UntranslatedRule.listsOnlyItsOwnTexts(leftOut: leftOut, copied: copied, translated: translated) == fires)
    }

    @Test func missingTableIsReportedOnceInsteadOfEveryKey() throws {
        let catalog = try TemporaryCatalog(text: [
            ("en.lproj/Localizable.strings", "\"a\" = \"A\";\n\"b\" = \"B\";\n"),
            ("en.lproj/Localizable.stringsdict", PluralExamples.stringsdict(key: "f", forms: ["one": "%d file", "other": "%d files"])),
            ("pl.lproj/Localizable.stringsdict", PluralExamples.stringsdict(key: "f", forms: ["one": "%d plik", "few": "%d pliki", "many": "%d plików", "other": "%d pliku"])),
        ])
        let found = try catalog.lint().filter { $0.rule == "missing-table" || $0.rule == "missing-translation" }
        #expect(found.map(\.rule) == ["missing-table"])
        #expect(found.first?.message == "Locale pl has no Localizable.strings, which the base en has; its users see every string of it in en.")
    }

    @Test func stringCatalogKeysWithoutATranslationAreMissingUnlessNotTranslatable() throws {
        let catalog = try TemporaryCatalog(text: [("Localizable.xcstrings", """
            {"sourceLanguage": "en", "version": "1.0", "strings": {
              "Hello": {"localizations": {"pl": {"stringUnit": {"state": "translated", "value": "Cześć"}}}},
              "Goodbye": {},
              "%@": {},
              "Brand": {"shouldTranslate": false}}}
            """)])
        let found = try catalog.lint(only: "missing-translation")
        #expect(found.map(\.key) == ["Goodbye"])
        #expect(found.first?.location.line == 3)
    }
}
