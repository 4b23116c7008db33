/// Everything one scan found, sorted by file and position so every rendering is deterministic.
public struct ScanResult: Sendable, Hashable {
    /// The strings the code looks up.
    public var strings: [ExtractedString]
    /// What the scanner noticed: unlocalized text, unknown argument types, dynamic keys, files
    /// that do not parse.
    public var findings: [ScanFinding]
    /// How many Swift files were scanned.
    public var fileCount: Int
    /// How many lines they have in all.
    public var lineCount: Int

    /// A result; `strings` and `findings` are sorted here.
    public init(strings: [ExtractedString], findings: [ScanFinding], fileCount: Int, lineCount: Int) {
        self.strings = strings.sorted()
        self.findings = findings.sorted()
        self.fileCount = fileCount
        self.lineCount = lineCount
    }

    /// The keys used in code, grouped by table.
    public var keysByTable: [String: Set<String>] {
        strings.reduce(into: [:]) { $0[$1.table, default: []].insert($1.key) }
    }
}
