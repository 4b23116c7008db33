import ScreenKit

/// A ScreenKit localizer over a folder of catalogs: `Text("Done")` is looked up in the
/// `CatalogSet` as an app looks it up at run time, and the rendering records where the value came
/// from (found, fell back to another language, or missing) by a path relative to the folder, so
/// renderings do not depend on where the folder lies.
///
/// It looks texts up exactly as `check` does (the same lookup, `MatrixLocalizer`): a pseudo-locale
/// (`en-XA`, `ar-XB`, `en-XL`) shows the development language's text transformed, so `render`
/// draws a screen as `check` judged it.
public struct CatalogLocalizer: Localizer {
    /// The catalogs looked in.
    public let catalogs: CatalogSet
    /// The lookup `check` uses, over the same catalogs.
    private let lookup: MatrixLocalizer

    /// A localizer over `catalogs`.
    public init(catalogs: CatalogSet) {
        self.catalogs = catalogs
        lookup = MatrixLocalizer(catalogs: catalogs, developmentLanguage: catalogs.developmentLanguage, cache: LookupCache(), log: LookupLog())
    }

    /// A localizer over the catalogs in `folder` (`.lproj` folders and String Catalogs).
    public init(folder: String) throws(CatalogError) {
        self.init(catalogs: try CatalogSet.load(from: folder))
    }

    /// `key` resolved for `locale` through the catalogs' fallback chain, with its arguments; in a
    /// pseudo-locale, the development language's text transformed.
    public func localize(_ key: LocalizedStringKey, table: String, locale: LocaleIdentifier) -> LocalizedLookup {
        lookup.localize(key, table: table, locale: locale)
    }
}
