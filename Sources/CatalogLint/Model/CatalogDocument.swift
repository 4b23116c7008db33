import L10n

/// One catalog file as lint loaded it: its units per locale, or the reason it could not be read,
/// plus what the file-level rules need (encoding, repeated keys, the parsed model).
struct CatalogDocument: Sendable {
    /// Which file, its format, table and `.lproj` folder.
    var reference: CatalogFileReference
    /// Why the file could not be read; nil when it was.
    var error: CatalogError?
    /// The encoding the file was stored in, when it could be decoded.
    var encoding: DetectedEncoding?
    /// Keys written twice in one table or dictionary.
    var duplicates: [RepeatedKey] = []
    /// The units by locale as written (one locale for `.lproj` files, every language for String Catalogs).
    var units: [String: [TranslationUnit]] = [:]
    /// The String Catalog's development language, for `.xcstrings` files.
    var sourceLanguage: String?
    /// The String Catalog as parsed, for the checks of its own structure (`xcstrings-invalid`).
    var stringCatalog: XCStringsFile?
    /// The indexes in `stringCatalog.strings` of the entries `xcstrings-invalid` must walk (an unknown
    /// extraction state, variations, substitutions, an unusual state or a `#`), found while loading;
    /// nil when not worked out, so that every entry is walked.
    var stringCatalogEntriesToCheck: [Int]?

    /// The file's path.
    var path: String { reference.path }
}

/// A key written a second time where it must be unique.
struct RepeatedKey: Sendable, Hashable {
    /// The key.
    var key: String
    /// Where it was first written.
    var first: TextPosition
    /// Where it was written again.
    var repeated: TextPosition
    /// Whether the two values differ (nil when unknown, as for nested property-list keys).
    var valuesDiffer: Bool?
}
