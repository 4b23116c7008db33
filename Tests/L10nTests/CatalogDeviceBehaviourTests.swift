import Testing
@testable import L10n

/// Lookups that must show what a device shows: a String Catalog key with no source-language value
/// is its own text, a nested key inside a key no catalog has is still looked up and filled, and a
/// catalog whose variables refer to themselves ends with one mismatch instead of looping.
@Suite struct CatalogDeviceBehaviourTests {
    let folder: TemporaryCatalogFolder
    let catalogs: CatalogSet

    init() throws {
        folder = try TemporaryCatalogFolder(["Localizable.xcstrings": """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "Show Completed" : {
              "localizations" : {
                "pl" : { "stringUnit" : { "state" : "translated", "value" : "Pokaż ukończone" } }
              }
            },
            "Never translated" : { },
            "Customize Search Engine" : { "shouldTranslate" : false },
            "%@ (%@)" : {
              "shouldTranslate" : false,
              "localizations" : { "en" : { "stringUnit" : { "state" : "translated", "value" : "%@ (%@)" } } }
            },
            "Renews to %@" : {
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "Renews to %@" } },
                "pl" : { "stringUnit" : { "state" : "translated", "value" : "Odnawia się do %@" } }
              }
            },
            "%lld loops" : {
              "localizations" : {
                "en" : {
                  "stringUnit" : { "state" : "translated", "value" : "%#@loop@" },
                  "substitutions" : {
                    "loop" : { "argNum" : 1, "formatSpecifier" : "lld", "variations" : { "plural" : {
                      "one" : { "stringUnit" : { "state" : "translated", "value" : "%arg loop %#@loop@" } },
                      "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg loops %#@loop@" } }
                    } } }
                  }
                }
              }
            }
          },
          "version" : "1.0"
        }
        """])
        catalogs = try CatalogSet.load(from: folder.path)
    }

    @Test func aKeyWithoutASourceValueIsItsOwnTextInTheDevelopmentLanguage() {
        let resolution = catalogs.resolve("Show Completed", locale: "en")
        #expect(resolution.text == "Show Completed")
        #expect(resolution.status == .found)
        #expect(resolution.source?.format == .xcstrings)
        #expect(catalogs.resolve("Show Completed", locale: "pl").text == "Pokaż ukończone")
    }

    @Test func aKeyWithNoValueAtAllFallsBackToItselfInOtherLanguages() {
        #expect(catalogs.resolve("Never translated", locale: "en").status == .found)
        let polish = catalogs.resolve("Never translated", locale: "pl")
        #expect(polish.text == "Never translated")
        #expect(polish.status == .fellBack)
        #expect(polish.source?.locale == "en")
    }

    @Test func aKeyMarkedNotToTranslateIsFoundInEveryLanguage() {
        let name = catalogs.resolve("Customize Search Engine", locale: "pl")
        #expect(name.text == "Customize Search Engine")
        #expect(name.status == .found)
        let version = catalogs.resolve("%@ (%@)", locale: "pl", arguments: [.string("4.0"), .string("100")])
        #expect(version.text == "4.0 (100)")
        #expect(version.status == .found)
        #expect(version.source?.locale == "en")
    }

    @Test func aKeyNoCatalogHasIsStillMissing() {
        #expect(catalogs.resolve("settings.title", locale: "en").status == .missing)
    }

    @Test func aNestedKeyInsideAKeyNoCatalogHasIsLookedUpInTheRequestedLanguage() {
        let date = "5.03.2020"
        let renewal: LocalizedStringKey = "Renews to \(date)"
        let resolution = catalogs.resolve("%@", locale: "pl", arguments: [.localized(renewal)])
        #expect(resolution.text == "Odnawia się do 5.03.2020")
        #expect(resolution.status == .missing)
    }

    @Test func aNestedKeyWithoutCatalogsIsFilledWithItsArguments() {
        let date = "March 5"
        let renewal: LocalizedStringKey = "Renews to \(date)"
        #expect(StringFormatter(locale: "de").format("%@", [.localized(renewal)]).text == "Renews to March 5")
    }

    @Test func aVariableWhoseFormsReferToItselfEndsWithOneMismatch() {
        let resolution = catalogs.resolve("%lld loops", locale: "en", arguments: [.int(2)])
        #expect(resolution.mismatches.filter { $0 == .recursiveVariable("loop") }.count == 1)
        // The loop is cut where the variable meets itself: its own expansion, once.
        #expect(resolution.text == "2 loops ")
    }
}
