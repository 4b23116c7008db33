import Diagnostics
import Testing
@testable import CatalogLint

/// Classes of false and missed findings seen on real catalogs, each in a small catalog of our own.
@Suite struct RealCatalogFaultTests {
    @Test func czechIntegerCountsNeedNoFractionOnlyCategory() throws {
        let catalog = try TemporaryCatalog(text: [
            ("en.lproj/Localizable.stringsdict", PluralExamples.stringsdict(key: "f", valueType: "lld", forms: ["one": "%lld file", "other": "%lld files"])),
            ("cs.lproj/Localizable.stringsdict", PluralExamples.stringsdict(key: "f", valueType: "lld", forms: ["one": "%lld soubor", "other": "%lld souborů"])),
        ])
        let found = try catalog.lint(only: "plural-missing-category")
        // `few` (2–4) is needed; `many` (1.5) never is for an integer.
        #expect(found.map(\.message) == ["Plural forms of 'n' lack 'few', which cs uses (few: 2, 3, 4); those counts fall back to 'other'."])
    }

    @Test func czechStringCatalogPluralWithoutSubstitutionsTakesTheTypeFromItsForms() throws {
        let catalog = try TemporaryCatalog(text: [("Localizable.xcstrings", #"""
            {"sourceLanguage": "en", "version": "1.0", "strings": {"%lld files": {"localizations": {
              "cs": {"variations": {"plural": {
                "one": {"stringUnit": {"state": "translated", "value": "%lld soubor"}},
                "few": {"stringUnit": {"state": "translated", "value": "%lld soubory"}},
                "other": {"stringUnit": {"state": "translated", "value": "%lld souborů"}}}}}}}}}
            """#)])
        #expect(try catalog.lint(only: "plural-missing-category").isEmpty)
    }

    /// 20 locales: a brand name and a loanword most of them keep, a word only two keep, and one
    /// sentence one locale forgot.
    @Test func untranslatedLearnsWhatStaysTheSame() throws {
        let locales = ["ar", "ca", "cs", "da", "de", "el", "es", "fi", "fr", "he", "hu", "it", "ja", "ko", "nl", "pl", "pt", "ru", "sv", "tr"]
        var files = [("en.lproj/Localizable.strings", """
            "brand" = "Mastodon";
            "mail" = "Email";
            "settings" = "Settings";
            "trash" = "Move to trash";
            "ok" = "OK";
            "size" = "%lld MB";
            "os" = "iOS";

            """)]
        for (index, locale) in locales.enumerated() {
            let mail = index < 15 ? "Email" : "E-Mail-\(locale)"
            let settings = index < 2 ? "Settings" : "Settings-\(locale)"
            let trash = index == 4 ? "Move to trash" : "Trash-\(locale)"
            files.append(("\(locale).lproj/Localizable.strings", """
                "brand" = "Mastodon";
                "mail" = "\(mail)";
                "settings" = "\(settings)";
                "trash" = "\(trash)";
                "ok" = "OK";
                "size" = "%lld MB";
                "os" = "iOS";

                """))
        }
        let catalog = try TemporaryCatalog(text: files)
        let found = try catalog.lint(only: "untranslated")
        #expect(found.map { "\($0.locale ?? "") \($0.key ?? "")" }.sorted() == ["ar settings", "ca settings", "de trash"])

        // One folder alone is judged by the whole set's agreement, as in a run over all.
        #expect(try catalog.lint(only: "untranslated", paths: [catalog.path("fr.lproj")]).isEmpty)
        #expect(try catalog.lint(only: "untranslated", paths: [catalog.path("ar.lproj/Localizable.strings")]).map(\.key) == ["settings"])

        // A single-word value is reported when only a few locales keep it, and allow-listed words never.
        let allowed = try catalog.lint(only: "untranslated", options: LintOptions(untranslatedAllowList: ["Settings", "trash"]))
        #expect(allowed.isEmpty)
    }

    @Test func aNameTheLocaleUsesInItsOwnTextsIsNotUntranslated() throws {
        let catalog = try TemporaryCatalog(text: [
            ("en.lproj/Localizable.strings", "\"about\" = \"Wikipedia\";\n\"intro\" = \"Read Wikipedia offline\";\n\"settings\" = \"Settings\";\n\"unit\" = \"px\";\n\"ago\" = \"$1m\";\n"),
            ("af.lproj/Localizable.strings", "\"about\" = \"Wikipedia\";\n\"intro\" = \"Lees Wikipedia vanlyn\";\n\"settings\" = \"Settings\";\n\"unit\" = \"px\";\n\"ago\" = \"$1m\";\n"),
        ])
        #expect(try catalog.lint(only: "untranslated").map(\.key) == ["settings"])
    }

    @Test func aCountShownByTheFormatOrLeftOutOfAZeroFormIsNotMissing() throws {
        let catalog = try TemporaryCatalog(text: [
            ("en.lproj/Localizable.stringsdict", PluralExamples.stringsdict(key: "f", format: "%#@n@", forms: ["one": "Removed %1$d byte", "other": "Removed %1$d bytes"])),
            ("nb.lproj/Localizable.stringsdict", PluralExamples.stringsdict(key: "f", format: "Fjernet %1$d %1$#@n@", forms: ["other": "byte"])),
            ("ar.lproj/Localizable.stringsdict", PluralExamples.stringsdict(key: "f", format: "%#@n@", forms: [
                "zero": "لم يُحذف شيء", "one": "حُذف بايت واحد", "two": "حُذف بايتان", "few": "حُذفت %1$d بايتات", "many": "حُذف %1$d بايتًا", "other": "حُذف %1$d بايت"])),
        ])
        #expect(try catalog.lint(only: "format-mismatch").isEmpty)
    }

    @Test func aNewStringCatalogTranslationIsReportedOnceByItsState() throws {
        let catalog = try TemporaryCatalog(text: [("Localizable.xcstrings", #"""
            {"sourceLanguage": "en", "version": "1.0", "strings": {"Move to trash": {"localizations": {
              "pl": {"stringUnit": {"state": "new", "value": "Move to trash"}}}}}}
            """#)])
        #expect(try catalog.lint().map(\.rule) == ["xcstrings-state"])
    }

    @Test func oneSkippedPositionIsOneFinding() throws {
        let catalog = try TemporaryCatalog(text: [
            ("en.lproj/Localizable.strings", "\"n\" = \"%1$@ of %2$@\";\n"),
            ("pl.lproj/Localizable.strings", "\"n\" = \"z %2$@\";\n"),
        ])
        let found = try catalog.lint(only: "format-mismatch")
        #expect(found.map(\.message) == ["Argument 1 is never used"])
    }

    @Test func aValueTypeThatDiffersFromTheBaseIsOneStringsdictFinding() throws {
        let catalog = try TemporaryCatalog(text: [
            ("en.lproj/Localizable.stringsdict", PluralExamples.stringsdict(key: "f", valueType: "ld", forms: ["one": "%ld file", "other": "%ld files"])),
            ("de.lproj/Localizable.stringsdict", PluralExamples.stringsdict(key: "f", valueType: "d", forms: ["one": "%d Datei", "other": "%d Dateien"])),
        ])
        let found = try catalog.lint().filter { $0.rule == "format-mismatch" || $0.rule == "stringsdict-invalid" }
        #expect(found.map(\.rule) == ["stringsdict-invalid"], "\(found.map(\.message))")
    }

    @Test func aCountWrittenAsPercentNIsOneFindingPerForm() throws {
        let catalog = try TemporaryCatalog(text: [
            ("en.lproj/Localizable.stringsdict", PluralExamples.stringsdict(key: "%d minutes ago", forms: ["one": "%d minute ago", "other": "%d minutes ago"])),
            // Qt's way of writing the count, as found in Danish translations of a real app.
            ("da.lproj/Localizable.stringsdict", PluralExamples.stringsdict(key: "%d minutes ago", forms: ["one": "%n minut siden", "other": "%n minutter siden"])),
        ])
        let found = try catalog.lint(only: "format-mismatch")
        let message = "Uses '%n', which shows nothing and writes to memory (it is how Qt writes the count); write the count as the base does, e.g. %d."
        #expect(found.map(\.message) == [message, message])
        #expect(found.map(\.severity) == [.error, .error])
        #expect(found.map(\.location.line) == [16, 18])
    }

    @Test func pluralFormsAreComparedFormByFormWithTheBase() throws {
        let base = PluralExamples.stringsdict(key: "f", format: "%1$#@n@", forms: ["one": "%1$d post on %2$@", "other": "%1$d posts on %2$@"])
        let catalog = try TemporaryCatalog(text: [
            ("en.lproj/Localizable.stringsdict", base),
            // Every Turkish form lost the '%' of %2$@.
            ("tr.lproj/Localizable.stringsdict", PluralExamples.stringsdict(key: "f", format: "%1$#@n@", forms: ["one": "%1$d gönderi, 2$@", "other": "%1$d gönderi ve 2$@"])),
            // Finnish 'other' lost the count; 'one' may drop it.
            ("fi.lproj/Localizable.stringsdict", PluralExamples.stringsdict(key: "f", format: "%1$#@n@", forms: ["one": "Yksi viesti: %2$@", "other": "viestiä: %2$@"])),
            // Polish keeps everything in every form.
            ("pl.lproj/Localizable.stringsdict", PluralExamples.stringsdict(key: "f", format: "%1$#@n@", forms: ["one": "%1$d wpis w %2$@", "few": "%1$d wpisy w %2$@", "many": "%1$d wpisów w %2$@", "other": "%1$d wpisu w %2$@"])),
        ])
        let found = try catalog.lint(only: "format-mismatch")
        #expect(found.map { "\($0.locale ?? "") \($0.message)" }.sorted() == [
            "fi The 'other' form does not show the count (%1$d) that the base's 'other' form shows; readers never see the number.",
            "tr The 'one' form drops %2$@ (argument 2), which the base's 'one' form shows; the value never appears. Its '%' seems lost: the text has '2$@'.",
            "tr The 'other' form drops %2$@ (argument 2), which the base's 'other' form shows; the value never appears. Its '%' seems lost: the text has '2$@'.",
        ])
    }

    @Test func stringCatalogSemantics() throws {
        let catalog = try TemporaryCatalog(text: [("Localizable.xcstrings", #"""
            {"sourceLanguage": "en", "version": "1.0", "strings": {
              "%lld of %@": {"extractionState": "harvested", "localizations": {
                "en": {"stringUnit": {"state": "translated", "value": "%#@n@ of %@ %#@ghost@"}, "substitutions": {
                  "n": {"argNum": 7, "formatSpecifier": "lld", "variations": {"plural": {
                    "one": {"stringUnit": {"state": "translated", "value": "%arg item"}},
                    "lots": {"stringUnit": {"state": "translated", "value": "%arg items"}},
                    "other": {"stringUnit": {"state": "translated", "value": "%arg items"}}}}},
                  "spare": {"argNum": -1, "formatSpecifier": "lld", "variations": {"plural": {
                    "other": {"stringUnit": {"state": "translated", "value": "%arg"}}}}}}},
                "de": {"variations": {"device": {
                  "toaster": {"stringUnit": {"state": "translated", "value": "%lld von %@"}},
                  "other": {"stringUnit": {"state": "done", "value": "%lld von %@"}}}}}}},
              "%lld": {"localizations": {
                "en": {"stringUnit": {"state": "translated", "value": "%#@a@"}, "substitutions": {
                  "a": {"argNum": 1, "formatSpecifier": "lld", "variations": {"plural": {"other": {"stringUnit": {"state": "translated", "value": "%#@b@"}}}}},
                  "b": {"argNum": 1, "formatSpecifier": "lld", "variations": {"plural": {"other": {"stringUnit": {"state": "translated", "value": "%#@a@"}}}}}}}}}}}
            """#)])
        let found = try catalog.lint(only: "xcstrings-invalid")
        let messages = found.map(\.message)
        let expected = [
            "has the extractionState 'harvested'",
            "%#@ghost@ has no substitution of that name",
            "the substitution 'n' has argNum 7, but the string has only 3 arguments",
            "the substitution 'spare' has argNum -1",
            "the substitution 'spare' is never used",
            "the plural case 'lots' of the substitution 'n' is not a CLDR category",
            "the device 'toaster' is not one Xcode knows",
            "the state 'done' is not one Xcode writes",
            "the substitutions 'a' → 'b' → 'a' refer to each other in a cycle",
        ]
        for part in expected {
            #expect(messages.filter { $0.contains(part) }.count == 1, "\(part): \(messages)")
        }
        #expect(messages.count == expected.count, "\(messages)")
    }
}
