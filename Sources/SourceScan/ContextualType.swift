@_spi(RawSyntax) import SwiftSyntax

/// The type the declaration around an expression gives it, read from the syntax alone: the declared
/// type of the binding whose initial value it is (`let kind: Kind = .init(…)`), of the parameter
/// whose default it is, or of the property or function whose result it is (`var title:
/// DisplayRepresentation { .init(title: "…") }`). An element of an array literal or a value of a
/// dictionary literal standing there takes the collection's element type
/// (`[Self: DisplayRepresentation] = [.low: .init(title: "Low")]` gives `DisplayRepresentation`).
enum ContextualType {
    /// How many levels up the search goes at most: a result sits a few levels below its
    /// declaration, however deeply `switch` and `if` nest.
    private static let levelLimit = 48

    /// The type the declaration around the expression `path` leads to gives it; nil when no
    /// declaration with a written type gives it one (an argument, an assignment, a closure's result).
    static func of(_ path: SyntaxPath) -> RawTypeSyntax? {
        var collections = 0
        var child = path.node
        var level = 1
        while level <= levelLimit, let node = path.ancestor(level) {
            switch node.kind {
            case .initializerClause:
                if let binding = path.ancestor(level + 1)?.as(RawPatternBindingSyntax.self) {
                    return binding.typeAnnotation.flatMap { element(of: $0.type, depth: collections) }
                }
                if let parameter = path.ancestor(level + 1)?.as(RawFunctionParameterSyntax.self) {
                    return element(of: parameter.type, depth: collections)
                }
                return nil
            case .arrayExpr, .dictionaryExpr:
                collections += 1
            case .dictionaryElement:
                // A value takes the element type, a key does not.
                guard node.as(RawDictionaryElementSyntax.self)?.value.raw.id == child.id else { return nil }
            case .arrayElement, .arrayElementList, .dictionaryElementList,
                 .codeBlockItem, .codeBlockItemList, .codeBlock, .returnStmt, .expressionStmt,
                 .switchCase, .switchCaseList, .accessorDeclList, .accessorBlock:
                // On the way from a result to the declaration that types it.
                break
            case .switchExpr, .ifExpr:
                // A branch's result, not the subject or a condition.
                guard child.kind == .switchCaseList || child.kind == .codeBlock || child.kind == .ifExpr else { return nil }
            case .accessorDecl:
                // A getter's result has the property's type; a setter's or an observer's body none.
                guard node.as(RawAccessorDeclSyntax.self)?.accessorSpecifier.tokenText == "get" else { return nil }
            case .patternBinding:
                guard let binding = node.as(RawPatternBindingSyntax.self), binding.accessorBlock?.raw.id == child.id,
                      let type = binding.typeAnnotation?.type else { return nil }
                return element(of: type, depth: collections)
            case .functionDecl:
                guard let function = node.as(RawFunctionDeclSyntax.self), function.body?.raw.id == child.id,
                      let type = function.signature.returnClause?.type else { return nil }
                return element(of: type, depth: collections)
            default:
                return nil
            }
            child = node
            level += 1
        }
        return nil
    }

    /// `type` without its optional, with the element type taken `depth` times (an array's
    /// element, a dictionary's value); nil when it is not that many collections deep.
    private static func element(of type: RawTypeSyntax, depth: Int) -> RawTypeSyntax? {
        var type = unwrapped(type)
        for _ in 0..<depth {
            let (element, isCollection) = CallSiteReader.keyElementType(of: type)
            guard isCollection else { return nil }
            type = unwrapped(element)
        }
        return type
    }

    private static func unwrapped(_ type: RawTypeSyntax) -> RawTypeSyntax {
        if let optional = type.as(RawOptionalTypeSyntax.self) { return optional.wrappedType }
        if let unwrapped = type.as(RawImplicitlyUnwrappedOptionalTypeSyntax.self) { return unwrapped.wrappedType }
        return type
    }
}
