import Foundation

/// Finds every localized string in Swift sources: what `l10n extract` prints and what
/// `l10n lint --sources` checks against the catalogs.
///
/// Each file is parsed once with swift-syntax. A first pass, over all files in parallel, collects
/// their declarations (so `item.title` in one file can be typed from `struct Item` in another); a
/// second pass, also parallel, reads the call sites.
public struct SourceScanner: Sendable {
    /// A scanner with the standard lookups (SwiftUI and Foundation).
    public init() {}

    /// Scans the `.swift` files at `paths` (files, or folders searched recursively).
    /// - Throws: `SourcePathError` when a path does not exist.
    public func scan(paths: [String]) throws(SourcePathError) -> ScanResult {
        let files = try SwiftFileFinder.find(paths)
        let loaded: [Loaded] = files.parallelMap { path in
            guard let data = FileManager.default.contents(atPath: path) else { return .unreadable(path) }
            return .parsed(ParsedSource(path: path, bytes: Array(data)))
        }
        return scan(loaded)
    }

    /// Scans sources given in memory.
    public func scan(files: [SourceFile]) -> ScanResult {
        scan(files.parallelMap { Loaded.parsed(ParsedSource(path: $0.path, bytes: $0.contents)) })
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
        let index = sources.parallelMap { DeclarationCollector.collect($0.tree) }
            .reduce(into: DeclarationIndex()) { $0.merge($1) }
        let perFile = sources.parallelMap { source -> ([ExtractedString], [ScanFinding]) in
            let visitor = CallSiteVisitor(source: source, index: index)
            visitor.walk(source.tree)
            return (visitor.strings, visitor.findings + (source.parseFinding().map { [$0] } ?? []))
        }
        return ScanResult(strings: perFile.flatMap(\.0), findings: findings + perFile.flatMap(\.1),
                          fileCount: loaded.count, lineCount: sources.reduce(0) { $0 + $1.lines.lineCount })
    }
}
