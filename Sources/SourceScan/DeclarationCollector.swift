import SwiftParser
import SwiftSyntax

/// Walks one file's declarations (not function bodies) and files what they declare into a
/// `DeclarationIndex`: stored and computed properties, methods, initializers (memberwise too),
/// enum raw values, globals.
final class DeclarationCollector: SyntaxVisitor {
    private(set) var index = DeclarationIndex()
    /// The enclosing type declarations, innermost last.
    private var owners: [String] = []

    init() { super.init(viewMode: .sourceAccurate) }

    static func collect(_ tree: SourceFileSyntax) -> DeclarationIndex {
        let collector = DeclarationCollector()
        collector.walk(tree)
        return collector.index
    }

    // MARK: types

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        enter(node.name.text)
        index.addInitializer(memberwiseParameters(node.memberBlock), of: node.name.text)
        return .visitChildren
    }
    override func visitPost(_ node: StructDeclSyntax) { owners.removeLast() }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name.text); return .visitChildren }
    override func visitPost(_ node: ClassDeclSyntax) { owners.removeLast() }

    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name.text); return .visitChildren }
    override func visitPost(_ node: ActorDeclSyntax) { owners.removeLast() }

    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name.text); return .visitChildren }
    override func visitPost(_ node: ProtocolDeclSyntax) { owners.removeLast() }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        enter(TypeName(node.extendedType).simpleName)
        return .visitChildren
    }
    override func visitPost(_ node: ExtensionDeclSyntax) { owners.removeLast() }

    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        let name = node.name.text
        enter(name)
        if let raw = node.inheritanceClause?.inheritedTypes.first.map({ TypeName($0.type) }),
           ["String", "Int", "Double", "Float", "Character", "UInt"].contains(raw.simpleName) {
            index.addRawType(raw, of: name)
            index.addMember("rawValue", type: raw, of: name)
        }
        return .visitChildren
    }
    override func visitPost(_ node: EnumDeclSyntax) { owners.removeLast() }

    override func visit(_ node: EnumCaseDeclSyntax) -> SyntaxVisitorContinueKind {
        guard let owner = owners.last else { return .skipChildren }
        for element in node.elements {
            if let literal = element.rawValue?.value.as(StringLiteralExprSyntax.self) {
                if let value = literal.representedLiteralValue { index.addRawValue(value, of: owner) }
            } else if element.rawValue == nil {
                index.addRawValue(element.name.text, of: owner)
            }
            if let parameters = element.parameterClause?.parameters {
                index.addFunction(element.name.text, parameters: parameters.map {
                    DeclarationIndex.Parameter(label: $0.firstName.flatMap(Self.label), type: TypeName($0.type))
                })
            }
        }
        return .skipChildren
    }

    // MARK: members and globals

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        let isMember = node.parent?.is(MemberBlockItemSyntax.self) == true
        let isGlobal = node.parent?.parent?.parent?.is(SourceFileSyntax.self) == true
        guard isMember || isGlobal else { return .skipChildren }
        for binding in node.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                  let type = Self.declaredType(of: binding) else { continue }
            if isMember, let owner = owners.last {
                index.addMember(name, type: type, of: owner)
            } else if isGlobal {
                index.addGlobal(name, type: type)
            }
        }
        return .skipChildren
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        let name = node.name.text
        index.addFunction(name, parameters: Self.parameters(node.signature.parameterClause))
        if let result = node.signature.returnClause?.type, let owner = owners.last,
           node.parent?.is(MemberBlockItemSyntax.self) == true {
            index.addMember(name, type: TypeName(result), of: owner)
        }
        return .skipChildren
    }

    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        if let owner = owners.last {
            index.addInitializer(Self.parameters(node.signature.parameterClause), of: owner)
        }
        return .skipChildren
    }

    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

    // MARK: helpers

    private func enter(_ name: String) {
        owners.append(name)
        index.addType(name)
    }

    /// The type a binding declares: its annotation, or what its initial value's syntax says.
    static func declaredType(of binding: PatternBindingSyntax) -> TypeName? {
        if let annotation = binding.typeAnnotation?.type { return TypeName(annotation) }
        return binding.initializer.flatMap { SyntacticType.of($0.value) }
    }

    static func parameters(_ clause: FunctionParameterClauseSyntax) -> [DeclarationIndex.Parameter] {
        clause.parameters.map { DeclarationIndex.Parameter(label: label($0.firstName), type: TypeName($0.type)) }
    }

    private static func label(_ token: TokenSyntax) -> String? {
        token.tokenKind == .wildcard ? nil : token.text
    }

    /// A struct's memberwise initializer: its stored instance properties in order, each labelled
    /// with its name (`let` properties with an initial value take no argument).
    private func memberwiseParameters(_ members: MemberBlockSyntax) -> [DeclarationIndex.Parameter] {
        var parameters: [DeclarationIndex.Parameter] = []
        for item in members.members {
            guard let variable = item.decl.as(VariableDeclSyntax.self),
                  !variable.modifiers.contains(where: { ["static", "class", "lazy"].contains($0.name.text) })
            else { continue }
            let isLet = variable.bindingSpecifier.tokenKind == .keyword(.let)
            for binding in variable.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                      Self.isStored(binding), !(isLet && binding.initializer != nil),
                      let type = Self.declaredType(of: binding) else { continue }
                parameters.append(.init(label: name.hasPrefix("_") ? String(name.dropFirst()) : name, type: type))
            }
        }
        return parameters
    }

    private static func isStored(_ binding: PatternBindingSyntax) -> Bool {
        guard let accessors = binding.accessorBlock?.accessors else { return true }
        guard case .accessors(let list) = accessors else { return false }
        return list.allSatisfy { ["willSet", "didSet"].contains($0.accessorSpecifier.text) }
    }
}
