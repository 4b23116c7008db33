import Diagnostics
import L10n
import ToolSupport

/// What an extraction would change in one catalog file, worked out before anything is written:
/// the old and new bytes (for a diff or for writing) and the keys that changed, so the user sees
/// what happens to translations before it happens.
public struct CatalogUpdate: Sendable, Hashable {
    /// The file to write.
    public var path: String
    /// The table it holds (its file name without the extension).
    public var table: String
    /// The file's bytes today; nil when it does not exist yet.
    public var before: [UInt8]?
    /// The file's bytes after the update.
    public var after: [UInt8]
    /// How many keys the file holds after the update.
    public var keyCount: Int
    /// Keys the file did not have, sorted.
    public var added: [String]
    /// Keys that become `stale` (xcstrings) with this update, sorted.
    public var newlyStale: [String]
    /// How many keys are `stale` after the update.
    public var staleCount: Int
    /// Keys the file keeps although no scanned code uses them (`.strings` has no stale state),
    /// sorted; for `.xcstrings`, keys left as they were because stale marking was withheld.
    public var unused: [String]
    /// Why no key was marked stale, when stale marking was withheld.
    public var staleWithheld: String?

    /// Whether writing the update changes the file.
    public var changesFile: Bool { before != after }
}

/// A catalog update that must not be written, because it would lose a translation.
public struct CatalogUpdateError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The catalog concerned.
    public var path: String
    /// What is wrong, where, and what to do.
    public var message: String

    public var description: String { "\(path):\(message)" }

    /// A key written twice in one catalog: an update keeps one entry per key, so the other
    /// entry's translations would vanish.
    static func duplicateKey(_ path: String, key: String, first: TextPosition, duplicate: TextPosition) -> CatalogUpdateError {
        CatalogUpdateError(
            path: path,
            message: "\(duplicate.line):\(duplicate.column): \(QuotedText.literal(key)) is written twice (first at "
                + "\(path):\(first.line):\(first.column)); an update would keep only one of them and lose the other's "
                + "translations, so nothing was written. Merge the two entries by hand, then extract again.")
    }
}

/// Whether an update may mark the keys the code no longer uses as `stale`: only when the scan saw
/// every source that feeds the catalog. Otherwise a key in a file that was not scanned, or did not
/// parse, would be marked stale while it is live and translated.
public enum StaleMarking: Sendable, Hashable {
    /// Keys the scanned code does not use are marked stale.
    case allowed
    /// No key is newly marked stale, for the reason given (a sentence).
    case withheld(String)

    /// The verdict for the catalog of `table`, fed by the sources `result` scanned.
    /// - Parameters:
    ///   - table: the catalog's table (its file name).
    ///   - result: the scan of the sources that feed the catalog.
    ///   - uncoveredSources: sources that feed the catalog but were not scanned (known only when
    ///     the package's targets are known), sorted.
    public static func verdict(table: String, result: ScanResult, uncoveredSources: [String] = []) -> StaleMarking {
        if let first = uncoveredSources.first {
            let more = uncoveredSources.count > 1 ? " and \(uncoveredSources.count - 1) more" : ""
            return .withheld("the scan did not cover every source of the catalog's target (\(first)\(more) not scanned), so no key was marked stale")
        }
        let broken = Set(result.findings.filter { $0.rule == ScanRule.unparsableSource.rawValue }.map(\.location.file)
            + result.unreadable.map(\.file)).sorted()
        if let first = broken.first {
            let more = broken.count > 1 ? " and \(broken.count - 1) more" : ""
            return .withheld("\(first)\(more) did not parse or could not be read, so strings in it may be missed and no key was marked stale")
        }
        let tables = Set(result.strings.map(\.table))
        guard tables.contains(table) else {
            let used = tables.sorted().map { "\"\($0)\"" }.joined(separator: ", ")
            return .withheld("the scanned sources look up no string in a table named \"\(table)\" (the table is the catalog's file name; "
                + (used.isEmpty ? "they use no table" : "they use \(used)") + "), so no key was marked stale")
        }
        return .allowed
    }
}
