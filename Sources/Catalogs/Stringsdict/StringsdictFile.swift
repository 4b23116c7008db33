/// A `.stringsdict` file: plural (and other) rules per key, plus the plist tree it came from.
public struct StringsdictFile: Hashable, Sendable {
    /// The top-level entries in file order.
    public var entries: [StringsdictEntry]
    /// The whole property list with positions, for checks the model does not cover.
    public var propertyList: PropertyListDocument

    /// Creates a file model.
    public init(entries: [StringsdictEntry], propertyList: PropertyListDocument) {
        self.entries = entries
        self.propertyList = propertyList
    }

    /// Repeated `<key>`s in any dictionary of the file.
    public var duplicateKeys: [DuplicateKey] { propertyList.duplicateKeys }

    /// The encoding the file was stored in.
    public var encoding: DetectedEncoding { propertyList.encoding }

    /// Parses the bytes of a `.stringsdict` file; `file` names it in errors.
    public static func parse(
        _ bytes: [UInt8], file: String = "<input>", limits: CatalogLimits = .default
    ) throws(CatalogError) -> StringsdictFile {
        let document = try PropertyListDocument.parse(bytes, file: file, limits: limits)
        return try StringsdictFile(document: document, file: file)
    }

    /// Reads and parses the `.stringsdict` file at `path`, within `boundary` (see `CatalogFileReader.read(_:within:limits:)`).
    public static func read(contentsOf path: String, within boundary: FolderBoundary? = nil, limits: CatalogLimits = .default) throws(CatalogError) -> StringsdictFile {
        try parse(CatalogFileReader.read(path, within: boundary, limits: limits), file: path, limits: limits)
    }

    /// Builds the model from a parsed property list; the root and each entry must be dictionaries.
    public init(document: PropertyListDocument, file: String) throws(CatalogError) {
        guard let members = document.root.dictionary else {
            throw CatalogError(
                file: file, position: document.root.position,
                problem: .unexpected(found: "<\(document.root.kindName)>", expected: "a <dict> of localized keys at the top level"))
        }
        var entries: [StringsdictEntry] = []
        entries.reserveCapacity(members.count)
        for member in members {
            entries.append(try StringsdictEntry(member: member, file: file))
        }
        self.init(entries: entries, propertyList: document)
    }

    /// The last entry for `key` (the one Foundation keeps), or nil.
    public func entry(forKey key: String) -> StringsdictEntry? {
        entries.last { $0.key == key }
    }
}
