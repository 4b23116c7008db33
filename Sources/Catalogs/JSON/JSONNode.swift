/// A JSON value with the position where it starts, for lint to point at.
public struct JSONNode: Hashable, Sendable {
    /// Where the value starts (for objects `{`, for strings the opening quote).
    public var position: TextPosition
    /// The value.
    public var value: JSONValue

    /// Creates a node; values built in code may leave the position at the start of the file.
    public init(_ value: JSONValue, at position: TextPosition = .start) {
        self.value = value
        self.position = position
    }

    /// The members if this is an object, in file order (duplicates included).
    public var object: [JSONMember]? {
        if case .object(let members) = value { members } else { nil }
    }

    /// The elements if this is an array.
    public var array: [JSONNode]? {
        if case .array(let elements) = value { elements } else { nil }
    }

    /// The text if this is a string.
    public var string: String? {
        if case .string(let text) = value { text } else { nil }
    }

    /// The flag if this is `true` or `false`.
    public var bool: Bool? {
        if case .bool(let flag) = value { flag } else { nil }
    }

    /// The value if this is a number that is an integer.
    public var int: Int? {
        if case .number(let text) = value { Int(text) } else { nil }
    }

    /// The member called `key` if this is an object (the last one when repeated).
    public subscript(key: String) -> JSONNode? {
        object?.last { $0.key == key }?.value
    }

    /// What kind of value this is, for messages: `an object`, `a string`, …
    public var kindName: String {
        switch value {
        case .object: "an object"
        case .array: "an array"
        case .string: "a string"
        case .number: "a number"
        case .bool: "a boolean"
        case .null: "null"
        }
    }
}

/// The kinds of JSON values. Numbers keep their text as written so nothing is lost or reformatted.
public enum JSONValue: Hashable, Sendable {
    /// An object: members in file order, duplicates included.
    case object([JSONMember])
    /// An array.
    case array([JSONNode])
    /// A string, with escapes decoded.
    case string(String)
    /// A number, as written.
    case number(String)
    /// `true` or `false`.
    case bool(Bool)
    /// `null`.
    case null
}

/// One `"key" : value` of a JSON object.
public struct JSONMember: Hashable, Sendable {
    /// The key, with escapes decoded.
    public var key: String
    /// Where the key's opening quote is.
    public var keyPosition: TextPosition
    /// The value.
    public var value: JSONNode

    /// Creates a member.
    public init(key: String, keyPosition: TextPosition = .start, value: JSONNode) {
        self.key = key
        self.keyPosition = keyPosition
        self.value = value
    }
}

/// A parsed JSON text: its root value and every key repeated within one object.
public struct JSONDocument: Hashable, Sendable {
    /// The top-level value.
    public var root: JSONNode
    /// Keys written twice in the same object, in file order.
    public var duplicateKeys: [DuplicateKey]
    /// The encoding the file was stored in.
    public var encoding: DetectedEncoding

    /// Parses JSON text (RFC 8259); `file` names it in errors.
    public static func parse(
        _ bytes: [UInt8], file: String = "<input>", limits: CatalogLimits = .default
    ) throws(CatalogError) -> JSONDocument {
        try CatalogFileReader.checkSize(bytes.count, file: file, limits: limits)
        let text = try TextDecoder.decode(bytes, file: file)
        return try text.utf8.withUnsafeBufferPointer { buffer throws(CatalogError) in
            var parser = JSONParser(bytes: buffer, file: file, maxDepth: limits.maxNestingDepth)
            let root = try parser.parseDocument()
            return JSONDocument(root: root, duplicateKeys: parser.duplicateKeys, encoding: text.encoding)
        }
    }
}
