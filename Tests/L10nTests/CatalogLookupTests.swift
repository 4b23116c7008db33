import Testing
@testable import L10n

struct CatalogLookupTests {
    let folder: TemporaryCatalogFolder
    let catalogs: CatalogSet

    init() throws {
        folder = try TemporaryCatalogFolder([
            "en.lproj/Localizable.strings": "/* Detail label */\n\"Priority:\" = \"Priority:\";\n\"Hello %@\" = \"Hello %@\";\n\"Only English\" = \"Only English\";\n",
            "en.lproj/Localizable.stringsdict": stringsdict(key: "%lld items", forms: ["one": "%lld item", "other": "%lld items"]),
            "pl.lproj/Localizable.strings": "\"Priority:\" = \"Priorytet:\";\n\"Hello %@\" = \"Cześć, %@\";\n",
            "pl.lproj/Localizable.stringsdict": stringsdict(key: "%lld items", forms: ["one": "%lld zadanie", "few": "%lld zadania", "many": "%lld zadań", "other": "%lld zadania"]),
            "ar.lproj/Localizable.stringsdict": stringsdict(key: "%lld items", forms: [
                "zero": "لا عناصر", "one": "عنصر واحد", "two": "عنصران", "few": "%lld عناصر", "many": "%lld عنصرًا", "other": "%lld عنصر",
            ]),
            "pt.lproj/Localizable.strings": "\"Priority:\" = \"Prioridade:\";\n",
            "Broken.lproj/Localizable.strings": "\"a\" = \"b\"\n",
        ])
        catalogs = try CatalogSet.load(from: folder.path)
    }

    @Test func findsTheLocalesTables() {
        #expect(catalogs.locales.map(\.bcp47) == ["ar", "en", "pl", "pt"])
        #expect(catalogs.developmentLanguage == "en")
        #expect(catalogs.keys() == ["%lld items", "Hello %@", "Only English", "Priority:"])
    }

    @Test func aBrokenFileIsReportedAndTheRestStillLoads() {
        #expect(catalogs.loadErrors.count == 1)
        #expect(catalogs.loadErrors.first?.file.hasSuffix("Broken.lproj/Localizable.strings") == true)
        #expect(catalogs.loadErrors.first?.line == 2)
    }

    @Test(arguments: [(1, "1 zadanie"), (2, "2 zadania"), (5, "5 zadań"), (22, "22 zadania"), (25, "25 zadań")])
    func polishPluralsFromStringsdict(count: Int, expected: String) {
        let resolution = catalogs.resolve("%lld items", locale: "pl", arguments: [.int(Int64(count))])
        #expect(resolution.text == expected)
        #expect(resolution.status == .found)
        #expect(resolution.source?.format == .stringsdict)
    }

    @Test(arguments: [(0, "لا عناصر"), (1, "عنصر واحد"), (2, "عنصران"), (3, "٣ عناصر"), (11, "١١ عنصرًا"), (100, "١٠٠ عنصر")])
    func arabicPluralsUseArabicDigits(count: Int, expected: String) {
        #expect(catalogs.resolve("%lld items", locale: "ar", arguments: [.int(Int64(count))]).text == expected)
    }

    @Test func recordsWhichPluralFormWasChosen() {
        #expect(catalogs.resolve("%lld items", locale: "pl", arguments: [.int(22)]).source?.pluralChoices == ["items=few"])
    }

    @Test func regionFallsBackToLanguageWithoutCountingAsFallback() {
        let resolution = catalogs.resolve("Priority:", locale: "pt-BR")
        #expect(resolution.text == "Prioridade:")
        #expect(resolution.status == .found)
        #expect(resolution.source?.locale == "pt")
    }

    @Test func missingTranslationFallsBackToTheDevelopmentLanguage() {
        let resolution = catalogs.resolve("Only English", locale: "pl")
        #expect(resolution.text == "Only English")
        #expect(resolution.status == .fellBack)
        #expect(resolution.source?.locale == "en")
        #expect(resolution.source?.line == 4)
    }

