import Diagnostics
import Testing
@testable import CatalogLint

@Suite struct FormatMismatchTests {
    private func findings(en: String, pl: String) throws -> [Diagnostic] {
        let catalog = try TemporaryCatalog(text: [
            ("en.lproj/Localizable.strings", "\"k\" = \"\(en)\";\n"),
            ("pl.lproj/Localizable.strings", "\"k\" = \"\(pl)\";\n"),
        ])
        return try catalog.lint(only: "format-mismatch")
    }

    @Test func wrongTypeIsAnErrorAtTheValue() throws {
        let found = try findings(en: "%@ items", pl: "%d elementów")
        #expect(found.count == 1)
        #expect(found.first?.severity == .error)
        #expect(found.first?.message == "Argument 1 is %d (an integer) but the base has %@ (an object); the value is read as the wrong type.")
        #expect(found.first?.location.line == 1)
        #expect(found.first?.location.column == 7)
        #expect(found.first?.locale == "pl")
        #expect(found.first?.key == "k")
    }

    @Test(arguments: [
        ("%@ of %@", "%2$@ z %1$@"),
        ("%lld files", "%lld plików"),
        ("%1$@ has %2$lld", "%2$lld ma %1$@"),
        ("%.1f%%", "%.1f %%"),
        ("%@", "%@"),
        ("Plain", "Zwykły"),
    ])
    func matchingPlaceholdersAreQuiet(en: String, pl: String) throws {
        #expect(try findings(en: en, pl: pl).isEmpty)
    }

    @Test(arguments: [
        ("%@ posts", "%@ wpisy %@", Severity.error, "Uses %@ as argument 2, but the base passes only 1 argument; this reads memory that was never passed and can crash."),
        ("%@ and %@", "%1$@ i %@", .warning, "Positional (%1$@) and sequential (%@) placeholders are mixed"),
        ("%1$@ %2$@ %3$@", "%1$@ %3$@", .warning, "Argument 2 is never used"),
        ("%@ of %@", "%1$@ z %1$d", .error, "Argument 1 is read as object and as int32"),
        ("%ld files", "%d plików", .warning, "Argument 1 is %d but the base has %ld; a 64-bit value read as 32-bit (or the reverse) shows a wrong number."),
        ("Hello %@", "Cześć", .warning, "Drops %@ (argument 1) of the base; the value is never shown."),
        ("Version %1$@ (%2$lld)", "Wersja %1$@ (%$11d)", .error, "'%$' is not a valid conversion (write '%%' for a percent sign)"),
    ])
    func faultsAreReportedWithTheirSeverity(en: String, pl: String, severity: Severity, message: String) throws {
        let found = try findings(en: en, pl: pl)
        #expect(found.first?.message == message)
        #expect(found.first?.severity == severity)
    }

    @Test func manyPlaceholdersPastTheBaseAreOneFinding() throws {
        let found = try findings(en: "%d items", pl: String(repeating: "%d ", count: 50_000))
        #expect(found.map(\.message) == [
            "Uses %d as argument 2, %d as argument 3, %d as argument 4, %d as argument 5, %d as argument 6 and 49994 more, but the base passes only 1 argument; these read memory that was never passed and can crash.",
        ])
    }

    @Test func placeholdersWhereTheBaseHasNoneAreOneFinding() throws {
        let found = try findings(en: "Items", pl: "%d z %@")
        #expect(found.map(\.message) == [
            "Has %d and %@ but the base has no placeholders; used as a format these read memory that was never passed, otherwise it shows them as is.",
        ])
    }

    @Test func aLongListOfDroppedArgumentsIsShortened() throws {
        let base = (1...8).map { "%\($0)$@" }.joined(separator: " ")
        let found = try findings(en: base, pl: "nic")
        #expect(found.map(\.message) == [
            "Drops %1$@ (argument 1), %2$@ (argument 2), %3$@ (argument 3), %4$@ (argument 4), %5$@ (argument 5) and 3 more of the base; those values are never shown.",
        ])
    }

    @Test func pluralFormsMayOmitTheCountButNotChangeItsType() throws {
        let forms = ["one": "jeden plik", "few": "%d pliki", "many": "%@ plików", "other": "%d pliku"]
        let catalog = try TemporaryCatalog(text: [
            ("en.lproj/Localizable.stringsdict", PluralExamples.stringsdict(key: "f", forms: ["one": "1 file", "other": "%d files"])),
            ("pl.lproj/Localizable.stringsdict", PluralExamples.stringsdict(key: "f", forms: forms)),
        ])
        let found = try catalog.lint(only: "format-mismatch")
        #expect(found.map(\.message) == ["Uses %@ (an object) for the count, whose value type is an integer; the count is read as the wrong type."])
    }

    @Test func stringCatalogSubstitutionsUseArgForTheirArgument() throws {
        let catalog = try TemporaryCatalog(text: [("Localizable.xcstrings", """
            {"sourceLanguage": "en", "version": "1.0", "strings": {"%lld posts": {"localizations": {
              "en": {"substitutions": {"n": {"argNum": 1, "formatSpecifier": "lld", "variations": {"plural": {
                "one": {"stringUnit": {"state": "translated", "value": "%arg post"}},
                "other": {"stringUnit": {"state": "translated", "value": "%arg posts"}}}}}},
                "stringUnit": {"state": "translated", "value": "%#@n@"}},
              "pl": {"substitutions": {"n": {"argNum": 1, "formatSpecifier": "lld", "variations": {"plural": {
                "one": {"stringUnit": {"state": "translated", "value": "%arg wpis"}},
                "few": {"stringUnit": {"state": "translated", "value": "%arg wpisy"}},
                "many": {"stringUnit": {"state": "translated", "value": "%arg wpisów"}},
                "other": {"stringUnit": {"state": "translated", "value": "%@ wpisu"}}}}}},
                "stringUnit": {"state": "translated", "value": "%#@n@"}}}}}}
            """)])
        let found = try catalog.lint(only: "format-mismatch")
        #expect(found.count == 1)
        #expect(found.first?.message.hasPrefix("Uses %@ (an object) for the count") == true)
        #expect(found.first?.locale == "pl")
    }
}

