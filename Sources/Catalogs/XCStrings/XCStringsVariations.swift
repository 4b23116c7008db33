/// The variations of a localization: by plural category, by device, or both nested.
public struct XCStringsVariations: Hashable, Sendable {
    /// Cases by plural category (`zero` … `other`), in file order; nil when absent.
    public var plural: [XCStringsVariation]?
    /// Cases by device (`iphone`, `ipad`, `mac`, `applewatch`, `appletv`, `applevision`, `other`, …).
    public var device: [XCStringsVariation]?
    /// Where the `"variations"` object starts.
    public var position: TextPosition
    /// Other kinds of variation, kept for writing back.
    public var additionalFields: [JSONMember]

    /// Creates variations.
    public init(
        plural: [XCStringsVariation]? = nil, device: [XCStringsVariation]? = nil,
        position: TextPosition = .start, additionalFields: [JSONMember] = []
    ) {
        self.plural = plural
        self.device = device
        self.position = position
        self.additionalFields = additionalFields
    }

    init(node: JSONNode, reader: JSONFieldReader) throws(CatalogError) {
        self.init(position: node.position)
        for field in try reader.members(of: node, as: "\"variations\"") {
            switch field.key {
            case "plural": plural = try Self.cases(of: field, reader: reader)
            case "device": device = try Self.cases(of: field, reader: reader)
            default: additionalFields.append(field)
            }
        }
    }

    private static func cases(of field: JSONMember, reader: JSONFieldReader) throws(CatalogError) -> [XCStringsVariation] {
        var cases: [XCStringsVariation] = []
        for member in try reader.members(of: field.value, as: "\"\(field.key)\" variations") {
            let content = try XCStringsContent(node: member.value, reader: reader, what: "the \(field.key) case \"\(member.key)\"")
            cases.append(XCStringsVariation(name: member.key, position: member.keyPosition, content: content))
        }
        return cases
    }

    var jsonValue: JSONValue {
        var object = JSONObjectBuilder()
        object.add("plural", plural.map(Self.casesValue))
        object.add("device", device.map(Self.casesValue))
        object.add(contentsOf: additionalFields)
        return object.value
    }

    private static func casesValue(_ cases: [XCStringsVariation]) -> JSONValue {
        .object(cases.map { JSONMember(key: $0.name, value: $0.content.jsonNode) })
    }
}

/// One case of a variation: a plural category or a device, with its own (possibly nested) content.
public struct XCStringsVariation: Hashable, Sendable {
    /// The case name as written (`one`, `few`, `iphone`, …).
    public var name: String
    /// Where the case name is written.
    public var position: TextPosition
    /// The case's unit, or nested variations.
    public var content: XCStringsContent

    /// Creates a case.
    public init(name: String, position: TextPosition = .start, content: XCStringsContent) {
        self.name = name
        self.position = position
        self.content = content
    }

    /// The plural category when the name is one (`zero one two few many other`).
    public var category: PluralCategory? { PluralCategory(rawValue: name) }
}

/// A `%#@name@` substitution: which argument it formats and its plural forms.
public struct XCStringsSubstitution: Hashable, Sendable {
    /// The name used in `%#@name@`.
    public var name: String
    /// Where the name is written.
    public var position: TextPosition
    /// The 1-based argument the substitution formats.
    public var argNum: Int?
    /// The printf conversion of the argument, e.g. `lld` or `@`.
    public var formatSpecifier: String?
    /// The plural forms.
    public var variations: XCStringsVariations?
    /// Fields the model does not know, kept for writing back.
    public var additionalFields: [JSONMember]

    /// Creates a substitution.
    public init(
        name: String, position: TextPosition = .start, argNum: Int? = nil, formatSpecifier: String? = nil,
        variations: XCStringsVariations? = nil, additionalFields: [JSONMember] = []
    ) {
        self.name = name
        self.position = position
        self.argNum = argNum
        self.formatSpecifier = formatSpecifier
        self.variations = variations
        self.additionalFields = additionalFields
    }

    init(member: JSONMember, reader: JSONFieldReader) throws(CatalogError) {
        self.init(name: member.key, position: member.keyPosition)
        for field in try reader.members(of: member.value, as: "the substitution \"\(member.key)\"") {
            switch field.key {
            case "argNum": argNum = try reader.int(field)
            case "formatSpecifier": formatSpecifier = try reader.string(field)
            case "variations": variations = try XCStringsVariations(node: field.value, reader: reader)
            default: additionalFields.append(field)
            }
        }
    }

    var jsonNode: JSONNode {
        var object = JSONObjectBuilder()
        object.add("argNum", argNum.map { JSONValue.number(String($0)) })
        object.add("formatSpecifier", formatSpecifier)
        object.add("variations", variations?.jsonValue)
        object.add(contentsOf: additionalFields)
        return object.node
    }
}
