import Foundation
import L10n
import Testing

/// `Localizable.xcstrings` says exactly what the `.lproj` catalogs say (it is generated from them by
/// `Scripts/make-xcstrings`; this catches an edit to one side that was not carried to the other).
@Suite struct StringCatalogAgreementTests {
    let catalogs: DoItCatalogs

    init() throws {
        catalogs = try DoItCatalogs()
    }

    @Test func keysAreTheSameAndSortedAsXcodeSortsThem() throws {
        let english = try #require(catalogs.strings["en"]).entries.map(\.key)
        let plurals = try #require(catalogs.stringsdicts["en"]).entries.map(\.key)
        let keys = catalogs.xcstrings.strings.map(\.key)
        #expect(Set(keys) == Set(english + plurals))
        #expect(keys.count == english.count + plurals.count)
        #expect(keys == keys.sorted(by: XcodeKeyOrder.areInIncreasingOrder))
        #expect(catalogs.xcstrings.sourceLanguage == "en")
    }

    @Test func theFileIsFormattedAsXcodeWritesIt() throws {
        let path = "\(DoItCatalogs.root)/xcstrings/Localizable.xcstrings"
        let bytes = try #require(FileManager.default.contents(atPath: path))
        #expect(catalogs.xcstrings.encoded() == Array(bytes))
    }

    @Test(arguments: DoItCatalogs.languages)
    func stringValuesAndCommentsAgree(language: String) throws {
        for entry in try #require(catalogs.strings[language]).entries {
            let catalogEntry = try #require(catalogs.xcstrings.entry(forKey: entry.key))
            let unit = catalogEntry.localization(for: language)?.content.stringUnit
            // Xcode leaves out the development language's value where it is the key itself.
            let value = unit?.value ?? (language == "en" ? entry.key : nil)
            #expect(value == entry.value, "\(language): \(entry.key)")
            if language == "en" {
                #expect(catalogEntry.comment == entry.comment, "\(entry.key)")
            }
        }
    }

    @Test(arguments: DoItCatalogs.languages)
    func pluralVariationsAgree(language: String) throws {
        for entry in try #require(catalogs.stringsdicts[language]).entries {
            let catalogEntry = try #require(catalogs.xcstrings.entry(forKey: entry.key))
            let variations = try #require(catalogEntry.localization(for: language)?.content.variations?.plural)
            var forms: [PluralCategory: String] = [:]
            for variation in variations {
                let category = try #require(PluralCategory(rawValue: variation.name))
                forms[category] = variation.content.stringUnit?.value
            }
            #expect(forms == catalogs.pluralForms(entry.key, language), "\(language): \(entry.key)")
        }
    }
}
