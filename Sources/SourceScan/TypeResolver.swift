import SwiftSyntax

/// Tells the type of an expression from the syntax around it and the declarations in the scanned
/// files: literals and casts, local `let`s and parameters in enclosing scopes, closure parameters
/// of `ForEach`, properties of the enclosing type and of other types (`item.title`), globals.
/// Answers nil when the sources do not say, so the caller reports it instead of guessing.
struct TypeResolver {
    let index: DeclarationIndex

    /// The expression's type, or nil when it cannot be known from the sources.
    func type(of expr: ExprSyntax) -> TypeName? {
        if let syntactic = SyntacticType.of(expr) {
            if let call = expr.as(FunctionCallExprSyntax.self), let name = SyntacticType.initializedType(call),
               !index.declares(name), InterpolationSpecifier.placeholder(for: name) == nil,
               !Self.isKnownStandardType(name) {
                return nil
            }
            return syntactic
        }
        switch expr.as(ExprSyntaxEnum.self) {
        case .declReferenceExpr(let reference):
            return lookUp(reference.baseName.text, from: Syntax(reference))
        case .memberAccessExpr(let member):
            return memberType(member)
        case .forceUnwrapExpr(let unwrap):
            return type(of: unwrap.expression)?.unwrapped
        case .optionalChainingExpr(let chain):
            return type(of: chain.expression)
        case .functionCallExpr(let call):
            return callResultType(call)
        case .ternaryExpr(let ternary):
            let then = type(of: ternary.thenExpression)
            return then == type(of: ternary.elseExpression) ? then : nil
        case .infixOperatorExpr(let infix):
            return infixType(infix)
        case .sequenceExpr(let sequence):
            return sequenceType(sequence)
        case .awaitExpr(let awaited):
            return type(of: awaited.expression)
        case .tryExpr(let tried):
            return type(of: tried.expression)
        default:
            return nil
        }
    }

    /// Types from the standard library and Foundation that are worth naming even though no
    /// scanned file declares them (so `Date()` is a `Date`, but `makeThing()` stays unknown).
    static func isKnownStandardType(_ type: TypeName) -> Bool {
        ["Bool", "Formatter", "DateFormatter", "NumberFormatter", "LocalizedStringKey"].contains(type.simpleName)
    }

    // MARK: names

