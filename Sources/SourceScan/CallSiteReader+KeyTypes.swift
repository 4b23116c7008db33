import Diagnostics
@_spi(RawSyntax) import SwiftSyntax

/// The types a literal is a key in (`LocalizedStringKey`, `LocalizedStringResource`, …), as
/// declarations spell them: in a collection, an optional, a tuple, a parameter list.
extension CallSiteReader {
    /// Whether a parameter of this type takes keys: a localizable type, or a tuple holding one.
    static func takesKeys(_ type: TypeName) -> Bool {
        if keyKind(of: type) != nil { return true }
        guard type.spelling.hasPrefix("(") else { return false }
        var position = 0
        while let element = tupleElementType(type, at: position) {
            if keyKind(of: element) != nil { return true }
            position += 1
        }
        return false
    }

    /// The type at `position` of a tuple type (`(on:LocalizedStringKey,off:LocalizedStringKey)`,
    /// labels dropped); nil when the type is no tuple of that many elements.
    static func tupleElementType(_ type: TypeName, at position: Int) -> TypeName? {
        let spelling = type.spelling
        guard spelling.hasPrefix("("), spelling.hasSuffix(")") else { return nil }
        var elements: [Substring] = []
        var depth = 0
        var start = spelling.index(after: spelling.startIndex)
        let end = spelling.index(before: spelling.endIndex)
        var index = start
        while index < end {
            switch spelling[index] {
            case "(", "[", "<": depth += 1
            case ")", "]", ">": depth -= 1
            case "," where depth == 0:
                elements.append(spelling[start..<index])
                start = spelling.index(after: index)
            default: break
            }
            index = spelling.index(after: index)
        }
        elements.append(spelling[start..<end])
        guard elements.count > 1, position < elements.count else { return nil }
        var element = elements[position]
        // `label:Type`: a colon outside brackets ends a label.
        if let colon = element.firstIndex(of: ":"), !element[..<colon].contains(where: { "([<".contains($0) }) {
            element = element[element.index(after: colon)...]
        }
        return TypeName(String(element))
    }

    /// The type of the parameter each argument goes to, when a call with these argument labels
    /// fits `parameters` (each label in order, parameters passed over assumed to have defaults);
    /// nil when it does not fit.
    static func match(_ labels: [String?], to parameters: [DeclarationIndex.Parameter]) -> [TypeName]? {
        var types: [TypeName] = []
        var next = 0
        for label in labels {
            while next < parameters.count, parameters[next].label != label { next += 1 }
            guard next < parameters.count else { return nil }
            types.append(parameters[next].type)
            next += 1
        }
        return types
    }

    /// The element type of an array type, the value type of a dictionary type (and whether it is
    /// one of those), else the type itself.
    static func keyElementType(of type: RawTypeSyntax) -> (type: RawTypeSyntax, isCollection: Bool) {
        if let array = type.as(RawArrayTypeSyntax.self) { return (array.element, true) }
        if let dictionary = type.as(RawDictionaryTypeSyntax.self) { return (dictionary.value, true) }
        return (type, false)
    }

    /// A cheap test on the type's last name token before its spelling is built.
    static func mayBeLocalizable(_ type: RawTypeSyntax) -> Bool {
        if let tuple = type.as(RawTupleTypeSyntax.self) ?? type.as(RawOptionalTypeSyntax.self)?.wrappedType.as(RawTupleTypeSyntax.self) {
            return tuple.elements.elements.contains { mayBeLocalizable($0.type) }
        }
        var type = keyElementType(of: type).type
        // `T?` and `T!`: the name is the wrapped type's.
        if let optional = type.as(RawOptionalTypeSyntax.self) {
            type = optional.wrappedType
        } else if let unwrapped = type.as(RawImplicitlyUnwrappedOptionalTypeSyntax.self) {
            type = unwrapped.wrappedType
        }
        guard let name = type.raw.lastPresentToken?.tokenText, let first = name.first,
              keyTypeInitials[Int(first)] else { return false }
        return keyTypes[String(syntaxText: name)] != nil
    }

    /// The first letters of `keyTypes`' names: most declared types (`String`, `Bool`, `some View`)
    /// are turned away by their first byte, before a `String` is made and hashed.
    static let keyTypeInitials: [Bool] = (0...255).map { byte in
        keyTypes.keys.contains { $0.utf8.first == UInt8(byte) }
    }

    /// The types a string literal is a key in, by name: SwiftUI's and Foundation's, and App
    /// Intents' (which hold a `LocalizedStringResource`).
    static let keyTypes: [String: LookupCall.KeyKind] = [
        "LocalizedStringKey": .localizedStringKey, "LocalizedStringResource": .localizationValue,
        "LocalizationValue": .localizationValue, "IntentDescription": .localizationValue,
        "IntentDialog": .localizationValue, "DisplayRepresentation": .localizationValue,
        "TypeDisplayRepresentation": .localizationValue,
    ]

    /// The key kind a declared parameter type implies, if it is a localizable one.
    static func keyKind(of type: TypeName) -> LookupCall.KeyKind? {
        let spelling = type.unwrapped.spelling
        if spelling == "String.LocalizationValue" { return .localizationValue }
        if spelling == "LocalizationValue" { return nil }
        return keyTypes[spelling]
    }
}
