import SwiftSyntax

/// Tells the type of an expression from the syntax around it and the declarations in the scanned
/// files: literals and casts, local `let`s and parameters in enclosing scopes, closure parameters
/// of `ForEach`, properties of the enclosing type and of other types (`item.title`), globals.
/// What needs declarations from other files comes back as a `TypeQuery` answered once every file
/// is walked. Answers nil when the sources do not say, so the caller reports it instead of guessing.
struct TypeResolver {
    /// The expression's type, or a query for it; nil when it cannot be known from the sources.
    func type(of expr: ExprSyntax) -> TypeQuery {
        if let syntactic = SyntacticType.of(expr) {
            if let call = expr.as(FunctionCallExprSyntax.self), let name = SyntacticType.initializedType(call),
               InterpolationSpecifier.placeholder(for: name) == nil, !Self.isKnownStandardType(name) {
                // `Thing()` is a `Thing` only when the scanned files declare it.
                return .later { $0.declares(name) ? syntactic : nil }
            }
            return .known(syntactic)
        }
        switch expr.as(ExprSyntaxEnum.self) {
        case .declReferenceExpr(let reference):
            return lookUp(reference.baseName.text, from: Syntax(reference))
        case .memberAccessExpr(let member):
            return memberType(member)
        case .forceUnwrapExpr(let unwrap):
            return type(of: unwrap.expression).map { $0?.unwrapped }
        case .optionalChainingExpr(let chain):
            return type(of: chain.expression)
        case .functionCallExpr(let call):
            return callResultType(call)
        case .ternaryExpr(let ternary):
            return .combine(type(of: ternary.thenExpression), type(of: ternary.elseExpression)) { $0 == $1 ? $0 : nil }
        case .infixOperatorExpr(let infix):
            return infixType(infix)
        case .sequenceExpr(let sequence):
            return sequenceType(sequence)
        case .awaitExpr(let awaited):
            return type(of: awaited.expression)
        case .tryExpr(let tried):
            return type(of: tried.expression)
        default:
            return .unknown
        }
    }

    /// Types from the standard library and Foundation that are worth naming even though no
    /// scanned file declares them (so `Date()` is a `Date`, but `makeThing()` stays unknown).
    static func isKnownStandardType(_ type: TypeName) -> Bool {
        ["Bool", "Formatter", "DateFormatter", "NumberFormatter", "LocalizedStringKey"].contains(type.simpleName)
    }

    // MARK: names

    /// Finds the declaration `name` refers to, scope by scope outwards from `site`.
    func lookUp(_ name: String, from site: Syntax) -> TypeQuery {
        if name == "self" { return .known(enclosingTypeName(of: site)) }
        return lookUp(name, below: site, in: site.parent)
    }

