import L10n

/// Catalogs that translate one another: the `.lproj` folders side by side in one folder, or one
/// String Catalog with all its languages. Only the files are listed here; their contents are read
/// locale by locale, so a large set never has to be held in memory at once.
struct LintSet: Sendable {
    /// The folder holding the `.lproj` folders, or the String Catalog's path.
    var root: String
    /// The development language, when the set has it.
    var base: LintLocale?
    /// The files of the set, sorted by path.
    var files: [CatalogFileReference]
    /// The folder given that holds the set, within which its files and base sources are read;
    /// nil for the set's own root (see `readBoundary`).
    var boundary: FolderBoundary? = nil

    /// Where the set's files may be read: the folder given, or the set's root.
    var readBoundary: FolderBoundary { boundary ?? FolderBoundary(root) }

    /// Whether the set is made of `.lproj` folders (rather than a String Catalog).
    var isLprojSet: Bool { files.contains { $0.localeFolder != nil && $0.format != .xcstrings } }

    /// The `.lproj` folder of each locale (as written), for findings about a whole locale.
    var localeFolders: [String: String] {
        var folders: [String: String] = [:]
        for file in files {
            guard let locale = file.localeFolder else { continue }
            folders[locale] = folders[locale] ?? Self.parentFolder(of: file.path)
        }
        return folders
    }

    /// Whether `table` holds base text rather than a translation (see `isBaseLike`).
    func isBase(_ table: LocaleTable) -> Bool {
        isBaseLike(table.locale)
    }

    /// Whether `locale` holds base text rather than a translation: the set's base, `Base` (where
    /// storyboards and XIBs live) or `mul` (strings shared by every language). None of them is
    /// compared with the base as a translation.
    func isBaseLike(_ locale: LintLocale) -> Bool {
        guard let base else { return false }
        return locale.written == base.written || (isLprojSet && (locale.isBase || locale.identifier?.language == "mul"))
    }
}

extension LintSet {
    /// `a/b/c` → `a/b`; `c` → `.`.
    static func parentFolder(of path: String) -> String {
        // Found in the UTF-8, as the file system splits paths.
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }
}
