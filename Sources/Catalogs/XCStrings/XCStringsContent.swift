/// What a localization (or one case of a variation) holds: a plain unit, variations, or both with
/// substitutions. The same shape nests: a device case may hold plural variations.
public struct XCStringsContent: Hashable, Sendable {
    /// The plain translation.
    public var stringUnit: XCStringsUnit?
    /// Plural or device variations.
    public var variations: XCStringsVariations?
    /// `%#@name@` substitutions in file order; nil when the field is absent.
    public var substitutions: [XCStringsSubstitution]?
    /// Fields the model does not know, kept for writing back.
    public var additionalFields: [JSONMember]

    /// Creates content.
    public init(
        stringUnit: XCStringsUnit? = nil, variations: XCStringsVariations? = nil,
        substitutions: [XCStringsSubstitution]? = nil, additionalFields: [JSONMember] = []
    ) {
        self.stringUnit = stringUnit
        self.variations = variations
        self.substitutions = substitutions
        self.additionalFields = additionalFields
    }

    init(node: JSONNode, reader: JSONFieldReader, what: @autoclosure () -> String) throws(CatalogError) {
        self.init()
        for field in try reader.members(of: node, as: what()) {
            switch field.key {
            case "stringUnit": stringUnit = try XCStringsUnit(node: field.value, reader: reader)
            case "variations": variations = try XCStringsVariations(node: field.value, reader: reader)
            case "substitutions":
                var list: [XCStringsSubstitution] = []
                for substitution in try reader.members(of: field.value, as: "\"substitutions\"") {
                    list.append(try XCStringsSubstitution(member: substitution, reader: reader))
                }
                substitutions = list
            default: additionalFields.append(field)
            }
        }
    }

    var jsonNode: JSONNode {
        var object = JSONObjectBuilder()
        object.add("stringUnit", stringUnit?.jsonValue)
        object.add("variations", variations?.jsonValue)
        object.add("substitutions", substitutions.map { list in
            JSONValue.object(list.map { JSONMember(key: $0.name, value: $0.jsonNode) })
        })
        object.add(contentsOf: additionalFields)
        return object.node
    }
}

/// A translated text and its review state.
public struct XCStringsUnit: Hashable, Sendable {
    /// `translated`, `needs_review`, `new`, `stale`, … (nil when absent).
    public var state: String?
    /// The text.
    public var value: String
    /// Where the `"stringUnit"` object starts.
    public var position: TextPosition
    /// Where the `"value"` string starts.
    public var valuePosition: TextPosition
    /// Fields the model does not know, kept for writing back.
    public var additionalFields: [JSONMember]

    /// Creates a unit.
    public init(
        state: String? = "translated", value: String, position: TextPosition = .start,
        valuePosition: TextPosition = .start, additionalFields: [JSONMember] = []
    ) {
        self.state = state
        self.value = value
        self.position = position
        self.valuePosition = valuePosition
        self.additionalFields = additionalFields
    }

    init(node: JSONNode, reader: JSONFieldReader) throws(CatalogError) {
        var state: String?
        var value: (String, TextPosition)?
        var extra: [JSONMember] = []
        for field in try reader.members(of: node, as: "\"stringUnit\"") {
            switch field.key {
            case "state": state = try reader.string(field)
            case "value": value = (try reader.string(field), field.value.position)
            default: extra.append(field)
            }
        }
        guard let value else { throw reader.mismatch(node, expected: "a \"value\" in \"stringUnit\"") }
        self.init(state: state, value: value.0, position: node.position, valuePosition: value.1, additionalFields: extra)
    }

    var jsonValue: JSONValue {
        var object = JSONObjectBuilder()
        object.add("state", state)
        object.add("value", value)
        object.add(contentsOf: additionalFields)
        return object.value
    }
}
