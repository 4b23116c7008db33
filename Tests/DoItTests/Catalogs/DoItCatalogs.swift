import Foundation
import L10n

/// Do It's catalogs as the tests read them: every language's `.strings` and `.stringsdict` and the
/// String Catalog, from `Localizations/` of the package.
struct DoItCatalogs {
    static let languages = ["ar", "de", "en", "he", "ja", "pl"]

    /// `Localizations/` of the package, found from this file's path.
    static let root: String = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<4 { url.deleteLastPathComponent() }
        return url.appendingPathComponent("Localizations").path
    }()

    let strings: [String: StringsFile]
    let stringsdicts: [String: StringsdictFile]
    let xcstrings: XCStringsFile

    init() throws {
        var strings: [String: StringsFile] = [:]
        var stringsdicts: [String: StringsdictFile] = [:]
        for language in Self.languages {
            let folder = "\(Self.root)/\(language).lproj"
            strings[language] = try StringsFile.read(contentsOf: "\(folder)/Localizable.strings")
            stringsdicts[language] = try StringsdictFile.read(contentsOf: "\(folder)/Localizable.stringsdict")
        }
        self.strings = strings
        self.stringsdicts = stringsdicts
        xcstrings = try XCStringsFile.read(contentsOf: "\(Self.root)/xcstrings/Localizable.xcstrings")
    }

    /// The plural forms of `key` in `language`'s `.stringsdict`, by category.
    func pluralForms(_ key: String, _ language: String) -> [PluralCategory: String] {
        guard let entry = stringsdicts[language]?.entry(forKey: key), let variable = entry.variables.first else { return [:] }
        return variable.forms.mapValues(\.value)
    }
}
