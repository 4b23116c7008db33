/// An app's localizations as found in a folder: `<lang>.lproj/<Table>.strings|.stringsdict` and
/// `.xcstrings` String Catalogs. Files that cannot be read are kept as `loadErrors` (lookup goes on
/// without them) so a broken translation never hides the rest.
public struct CatalogSet: Sendable {
    /// The folder it was loaded from.
    public let root: String
    /// The language lookups finally fall back to: `sourceLanguage` of a String Catalog, else `en`.
    public let developmentLanguage: LocaleIdentifier
    /// Tables read from `.lproj` folders, by table name and locale.
    let lprojTables: [String: [LocaleIdentifier: LprojTable]]
    /// String Catalogs, by table name.
    let stringCatalogs: [String: LoadedStringCatalog]
    /// Files that could not be read, in path order.
    public let loadErrors: [CatalogError]
    /// `.lproj` folders whose name is not a locale, in path order.
    public let unrecognizedFolders: [String]

    /// Loads every catalog under `folder`. `developmentLanguage` overrides what the catalogs say.
    public static func load(from folder: String, developmentLanguage: LocaleIdentifier? = nil) throws(CatalogError) -> CatalogSet {
        let scan = try CatalogDirectoryScanner.scan(folder)
        var tables: [String: [LocaleIdentifier: LprojTable]] = [:]
        var catalogs: [String: LoadedStringCatalog] = [:]
        var errors = scan.unreadable
        var unrecognized: [String] = []
        for file in scan.files {
            do throws(CatalogError) {
                switch file.format {
                case .xcstrings:
                    catalogs[file.table] = LoadedStringCatalog(path: file.path, file: try XCStringsFile.read(contentsOf: file.path, within: scan.boundary))
                case .strings, .stringsdict:
                    guard let folderName = file.localeFolder, let locale = try? LocaleIdentifier.parse(folderName) else {
                        unrecognized.append(file.path)
                        continue
                    }
                    var table = tables[file.table]?[locale] ?? LprojTable()
                    if file.format == .strings {
                        table.strings = try StringsFile.read(contentsOf: file.path, within: scan.boundary)
                        table.stringsPath = file.path
                    } else {
                        table.stringsdict = try StringsdictFile.read(contentsOf: file.path, within: scan.boundary)
                        table.stringsdictPath = file.path
                    }
                    tables[file.table, default: [:]][locale] = table
                }
            } catch {
                errors.append(error)
            }
        }
        let catalogLanguage = catalogs.keys.sorted().compactMap { catalogs[$0].flatMap { try? LocaleIdentifier.parse($0.file.sourceLanguage) } }.first
        return CatalogSet(root: folder, developmentLanguage: developmentLanguage ?? catalogLanguage ?? "en",
                          lprojTables: tables, stringCatalogs: catalogs,
                          loadErrors: errors.sorted { $0.file.utf8.lexicographicallyPrecedes($1.file.utf8) }, unrecognizedFolders: unrecognized)
    }

    /// A set of catalogs already read (not from a folder): a String Catalog for the `Localizable`
    /// table, and `.stringsdict` tables by locale. For tools and fuzzing that hold catalogs in
    /// memory; the paths are only what lookups report as a value's source.
    public static func inMemory(stringCatalog: XCStringsFile? = nil, stringsdicts: [LocaleIdentifier: StringsdictFile] = [:],
                                developmentLanguage: LocaleIdentifier = "en") -> CatalogSet {
        var tables: [LocaleIdentifier: LprojTable] = [:]
        for (locale, file) in stringsdicts {
            var table = LprojTable()
            table.stringsdict = file
            table.stringsdictPath = "\(locale.bcp47).lproj/Localizable.stringsdict"
            tables[locale] = table
        }
        return CatalogSet(root: "", developmentLanguage: developmentLanguage, lprojTables: tables.isEmpty ? [:] : ["Localizable": tables],
                          stringCatalogs: stringCatalog.map { ["Localizable": LoadedStringCatalog(path: "Localizable.xcstrings", file: $0)] } ?? [:],
                          loadErrors: [], unrecognizedFolders: [])
    }

    /// Every locale some table has, sorted (Base excluded).
    public var locales: [LocaleIdentifier] {
        var found = Set<LocaleIdentifier>()
        for table in lprojTables.values { found.formUnion(table.keys) }
        for catalog in stringCatalogs.values {
            for entry in catalog.file.strings {
                for localization in entry.localizations {
                    if let locale = try? LocaleIdentifier.parse(localization.language) { found.insert(locale) }
                }
            }
        }
        found.remove(.base)
        return found.sorted()
    }

    /// Every table name, sorted.
    public var tableNames: [String] { Set(lprojTables.keys).union(stringCatalogs.keys).sorted() }

    /// The keys of a table in the development language (what the app's code may look up).
    public func keys(inTable table: String = "Localizable") -> [String] {
        var keys = Set<String>()
        if let development = lprojTables[table]?[developmentLanguage] ?? lprojTables[table]?[.base] {
            keys.formUnion(development.strings?.entries.map(\.key) ?? [])
            keys.formUnion(development.stringsdict?.entries.map(\.key) ?? [])
        }
        keys.formUnion(stringCatalogs[table]?.file.strings.map(\.key) ?? [])
        return keys.sorted()
    }
}

/// One `.lproj` table: its `.strings` and `.stringsdict`, either of which may be absent, indexed by
/// key (the last of duplicate keys wins, as in Foundation).
struct LprojTable: Sendable {
    var strings: StringsFile? {
        didSet { stringsIndex = Dictionary(strings?.entries.map { ($0.key, $0) } ?? [], uniquingKeysWith: { _, last in last }) }
    }
    var stringsPath: String?
    var stringsdict: StringsdictFile? {
        didSet { stringsdictIndex = Dictionary(stringsdict?.entries.map { ($0.key, $0) } ?? [], uniquingKeysWith: { _, last in last }) }
    }
    var stringsdictPath: String?
    private(set) var stringsIndex: [String: StringsEntry] = [:]
    private(set) var stringsdictIndex: [String: StringsdictEntry] = [:]
}

/// A String Catalog and where it was read from, indexed by key.
struct LoadedStringCatalog: Sendable {
    var path: String
    var file: XCStringsFile
    let index: [String: XCStringsEntry]

    init(path: String, file: XCStringsFile) {
        self.path = path
        self.file = file
        index = Dictionary(file.strings.map { ($0.key, $0) }, uniquingKeysWith: { _, last in last })
    }
}
