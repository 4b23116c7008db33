import Diagnostics
import Foundation
import L10n
import SwiftParser
import Synchronization
import ToolSupport

/// Finds every localized string in Swift sources: what `l10n extract` prints and what
/// `l10n lint --sources` checks against the catalogs.
///
/// Each file is parsed and walked once, the files spread over `jobs` threads: the walk files the
/// declarations and reads the call sites, leaving what needs other files' declarations (so
/// `item.title` in one file can be typed from `struct Item` in another) as pending work without
/// syntax; once every file's declarations are merged, that work is done, again in parallel.
public struct SourceScanner: Sendable {
    /// How many threads scan files at once (1: one after another).
    public var jobs: Int

    /// A scanner with the standard lookups (SwiftUI and Foundation), using every core.
    public init() {
        self.jobs = ProcessInfo.processInfo.activeProcessorCount
    }

    /// A scanner that uses `jobs` threads (at least 1): 1 for measuring, or inside a caller that
    /// is already parallel.
    public init(jobs: Int) {
        self.jobs = max(jobs, 1)
    }

    /// The `.swift` files under `paths` as a scan sees them: sorted, build output and hidden
    /// folders skipped.
    /// - Throws: `SourcePathError` when a path does not exist.
    public static func swiftFiles(in paths: [String]) throws(SourcePathError) -> [String] {
        try SwiftFileFinder.find(paths)
    }

    /// Parses the files and does nothing else: the floor a scan's time is measured against.
    /// - Returns: the number of bytes parsed (so the work cannot be optimised away).
    public func parseOnly(_ files: [SourceFile]) -> Int {
        map(files) { file in
            file.contents.withUnsafeBufferPointer { Parser.parse(source: $0) }.endPosition.utf8Offset
        }.reduce(0, +)
    }

    /// Scans the `.swift` files at `paths` (files, or folders searched recursively);
    /// `progress` hears how many of how many files are walked, as each one is.
    /// `typesFrom`: sources read only for their declarations (the checkouts of the packages the
    /// code uses), so a package's `Recorder(_ title: LocalizedStringKey)` makes `Recorder("…")`
    /// a key; their own strings are not listed.
    /// - Throws: `SourcePathError` when a path does not exist.
    public func scan(paths: [String], typesFrom: [String] = [],
                     progress: (@Sendable (_ done: Int, _ total: Int) -> Void)? = nil) throws(SourcePathError) -> ScanResult {
        let found = try SwiftFileFinder.findWithBoundaries(paths)
        let files = found.map(\.path)
        let scanned = Set(files)
        let typesFound = try SwiftFileFinder.findWithBoundaries(typesFrom).filter { !scanned.contains($0.path) }
        let typeFiles = typesFound.map(\.path)
        let boundaries = Dictionary((found + typesFound).map { ($0.path, $0.boundary) }, uniquingKeysWith: { first, _ in first })
        let walked = Atomic<Int>(0)
        let total = files.count + typeFiles.count
        let loaded = map(files + typeFiles) { path -> Loaded in
            defer { progress?(walked.wrappingAdd(1, ordering: .relaxed).newValue, total) }
            // Only a regular file is read: a FIFO named `.swift` is refused, not waited on.
            let bytes: [UInt8]
            do throws(CatalogError) {
                bytes = try CatalogFileReader.read(path, within: boundaries[path] ?? nil)
            } catch {
                return .unreadable(error)
            }
            return .walked(WalkedSource(path: path, bytes: bytes))
        }
        return scan(Array(loaded[..<files.count]), declarationsFrom: Array(loaded[files.count...]))
    }

    /// Scans sources given in memory.
    public func scan(files: [SourceFile]) -> ScanResult {
        scan(map(files) { .walked(WalkedSource(path: $0.path, bytes: $0.contents)) })
    }

    /// A file after its walk, or one that could not be read.
    private enum Loaded: Sendable {
        case walked(WalkedSource)
        case unreadable(CatalogError)
    }