    /// Finds the declaration `name` refers to, scope by scope outwards from `site`.
    func lookUp(_ name: String, from site: Syntax) -> TypeName? {
        if name == "self" { return enclosingTypeName(of: site) }
        var child = site
        var node = site.parent
        while let current = node {
            switch current.as(SyntaxEnum.self) {
            case .codeBlockItemList(let items):
                if let found = localDeclaration(name, in: items, before: child) { return found.type }
            case .closureExpr(let closure):
                if let found = closureParameter(name, of: closure) { return found.type }
            case .functionDecl(let function):
                if let found = parameter(name, in: function.signature.parameterClause) { return found }
            case .initializerDecl(let initializer):
                if let found = parameter(name, in: initializer.signature.parameterClause) { return found }
            case .forStmt(let loop) where child.id == loop.body.id:
                if loop.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
                    return type(of: loop.sequence)?.element
                }
            case .ifExpr(let ifExpr) where child.id == ifExpr.body.id:
                if let found = conditionBinding(name, in: ifExpr.conditions) { return found.type }
            case .whileStmt(let loop) where child.id == loop.body.id:
                if let found = conditionBinding(name, in: loop.conditions) { return found.type }
            case .switchCase(let switchCase):
                if switchCaseBinds(name, switchCase) { return nil }
            case .memberBlock:
                if let owner = enclosingTypeName(of: current), let member = index.member(name, of: owner) {
                    return member
                }
            case .sourceFile:
                return index.global(name)
            default:
                break
            }
            child = current
            node = current.parent
        }
        return nil
    }

    /// A binding found in scope; `type` nil means the name is bound there but its type is unknown,
    /// which stops the search (an outer declaration of the same name is shadowed).
    private struct Binding { var type: TypeName? }

    private func localDeclaration(_ name: String, in items: CodeBlockItemListSyntax, before child: Syntax) -> Binding? {
        for element in items.children(viewMode: .all).reversed() where element.position < child.position {
            guard let item = CodeBlockItemSyntax(element) else { continue }
            if let variable = item.item.as(VariableDeclSyntax.self) {
                for binding in variable.bindings.typedElements
                where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
                    if let annotation = binding.typeAnnotation?.type { return Binding(type: TypeName(annotation)) }
                    return Binding(type: binding.initializer.flatMap { type(of: $0.value) })
                }
            } else if let guardStmt = item.item.as(GuardStmtSyntax.self),
                      let found = conditionBinding(name, in: guardStmt.conditions) {
                return found
            }
        }
        return nil
    }

    private func conditionBinding(_ name: String, in conditions: ConditionElementListSyntax) -> Binding? {
        for condition in conditions.typedElements {
            guard case .optionalBinding(let binding) = condition.condition,
                  binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name else { continue }
            if let annotation = binding.typeAnnotation?.type { return Binding(type: TypeName(annotation)) }
            if let value = binding.initializer?.value { return Binding(type: type(of: value)?.unwrapped) }
            // `if let name` unwraps the outer `name`.
            return Binding(type: lookUp(name, from: Syntax(condition.parent ?? Syntax(condition)))?.unwrapped)
        }
        return nil
    }

    private func closureParameter(_ name: String, of closure: ClosureExprSyntax) -> Binding? {
        guard let parameters = closure.signature?.parameterClause else {
            return name.hasPrefix("$") ? iterationElement(of: closure, position: Int(name.dropFirst()) ?? -1) : nil
        }
        switch parameters {
        case .simpleInput(let shorthand):
            guard let position = shorthand.firstIndex(where: { $0.name.text == name }) else { return nil }
            return iterationElement(of: closure, position: shorthand.distance(from: shorthand.startIndex, to: position))
        case .parameterClause(let clause):
            guard let position = clause.parameters.firstIndex(where: {
                ($0.secondName ?? $0.firstName).text == name
            }) else { return nil }
            let parameter = clause.parameters[position]
            if let declared = parameter.type { return Binding(type: TypeName(declared)) }
            return iterationElement(of: closure, position: clause.parameters.distance(from: clause.parameters.startIndex, to: position))
        }
    }

    /// The element type of `ForEach(items) { item in … }` / `List(items) { … }`'s first closure parameter.
    private func iterationElement(of closure: ClosureExprSyntax, position: Int) -> Binding {
        guard position == 0,
              let call = closure.parent?.as(FunctionCallExprSyntax.self)
                ?? closure.parent?.parent?.parent?.as(FunctionCallExprSyntax.self),
              let callee = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
              ["ForEach", "List"].contains(callee),
              let collection = call.arguments.firstElement?.expression else { return Binding(type: nil) }
        if let range = collection.as(InfixOperatorExprSyntax.self),
           ["..<", "..."].contains(range.operator.as(BinaryOperatorExprSyntax.self)?.operator.text) {
            return Binding(type: .int)
        }
        if let sequence = collection.as(SequenceExprSyntax.self), sequence.elements.count == 3,
           let op = sequence.elements.dropFirst().first?.as(BinaryOperatorExprSyntax.self),
           ["..<", "..."].contains(op.operator.text) {
            return Binding(type: .int)
        }
        return Binding(type: type(of: collection)?.element)
    }

    private func parameter(_ name: String, in clause: FunctionParameterClauseSyntax) -> TypeName? {
        clause.parameters.typedElements.first { ($0.secondName ?? $0.firstName).text == name }.map { TypeName($0.type) }
    }

    private func switchCaseBinds(_ name: String, _ switchCase: SwitchCaseSyntax) -> Bool {
        guard case .case(let label) = switchCase.label else { return false }
        return label.caseItems.typedElements.contains { item in
            item.pattern.tokens(viewMode: .sourceAccurate).contains { $0.text == name }
        }
    }

    /// The name of the type whose body holds `node`.
    func enclosingTypeName(of node: Syntax) -> TypeName? {
        var current: Syntax? = node
        while let candidate = current {
            switch candidate.as(SyntaxEnum.self) {
            case .structDecl(let decl): return TypeName(decl.name.text)
            case .classDecl(let decl): return TypeName(decl.name.text)
            case .enumDecl(let decl): return TypeName(decl.name.text)
            case .actorDecl(let decl): return TypeName(decl.name.text)
            case .extensionDecl(let decl): return TypeName(decl.extendedType)
            default: current = candidate.parent
            }
        }
        return nil
    }

    // MARK: members, calls, operators

    private func memberType(_ member: MemberAccessExprSyntax) -> TypeName? {
        let name = member.declName.baseName.text
        guard let base = member.base else { return nil }
        if let owner = typeReference(base) {
            return name == "allCases" ? TypeName("[\(owner.spelling)]") : nil
        }
        if let baseType = type(of: base) {
            if let declared = index.member(name, of: baseType.unwrapped) {
                return baseType.isOptional && member.base?.is(OptionalChainingExprSyntax.self) == true
                    ? TypeName(declared.spelling + "?") : declared
            }
            if name == "rawValue", let raw = index.rawType(of: baseType) { return raw }
        }
        return SyntacticType.wellKnownMembers[name]
    }

    /// `Priority` or `TodoItem.Priority` used as a type (for `.allCases`), when the scanned files
    /// declare it.
    private func typeReference(_ expr: ExprSyntax) -> TypeName? {
        let name: String
        if let reference = expr.as(DeclReferenceExprSyntax.self) {
            name = reference.baseName.text
        } else if let member = expr.as(MemberAccessExprSyntax.self), let base = member.base, typeReference(base) != nil {
            name = member.declName.baseName.text
        } else {
            return nil
        }
        guard name.first?.isUppercase == true, index.declares(TypeName(name)) else { return nil }
        return TypeName(name)
    }

    private func callResultType(_ call: FunctionCallExprSyntax) -> TypeName? {
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self) else { return nil }
        return memberType(member)
    }

    private func infixType(_ infix: InfixOperatorExprSyntax) -> TypeName? {
        guard let op = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text else { return nil }
        return combine(op, type(of: infix.leftOperand), type(of: infix.rightOperand),
                       rightIsLiteral: infix.rightOperand.is(IntegerLiteralExprSyntax.self),
                       leftIsLiteral: infix.leftOperand.is(IntegerLiteralExprSyntax.self))
    }

    /// Unfolded operator expressions (`a + b`, `x as Int`, `c ? a : b`): see `SequenceShape`.
    private func sequenceType(_ sequence: SequenceExprSyntax) -> TypeName? {
        switch SequenceShape(sequence) {
        case .cast(_, let target):
            return target
        case .ternary(let then, let otherwise):
            let thenType = type(of: then)
            return thenType == type(of: otherwise) ? thenType : nil
        case .binary(let left, let op, let right):
            return combine(op, type(of: left), type(of: right),
                           rightIsLiteral: right.is(IntegerLiteralExprSyntax.self),
                           leftIsLiteral: left.is(IntegerLiteralExprSyntax.self))
        case nil:
            return nil
        }
    }

    private func combine(_ op: String, _ left: TypeName?, _ right: TypeName?,
                         rightIsLiteral: Bool, leftIsLiteral: Bool) -> TypeName? {
        switch op {
        case "==", "!=", "<", ">", "<=", ">=", "&&", "||": return .bool
        case "??": return right ?? left?.unwrapped
        case "+", "-", "*", "/", "%":
            if left == .string || right == .string { return op == "+" ? .string : nil }
            if left == right { return left }
            if rightIsLiteral { return left }
            if leftIsLiteral { return right }
            return nil
        default: return nil
        }
    }
}
