import Diagnostics
import L10n

/// The keys of the development-language catalog under some paths, by table, each with where it
/// is defined: what `SourceLint` compares the code's lookups with.
public enum BaseCatalogKeys {
    /// Reads `<base>.lproj/*.strings` and `*.stringsdict` (base: `baseLanguage`, else `en`, else
    /// `Base`) and the keys of every `.xcstrings` (its table is the file's name).
    /// - Throws: `CatalogError` for a path that cannot be read or a catalog that does not parse.
    public static func load(paths: [String], baseLanguage: String?) throws(CatalogError) -> [String: [String: SourceLocation]] {
        try read(paths: paths, baseLanguage: baseLanguage).keys
    }

    /// The base catalog's keys by table, and the keys a String Catalog marks `stale` or `manual`
    /// (`SourceLint.diagnostics`' `leftAlone`).
    public struct Catalog: Sendable {
        /// Every key by table, with where it is defined.
        public var keys: [String: [String: SourceLocation]] = [:]
        /// Keys by table that Xcode's own state sets aside: found unused already, or kept by hand.
        public var leftAlone: [String: Set<String>] = [:]
    }

    /// Reads the keys as `load` does, with the String Catalogs' extraction states.
    /// - Throws: `CatalogError` for a path that cannot be read or a catalog that does not parse.
    public static func read(paths: [String], baseLanguage: String?) throws(CatalogError) -> Catalog {
        var files: [(file: CatalogFileReference, boundary: FolderBoundary?)] = []
        for path in paths {
            let scan = try CatalogDirectoryScanner.scan(path)
            files += scan.files.map { (file: $0, boundary: scan.boundary) }
        }
        let folders = Set(files.compactMap(\.file.localeFolder))
        let base = baseLanguage ?? (folders.contains("en") ? "en" : "Base")
        var keys: [String: [String: SourceLocation]] = [:]
        var leftAlone: [String: Set<String>] = [:]
        for (file, boundary) in files {
            switch file.format {
            case .xcstrings:
                for entry in try XCStringsFile.read(contentsOf: file.path, within: boundary).strings {
                    keys[file.table, default: [:]][entry.key] = location(file.path, entry.position)
                    if entry.extractionState == "stale" || entry.extractionState == "manual" {
                        leftAlone[file.table, default: []].insert(entry.key)
                    }
                }
            case .strings where file.localeFolder == base:
                for entry in try StringsFile.read(contentsOf: file.path, within: boundary).entries {
                    keys[file.table, default: [:]][entry.key] = location(file.path, entry.keyPosition)
                }
            case .stringsdict where file.localeFolder == base:
                for entry in try StringsdictFile.read(contentsOf: file.path, within: boundary).entries {
                    keys[file.table, default: [:]][entry.key] = location(file.path, entry.keyPosition)
                }
            default:
                continue
            }
        }
        return Catalog(keys: keys, leftAlone: leftAlone)
    }

    private static func location(_ file: String, _ position: TextPosition) -> SourceLocation {
        SourceLocation(file: file, line: position.line, column: position.column)
    }
}
