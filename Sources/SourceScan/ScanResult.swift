import Diagnostics
import L10n

/// Everything one scan found, sorted by file and position so every rendering is deterministic.
public struct ScanResult: Sendable, Hashable {
    /// The strings the code looks up.
    public var strings: [ExtractedString]
    /// What the scanner noticed: unlocalized text, unknown argument types, dynamic keys, files
    /// that do not parse.
    public var findings: [Diagnostic]
    /// How many Swift files were scanned.
    public var fileCount: Int
    /// How many lines they have in all.
    public var lineCount: Int
    /// Files that could not be read at all (permissions, a FIFO or device named `.swift`), sorted by
    /// path: the scan is incomplete, so the commands fail with status 2.
    public var unreadable: [CatalogError]
    /// Literals given to initializers the scanned sources do not declare (a package's
    /// `ActionAppearance("Translate", icon: …)`): each may be a key the package looks up, so
    /// `unused-key` does not report a catalog key among them.
    public var possibleKeys: Set<String>

    /// A result; `strings` and `findings` are sorted here.
    public init(strings: [ExtractedString], findings: [Diagnostic], fileCount: Int, lineCount: Int, unreadable: [CatalogError] = [],
                possibleKeys: Set<String> = []) {
        self.possibleKeys = possibleKeys
        self.strings = strings.sortedIfNeeded()
        self.findings = findings.sortedIfNeeded()
        self.fileCount = fileCount
        self.lineCount = lineCount
        self.unreadable = unreadable.sorted { $0.file.utf8.lexicographicallyPrecedes($1.file.utf8) }
    }

    /// The keys used in code, grouped by table.
    public var keysByTable: [String: Set<String>] {
        strings.reduce(into: [:]) { $0[$1.table, default: []].insert($1.key) }
    }
}

extension Array where Element: Comparable {
    /// The elements in ascending order. A scan sorts each file's results on its own thread and
    /// joins the files in path order, so the whole is usually sorted already: checking that takes
    /// one comparison per element instead of a sort's n log n.
    func sortedIfNeeded() -> [Element] {
        for index in indices.dropFirst() where self[index] < self[index - 1] {
            return sorted()
        }
        return self
    }
}
