@_spi(RawSyntax) import SwiftSyntax

/// Keys made from an enum's raw values: `LocalizedStringKey(rawValue)` inside a `String` enum, or
/// `LocalizedStringKey(item.priority.rawValue.capitalized)`, can only be the (transformed) raw
/// values, so they are listed instead of reported as a dynamic key.
struct RawValueKeys {
    let resolver: TypeResolver

    /// The keys `expression` can evaluate to, given every file's declarations: nil when it is not
    /// a raw value of a `String` enum the sources declare. Nil itself when the syntax alone rules
    /// that out. `path` leads to the expression.
    func keys(for expression: RawExprSyntax, at path: SyntaxPath) -> (@Sendable (DeclarationIndex) -> [String]?)? {
        var transforms: [@Sendable (String) -> String] = []
        var current = expression
        var path = path
        while true {
            if let call = current.as(RawFunctionCallExprSyntax.self), call.arguments.elements.isEmpty,
               let member = call.calledExpression.as(RawMemberAccessExprSyntax.self), let base = member.base,
               let transform = Self.transform(member.declName.baseName.text) {
                transforms.append(transform)
                current = base
            } else if let member = current.as(RawMemberAccessExprSyntax.self), let base = member.base,
                      member.declName.baseName.tokenText != "rawValue",
                      let transform = Self.transform(member.declName.baseName.text) {
                transforms.append(transform)
                current = base
            } else {
                break
            }
            path.push(current.raw)
        }
        let owner = rawValueOwner(current, at: path)
        if case .known(nil) = owner { return nil }
        let applied = transforms
        return { index in
            guard let owner = owner.resolve(index), index.rawType(of: owner) == .string else { return nil }
            let values = index.rawValues(of: owner)
            guard !values.isEmpty else { return nil }
            return values.map { value in applied.reversed().reduce(value) { $1($0) } }
        }
    }

    /// The enum whose `rawValue` the expression reads.
    private func rawValueOwner(_ expression: RawExprSyntax, at path: SyntaxPath) -> TypeQuery {
        if let reference = expression.as(RawDeclReferenceExprSyntax.self), reference.baseName.tokenText == "rawValue" {
            return .known(resolver.enclosingTypeName(of: path))
        }
        if let member = expression.as(RawMemberAccessExprSyntax.self), member.declName.baseName.tokenText == "rawValue",
           let base = member.base {
            return resolver.type(of: base, at: path.appending(base.raw)).map { $0?.unwrapped }
        }
        return .unknown
    }

    /// String transformations whose result the scanner can compute.
    private static func transform(_ name: String) -> (@Sendable (String) -> String)? {
        switch name {
        case "capitalized", "localizedCapitalized": capitalized
        case "uppercased", "localizedUppercase": { $0.uppercased() }
        case "lowercased", "localizedLowercase": { $0.lowercased() }
        default: nil
        }
    }

    /// Foundation's `capitalized`: each word's first letter upper-case, the rest lower-case.
    static func capitalized(_ text: String) -> String {
        var result = ""
        var atWordStart = true
        for character in text {
            if character.isWhitespace || character == "-" {
                result.append(character)
                atWordStart = true
            } else {
                result += atWordStart ? character.uppercased() : character.lowercased()
                atWordStart = false
            }
        }
        return result
    }
}
