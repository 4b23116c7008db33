@_spi(RawSyntax) import SwiftSyntax

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

    /// A type declaration starts (a struct, class, actor, protocol, extension or enum): its members
    /// are filed under its name until `leaveType()`.
    mutating func enterType(_ node: RawSyntax) {
        if let decl = node.as(RawStructDeclSyntax.self) {
            enter(decl.name.text, memberwise: [])
            recordConformances(decl.inheritanceClause)
        } else if let decl = node.as(RawClassDeclSyntax.self) {
            enter(decl.name.text)
            recordConformances(decl.inheritanceClause)
            // SwiftData's `@Model` classes are persisted.
            if decl.attributes.elements.contains(where: {
                $0.as(RawAttributeSyntax.self)?.attributeName.raw.lastPresentToken?.tokenText == "Model"
            }) {
                index.addDataType(decl.name.text)
            }
        } else if let decl = node.as(RawActorDeclSyntax.self) {
            enter(decl.name.text)
        } else if let decl = node.as(RawProtocolDeclSyntax.self) {
            enter(decl.name.text)
        } else if let decl = node.as(RawExtensionDeclSyntax.self) {
            enter(TypeName(decl.extendedType).simpleName)
            recordConformances(decl.inheritanceClause)
        } else if let decl = node.as(RawEnumDeclSyntax.self) {
            let name = decl.name.text
            enter(name)
            recordConformances(decl.inheritanceClause)
            if let inherited = decl.inheritanceClause?.inheritedTypes.elements.first {
                let raw = TypeName(inherited.type)
                if ["String", "Int", "Double", "Float", "Character", "UInt"].contains(raw.simpleName) {
                    index.addRawType(raw, of: name)
                    index.addMember("rawValue", type: raw, of: name)
                }
            }
        }
    }

    /// Notes that the type entered last can be written as a string literal.
    private mutating func recordConformances(_ clause: RawInheritanceClauseSyntax?) {
        guard let clause, let owner = owners.last?.name else { return }
        for inherited in clause.inheritedTypes.elements {
            let name = inherited.type.raw.lastPresentToken?.tokenText
            if name == "ExpressibleByStringLiteral" || name == "ExpressibleByStringInterpolation" {
                index.addStringLiteralConformance(of: owner)
            } else if name == "Codable" || name == "Decodable" || name == "Encodable" || name == "NSManagedObject" {
                index.addDataType(owner)
            }
        }
    }

    /// The type declaration entered last ends; a struct's memberwise initializer is complete.
    mutating func leaveType() {
        let owner = owners.removeLast()
        if let memberwise = owner.memberwise { index.addInitializer(memberwise, of: owner.name) }
    }

    mutating func record(_ node: RawEnumCaseDeclSyntax) {
        guard let owner = owners.last?.name else { return }
        // `Text(kind.rawValue)` of `enum Kind: String { case daily, weekly = "Every week" }` shows the case's text.
        let hasTextRawValues = index.rawType(of: TypeName(owner)) == .string
        for element in node.elements.elements {
            if hasTextRawValues, element.parameterClause == nil,
               element.rawValue.map({ TextOrigin.holdsWords($0.value) }) ?? element.name.text.allSatisfy(\.isLetter) {
                index.addLiteralText([TextOrigin.memberKey("rawValue", of: owner)])
            }
            if let literal = element.rawValue?.value.as(RawStringLiteralExprSyntax.self) {
                if let value = LiteralValue.plain(literal) { index.addRawValue(value, of: owner) }
            } else if element.rawValue == nil {
                index.addRawValue(element.name.text, of: owner)
            }
            if let parameters = element.parameterClause?.parameters {
                index.addFunction(element.name.text, parameters: parameters.elements.map {
                    DeclarationIndex.Parameter(label: $0.firstName.flatMap(Self.label), type: TypeName($0.type))
                })
            }
        }
    }

    // MARK: members and globals

    /// `path` leads to `node`.
    mutating func record(_ node: RawVariableDeclSyntax, at path: SyntaxPath) {
        let isMember = path.ancestor(1)?.kind == .memberBlockItem
        let isGlobal = path.ancestor(3)?.kind == .sourceFile
        guard isMember || isGlobal else { return }
        // A struct's own stored properties (not those in an `#if` block) make its memberwise
        // initializer.
        let isMemberwise = isMember && owners.last?.memberwise != nil
            && path.ancestor(3)?.kind == .memberBlock
            && !node.modifiers.elements
                .contains(where: { Self.takesNoMemberwiseArgument($0.name.tokenText) })
        let isLet = node.bindingSpecifier.tokenText == "let"
        for binding in node.bindings.elements {
            guard let name = binding.pattern.as(RawIdentifierPatternSyntax.self)?.identifier.text,
                  let type = Self.declaredType(of: binding) ?? Self.environmentType(node.attributes) else { continue }
            if type.unwrapped == .string {
                // Its initial value or its getter's results, read once for both questions.
                let values = LocalizedValue.values(of: binding)
                // A stored name's initial text is what a thing is called; a computed one's is not.
                if values.contains(where: TextOrigin.holdsWords), binding.initializer == nil || !TextOrigin.holdsName(name) {
                    index.addLiteralText([isMember ? owners.last.map { TextOrigin.memberKey(name, of: $0.name) } ?? name : name])
                }
                if isMember, let owner = owners.last, binding.accessorBlock == nil, Self.startsWithoutText(binding) {
                    index.addStoredText(name, of: owner.name)
                } else {
                    index.addTextValue(name, isLocalized: !values.isEmpty && values.allSatisfy(LocalizedValue.isLocalized))
                }
            }
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

    /// `path` leads to `node`.
    mutating func record(_ node: RawFunctionDeclSyntax, at path: SyntaxPath) {
        let name = node.name.text
        // A call that another overload fits never picks a `@_disfavoredOverload` one.
        if !Self.isDisfavored(node.attributes) {
            index.addFunction(name, parameters: Self.parameters(node.signature.parameterClause))
        }
        if let result = node.signature.returnClause?.type, TypeName(result).unwrapped == .string, let body = node.body,
           TextOrigin.returnsWords(body.statements) {
            let owner = path.ancestor(1)?.kind == .memberBlockItem ? owners.last?.name : nil
            index.addLiteralText([owner.map { TextOrigin.memberKey(name, of: $0) } ?? name])
        }
        if let result = node.signature.returnClause?.type, let owner = owners.last?.name,
           path.ancestor(1)?.kind == .memberBlockItem {
            index.addMember(name, type: TypeName(result), of: owner)
            if TypeName(result).unwrapped == .string, let body = node.body {
                index.addTextValue(name, isLocalized: LocalizedValue.returnsOnlyLocalized(body.statements, at: SyntaxPath([body.raw])))
            }
        }
    }

    mutating func record(_ node: RawInitializerDeclSyntax) {
        guard let owner = owners.last else { return }
        // A struct that declares an initializer in its body gets no memberwise one.
        owners[owners.count - 1].memberwise = nil
        if !Self.isDisfavored(node.attributes) {
            index.addInitializer(Self.parameters(node.signature.parameterClause), of: owner.name)
        }
    }

    /// `typealias Copy = LocalizedStringResource`: what `Copy` stands for, wherever it is used
    /// (`DeclarationIndex.resolveKeyAliases`). A generic alias stands for no one type.
    mutating func record(_ node: RawTypeAliasDeclSyntax) {
        guard node.genericParameterClause == nil else { return }
        index.addAlias(node.name.text, of: TypeName(node.initializer.value))
    }

    static func isDisfavored(_ attributes: RawAttributeListSyntax) -> Bool {
        !attributes.elements.isEmpty && attributes.raw.containsToken("_disfavoredOverload")
    }

    // MARK: helpers

    private mutating func enter(_ name: String, memberwise: [DeclarationIndex.Parameter]? = nil) {
        owners.append(Owner(name: name, memberwise: memberwise))
        index.addType(name)
    }

    /// The type a binding declares: its annotation, or what its initial value's syntax says.
    static func declaredType(of binding: RawPatternBindingSyntax) -> TypeName? {
        if let annotation = binding.typeAnnotation?.type { return TypeName(annotation) }
        return binding.initializer.flatMap { SyntacticType.of($0.value) }
    }

    /// `@Environment(Model.self) var model`: the property is a `Model`.
    static func environmentType(_ attributes: RawAttributeListSyntax) -> TypeName? {
        for element in attributes.elements {
            guard let attribute = element.as(RawAttributeSyntax.self),
                  attribute.attributeName.raw.lastPresentToken?.tokenText == "Environment",
                  let arguments = attribute.arguments?.as(RawLabeledExprListSyntax.self)?.elements,
                  arguments.count == 1,
                  let member = arguments[0].expression.as(RawMemberAccessExprSyntax.self),
                  member.declName.baseName.tokenText == "self", let base = member.base else { continue }
            return TypeName(base.trimmedSource)
        }
        return nil
    }

    static func parameters(_ clause: RawFunctionParameterClauseSyntax) -> [DeclarationIndex.Parameter] {
        clause.parameters.elements.map {
            DeclarationIndex.Parameter(label: label($0.firstName), type: TypeName($0.type))
        }
    }

    private static func label(_ token: RawTokenSyntax) -> String? {
        token.tokenKind == .wildcard ? nil : token.text
    }

    /// A binding with no initial value, or an empty string: its text comes later.
    private static func startsWithoutText(_ binding: RawPatternBindingSyntax) -> Bool {
        guard let value = binding.initializer?.value else { return true }
        // `""`: no segment with any text (read without building the literal's value).
        return value.as(RawStringLiteralExprSyntax.self).map { literal in
            !literal.hasError && literal.segments.elements.allSatisfy {
                $0.as(RawStringSegmentSyntax.self)?.content.tokenText.isEmpty == true
            }
        } ?? false
    }

    /// `static`, `class` and `lazy` properties are not memberwise parameters.
    private static func takesNoMemberwiseArgument(_ modifier: SyntaxText) -> Bool {
        modifier == "static" || modifier == "class" || modifier == "lazy"
    }

    private static func isStored(_ binding: RawPatternBindingSyntax) -> Bool {
        guard let accessors = binding.accessorBlock?.accessors else { return true }
        guard let list = accessors.as(RawAccessorDeclListSyntax.self) else { return false }
        return list.elements.allSatisfy {
            $0.accessorSpecifier.tokenText == "willSet" || $0.accessorSpecifier.tokenText == "didSet"
        }
    }
}
