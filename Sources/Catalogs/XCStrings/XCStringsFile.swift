/// A String Catalog (`.xcstrings`): every key with its comment, state and localizations.
///
/// Fields the model does not know are kept (`additionalFields` at each level) so that writing the
/// catalog back loses nothing.
public struct XCStringsFile: Hashable, Sendable {
    /// The development language, e.g. `en`.
    public var sourceLanguage: String
    /// The format version: `1.0`, `1.1` or `1.2` in catalogs seen so far.
    public var version: String?
    /// The entries of `"strings"` in file order (a repeated key appears twice).
    public var strings: [XCStringsEntry]
    /// Top-level fields other than `sourceLanguage`, `strings` and `version`.
    public var additionalFields: [JSONMember]
    /// Keys repeated within one JSON object anywhere in the file.
    public var duplicateKeys: [DuplicateKey]
    /// The encoding the file was stored in.
    public var encoding: DetectedEncoding

    /// Creates a catalog.
    public init(
        sourceLanguage: String, version: String? = "1.0", strings: [XCStringsEntry],
        additionalFields: [JSONMember] = [], duplicateKeys: [DuplicateKey] = [],
        encoding: DetectedEncoding = DetectedEncoding(.utf8, byteOrderMark: false)
    ) {
        self.sourceLanguage = sourceLanguage
        self.version = version
        self.strings = strings
        self.additionalFields = additionalFields
        self.duplicateKeys = duplicateKeys
        self.encoding = encoding
    }

    /// Parses the bytes of an `.xcstrings` file; `file` names it in errors.
    public static func parse(
        _ bytes: [UInt8], file: String = "<input>", limits: CatalogLimits = .default
    ) throws(CatalogError) -> XCStringsFile {
        let document = try JSONDocument.parse(bytes, file: file, limits: limits)
        return try XCStringsFile(document: document, file: file)
    }

    /// Reads and parses the `.xcstrings` file at `path`, within `boundary` (see `CatalogFileReader.read(_:within:limits:)`).
    public static func read(contentsOf path: String, within boundary: FolderBoundary? = nil, limits: CatalogLimits = .default) throws(CatalogError) -> XCStringsFile {
        try parse(CatalogFileReader.read(path, within: boundary, limits: limits), file: path, limits: limits)
    }

    /// Builds the catalog from parsed JSON, which must be an object with `sourceLanguage` and `strings`.
    public init(document: JSONDocument, file: String) throws(CatalogError) {
        let reader = JSONFieldReader(file: file)
        let members = try reader.members(of: document.root, as: "the String Catalog (it must be a JSON object)")
        var sourceLanguage: String?
        var version: String?
        var strings: [XCStringsEntry] = []
        var extra: [JSONMember] = []
        var sawStrings = false
        for member in members {
            switch member.key {
            case "sourceLanguage": sourceLanguage = try reader.string(member)
            case "version": version = try reader.string(member)
            case "strings":
                sawStrings = true
                let entries = try reader.members(of: member.value, as: "\"strings\"")
                strings.reserveCapacity(entries.count)
                for entry in entries {
                    strings.append(try XCStringsEntry(member: entry, reader: reader))
                }
            default: extra.append(member)
            }
        }
        guard let sourceLanguage else {
            throw CatalogError(
                file: file, position: document.root.position,
                problem: .unexpected(found: "no \"sourceLanguage\"", expected: "a \"sourceLanguage\" field in the String Catalog"))
        }
        guard sawStrings else {
            throw CatalogError(
                file: file, position: document.root.position,
                problem: .unexpected(found: "no \"strings\"", expected: "a \"strings\" object in the String Catalog"))
        }
        self.init(
            sourceLanguage: sourceLanguage, version: version, strings: strings, additionalFields: extra,
            duplicateKeys: document.duplicateKeys, encoding: document.encoding)
    }

    /// The last entry for `key`, or nil.
    public func entry(forKey key: String) -> XCStringsEntry? {
        strings.last { $0.key == key }
    }

    /// The catalog as a JSON tree, ready for `JSONWriter`.
    public var jsonNode: JSONNode {
        var object = JSONObjectBuilder()
        object.add("sourceLanguage", sourceLanguage)
        object.add("version", version)
        object.add("strings", .object(strings.map { JSONMember(key: $0.key, value: $0.jsonNode) }))
        object.add(contentsOf: additionalFields)
        return object.node
    }

    /// The catalog's bytes exactly as Xcode writes them (see `JSONWriter`).
    public func encoded(trailingNewline: Bool = false) -> [UInt8] {
        JSONWriter(trailingNewline: trailingNewline).encode(jsonNode)
    }
}