/// String Catalogs written by `l10n migrate`: their faults are found as in the tables they came from.
@Suite struct MigratedCatalogFormatTests {
    private func lint(_ json: String, only rule: String) throws -> [Diagnostic] {
        try TemporaryCatalog(text: [("Localizable.xcstrings", json)]).lint(only: rule)
    }

    @Test func aWholeStringPluralReadsItsCountAsTheBaseDoes() throws {
        let found = try lint("""
            {"sourceLanguage": "en", "version": "1.0", "strings": {"%ld votes": {"localizations": {
              "en": {"variations": {"plural": {"one": {"stringUnit": {"state": "translated", "value": "%ld vote"}},
                                               "other": {"stringUnit": {"state": "translated", "value": "%ld votes"}}}}},
              "zh-Hant": {"variations": {"plural": {"other": {"stringUnit": {"state": "translated", "value": "%s 投票"}}}}}}}}}
            """, only: "format-mismatch")
        #expect(found.map(\.message) == ["Uses %s (a C string) for the count, whose value type is an integer; the count is read as the wrong type."])
        #expect(found.first?.locale == "zh-Hant")
    }

    @Test func aTranslationsArgNumMayReadAnArgumentOnlyTheSourcePasses() throws {
        // The Bosnian text shows the second count itself; its third rule still reads argument 3.
        let found = try lint(#"""
            {"sourceLanguage": "en", "version": "1.0", "strings": {"summary": {"localizations": {
              "en": {"stringUnit": {"state": "translated", "value": "%#@a@ by %#@b@ in %#@c@"}, "substitutions": {
                "a": {"argNum": 1, "formatSpecifier": "d", "variations": {"plural": {"other": {"stringUnit": {"state": "translated", "value": "%arg changes"}}}}},
                "b": {"argNum": 2, "formatSpecifier": "d", "variations": {"plural": {"other": {"stringUnit": {"state": "translated", "value": "%arg editors"}}}}},
                "c": {"argNum": 3, "formatSpecifier": "d", "variations": {"plural": {"other": {"stringUnit": {"state": "translated", "value": "%arg days"}}}}}}},
              "bs": {"stringUnit": {"state": "translated", "value": "%#@a@ od %2$d urednika za %#@c@"}, "substitutions": {
                "a": {"argNum": 1, "formatSpecifier": "d", "variations": {"plural": {"other": {"stringUnit": {"state": "translated", "value": "%arg promjena"}}}}},
                "c": {"argNum": 3, "formatSpecifier": "d", "variations": {"plural": {"other": {"stringUnit": {"state": "translated", "value": "%arg dana"}}}}}}}}}}}
            """#, only: "xcstrings-invalid")
        #expect(found.isEmpty)
        let beyond = try lint(#"""
            {"sourceLanguage": "en", "version": "1.0", "strings": {"n": {"localizations": {
              "en": {"stringUnit": {"state": "translated", "value": "%#@a@"}, "substitutions": {
                "a": {"argNum": 2, "formatSpecifier": "d", "variations": {"plural": {"other": {"stringUnit": {"state": "translated", "value": "%arg"}}}}}}}}}}}
            """#, only: "xcstrings-invalid")
        #expect(beyond.map(\.message) == ["'n' (en): the substitution 'a' has argNum 2, but the string has only 1 argument; the count is read from memory that was never passed."])
    }
}
