/// The one written form of each catalog, so that every tool that rewrites a catalog leaves the
/// same bytes and a diff shows only what changed.
///
/// - `.xcstrings`: exactly as Xcode writes it (`JSONWriter`: key order, indentation, escaping,
///   `" : "`). Xcode ends the file without a newline; a file that ends with one (added by an editor
///   or a hook) keeps it, so formatting never fights the tool the team already runs.
/// - `.strings`: as `StringsWriter` writes it (UTF-8, entries sorted by key, each entry's comment
///   above it, a blank line between entries). A comment that belongs to no entry would be lost, so
///   such a file is refused.
public enum CatalogFormatter {
    /// The canonical bytes of a catalog whose current bytes are `bytes`.
    /// - Throws: `CatalogError` when the file does not parse; `CatalogFormatError` when it is a
    ///   `.stringsdict` (which has no canonical form here) or a `.strings` file with a comment that
    ///   belongs to no entry.
    public static func formatted(_ bytes: [UInt8], format: CatalogFormat, file: String) throws -> [UInt8] {
        switch format {
        case .xcstrings:
            let catalog = try XCStringsFile.parse(bytes, file: file)
            return catalog.encoded(trailingNewline: bytes.last == 0x0A)
        case .strings:
            let table = try StringsFile.parse(bytes, file: file)
            if let line = table.detachedCommentLines.first {
                throw CatalogFormatError(
                    file: file, line: line,
                    message: "this comment sits above no entry, and the formatted file keeps only the comments above entries; "
                        + "move it right above an entry, or delete it, then format again")
            }
            return StringsWriter().encode(table.entries)
        case .stringsdict:
            throw CatalogFormatError(file: file, line: 1, message: "a .stringsdict file has no canonical form to format to; migrate it to a String Catalog instead")
        }
    }
}

/// A catalog that cannot be formatted without losing something, with where and what to do.
public struct CatalogFormatError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file.
    public var file: String
    /// The line concerned (1-based).
    public var line: Int
    /// What is wrong and what to do.
    public var message: String

    /// Creates an error.
    public init(file: String, line: Int, message: String) {
        self.file = file
        self.line = line
        self.message = message
    }

    public var description: String { "\(file):\(line): \(message)" }
}
