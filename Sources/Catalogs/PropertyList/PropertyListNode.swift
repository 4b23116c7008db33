/// A value of an XML property list with the position of its element, for lint to point at.
public struct PropertyListNode: Hashable, Sendable {
    /// Where the value's opening tag starts (its `<`).
    public var position: TextPosition
    /// The value.
    public var value: PropertyListValue

    /// Creates a node.
    public init(_ value: PropertyListValue, at position: TextPosition = .start) {
        self.value = value
        self.position = position
    }

    /// The text if this is a `<string>`.
    public var string: String? {
        if case .string(let text) = value { text } else { nil }
    }

    /// The members if this is a `<dict>`, in file order (duplicates included).
    public var dictionary: [PropertyListMember]? {
        if case .dictionary(let members) = value { members } else { nil }
    }

    /// The elements if this is an `<array>`.
    public var array: [PropertyListNode]? {
        if case .array(let elements) = value { elements } else { nil }
    }

    /// The element name the value was written as (`dict`, `string`, …), for messages.
    public var kindName: String {
        switch value {
        case .string: "string"
        case .integer: "integer"
        case .real: "real"
        case .boolean(let flag): flag ? "true" : "false"
        case .date: "date"
        case .data: "data"
        case .array: "array"
        case .dictionary: "dict"
        }
    }
}

/// The kinds of property-list values. Numbers, dates and data keep their text exactly as written.
public enum PropertyListValue: Hashable, Sendable {
    /// `<string>`, with entities and character references decoded.
    case string(String)
    /// `<integer>`, its text trimmed.
    case integer(String)
    /// `<real>`, its text trimmed.
    case real(String)
    /// `<true/>` or `<false/>`.
    case boolean(Bool)
    /// `<date>`, its text trimmed.
    case date(String)
    /// `<data>`, its base64 text as written.
    case data(String)
    /// `<array>`.
    case array([PropertyListNode])
    /// `<dict>`: keys and values in file order, duplicates included.
    case dictionary([PropertyListMember])
}

/// One `<key>` and its value in a `<dict>`.
public struct PropertyListMember: Hashable, Sendable {
    /// The key's text.
    public var key: String
    /// Where the `<key>` element starts.
    public var keyPosition: TextPosition
    /// The value that follows the key.
    public var value: PropertyListNode

    /// Creates a member.
    public init(key: String, keyPosition: TextPosition = .start, value: PropertyListNode) {
        self.key = key
        self.keyPosition = keyPosition
        self.value = value
    }
}

/// A key written twice in one dictionary or object.
public struct DuplicateKey: Hashable, Sendable {
    /// The repeated key.
    public var key: String
    /// Where the first occurrence is.
    public var first: TextPosition
    /// Where the repetition is.
    public var duplicate: TextPosition

    /// Creates a duplicate-key record.
    public init(key: String, first: TextPosition, duplicate: TextPosition) {
        self.key = key
        self.first = first
        self.duplicate = duplicate
    }
}

/// A parsed XML property list: its root and the duplicate keys found in any of its dictionaries.
public struct PropertyListDocument: Hashable, Sendable {
    /// The top-level value.
    public var root: PropertyListNode
    /// Every repeated `<key>` in any `<dict>`, in file order.
    public var duplicateKeys: [DuplicateKey]
    /// The encoding the file was stored in.
    public var encoding: DetectedEncoding

    /// Parses an XML property list; `file` names it in errors.
    public static func parse(
        _ bytes: [UInt8], file: String = "<input>", limits: CatalogLimits = .default
    ) throws(CatalogError) -> PropertyListDocument {
        try CatalogFileReader.checkSize(bytes.count, file: file, limits: limits)
        if bytes.starts(with: Array("bplist".utf8)) {
            throw CatalogError(file: file, position: .start, problem: .binaryPropertyList)
        }
        let text = try TextDecoder.decode(bytes, file: file)
        return try text.utf8.withUnsafeBufferPointer { buffer throws(CatalogError) in
            var parser = XMLPropertyListParser(bytes: buffer, file: file, maxDepth: limits.maxNestingDepth)
            let root = try parser.parseDocument()
            return PropertyListDocument(root: root, duplicateKeys: parser.duplicateKeys, encoding: text.encoding)
        }
    }
}

/// Finds repeated keys among members given in file order.
enum DuplicateKeyFinder {
    /// The repeats among `members`, each pointing back at the first occurrence. Small objects (the
    /// vast majority) are compared pairwise; large ones go through a dictionary.
    static func duplicates<Member>(
        in members: [Member], key: (Member) -> String, position: (Member) -> TextPosition
    ) -> [DuplicateKey] {
        guard members.count > 1 else { return [] }
        var found: [DuplicateKey] = []
        if members.count <= 8 {
            for later in 1..<members.count {
                let laterKey = key(members[later])
                if let earlier = members[..<later].first(where: { key($0) == laterKey }) {
                    found.append(DuplicateKey(key: laterKey, first: position(earlier), duplicate: position(members[later])))
                }
            }
            return found
        }
        var firstSeen: [String: TextPosition] = [:]
        firstSeen.reserveCapacity(members.count)
        for member in members {
            let memberKey = key(member)
            if let first = firstSeen[memberKey] {
                found.append(DuplicateKey(key: memberKey, first: first, duplicate: position(member)))
            } else {
                firstSeen[memberKey] = position(member)
            }
        }
        return found
    }
}
