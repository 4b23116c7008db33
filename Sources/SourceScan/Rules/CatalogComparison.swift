import Diagnostics
import L10n

/// What `lint --sources` compares: the strings the code looks up, and the base (development-
/// language) catalog's keys. The rules that judge the code against the catalog
/// (`key-not-in-catalog`, `unused-key`) read it; it works out once what both need.
struct CatalogComparison {
    /// What the scan found.
    let scan: ScanResult
    /// The base catalog's keys by table, each with where it is defined.
    let catalogKeys: [String: [String: SourceLocation]]
    /// Keys by table `unused-key` leaves alone: marked `stale` or `manual` in a String Catalog.
    let leftAlone: [String: Set<String>]
    /// Strings looked up in a table the catalog has, but under a key it lacks.
    private(set) var missingKeys: [ExtractedString] = []
    /// Strings looked up in tables none of the catalogs defines, by table: the first, and every key.
    private(set) var missingTables: [String: (first: ExtractedString, keys: Set<String>)] = [:]
    /// Catalog keys by table that a value of unknown type finds by its shape (`%@` for `%lld`).
    private(set) var usedByShape: [String: Set<String>] = [:]

    /// Compares `scan` with `catalogKeys`.
    init(scan: ScanResult, catalogKeys: [String: [String: SourceLocation]], leftAlone: [String: Set<String>]) {
        self.scan = scan
        self.catalogKeys = catalogKeys
        self.leftAlone = leftAlone
        var shapes = PlaceholderShapes(catalogKeys)
        for string in scan.strings where catalogKeys[string.table]?[string.key] == nil {
            // A table none of the catalogs defines is one whose catalog was not given (linting
            // one table of a multi-table app): one finding for the table, not one per key.
            guard catalogKeys[string.table] != nil else {
                missingTables[string.table, default: (string, [])].keys.insert(string.key)
                continue
            }
            if !string.isKeyCertain, let matches = shapes.keys(like: string.key, in: string.table) {
                usedByShape[string.table, default: []].formUnion(matches)
                continue
            }
            missingKeys.append(string)
        }
    }
}

/// The keys of each table by their shape: the text with every placeholder written `%@`, so a key
/// built with `%@` for a value of unknown type finds the one the catalog spells `%lld`. Built for a
/// table the first time it is asked about.
private struct PlaceholderShapes {
    private let catalogKeys: [String: [String: SourceLocation]]
    private var byTable: [String: [String: Set<String>]] = [:]

    init(_ catalogKeys: [String: [String: SourceLocation]]) {
        self.catalogKeys = catalogKeys
    }

    /// The keys of `table` shaped like `key`; nil when there are none.
    mutating func keys(like key: String, in table: String) -> Set<String>? {
        if byTable[table] == nil {
            var shapes: [String: Set<String>] = [:]
            for catalogKey in catalogKeys[table]?.keys ?? [:].keys where catalogKey.contains("%") {
                shapes[Self.shape(of: catalogKey), default: []].insert(catalogKey)
            }
            byTable[table] = shapes
        }
        return byTable[table]?[Self.shape(of: key)]
    }

    static func shape(of key: String) -> String {
        FormatString(key).segments.map { segment in
            switch segment {
            case .literal(let text): text.replacingOccurrences(of: "%", with: "%%")
            case .placeholder: "%@"
            }
        }.joined()
    }
}
