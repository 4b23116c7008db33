import Foundation
import L10n

/// Works out every file an extraction writes, before any is written: each existing catalog is
/// read and checked first, so a refusal (a duplicated key, a file that does not parse) leaves
/// every table as it was, and the caller writes the whole set at once (`FileSetWriter`) or shows
/// it as a diff.
public enum CatalogUpdatePlanner {
    /// The String Catalogs at `output` updated with `result`: `output` is a `.xcstrings` file (its
    /// table is its file name) or a folder with one `TABLE.xcstrings` per table the code uses.
    /// - Parameters:
    ///   - result: what the scan found.
    ///   - output: a `.xcstrings` file or a folder of them.
    ///   - sourceLanguage: the development language, for catalogs written new.
    ///   - staleMarking: whether keys the code no longer uses may be marked stale, per table;
    ///     `StaleMarking.verdict` by default.
    /// - Throws: `CatalogUpdateError` for a catalog that holds a key twice; `CatalogError` for one
    ///   that cannot be read or does not parse.
    public static func xcstrings(
        _ result: ScanResult, output: String, sourceLanguage: String,
        staleMarking: (String) -> StaleMarking = { _ in .allowed }
    ) throws -> [CatalogUpdate] {
        try xcstrings(result, catalogs: targets(result, output: output, fileExtension: "xcstrings").map(\.path),
                      sourceLanguage: sourceLanguage, staleMarking: staleMarking)
    }

    /// The String Catalogs at `catalogs` (each one's table is its file name) updated with `result`.
    /// - Throws: as `xcstrings(_:output:sourceLanguage:staleMarking:)`.
    public static func xcstrings(
        _ result: ScanResult, catalogs: [String], sourceLanguage: String,
        staleMarking: (String) -> StaleMarking = { _ in .allowed }
    ) throws -> [CatalogUpdate] {
        try catalogs.map { (table: table(ofFile: $0, fileExtension: "xcstrings"), path: $0) }.map { target in
            let before = try existingBytes(target.path)
            let existing = try before.map { bytes throws in try XCStringsFile.parse(bytes, file: target.path) }
            if let duplicate = existing?.duplicateKeys.first {
                throw CatalogUpdateError.duplicateKey(target.path, key: duplicate.key, first: duplicate.first,
                                                      duplicate: duplicate.duplicate)
            }
            let verdict = staleMarking(target.table)
            let updated = CatalogExport.updatedCatalog(existing, with: result.strings, table: target.table,
                                                       sourceLanguage: sourceLanguage, marksStale: verdict == .allowed)
            let oldStates = Dictionary((existing?.strings ?? []).map { ($0.key, $0.extractionState) }, uniquingKeysWith: { $1 })
            let used = Set(result.strings.lazy.filter { $0.table == target.table }.map(\.key))
            let stale = updated.strings.filter { $0.extractionState == CatalogExport.stale }
            var withheld: String?
            if case .withheld(let reason) = verdict { withheld = reason }
            return CatalogUpdate(
                path: target.path, table: target.table, before: before, after: updated.encoded(),
                keyCount: updated.strings.count,
                added: updated.strings.map(\.key).filter { oldStates[$0] == nil }.sortedByBytes(),
                newlyStale: stale.map(\.key).filter { oldStates[$0] != nil && oldStates[$0] != CatalogExport.stale }.sortedByBytes(),
                staleCount: stale.count,
                unused: withheld == nil ? [] : updated.strings.map(\.key).filter { !used.contains($0) }.sortedByBytes(),
                staleWithheld: withheld)
        }
    }

    /// Development-language `.strings` tables in the folder `output`, one per table the code uses,
    /// merged into the files already there: their keys, values and comments are kept, the code's
    /// new keys are added, and keys the code no longer uses are kept and listed in `unused`.
    /// - Throws: `CatalogUpdateError` for a file that holds a key twice; `CatalogError` for one
    ///   that cannot be read or does not parse.
    public static func strings(_ result: ScanResult, output: String) throws -> [CatalogUpdate] {
        try targets(result, output: output, fileExtension: "strings").map { target in
            let before = try existingBytes(target.path)
            let existing = try before.map { bytes throws in try StringsFile.parse(bytes, file: target.path) }
            var entries = existing?.entries ?? []
            var seen: [String: TextPosition] = [:]
            for entry in entries {
                if let first = seen[entry.key] {
                    throw CatalogUpdateError.duplicateKey(target.path, key: entry.key, first: first, duplicate: entry.keyPosition)
                }
                seen[entry.key] = entry.keyPosition
            }
            let found = CatalogExport.stringsEntries(result.strings, table: target.table)
            let added = found.filter { seen[$0.key] == nil }
            entries += added
            let used = Set(found.map(\.key))
            return CatalogUpdate(
                path: target.path, table: target.table, before: before, after: StringsWriter().encode(entries),
                keyCount: entries.count, added: added.map(\.key).sortedByBytes(), newlyStale: [], staleCount: 0,
                unused: seen.keys.filter { !used.contains($0) }.sortedByBytes(), staleWithheld: nil)
        }
    }

    /// The files to write: `output` itself when it names a file of the format, else one per table
    /// the code uses in the folder `output`.
    private static func targets(_ result: ScanResult, output: String, fileExtension: String) -> [(table: String, path: String)] {
        let suffix = "." + fileExtension
        if output.hasSuffix(suffix) { return [(table(ofFile: output, fileExtension: fileExtension), output)] }
        let folder = output.hasSuffix("/") ? String(output.dropLast()) : output
        return CatalogExport.tables(result.strings).map { ($0, folder + "/" + $0 + suffix) }
    }

    /// A catalog's table: its file name without the extension.
    private static func table(ofFile path: String, fileExtension: String) -> String {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        return name.hasSuffix("." + fileExtension) ? String(name.dropLast(fileExtension.count + 1)) : name
    }

    /// The bytes of the file at `path`, or nil when there is none. What the update could not
    /// replace (a link, a FIFO, a folder) is refused here already, so a dry run reads and shows
    /// nothing the real run would refuse.
    static func existingBytes(_ path: String) throws(CatalogError) -> [UInt8]? {
        guard FileKind.of(linkAt: path) != nil else { return nil }
        try AtomicFileWriter.requireRegularOrAbsent(path)
        return try CatalogFileReader.read(path)
    }
}

extension Array where Element == String {
    /// Sorted by UTF-8 bytes, the order catalogs are written in.
    func sortedByBytes() -> [String] {
        sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    }
}
