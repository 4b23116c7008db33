/// A `.strings` file: its entries in file order, duplicates included, and how it was encoded.
public struct StringsFile: Hashable, Sendable {
    /// The encoding the file was stored in.
    public var encoding: DetectedEncoding
    /// The entries in the order they appear; a key written twice appears twice (lint reports it).
    public var entries: [StringsEntry]
    /// The first line of each comment that sits above no entry (a file header, a comment trailing
    /// an entry or the file): `StringsWriter` keeps only entries' comments, so these would be lost.
    public var detachedCommentLines: [Int]

    /// Creates a file model.
    public init(
        encoding: DetectedEncoding = DetectedEncoding(.utf8, byteOrderMark: false), entries: [StringsEntry],
        detachedCommentLines: [Int] = []
    ) {
        self.encoding = encoding
        self.entries = entries
        self.detachedCommentLines = detachedCommentLines
    }

    /// Parses the bytes of a `.strings` file; `file` names it in errors.
    public static func parse(
        _ bytes: [UInt8], file: String = "<input>", limits: CatalogLimits = .default
    ) throws(CatalogError) -> StringsFile {
        try CatalogFileReader.checkSize(bytes.count, file: file, limits: limits)
        let text = try TextDecoder.decode(bytes, file: file)
        let (entries, detached) = try text.utf8.withUnsafeBufferPointer { buffer throws(CatalogError) in
            var parser = StringsParser(bytes: buffer, file: file)
            return (try parser.parse(), parser.detachedCommentLines)
        }
        return StringsFile(encoding: text.encoding, entries: entries, detachedCommentLines: detached)
    }

    /// Reads and parses the `.strings` file at `path`, within `boundary` (see `CatalogFileReader.read(_:within:limits:)`).
    public static func read(contentsOf path: String, within boundary: FolderBoundary? = nil, limits: CatalogLimits = .default) throws(CatalogError) -> StringsFile {
        try parse(CatalogFileReader.read(path, within: boundary, limits: limits), file: path, limits: limits)
    }

    /// The value of the last entry with `key` (the one Foundation keeps), or nil.
    public func value(forKey key: String) -> String? {
        entries.last { $0.key == key }?.value
    }
}

/// One `key = value;` line of a `.strings` file, with its comment and where it was written.
public struct StringsEntry: Hashable, Sendable {
    /// The key, with escapes decoded.
    public var key: String
    /// The value, with escapes decoded. For the `"key";` shorthand it equals the key.
    public var value: String
    /// The comment written right above the entry (`/* … */` or a block of `//` lines), trimmed.
    public var comment: String?
    /// Where the key starts (its opening quote when quoted).
    public var keyPosition: TextPosition
    /// Where the value starts (its opening quote when quoted; the key's position for the shorthand).
    public var valuePosition: TextPosition

    /// Creates an entry; positions default to the start of the file for entries built in code.
    public init(
        key: String, value: String, comment: String? = nil,
        keyPosition: TextPosition = .start, valuePosition: TextPosition = .start
    ) {
        self.key = key
        self.value = value
        self.comment = comment
        self.keyPosition = keyPosition
        self.valuePosition = valuePosition
    }
}
