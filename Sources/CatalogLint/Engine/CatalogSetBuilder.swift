import L10n

/// Groups loaded files into sets of catalogs that translate one another and picks each set's base.
enum CatalogSetBuilder {
    /// `.lproj` files grouped by the folder that holds the `.lproj` folders; every String Catalog and
    /// every file outside an `.lproj` on its own.
    static func sets(from documents: [CatalogDocument], baseLanguage: String?) -> [LintSet] {
        var groups: [String: [CatalogDocument]] = [:]
        for document in documents {
            groups[root(of: document.reference), default: []].append(document)
        }
        let catalogLanguage = documents.compactMap(\.sourceLanguage).sorted().first
        return groups.keys.sorted().compactMap { root in
            guard let members = groups[root] else { return nil }
            let base = chooseBase(members, requested: baseLanguage, catalogLanguage: catalogLanguage)
            return LintSet(root: root, base: base, documents: members)
        }
    }

    /// The set a file belongs to.
    static func root(of reference: CatalogFileReference) -> String {
        guard reference.format != .xcstrings, reference.localeFolder != nil else { return reference.path }
        return LintSet.parentFolder(of: LintSet.parentFolder(of: reference.path))
    }

    /// The base: `--base`, else the String Catalog's `sourceLanguage`, else `en`, else `Base`.
    static func chooseBase(_ documents: [CatalogDocument], requested: String?, catalogLanguage: String?) -> LintLocale? {
        if let single = documents.first, documents.count == 1, single.reference.format == .xcstrings {
            guard let language = requested ?? single.sourceLanguage else { return nil }
            return LintLocale(language)
        }
        let written = Set(documents.compactMap(\.reference.localeFolder))
        let locales = written.map(LintLocale.init).sorted()
        for candidate in [requested, catalogLanguage, "en", "Base"].compactMap({ $0 }) {
            let wanted = LintLocale(candidate)
            if let exact = locales.first(where: { $0.written == candidate }) { return exact }
            if let same = locales.first(where: { $0.identifier != nil && $0.identifier == wanted.identifier }) { return same }
        }
        return nil
    }
}
