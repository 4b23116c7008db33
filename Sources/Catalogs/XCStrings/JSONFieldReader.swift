/// Typed access to the members of a JSON object, with errors that name the field and its position.
struct JSONFieldReader {
    let file: String

    /// The members of `node`, which must be an object (`what` describes it in the error).
    func members(of node: JSONNode, as what: @autoclosure () -> String) throws(CatalogError) -> [JSONMember] {
        guard let members = node.object else { throw mismatch(node, expected: "an object for \(what())") }
        return members
    }

    /// The member's value as a string.
    func string(_ member: JSONMember) throws(CatalogError) -> String {
        guard let text = member.value.string else { throw mismatch(member.value, expected: "a string for \"\(member.key)\"") }
        return text
    }

    /// The member's value as a boolean.
    func bool(_ member: JSONMember) throws(CatalogError) -> Bool {
        guard let flag = member.value.bool else { throw mismatch(member.value, expected: "true or false for \"\(member.key)\"") }
        return flag
    }

    /// The member's value as an integer.
    func int(_ member: JSONMember) throws(CatalogError) -> Int {
        guard let number = member.value.int else { throw mismatch(member.value, expected: "an integer for \"\(member.key)\"") }
        return number
    }

    /// The error for a value of the wrong kind.
    func mismatch(_ node: JSONNode, expected: String) -> CatalogError {
        CatalogError(file: file, position: node.position, problem: .unexpected(found: node.kindName, expected: expected))
    }
}

/// Building JSON objects for the writer, leaving out absent optional fields.
struct JSONObjectBuilder {
    private(set) var members: [JSONMember] = []

    mutating func add(_ key: String, _ value: JSONValue?) {
        if let value { members.append(JSONMember(key: key, value: JSONNode(value))) }
    }

    mutating func add(_ key: String, _ text: String?) {
        add(key, text.map(JSONValue.string))
    }

    mutating func add(_ key: String, _ flag: Bool?) {
        add(key, flag.map(JSONValue.bool))
    }

    mutating func add(contentsOf extra: [JSONMember]) {
        members += extra
    }

    var node: JSONNode { JSONNode(.object(members)) }
    var value: JSONValue { .object(members) }
}
