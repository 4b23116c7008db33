/// The three catalog file formats.
public enum CatalogFormat: String, Hashable, Sendable, CaseIterable, Comparable {
    /// `.strings`: key = value pairs.
    case strings
    /// `.stringsdict`: plural rules as an XML property list.
    case stringsdict
    /// `.xcstrings`: a String Catalog (JSON).
    case xcstrings

    /// The format for a file name's extension (`strings`, `stringsdict`, `xcstrings`), or nil.
    public init?(pathExtension: some StringProtocol) {
        self.init(rawValue: String(pathExtension))
    }

    /// Orders formats as listed above.
    public static func < (lhs: CatalogFormat, rhs: CatalogFormat) -> Bool {
        allCases.firstIndex(of: lhs) ?? 0 < allCases.firstIndex(of: rhs) ?? 0
    }
}

/// A catalog file found in a folder.
public struct CatalogFileReference: Hashable, Sendable, Comparable {
    /// The name of the enclosing `.lproj` folder without the extension (`pl`, `pt-BR`, `Base`, `mul`),
    /// or nil for a String Catalog that is not inside one.
    public var localeFolder: String?
    /// The table name: the file name without its extension (`Localizable`, `InfoPlist`).
    public var table: String
    /// The file's format.
    public var format: CatalogFormat
    /// The file's path: the scanned folder's path joined with the path inside it.
    public var path: String

    /// Creates a reference.
    public init(localeFolder: String?, table: String, format: CatalogFormat, path: String) {
        self.localeFolder = localeFolder
        self.table = table
        self.format = format
        self.path = path
    }

    /// Orders by path (byte order), so scans list files the same way everywhere.
    public static func < (lhs: CatalogFileReference, rhs: CatalogFileReference) -> Bool {
        lhs.path.utf8.lexicographicallyPrecedes(rhs.path.utf8)
    }
}
