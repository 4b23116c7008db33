import Foundation
import SwiftParser

/// Finds every localized string in Swift sources: what `l10n extract` prints and what
/// `l10n lint --sources` checks against the catalogs.
///
/// Each file is parsed once with swift-syntax. A first pass, over all files in parallel, collects
/// their declarations (so `item.title` in one file can be typed from `struct Item` in another); a
/// second pass, also parallel, reads the call sites.
public struct SourceScanner: Sendable {
    /// Whether files are spread over all cores (the default) or scanned one after another.
    public var isParallel: Bool

    /// A scanner with the standard lookups (SwiftUI and Foundation); `parallel: false` keeps to
    /// one thread (for measuring, or inside a caller that is already parallel).
    public init(parallel: Bool = true) {
        self.isParallel = parallel
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

    /// Scans the `.swift` files at `paths` (files, or folders searched recursively).
    /// - Throws: `SourcePathError` when a path does not exist.
    public func scan(paths: [String]) throws(SourcePathError) -> ScanResult {
        let files = try SwiftFileFinder.find(paths)
        let loaded: [Loaded] = map(files) { path in
            guard let data = FileManager.default.contents(atPath: path) else { return .unreadable(path) }
            return .parsed(ParsedSource(path: path, bytes: Array(data)))
        }
        return scan(loaded)
    }

    /// Scans sources given in memory.
    public func scan(files: [SourceFile]) -> ScanResult {
        scan(map(files) { Loaded.parsed(ParsedSource(path: $0.path, bytes: $0.contents)) })
    }

    private enum Loaded: Sendable {
        case parsed(ParsedSource)
        case unreadable(String)
    }

    private func scan(_ loaded: [Loaded]) -> ScanResult {
        var sources: [ParsedSource] = []
        var findings: [ScanFinding] = []
        for item in loaded {
            switch item {
            case .parsed(let source): sources.append(source)
            case .unreadable(let path):
                findings.append(ScanFinding(rule: .unreadableFile, message: "The file could not be read.",
                                            location: .init(file: path), expression: ""))
            }
        }
        let index = map(sources) { DeclarationCollector.collect($0.tree) }
            .reduce(into: DeclarationIndex()) { $0.merge($1) }
        let perFile = map(sources) { source -> ([ExtractedString], [ScanFinding]) in
            let visitor = CallSiteVisitor(source: source, index: index)
            visitor.walk(source.tree)
            return (visitor.strings, visitor.findings + (source.parseFinding().map { [$0] } ?? []))
        }
        return ScanResult(strings: perFile.flatMap(\.0), findings: findings + perFile.flatMap(\.1),
                          fileCount: loaded.count, lineCount: sources.reduce(0) { $0 + $1.lines.lineCount })
    }

    private func map<Element: Sendable, Result: Sendable>(_ items: [Element],
                                                          _ transform: @Sendable (Element) -> Result) -> [Result] {
        isParallel ? items.parallelMap(transform) : items.map(transform)
    }
}
