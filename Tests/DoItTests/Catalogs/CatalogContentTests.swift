import Foundation
import L10n
import Testing

/// The catalogs are complete and correct in every language: same keys, matching placeholders,
/// exactly the plural forms CLDR defines, a comment on every entry.
@Suite struct CatalogContentTests {
    let catalogs: DoItCatalogs

    init() throws {
        catalogs = try DoItCatalogs()
    }

    private var englishKeys: [String] { catalogs.strings["en"]?.entries.map(\.key) ?? [] }
    private var pluralKeys: [String] { catalogs.stringsdicts["en"]?.entries.map(\.key) ?? [] }

    @Test(arguments: DoItCatalogs.languages)
    func everyLanguageHasExactlyTheEnglishKeysOnce(language: String) throws {
        let entries = try #require(catalogs.strings[language]).entries
        #expect(entries.map(\.key) == englishKeys)
        #expect(Set(entries.map(\.key)).count == entries.count, "duplicate keys in \(language)")
        let plurals = try #require(catalogs.stringsdicts[language]).entries
        #expect(plurals.map(\.key) == pluralKeys)
    }

    @Test func englishValuesAreTheirKeys() throws {
        for entry in try #require(catalogs.strings["en"]).entries {
            #expect(entry.value == entry.key)
        }
    }

    @Test(arguments: DoItCatalogs.languages)
    func valuesTakeTheArgumentsOfTheirKeys(language: String) throws {
        for entry in try #require(catalogs.strings[language]).entries {
            let expected = FormatString(entry.key).arguments.map(\.type)
            #expect(FormatString(entry.value).arguments.map(\.type) == expected, "\(language): \(entry.key) = \(entry.value)")
        }
    }

    @Test(arguments: DoItCatalogs.languages)
    func pluralFormsAreExactlyTheLanguagesCLDRCategories(language: String) throws {
        let rules = try PluralRules(locale: LocaleIdentifier(language))
        for key in pluralKeys {
            let forms = catalogs.pluralForms(key, language)
            #expect(forms.keys.sorted() == rules.categories.sorted(), "\(language): \(key)")
            for (category, form) in forms {
                // A form may spell the number out ("مهمة واحدة"), but any placeholder is the count.
                let types = FormatString(form).arguments.map(\.type)
                #expect(types.allSatisfy { $0 == .int64 }, "\(language) \(key) [\(category)]: \(form)")
            }
            let other = try #require(forms[.other])
            #expect(FormatString(other).arguments.count == 1, "\(language) \(key): 'other' must show the count")
        }
    }

    @Test(arguments: ["he"])
    func hebrewUsesICU72sCategoriesOneTwoOther(language: String) throws {
        for key in pluralKeys {
            #expect(catalogs.pluralForms(key, language).keys.sorted() == [.one, .two, .other])
        }
    }

    @Test func everyEntryHasACommentSayingWhereItIsUsed() throws {
        for entry in try #require(catalogs.strings["en"]).entries {
            #expect(!(entry.comment ?? "").isEmpty, "\(entry.key) has no comment")
        }
        for entry in catalogs.xcstrings.strings {
            #expect(!(entry.comment ?? "").isEmpty, "\(entry.key) has no comment in the String Catalog")
        }
    }
}
