import L10n

/// All units of one locale in one table: `pl.lproj/Localizable.strings` and
/// `pl.lproj/Localizable.stringsdict` together (Foundation merges them, the `.stringsdict` winning),
/// or one language of a String Catalog.
struct LocaleTable: Sendable {
    /// The locale.
    var locale: LintLocale
    /// The table name (`Localizable`, `InfoPlist`).
    var name: String
    /// The files that make up the table, by format.
    var files: [CatalogFormat: String]
    /// Every unit in file order (repeated keys included).
    var units: [TranslationUnit]

    /// The file a finding about the whole table points at: the `.strings` file, else the other one.
    var primaryFile: String {
        files[.strings] ?? files[.xcstrings] ?? files[.stringsdict] ?? ""
    }

    /// Whether the table comes from a String Catalog.
    var isStringCatalog: Bool { files[.xcstrings] != nil }

    /// The tables of readable `documents`, by locale as written then table name. The documents'
    /// units are taken over rather than copied when a table has only one file.
    static func tables(from documents: [CatalogDocument]) -> [LocaleTable] {
        var grouped: [TableKey: (files: [CatalogFormat: String], units: [TranslationUnit])] = [:]
        for document in documents where document.error == nil {
            for (written, units) in document.units {
                let key = TableKey(locale: written, table: document.reference.table)
                if grouped[key] == nil {
                    grouped[key] = ([document.reference.format: document.path], units)
                } else {
                    grouped[key]?.files[document.reference.format] = document.path
                    grouped[key]?.units += units
                }
            }
        }
        return grouped.keys.sorted().compactMap { key in
            grouped[key].map { LocaleTable(locale: LintLocale(key.locale), name: key.table, files: $0.files, units: $0.units) }
        }
    }
}

private struct TableKey: Hashable, Comparable {
    var locale: String
    var table: String

    static func < (lhs: TableKey, rhs: TableKey) -> Bool {
        (lhs.locale, lhs.table) < (rhs.locale, rhs.table)
    }
}
