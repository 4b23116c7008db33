/// A `.stringsdict` property list being edited: reads and sets the format and plural forms of its
/// entries in place, adding what is missing, and leaves every other member as it was. Where a
/// dictionary repeats a key, the last one (the one Foundation keeps) is read and changed.
struct PropertyListTree {
    /// The edited top-level value.
    var root: PropertyListNode

    /// The text at `place` in the entry `key`, or nil.
    func text(key: String, place: StringsdictUnitPaths.Place) -> String? {
        guard let entry = Self.member(key, in: root) else { return nil }
        switch place {
        case .format:
            return Self.member(StringsdictKeys.formatKey, in: entry)?.string
        case .form(let variable, let category):
            return Self.member(variable, in: entry).flatMap { Self.member(category.rawValue, in: $0) }?.string
        }
    }

    /// Sets the text at `place` in the entry `key`; a missing entry or variable is made like the
    /// base's (`base`): an entry with the base's format, a variable with its spec and value types.
    mutating func set(_ text: String, key: String, place: StringsdictUnitPaths.Place, base: StringsdictEntry) {
        var members = root.dictionary ?? []
        var entry = Self.lastIndex(key, in: members).map { members[$0].value.dictionary ?? [] }
            ?? [PropertyListMember(key: StringsdictKeys.formatKey, value: PropertyListNode(.string(base.formatKey?.value ?? "")))]
        switch place {
        case .format:
            Self.put(PropertyListNode(.string(text)), at: StringsdictKeys.formatKey, in: &entry)
        case .form(let name, let category):
            var variable = Self.lastIndex(name, in: entry).map { entry[$0].value.dictionary ?? [] } ?? Self.emptyVariable(like: base.variable(named: name))
            Self.put(PropertyListNode(.string(text)), at: category.rawValue, in: &variable)
            Self.put(PropertyListNode(.dictionary(variable)), at: name, in: &entry)
        }
        Self.put(PropertyListNode(.dictionary(entry)), at: key, in: &members)
        root = PropertyListNode(.dictionary(members), at: root.position)
    }

    /// A variable with the spec and value types of `base` and no forms yet.
    private static func emptyVariable(like base: StringsdictVariable?) -> [PropertyListMember] {
        var members = [PropertyListMember(key: StringsdictKeys.specType, value: PropertyListNode(.string(base?.specType?.value ?? StringsdictKeys.pluralRuleType)))]
        if let valueType = base?.valueType?.value {
            members.append(PropertyListMember(key: StringsdictKeys.valueType, value: PropertyListNode(.string(valueType))))
        }
        return members
    }

    private static func member(_ key: String, in node: PropertyListNode) -> PropertyListNode? {
        node.dictionary?.last { $0.key == key }?.value
    }

    private static func lastIndex(_ key: String, in members: [PropertyListMember]) -> Int? {
        members.lastIndex { $0.key == key }
    }

    /// Replaces the value of the last `key` in `members` (keeping its place), or appends the member.
    private static func put(_ value: PropertyListNode, at key: String, in members: inout [PropertyListMember]) {
        if let index = lastIndex(key, in: members) {
            members[index].value = PropertyListNode(value.value, at: members[index].value.position)
        } else {
            members.append(PropertyListMember(key: key, value: value))
        }
    }
}
