import Catalogs

/// One language's file of an `.lproj` table, read in its format.
enum TableFile {
    /// A `.strings` table.
    case strings(StringsFile)
    /// A `.stringsdict` table.
    case stringsdict(StringsdictFile)

    /// Reads the table file `reference` names (a `.strings` or `.stringsdict` file).
    static func read(_ reference: CatalogFileReference) throws(CatalogError) -> TableFile {
        reference.format == .stringsdict
            ? .stringsdict(try StringsdictFile.read(contentsOf: reference.path))
            : .strings(try StringsFile.read(contentsOf: reference.path))
    }
}
