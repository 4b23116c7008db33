import L10n

/// Groups the files found into sets of catalogs that translate one another and picks each set's
/// base, from the file list alone (a String Catalog's own language comes from reading it).
enum SetPlanner {
    /// The files grouped by set: `.lproj` files by the folder that holds the `.lproj` folders;
    /// every String Catalog and every file outside an `.lproj` on its own. Sorted by root.
    static func group(_ files: [CatalogFileReference]) -> [(root: String, files: [CatalogFileReference])] {
        var groups: [String: [CatalogFileReference]] = [:]
        for file in files { groups[root(of: file), default: []].append(file) }
        return groups.keys.sorted().map { root in (root, (groups[root] ?? []).sorted()) }
    }

    /// The set a file belongs to.
    static func root(of reference: CatalogFileReference) -> String {
        guard reference.format != .xcstrings, reference.localeFolder != nil else { return reference.path }
        return LintSet.parentFolder(of: LintSet.parentFolder(of: reference.path))
    }

    /// The base of a set of `.lproj` files: `--base`, else the String Catalogs' `sourceLanguage`,
    /// else `en`, else `Base`.
    static func base(of files: [CatalogFileReference], requested: String?, catalogLanguage: String?) -> LintLocale? {
        let written = Set(files.compactMap(\.localeFolder))
        let locales = written.map(LintLocale.init).sorted()
        for candidate in [requested, catalogLanguage, "en", "Base"].compactMap({ $0 }) {
            let wanted = LintLocale(candidate)
            if let exact = locales.first(where: { $0.written == candidate }) { return exact }
            if let same = locales.first(where: { $0.identifier != nil && $0.identifier == wanted.identifier }) { return same }
        }
        return nil
    }

    /// The base of a set made of one file: a String Catalog's `--base` or `sourceLanguage`; the
    /// base rules for any other single file.
    static func base(of document: CatalogDocument, requested: String?, catalogLanguage: String?) -> LintLocale? {
        if document.reference.format == .xcstrings {
            guard let language = requested ?? document.sourceLanguage else { return nil }
            return LintLocale(language)
        }
        return base(of: [document.reference], requested: requested, catalogLanguage: catalogLanguage)
    }
}
