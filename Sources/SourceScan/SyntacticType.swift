@_spi(RawSyntax) import SwiftSyntax

/// The type of an expression when the expression alone says it, with no declaration needed:
/// literals, `x as T`, an initializer call `T(…)`, and the few standard members whose type never
/// varies (`.count` is an `Int`, `.capitalized` a `String`).
enum SyntacticType {
    /// Members of standard types whose result type is fixed whatever the receiver.
    static let wellKnownMembers: [String: TypeName] = [
        "count": .int, "capitalized": .string, "localizedCapitalized": .string,
        "description": .string, "debugDescription": .string, "localizedDescription": .string,
        "uppercased": .string, "lowercased": .string, "localizedUppercase": .string,
        "localizedLowercase": .string, "formatted": .string, "trimmingCharacters": .string,
        "replacingOccurrences": .string, "joined": .string, "isEmpty": .bool,
    ]

    /// Members of standard types by the receiver's type, for receivers the scanned files type but
    /// do not declare (`url.host()` is a `String?`).
    static let standardMembers: [String: [String: TypeName]] = [
        "URL": [
            "host": TypeName("String?"), "scheme": TypeName("String?"), "query": TypeName("String?"),
            "fragment": TypeName("String?"), "user": TypeName("String?"), "path": .string, "absoluteString": .string,
            "lastPathComponent": .string, "pathExtension": .string, "relativePath": .string, "port": TypeName("Int?"),
        ],
        "URLComponents": [
            "host": TypeName("String?"), "scheme": TypeName("String?"), "query": TypeName("String?"), "path": .string,
            "string": TypeName("String?"), "port": TypeName("Int?"),
        ],
        "UUID": ["uuidString": .string],
        "Date": ["timeIntervalSince1970": .double, "timeIntervalSinceNow": .double],
        "Locale": ["identifier": .string],
        "TimeZone": ["identifier": .string],
        "Bundle": ["bundleIdentifier": TypeName("String?")],
    ]

    /// The type the expression's own syntax gives, or nil when a declaration is needed.
    static func of(_ expr: RawExprSyntax) -> TypeName? {
        switch expr.raw.kind {
        case .integerLiteralExpr: return .int
        case .floatLiteralExpr: return .double
        case .stringLiteralExpr, .simpleStringLiteralExpr: return .string
        case .booleanLiteralExpr: return .bool
        case .asExpr:
            guard let cast = expr.as(RawAsExprSyntax.self) else { return nil }
            let target = TypeName(cast.type)
            return cast.questionOrExclamationMark?.tokenKind == .postfixQuestionMark
                ? TypeName(target.spelling + "?") : target
        case .functionCallExpr:
            return expr.as(RawFunctionCallExprSyntax.self).flatMap(initializedType)
        case .arrayExpr:
            guard let array = expr.as(RawArrayExprSyntax.self) else { return nil }
            let elements = array.elements.elements
                .map { of($0.expression) }
            guard let first = elements.first ?? nil, elements.allSatisfy({ $0 == first }) else { return nil }
            return TypeName("[\(first.spelling)]")
        case .tupleExpr:
            guard let tuple = expr.as(RawTupleExprSyntax.self) else { return nil }
            let elements = tuple.elements.elements
            return elements.count == 1 ? of(elements[0].expression) : nil
        default:
            return nil
        }
    }

    /// Free functions whose capitalised names are not types.
    static let wellKnownFunctions: [String: TypeName] = ["NSLocalizedString": .string]

    /// `Int(x)`, `Date()`, `Formatter.init()`: a call of a capitalised name is an initializer,
    /// by Swift's naming convention, and gives that type.
    static func initializedType(_ call: RawFunctionCallExprSyntax) -> TypeName? {
        var callee = call.calledExpression
        if let member = callee.as(RawMemberAccessExprSyntax.self), member.declName.baseName.tokenText == "init",
           let base = member.base {
            callee = base
        }
        if let reference = callee.as(RawDeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            if let known = wellKnownFunctions[name] { return known }
            guard let first = name.unicodeScalars.first, first.properties.isUppercase else { return nil }
            return TypeName(name)
        }
        if let generic = callee.as(RawGenericSpecializationExprSyntax.self) {
            return TypeName(generic.trimmedSource)
        }
        return nil
    }
}
