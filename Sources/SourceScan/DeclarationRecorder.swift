import SwiftSyntax

/// Files what one file declares into a `DeclarationIndex`: types, stored and computed properties,
/// methods, initializers (memberwise too), enum raw values, globals. `SourceWalker` calls it for
/// the declarations outside function bodies, closures and property bodies; the call sites inside
/// those are typed from what it records.
struct DeclarationRecorder {
    private(set) var index = DeclarationIndex()
    /// The enclosing type declarations, innermost last.
    private var owners: [Owner] = []

    /// A type declaration being walked.
    private struct Owner {
        var name: String
        /// A struct's memberwise initializer so far: its stored instance properties in order,
        /// each labelled with its name (`let` properties with an initial value take no argument).
        /// Nil for other kinds of type.
        var memberwise: [DeclarationIndex.Parameter]?
    }

    // MARK: types

    /// A type declaration starts: its members are filed under its name until `leaveType()`.
    mutating func enterType(_ node: Syntax) {
        switch node.as(SyntaxEnum.self) {
        case .structDecl(let decl):
            enter(decl.name.text, memberwise: [])
        case .classDecl(let decl): enter(decl.name.text)
        case .actorDecl(let decl): enter(decl.name.text)
        case .protocolDecl(let decl): enter(decl.name.text)
        case .extensionDecl(let decl): enter(TypeName(decl.extendedType).simpleName)
        case .enumDecl(let decl):
            let name = decl.name.text
            enter(name)
            if let raw = decl.inheritanceClause?.inheritedTypes.firstElement.map({ TypeName($0.type) }),
               ["String", "Int", "Double", "Float", "Character", "UInt"].contains(raw.simpleName) {
                index.addRawType(raw, of: name)
                index.addMember("rawValue", type: raw, of: name)
            }
        default: break
        }
    }

    /// The type declaration entered last ends; a struct's memberwise initializer is complete.
    mutating func leaveType() {
        let owner = owners.removeLast()
        if let memberwise = owner.memberwise { index.addInitializer(memberwise, of: owner.name) }
    }

    mutating func record(_ node: EnumCaseDeclSyntax) {
        guard let owner = owners.last?.name else { return }
        for element in node.elements.typedElements {
            if let literal = element.rawValue?.value.as(StringLiteralExprSyntax.self) {
                if let value = literal.representedLiteralValue { index.addRawValue(value, of: owner) }
            } else if element.rawValue == nil {
                index.addRawValue(element.name.text, of: owner)
            }
            if let parameters = element.parameterClause?.parameters {
                index.addFunction(element.name.text, parameters: parameters.typedElements.map {
                    DeclarationIndex.Parameter(label: $0.firstName.flatMap(Self.label), type: TypeName($0.type))
                })
            }
        }
    }

    // MARK: members and globals

    mutating func record(_ node: VariableDeclSyntax) {
        let isMember = node.parent?.is(MemberBlockItemSyntax.self) == true
        let isGlobal = node.parent?.parent?.parent?.is(SourceFileSyntax.self) == true
        guard isMember || isGlobal else { return }
        // A struct's own stored properties (not those in an `#if` block) make its memberwise
        // initializer.
        let isMemberwise = isMember && owners.last?.memberwise != nil
            && node.parent?.parent?.parent?.is(MemberBlockSyntax.self) == true
            && !node.modifiers.typedElements.contains(where: { Self.takesNoMemberwiseArgument($0.name.text) })
        let isLet = node.bindingSpecifier.tokenKind == .keyword(.let)
        for binding in node.bindings.typedElements {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                  let type = Self.declaredType(of: binding) else { continue }
            if isMember, let owner = owners.last {
                index.addMember(name, type: type, of: owner.name)
                if isMemberwise, Self.isStored(binding), !(isLet && binding.initializer != nil) {
                    owners[owners.count - 1].memberwise?.append(
                        .init(label: name.hasPrefix("_") ? String(name.dropFirst()) : name, type: type))
                }
            } else if isGlobal {
                index.addGlobal(name, type: type)
            }
        }
    }

    mutating func record(_ node: FunctionDeclSyntax) {
        let name = node.name.text
        index.addFunction(name, parameters: Self.parameters(node.signature.parameterClause))
        if let result = node.signature.returnClause?.type, let owner = owners.last?.name,
           node.parent?.is(MemberBlockItemSyntax.self) == true {
            index.addMember(name, type: TypeName(result), of: owner)
        }
    }

    mutating func record(_ node: InitializerDeclSyntax) {
        if let owner = owners.last?.name {
            index.addInitializer(Self.parameters(node.signature.parameterClause), of: owner)
        }
    }

    // MARK: helpers

    private mutating func enter(_ name: String, memberwise: [DeclarationIndex.Parameter]? = nil) {
        owners.append(Owner(name: name, memberwise: memberwise))
        index.addType(name)
    }

    /// The type a binding declares: its annotation, or what its initial value's syntax says.
    static func declaredType(of binding: PatternBindingSyntax) -> TypeName? {
        if let annotation = binding.typeAnnotation?.type { return TypeName(annotation) }
        return binding.initializer.flatMap { SyntacticType.of($0.value) }
    }

    static func parameters(_ clause: FunctionParameterClauseSyntax) -> [DeclarationIndex.Parameter] {
        clause.parameters.typedElements.map { DeclarationIndex.Parameter(label: label($0.firstName), type: TypeName($0.type)) }
    }

    private static func label(_ token: TokenSyntax) -> String? {
        token.tokenKind == .wildcard ? nil : token.text
    }

    /// `static`, `class` and `lazy` properties are not memberwise parameters.
    private static func takesNoMemberwiseArgument(_ modifier: String) -> Bool {
        modifier == "static" || modifier == "class" || modifier == "lazy"
    }

    private static func isStored(_ binding: PatternBindingSyntax) -> Bool {
        guard let accessors = binding.accessorBlock?.accessors else { return true }
        guard case .accessors(let list) = accessors else { return false }
        return list.typedElements.allSatisfy { $0.accessorSpecifier.text == "willSet" || $0.accessorSpecifier.text == "didSet" }
    }
}
