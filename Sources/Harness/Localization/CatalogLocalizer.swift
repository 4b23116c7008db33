import ScreenKit

/// A ScreenKit localizer over a folder of catalogs: `Text("Done")` is looked up in the
/// `CatalogSet` as an app looks it up at run time, and the rendering records where the value came
/// from (found, fell back to another language, or missing) by a path relative to the folder, so
/// renderings do not depend on where the folder lies.
public struct CatalogLocalizer: Localizer {
    /// The catalogs looked in.
    public let catalogs: CatalogSet

    /// A localizer over `catalogs`.
    public init(catalogs: CatalogSet) {
        self.catalogs = catalogs
    }

    /// A localizer over the catalogs in `folder` (`.lproj` folders and String Catalogs).
    public init(folder: String) throws(CatalogError) {
        catalogs = try CatalogSet.load(from: folder)
    }

    /// `key` resolved for `locale` through the catalogs' fallback chain, with its arguments.
    public func localize(_ key: LocalizedStringKey, table: String, locale: LocaleIdentifier) -> LocalizedLookup {
        let resolution = catalogs.resolve(key.key, table: table, locale: locale, arguments: key.arguments)
        let source = resolution.source.map { relative($0.file) }
        switch resolution.status {
        case .found:
            return LocalizedLookup(text: resolution.text, outcome: .found(locale: resolution.source?.locale ?? locale, source: source))
        case .fellBack:
            return LocalizedLookup(text: resolution.text,
                                   outcome: .fellBack(locale: resolution.source?.locale ?? catalogs.developmentLanguage, source: source))
        case .missing:
            return LocalizedLookup(text: resolution.text, outcome: .missing)
        }
    }

    /// `path` relative to the catalog folder ("pl.lproj/Localizable.strings").
    private func relative(_ path: String) -> String {
        let root = catalogs.root.hasSuffix("/") ? catalogs.root : catalogs.root + "/"
        return path.hasPrefix(root) ? String(path.dropFirst(root.count)) : path
    }
}