    private func scan(_ loaded: [Loaded], declarationsFrom others: [Loaded] = []) -> ScanResult {
        var walked: [WalkedSource] = []
        var unreadable: [CatalogError] = []
        var index = DeclarationIndex()
        for case .walked(let source) in others { index.merge(source.declarations) }
        for item in loaded {
            switch item {
            case .walked(let source):
                walked.append(source)
                index.merge(source.declarations)
            case .unreadable(let error):
                unreadable.append(error)
            }
        }
        index.resolveKeyAliases()
        let merged = index
        let perFile = map(walked) { $0.read(with: merged) }
        var possibleKeys: Set<String> = []
        for source in walked {
            for (type, values) in source.initializerLiterals where type.isEmpty || !merged.declares(TypeName(type)) {
                possibleKeys.formUnion(values)
            }
        }
        return ScanResult(strings: perFile.flatMap(\.strings), findings: perFile.flatMap(\.findings),
                          fileCount: loaded.count, lineCount: walked.reduce(0) { $0 + $1.lineCount }, unreadable: unreadable,
                          possibleKeys: possibleKeys)
    }

    private func map<Element: Sendable, Result: Sendable>(_ items: [Element],
                                                          _ transform: @Sendable (Element) -> Result) -> [Result] {
        items.parallelMap(jobs: jobs, transform)
    }
}

/// One file after the walk: its declarations, what it holds as far as the file alone tells, and
/// the work left for when every file's declarations are merged. Its tree is not kept: it is freed
/// as soon as the walk ends, on the thread that parsed it, while its memory is still in the cache.
private struct WalkedSource: Sendable {
    let declarations: DeclarationIndex
    let lineCount: Int
    private let found: FoundStrings
    private let pending: [CallSiteReader.Pending]

    /// Literals given to initializers, by type name (`FoundStrings.initializerLiterals`).
    var initializerLiterals: [String: Set<String>] { found.initializerLiterals }

    /// The file walked, or, when parsing it would take too long (`ParseBudget`), not parsed and
    /// reported as `unparsable-source`.
    init(path: String, bytes: [UInt8]) {
        // One pass over the bytes serves the budget, the lines, the marks and the ignore comments.
        let scan = ByteScan(bytes)
        let budget = ParseBudget(bytes, openBrackets: scan.openBrackets)
        guard budget.isWithinBudget else {
            let lines = LineTable(path: path, bytes: bytes, lineStarts: scan.lineStarts, continuationBytes: scan.continuationBytes)
            self.init(declarations: DeclarationIndex(), lineCount: lines.lineCount,
                      found: FoundStrings(findings: [budget.finding(path: path, lines: lines)]), pending: [])
            return
        }
        self.init(ParsedSource(path: path, bytes: bytes, scan: scan))
    }

    private init(declarations: DeclarationIndex, lineCount: Int, found: FoundStrings, pending: [CallSiteReader.Pending]) {
        self.declarations = declarations
        self.lineCount = lineCount
        self.found = found
        self.pending = pending
    }

    init(_ source: ParsedSource) {
        let walked = SourceWalker.walk(source)
        var declarations = walked.index
        declarations.addLiteralText(walked.found.literalText, localized: walked.found.localizedSlots)
        self.declarations = declarations
        lineCount = source.lines.lineCount
        var found = walked.found
        if let parseFinding = UnparsableSourceRule.finding(in: source) { found.findings.append(parseFinding) }
        self.found = found
        pending = walked.pending
    }

    /// The file's strings and findings, sorted, the pending work done with `index`.
    func read(with index: DeclarationIndex) -> (strings: [ExtractedString], findings: [Diagnostic]) {
        // A file's strings come in source order, nearly always sorted already.
        guard !pending.isEmpty else { return (found.strings.sortedIfNeeded(), found.findings.sortedIfNeeded()) }
        // The pending work adds to a list of its own: adding to `found`'s would copy it first.
        var later = FoundStrings()
        for work in pending { work(index, &later) }
        return ((found.strings + later.strings).sortedIfNeeded(), (found.findings + later.findings).sortedIfNeeded())
    }
}