    /// The search from the scope `node` outwards, `child` being the node it was reached from.
    private func lookUp(_ name: String, below child: Syntax, in node: Syntax?) -> TypeQuery {
        var child = child
        var node = node
        while let current = node {
            switch current.as(SyntaxEnum.self) {
            case .codeBlockItemList(let items):
                if let found = localDeclaration(name, in: items, before: child) { return found }
            case .closureExpr(let closure):
                if let found = closureParameter(name, of: closure) { return found }
            case .functionDecl(let function):
                if let found = parameter(name, in: function.signature.parameterClause) { return .known(found) }
            case .initializerDecl(let initializer):
                if let found = parameter(name, in: initializer.signature.parameterClause) { return .known(found) }
            case .forStmt(let loop) where child.id == loop.body.id:
                if loop.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
                    return type(of: loop.sequence).map { $0?.element }
                }
            case .ifExpr(let ifExpr) where child.id == ifExpr.body.id:
                if let found = conditionBinding(name, in: ifExpr.conditions) { return found }
            case .whileStmt(let loop) where child.id == loop.body.id:
                if let found = conditionBinding(name, in: loop.conditions) { return found }
            case .switchCase(let switchCase):
                if switchCaseBinds(name, switchCase) { return .unknown }
            case .memberBlock:
                if let owner = enclosingTypeName(of: current) {
                    // A member of the enclosing type, if the declarations have one; else further out.
                    let outer = lookUp(name, below: current, in: current.parent)
                    return .later { index in index.member(name, of: owner) ?? outer.resolve(index) }
                }
            case .sourceFile:
                return .later { $0.global(name) }
            default:
                break
            }
            child = current
            node = current.parent
        }
        return .unknown
    }

    /// The type of a local `let`/`var` or `guard let` declared before `child`; nil when the block
    /// binds no such name. A binding found with no known type stops the search all the same (an
    /// outer declaration of the same name is shadowed).
    private func localDeclaration(_ name: String, in items: CodeBlockItemListSyntax, before child: Syntax) -> TypeQuery? {
        for element in items.children(viewMode: .all).reversed() where element.position < child.position {
            guard let item = CodeBlockItemSyntax(element) else { continue }
            if let variable = item.item.as(VariableDeclSyntax.self) {
                for binding in variable.bindings.typedElements
                where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
                    if let annotation = binding.typeAnnotation?.type { return .known(TypeName(annotation)) }
                    return binding.initializer.map { type(of: $0.value) } ?? .unknown
                }
            } else if let guardStmt = item.item.as(GuardStmtSyntax.self),
                      let found = conditionBinding(name, in: guardStmt.conditions) {
                return found
            }
        }
        return nil
    }

    private func conditionBinding(_ name: String, in conditions: ConditionElementListSyntax) -> TypeQuery? {
        for condition in conditions.typedElements {
            guard case .optionalBinding(let binding) = condition.condition,
                  binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name else { continue }
            if let annotation = binding.typeAnnotation?.type { return .known(TypeName(annotation)) }
            if let value = binding.initializer?.value { return type(of: value).map { $0?.unwrapped } }
            // `if let name` unwraps the outer `name`.
            return lookUp(name, from: Syntax(condition.parent ?? Syntax(condition))).map { $0?.unwrapped }
        }
        return nil
    }

    private func closureParameter(_ name: String, of closure: ClosureExprSyntax) -> TypeQuery? {
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
            if let declared = parameter.type { return .known(TypeName(declared)) }
            return iterationElement(of: closure, position: clause.parameters.distance(from: clause.parameters.startIndex, to: position))
        }
    }

    /// The element type of `ForEach(items) { item in … }` / `List(items) { … }`'s first closure parameter.
    private func iterationElement(of closure: ClosureExprSyntax, position: Int) -> TypeQuery {
        guard position == 0,
              let call = closure.parent?.as(FunctionCallExprSyntax.self)
                ?? closure.parent?.parent?.parent?.as(FunctionCallExprSyntax.self),
              let callee = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
              ["ForEach", "List"].contains(callee),
              let collection = call.arguments.firstElement?.expression else { return .unknown }
        if let range = collection.as(InfixOperatorExprSyntax.self),
           ["..<", "..."].contains(range.operator.as(BinaryOperatorExprSyntax.self)?.operator.text) {
            return .known(.int)
        }
        if let sequence = collection.as(SequenceExprSyntax.self), sequence.elements.count == 3,
           let op = sequence.elements.dropFirst().first?.as(BinaryOperatorExprSyntax.self),
           ["..<", "..."].contains(op.operator.text) {
            return .known(.int)
        }
        return type(of: collection).map { $0?.element }
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

    private func memberType(_ member: MemberAccessExprSyntax) -> TypeQuery {
        let name = member.declName.baseName.text
        guard let base = member.base else { return .unknown }
        let reference = typeReference(base)
        let baseType = type(of: base)
        let fallback = SyntacticType.wellKnownMembers[name]
        if !reference.isLater, case .known(nil) = baseType {
            // Neither a type nor a typed base: nothing here depends on the declarations.
            return .known(fallback)
        }
        let isOptionalChain = base.is(OptionalChainingExprSyntax.self)
        return .later { index in
            if let owner = reference.resolve(index) {
                return name == "allCases" ? TypeName("[\(owner.spelling)]") : nil
            }
            if let baseType = baseType.resolve(index) {
                if let declared = index.member(name, of: baseType.unwrapped) {
                    return baseType.isOptional && isOptionalChain ? TypeName(declared.spelling + "?") : declared
                }
                if name == "rawValue", let raw = index.rawType(of: baseType) { return raw }
            }
            return fallback
        }
    }

    /// `Priority` or `TodoItem.Priority` used as a type (for `.allCases`), when the scanned files
    /// declare it.
    private func typeReference(_ expr: ExprSyntax) -> TypeQuery {
        let name: String
        let outer: TypeQuery?
        if let reference = expr.as(DeclReferenceExprSyntax.self) {
            name = reference.baseName.text
            outer = nil
        } else if let member = expr.as(MemberAccessExprSyntax.self), let base = member.base {
            name = member.declName.baseName.text
            outer = typeReference(base)
        } else {
            return .unknown
        }
        if case .known(nil)? = outer { return .unknown }
        guard name.first?.isUppercase == true else { return .unknown }
        let type = TypeName(name)
        return .later { index in
            guard outer.map({ $0.resolve(index) != nil }) ?? true, index.declares(type) else { return nil }
            return type
        }
    }

    private func callResultType(_ call: FunctionCallExprSyntax) -> TypeQuery {
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self) else { return .unknown }
        return memberType(member)
    }

    private func infixType(_ infix: InfixOperatorExprSyntax) -> TypeQuery {
        guard let op = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text else { return .unknown }
        return combine(op, type(of: infix.leftOperand), type(of: infix.rightOperand),
                       rightIsLiteral: infix.rightOperand.is(IntegerLiteralExprSyntax.self),
                       leftIsLiteral: infix.leftOperand.is(IntegerLiteralExprSyntax.self))
    }

    /// Unfolded operator expressions (`a + b`, `x as Int`, `c ? a : b`): see `SequenceShape`.
    private func sequenceType(_ sequence: SequenceExprSyntax) -> TypeQuery {
        switch SequenceShape(sequence) {
        case .cast(_, let target):
            return .known(target)
        case .ternary(let then, let otherwise):
            return .combine(type(of: then), type(of: otherwise)) { $0 == $1 ? $0 : nil }
        case .binary(let left, let op, let right):
            return combine(op, type(of: left), type(of: right),
                           rightIsLiteral: right.is(IntegerLiteralExprSyntax.self),
                           leftIsLiteral: left.is(IntegerLiteralExprSyntax.self))
        case nil:
            return .unknown
        }
    }

    private func combine(_ op: String, _ left: TypeQuery, _ right: TypeQuery,
                         rightIsLiteral: Bool, leftIsLiteral: Bool) -> TypeQuery {
        .combine(left, right) { Self.operatorResult(op, $0, $1, rightIsLiteral: rightIsLiteral, leftIsLiteral: leftIsLiteral) }
    }

    private static func operatorResult(_ op: String, _ left: TypeName?, _ right: TypeName?,
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
