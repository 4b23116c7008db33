/// One localized key of a `.stringsdict`: its format string and the variables the format refers to.
public struct StringsdictEntry: Hashable, Sendable {
    /// The localized key.
    public var key: String
    /// Where the entry's `<key>` is.
    public var keyPosition: TextPosition
    /// `NSStringLocalizedFormatKey`, e.g. `%#@files@`; nil when missing (lint reports it).
    public var formatKey: LocatedString?
    /// The variables (sub-dictionaries) in file order.
    public var variables: [StringsdictVariable]
    /// Members that are neither the format key nor a variable dictionary, kept for lint.
    public var otherKeys: [PropertyListMember]

    /// Creates an entry.
    public init(
        key: String, keyPosition: TextPosition = .start, formatKey: LocatedString?,
        variables: [StringsdictVariable], otherKeys: [PropertyListMember] = []
    ) {
        self.key = key
        self.keyPosition = keyPosition
        self.formatKey = formatKey
        self.variables = variables
        self.otherKeys = otherKeys
    }

    /// The variable called `name`, or nil.
    public func variable(named name: String) -> StringsdictVariable? {
        variables.first { $0.name == name }
    }

    /// The variable names referenced by `%#@name@` (or `%1$#@name@`) in `format`, in order.
    public static func variableReferences(in format: String) -> [String] {
        // A reference is written `%#@name@`: a format without a `#` (most plural forms) has none.
        guard format.utf8.contains(UInt8(ascii: "#")) else { return [] }
        var names: [String] = []
        // Read as UTF-8: every mark it looks for is ASCII, which no byte of another character equals,
        // so a name's bytes end on a character's end (copying scalars into a name cost more than the search).
        let bytes = Array(format.utf8)
        var index = 0
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "%") else {
                index += 1
                continue
            }
            var cursor = index + 1
            if cursor < bytes.count && bytes[cursor] == UInt8(ascii: "%") {
                index = cursor + 1
                continue
            }
            while cursor < bytes.count && bytes[cursor] >= UInt8(ascii: "0") && bytes[cursor] <= UInt8(ascii: "9") { cursor += 1 }
            if cursor > index + 1 && cursor < bytes.count && bytes[cursor] == UInt8(ascii: "$") { cursor += 1 }
            guard cursor + 1 < bytes.count, bytes[cursor] == UInt8(ascii: "#"), bytes[cursor + 1] == UInt8(ascii: "@") else {
                index = cursor
                continue
            }
            let nameStart = cursor + 2
            var nameEnd = nameStart
            while nameEnd < bytes.count && bytes[nameEnd] != UInt8(ascii: "@") { nameEnd += 1 }
            guard nameEnd < bytes.count else { break }
            names.append(String(decoding: bytes[nameStart..<nameEnd], as: UTF8.self))
            index = nameEnd + 1
        }
        return names
    }

    /// Reads an entry from its top-level member; a non-dictionary value or a non-string format is an error.
    init(member: PropertyListMember, file: String) throws(CatalogError) {
        guard let members = member.value.dictionary else {
            throw CatalogError(
                file: file, position: member.value.position,
                problem: .unexpected(found: "<\(member.value.kindName)>", expected: "a <dict> for the localized key \"\(member.key)\""))
        }
        var formatKey: LocatedString?
        var variables: [StringsdictVariable] = []
        var otherKeys: [PropertyListMember] = []
        for inner in members {
            if inner.key == StringsdictKeys.formatKey {
                guard let text = inner.value.string else {
                    throw CatalogError(
                        file: file, position: inner.value.position,
                        problem: .unexpected(found: "<\(inner.value.kindName)>", expected: "a <string> for \(StringsdictKeys.formatKey)"))
                }
                formatKey = LocatedString(text, at: inner.value.position)
            } else if inner.value.dictionary != nil {
                variables.append(try StringsdictVariable(member: inner, file: file))
            } else {
                otherKeys.append(inner)
            }
        }
        self.init(key: member.key, keyPosition: member.keyPosition, formatKey: formatKey, variables: variables, otherKeys: otherKeys)
    }
}

/// A variable of a `.stringsdict` entry: how its value picks a form, and the forms.
public struct StringsdictVariable: Hashable, Sendable {
    /// The variable's name as referenced by `%#@name@`.
    public var name: String
    /// Where the variable's `<key>` is.
    public var position: TextPosition
    /// `NSStringFormatSpecTypeKey`, normally `NSStringPluralRuleType`.
    public var specType: LocatedString?
    /// `NSStringFormatValueTypeKey`, e.g. `d` or `ld` (some files write `%ld`).
    public var valueType: LocatedString?
    /// The forms by plural category (`zero one two few many other`).
    public var forms: [PluralCategory: LocatedString]
    /// Other members (unknown keys, or category keys whose value is not a string), kept for lint.
    public var otherKeys: [PropertyListMember]

    /// Creates a variable.
    public init(
        name: String, position: TextPosition = .start, specType: LocatedString?, valueType: LocatedString?,
        forms: [PluralCategory: LocatedString], otherKeys: [PropertyListMember] = []
    ) {
        self.name = name
        self.position = position
        self.specType = specType
        self.valueType = valueType
        self.forms = forms
        self.otherKeys = otherKeys
    }

    /// The forms in CLDR order (zero, one, two, few, many, other).
    public var sortedForms: [(category: PluralCategory, text: LocatedString)] {
        forms.sorted { $0.key < $1.key }.map { (category: $0.key, text: $0.value) }
    }

    /// The variables the forms refer to (`%#@other@` inside a form), in CLDR order of the forms.
    public var nestedReferences: [String] {
        sortedForms.flatMap { StringsdictEntry.variableReferences(in: $0.text.value) }
    }

    init(member: PropertyListMember, file: String) throws(CatalogError) {
        var specType: LocatedString?
        var valueType: LocatedString?
        var forms: [PluralCategory: LocatedString] = [:]
        var otherKeys: [PropertyListMember] = []
        for inner in member.value.dictionary ?? [] {
            let text = inner.value.string.map { LocatedString($0, at: inner.value.position) }
            switch inner.key {
            case StringsdictKeys.specType where text != nil:
                specType = text
            case StringsdictKeys.valueType where text != nil:
                valueType = text
            default:
                if let category = PluralCategory(rawValue: inner.key), let text {
                    forms[category] = text
                } else {
                    otherKeys.append(inner)
                }
            }
        }
        self.init(name: member.key, position: member.keyPosition, specType: specType, valueType: valueType, forms: forms, otherKeys: otherKeys)
    }
}

/// The key names of the `.stringsdict` format.
public enum StringsdictKeys {
    /// `NSStringLocalizedFormatKey`: the entry's format string.
    public static let formatKey = "NSStringLocalizedFormatKey"
    /// `NSStringFormatSpecTypeKey`: how a variable chooses its form.
    public static let specType = "NSStringFormatSpecTypeKey"
    /// `NSStringFormatValueTypeKey`: the printf conversion of the variable's argument.
    public static let valueType = "NSStringFormatValueTypeKey"
    /// `NSStringPluralRuleType`: the spec type of plural variables.
    public static let pluralRuleType = "NSStringPluralRuleType"
}
