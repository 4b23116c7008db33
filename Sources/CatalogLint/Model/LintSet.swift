import L10n

/// Catalogs that translate one another: the `.lproj` folders side by side in one folder, or one
/// String Catalog with all its languages. Cross-locale rules compare each table with the base's.
struct LintSet: Sendable {
    /// The folder holding the `.lproj` folders, or the String Catalog's path.
    var root: String
    /// The development language, when the set has it.
    var base: LintLocale?
    /// The files of the set.
    var documents: [CatalogDocument]
    /// Every locale's tables, sorted by locale then table.
    var tables: [LocaleTable]
    /// The base's tables by name.
    var baseTables: [String: LocaleTable]

    init(root: String, base: LintLocale?, documents: [CatalogDocument]) {
        self.root = root
        self.base = base
        self.documents = documents
        var grouped: [TableKey: (files: [CatalogFormat: String], units: [TranslationUnit])] = [:]
        for document in documents where document.error == nil {
            for (written, units) in document.units {
                let key = TableKey(locale: written, table: document.reference.table)
                grouped[key, default: ([:], [])].files[document.reference.format] = document.path
                grouped[key, default: ([:], [])].units += units
            }
        }
        tables = grouped.keys.sorted().compactMap { key in
            grouped[key].map { LocaleTable(locale: LintLocale(key.locale), name: key.table, files: $0.files, units: $0.units) }
        }
        var baseTables: [String: LocaleTable] = [:]
        if let base {
            for table in tables where table.locale.written == base.written { baseTables[table.name] = table }
        }
        self.baseTables = baseTables
    }

    /// The locales of the set, as written, sorted.
    var locales: [LintLocale] {
        Array(Set(tables.map(\.locale))).sorted()
    }

    /// The `.lproj` folder of each locale (as written), for findings about a whole locale.
    var localeFolders: [String: String] {
        var folders: [String: String] = [:]
        for document in documents {
            guard let locale = document.reference.localeFolder else { continue }
            folders[locale] = folders[locale] ?? Self.parentFolder(of: document.path)
        }
        return folders
    }

    /// Whether the set is made of `.lproj` folders (rather than a String Catalog).
    var isLprojSet: Bool { documents.contains { $0.reference.localeFolder != nil && $0.reference.format != .xcstrings } }

    /// Whether `table` is the base's own.
    func isBase(_ table: LocaleTable) -> Bool {
        table.locale.written == base?.written
    }
}

extension LintSet {
    /// `a/b/c` → `a/b`; `c` → `.`.
    static func parentFolder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }
}

private struct TableKey: Hashable, Comparable {
    var locale: String
    var table: String

    static func < (lhs: TableKey, rhs: TableKey) -> Bool {
        (lhs.locale, lhs.table) < (rhs.locale, rhs.table)
    }
}
