import Diagnostics
import L10n

/// The files `l10n lint --fix` changes and what it changes in them, worked out from the findings'
/// fixes and the files' bytes as read now, before anything is written.
///
/// In each file, fixes are taken in the order of their findings; one that overlaps (or touches)
/// an edit already taken is left for the next run. Every replacement must find the text it was
/// made for at its place, or the file changed since lint read it and the plan is refused. The
/// new bytes must parse again; a String Catalog is then written as Xcode writes it.
public struct FixPlan: Sendable {
    /// One file's change.
    public struct Change: Sendable {
        /// The file.
        public var path: String
        /// Its bytes as read.
        public var before: [UInt8]
        /// Its bytes with the fixes applied.
        public var after: [UInt8]
        /// The findings fixed.
        public var fixed: [Diagnostic]
    }

    /// The changes, by path.
    public private(set) var changes: [Change] = []
    /// Findings whose fix overlaps one taken in the same file: fixed by running again.
    public private(set) var skipped: [Diagnostic] = []

    /// The plan for the fixes of `diagnostics` (those without one are ignored); `read` gives a
    /// file's bytes under the run's file-access policy.
    /// - Throws: `CatalogError`: a file that cannot be read; `changedSinceRead` when a file no
    ///   longer holds what a fix replaces; `invalidSyntax`-like parse errors when a fixed file
    ///   would not parse (nothing is written then).
    public init(_ diagnostics: [Diagnostic], read: (String) throws(CatalogError) -> [UInt8]) throws(CatalogError) {
        var byFile: [String: [Diagnostic]] = [:]
        var seen: Set<Fix> = []
        for diagnostic in diagnostics {
            guard let fix = diagnostic.fix, let file = fix.replacements.first?.file else { continue }
            // One fix edits one file; two findings with the same fix are fixed once.
            guard fix.replacements.allSatisfy({ $0.file == file }) else {
                skipped.append(diagnostic)
                continue
            }
            guard seen.insert(fix).inserted else {
                byFile[file, default: []].append(diagnostic)
                continue
            }
            byFile[file, default: []].append(diagnostic)
        }
        for path in byFile.keys.sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) }) {
            let findings = byFile[path] ?? []
            let before = try read(path)
            var taken: [Replacement] = []
            var fixed: [Diagnostic] = []
            var applied: Set<Fix> = []
            for finding in findings {
                guard let fix = finding.fix else { continue }
                if applied.contains(fix) {
                    fixed.append(finding)
                    continue
                }
                guard !fix.replacements.contains(where: { replacement in taken.contains { Self.overlap($0, replacement) } }) else {
                    skipped.append(finding)
                    continue
                }
                for replacement in fix.replacements {
                    guard replacement.byteRange.upperBound <= before.count,
                          Array(before[replacement.byteRange]) == Array(replacement.deleted.utf8) else {
                        throw CatalogError(file: path, position: .init(line: replacement.start.line, column: replacement.start.column),
                                           problem: .changedSinceRead(change: "it no longer holds what lint read there"))
                    }
                }
                taken += fix.replacements
                applied.insert(fix)
                fixed.append(finding)
            }
            guard !taken.isEmpty else { continue }
            var after = before
            for replacement in taken.sorted(by: { $0.byteOffset > $1.byteOffset }) {
                after.replaceSubrange(replacement.byteRange, with: Array(replacement.inserted.utf8))
            }
            after = try Self.checked(after, path: path)
            changes.append(Change(path: path, before: before, after: after, fixed: fixed))
        }
    }

    /// How many findings the plan fixes.
    public var fixedCount: Int { changes.reduce(0) { $0 + $1.fixed.count } }

    /// Whether two edits touch: ranges that share a byte, or an insertion at either end of the other.
    static func overlap(_ lhs: Replacement, _ rhs: Replacement) -> Bool {
        let (a, b) = (lhs.byteRange, rhs.byteRange)
        if a.overlaps(b) { return true }
        if a.isEmpty || b.isEmpty { return a.lowerBound == b.lowerBound || a.lowerBound == b.upperBound || b.lowerBound == a.upperBound }
        return false
    }

    /// The fixed bytes as written: they must parse; a String Catalog in Xcode's form.
    private static func checked(_ bytes: [UInt8], path: String) throws(CatalogError) -> [UInt8] {
        if path.hasSuffix(".xcstrings") {
            let catalog = try XCStringsFile.parse(bytes, file: path)
            return catalog.encoded(trailingNewline: bytes.last == 0x0A)
        }
        if path.hasSuffix(".strings") { _ = try StringsFile.parse(bytes, file: path) }
        return bytes
    }
}