    @Test func missingKeyShowsTheKeyFormatted() {
        let plain = catalogs.resolve("No such key", locale: "pl")
        #expect(plain.text == "No such key")
        #expect(plain.status == .missing)
        #expect(plain.source == nil)
        #expect(catalogs.resolve("Editing: %@", locale: "pl", arguments: [.string("x")]).text == "Editing: x")
    }

    @Test func argumentsFillTheTranslation() {
        #expect(catalogs.resolve("Hello %@", locale: "pl", arguments: [.string("Ola")]).text == "Cześć, Ola")
    }

    @Test func mismatchedArgumentsAreReportedNotFatal() {
        let resolution = catalogs.resolve("Hello %@", locale: "pl", arguments: [])
        #expect(resolution.text == "Cześć, %@")
        #expect(resolution.mismatches == [.missingArgument(position: 1, expected: .object)])
    }
}

struct StringCatalogLookupTests {
    let folder: TemporaryCatalogFolder
    let catalogs: CatalogSet

    init() throws {
        folder = try TemporaryCatalogFolder(["Localizable.xcstrings": """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "%lld items" : {
              "localizations" : {
                "pl" : { "variations" : { "plural" : {
                  "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld zadanie" } },
                  "few" : { "stringUnit" : { "state" : "translated", "value" : "%lld zadania" } },
                  "many" : { "stringUnit" : { "state" : "translated", "value" : "%lld zadań" } },
                  "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld zadania" } }
                } } }
              }
            },
            "%lld posts by %lld people" : {
              "localizations" : {
                "pl" : {
                  "stringUnit" : { "state" : "translated", "value" : "%#@posts@ od %#@people@" },
                  "substitutions" : {
                    "people" : { "argNum" : 2, "formatSpecifier" : "lld", "variations" : { "plural" : {
                      "one" : { "stringUnit" : { "state" : "translated", "value" : "%arg osoby" } },
                      "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg osób" } }
                    } } },
                    "posts" : { "argNum" : 1, "formatSpecifier" : "lld", "variations" : { "plural" : {
                      "one" : { "stringUnit" : { "state" : "translated", "value" : "%arg wpis" } },
                      "few" : { "stringUnit" : { "state" : "translated", "value" : "%arg wpisy" } },
                      "many" : { "stringUnit" : { "state" : "translated", "value" : "%arg wpisów" } },
                      "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg wpisu" } }
                    } } }
                  }
                }
              }
            },
            "Tap to edit" : {
              "localizations" : {
                "en" : { "variations" : { "device" : {
                  "mac" : { "stringUnit" : { "state" : "translated", "value" : "Click to edit" } },
                  "other" : { "stringUnit" : { "state" : "translated", "value" : "Tap to edit" } }
                } } }
              }
            }
          },
          "version" : "1.0"
        }
        """])
        catalogs = try CatalogSet.load(from: folder.path)
    }

    @Test(arguments: [(1, "1 zadanie"), (3, "3 zadania"), (12, "12 zadań")])
    func wholeStringPluralVariations(count: Int, expected: String) {
        let resolution = catalogs.resolve("%lld items", locale: "pl", arguments: [.int(Int64(count))])
        #expect(resolution.text == expected)
        #expect(resolution.source?.format == .xcstrings)
    }

    @Test func substitutionsChooseTheirOwnForms() {
        let resolution = catalogs.resolve("%lld posts by %lld people", locale: "pl", arguments: [.int(5), .int(1)])
        #expect(resolution.text == "5 wpisów od 1 osoby")
        #expect(resolution.source?.pluralChoices == ["posts=many", "people=one"])
    }

    @Test func deviceVariations() {
        #expect(catalogs.resolve("Tap to edit", locale: "en", device: "mac").text == "Click to edit")
        #expect(catalogs.resolve("Tap to edit", locale: "en", device: "iphone").text == "Tap to edit")
    }

    @Test func developmentLanguageComesFromTheCatalog() {
        #expect(catalogs.developmentLanguage == "en")
        #expect(catalogs.locales.map(\.bcp47) == ["en", "pl"])
    }
}
