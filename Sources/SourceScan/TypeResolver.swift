@_spi(RawSyntax) import SwiftSyntax

/// Tells the type of an expression from the syntax around it and the declarations in the scanned
/// files: literals and casts, local `let`s and parameters in enclosing scopes, closure parameters
/// of `ForEach`, properties of the enclosing type and of other types (`item.title`), globals.
/// What needs declarations from other files comes back as a `TypeQuery` answered once every file
/// is walked. Answers nil when the sources do not say, so the caller reports it instead of guessing.
struct TypeResolver {
    /// The file's blocks by the names they declare, shared by every resolver of one file.
    let locals: LocalDeclarations

    init(locals: LocalDeclarations) {
        self.locals = locals
    }

    /// The expression's type, or a query for it; nil when it cannot be known from the sources.
    /// `path` leads to the expression (nodes in between that open no scope may be left out).
    func type(of expr: RawExprSyntax, at path: SyntaxPath) -> TypeQuery {
        if let syntactic = SyntacticType.of(expr) {
            if let call = expr.as(RawFunctionCallExprSyntax.self), let name = SyntacticType.initializedType(call),
               InterpolationSpecifier.placeholder(for: name) == nil, !Self.isKnownStandardType(name) {
                // `Thing()` is a `Thing` only when the scanned files declare it.
                return .later { $0.declares(name) ? syntactic : nil }
            }
            return .known(syntactic)
        }
        /// The type of a part of `expr`.
        func type(of part: RawExprSyntax) -> TypeQuery {
            self.type(of: part, at: path.appending(part.raw))
        }
        switch expr.raw.kind {
        case .declReferenceExpr:
            guard let reference = expr.as(RawDeclReferenceExprSyntax.self) else { return .unknown }
            return lookUp(reference.baseName.text, from: path)
        case .memberAccessExpr:
            guard let member = expr.as(RawMemberAccessExprSyntax.self) else { return .unknown }
            return memberType(member, at: path)
        case .forceUnwrapExpr:
            guard let unwrap = expr.as(RawForceUnwrapExprSyntax.self) else { return .unknown }
            return type(of: unwrap.expression).map { $0?.unwrapped }
        case .optionalChainingExpr:
            guard let chain = expr.as(RawOptionalChainingExprSyntax.self) else { return .unknown }
            return type(of: chain.expression)
        case .functionCallExpr:
            guard let called = expr.as(RawFunctionCallExprSyntax.self)?.calledExpression else { return .unknown }
            // `quantityText(amount)`: a method of the enclosing type (or a global function) by its result.
            if let reference = called.as(RawDeclReferenceExprSyntax.self) { return lookUp(reference.baseName.text, from: path) }
            guard let member = called.as(RawMemberAccessExprSyntax.self) else { return .unknown }
            return memberType(member, at: path.appending(member.raw))
        case .ternaryExpr:
            guard let ternary = expr.as(RawTernaryExprSyntax.self) else { return .unknown }
            return .combine(type(of: ternary.thenExpression), type(of: ternary.elseExpression)) { $0 == $1 ? $0 : nil }
        case .infixOperatorExpr:
            guard let infix = expr.as(RawInfixOperatorExprSyntax.self),
                  let op = infix.operator.as(RawBinaryOperatorExprSyntax.self)?.operator.text else { return .unknown }
            return combine(op, type(of: infix.leftOperand), type(of: infix.rightOperand),
                           rightIsLiteral: infix.rightOperand.is(RawIntegerLiteralExprSyntax.self),
                           leftIsLiteral: infix.leftOperand.is(RawIntegerLiteralExprSyntax.self))
        case .sequenceExpr:
            guard let sequence = expr.as(RawSequenceExprSyntax.self) else { return .unknown }
            return sequenceType(sequence, type: type(of:))
        case .awaitExpr:
            guard let awaited = expr.as(RawAwaitExprSyntax.self) else { return .unknown }
            return type(of: awaited.expression)
        case .tryExpr:
            guard let tried = expr.as(RawTryExprSyntax.self) else { return .unknown }
            return type(of: tried.expression)
        default:
            return .unknown
        }
    }

    /// Types from the standard library and Foundation that are worth naming even though no
    /// scanned file declares them (so `Date()` is a `Date`, but `makeThing()` stays unknown).
    static func isKnownStandardType(_ type: TypeName) -> Bool {
        ["Bool", "Formatter", "DateFormatter", "NumberFormatter", "LocalizedStringKey", "Text"].contains(type.simpleName)
    }

    /// `Text`'s own modifiers, which give a `Text` again (so `Text(name).bold()` interpolates as one).
    static let textModifiers: Set<String> = [
        "font", "fontWeight", "fontWidth", "fontDesign", "bold", "italic", "underline", "strikethrough", "kerning",
        "tracking", "baselineOffset", "monospaced", "monospacedDigit", "foregroundColor", "foregroundStyle",
        "textScale", "typesetting",
    ]

    // MARK: names

    /// Finds the declaration `name` refers to, scope by scope outwards from the node `path` leads to.
    func lookUp(_ name: String, from path: SyntaxPath) -> TypeQuery {
        if name == "self" { return .known(enclosingTypeName(of: path)) }
        return lookUp(name, in: path, level: path.nodes.count - 2)
    }

    /// The search from the scope at `level` of `path` outwards, the node below it on the path
    /// being the one it was reached from.
    private func lookUp(_ name: String, in path: SyntaxPath, level start: Int) -> TypeQuery {
        var level = start
        while level >= 0 {
            let current = path.nodes[level]
            let child = path.nodes[level + 1]
            switch current.kind {
            case .codeBlockItemList:
                if let items = current.as(RawCodeBlockItemListSyntax.self),
                   let found = localDeclaration(name, in: items, before: child, at: path.prefix(through: level)) {
                    return found
                }
            case .closureExpr:
                if let closure = current.as(RawClosureExprSyntax.self),
                   let found = closureParameter(name, of: closure, at: path.prefix(through: level)) {
                    return found
                }
            case .functionDecl:
                if let function = current.as(RawFunctionDeclSyntax.self),
                   let found = parameter(name, in: function.signature.parameterClause) {
                    return .known(found)
                }
            case .initializerDecl:
                if let initializer = current.as(RawInitializerDeclSyntax.self),
                   let found = parameter(name, in: initializer.signature.parameterClause) {
                    return .known(found)
                }
            case .forStmt:
                if let loop = current.as(RawForStmtSyntax.self), child.id == loop.body.raw.id,
                   loop.pattern.as(RawIdentifierPatternSyntax.self)?.identifier.text == name {
                    let sequence = loop.sequence
                    return type(of: sequence, at: path.prefix(through: level).appending(sequence.raw)).map { $0?.element }
                }
            case .ifExpr:
                if let ifExpr = current.as(RawIfExprSyntax.self), child.id == ifExpr.body.raw.id,
                   let found = conditionBinding(name, in: ifExpr.conditions, at: path.prefix(through: level)) {
                    return found
                }
            case .whileStmt:
                if let loop = current.as(RawWhileStmtSyntax.self), child.id == loop.body.raw.id,
                   let found = conditionBinding(name, in: loop.conditions, at: path.prefix(through: level)) {
                    return found
                }
            case .switchCase:
                if let switchCase = current.as(RawSwitchCaseSyntax.self), switchCaseBinds(name, switchCase) {
                    return caseBinding(name, in: switchCase, at: path.prefix(through: level))
                }
            case .memberBlock:
                if let owner = enclosingTypeName(of: path.prefix(through: level)) {
                    // A member of the enclosing type, if the declarations have one; else further out.
                    let outer = lookUp(name, in: path, level: level - 1)
                    return .later { index in index.member(name, of: owner) ?? outer.resolve(index) }
                }
            case .sourceFile:
                return .later { $0.global(name) }
            default:
                break
            }
            level -= 1
        }
        return .unknown
    }

    /// The type of a local `let`/`var` or `guard let` declared before `child` in the block
    /// `items` (which `path` leads to); nil when the block binds no such name. A binding found
    /// with no known type stops the search all the same (an outer declaration of the same name
    /// is shadowed).
    private func localDeclaration(_ name: String, in items: RawCodeBlockItemListSyntax, before child: RawSyntax,
                                  at path: SyntaxPath) -> TypeQuery? {
        // A path that skipped the item would see declarations after the use: none, then.
        let statements = items.raw.childNodes
        if let block = locals.block(items) {
            for position in block.declarations(of: name, before: child) {
                if let found = declaration(name, in: statements[position], at: path) { return found }
            }
            return nil
        }
        let end = statements.firstIndex { $0?.id == child.id } ?? 0
        for position in (0..<end).reversed() {
            if let found = declaration(name, in: statements[position], at: path) { return found }
        }
        return nil
    }

    /// The type the statement `statement` (of the block `path` leads to) gives `name`, when it
    /// declares it.
    private func declaration(_ name: String, in statement: RawSyntax?, at path: SyntaxPath) -> TypeQuery? {
        guard let item = statement?.as(RawCodeBlockItemSyntax.self) else { return nil }
        if let variable = item.item.as(RawVariableDeclSyntax.self) {
            for binding in variable.bindings.elements
            where binding.pattern.as(RawIdentifierPatternSyntax.self)?.identifier.text == name {
                if let annotation = binding.typeAnnotation?.type { return .known(TypeName(annotation)) }
                guard let value = binding.initializer?.value else { return .unknown }
                return type(of: value, at: path.appending(item.raw, value.raw))
            }
        } else if let guardStmt = item.item.as(RawGuardStmtSyntax.self) {
            return conditionBinding(name, in: guardStmt.conditions, at: path.appending(item.raw, guardStmt.raw))
        }
        return nil
    }

    /// A binding of `name` in the conditions of the statement `path` leads to.
    private func conditionBinding(_ name: String, in conditions: RawConditionElementListSyntax,
                                  at path: SyntaxPath) -> TypeQuery? {
        for condition in conditions.elements {
            guard let binding = condition.condition.as(RawOptionalBindingConditionSyntax.self),
                  binding.pattern.as(RawIdentifierPatternSyntax.self)?.identifier.text == name else { continue }
            if let annotation = binding.typeAnnotation?.type { return .known(TypeName(annotation)) }
            if let value = binding.initializer?.value {
                return type(of: value, at: path.appending(conditions.raw, value.raw)).map { $0?.unwrapped }
            }
            // `if let name` unwraps the outer `name`.
            return lookUp(name, from: path.appending(conditions.raw)).map { $0?.unwrapped }
        }
        return nil
    }

    /// `path` leads to the closure.
    private func closureParameter(_ name: String, of closure: RawClosureExprSyntax, at path: SyntaxPath) -> TypeQuery? {
        guard let parameters = closure.signature?.parameterClause else {
            return name.hasPrefix("$") ? iterationElement(of: path, position: Int(name.dropFirst()) ?? -1) : nil
        }
        if let shorthand = parameters.as(RawClosureShorthandParameterListSyntax.self) {
            let names = shorthand.elements
            guard let position = names.firstIndex(where: { $0.name.text == name }) else { return nil }
            return iterationElement(of: path, position: position)
        }
        if let clause = parameters.as(RawClosureParameterClauseSyntax.self) {
            let list = clause.parameters.elements
            guard let position = list.firstIndex(where: { ($0.secondName ?? $0.firstName).text == name }) else { return nil }
            if let declared = list[position].type { return .known(TypeName(declared)) }
            return iterationElement(of: path, position: position)
        }
        return nil
    }

    /// The element type of `ForEach(items) { item in … }` / `List(items) { … }`'s first closure
    /// parameter; `path` leads to the closure.
    private func iterationElement(of path: SyntaxPath, position: Int) -> TypeQuery {
        let callLevel: Int
        if path.ancestor(1)?.kind == .functionCallExpr {
            callLevel = path.nodes.count - 2
        } else if path.ancestor(3)?.kind == .functionCallExpr {
            callLevel = path.nodes.count - 4
        } else {
            return .unknown
        }
        guard position == 0, let call = path.nodes[callLevel].as(RawFunctionCallExprSyntax.self) else { return .unknown }
        // `.sheet(item: $selection) { selection in … }`: the value the binding holds.
        if let item = call.arguments.elements.first(where: { $0.label?.tokenText == "item" }),
           call.calledExpression.is(RawMemberAccessExprSyntax.self),
           let binding = item.expression.as(RawDeclReferenceExprSyntax.self)?.baseName.text, binding.hasPrefix("$") {
            return lookUp(String(binding.dropFirst()), from: path.prefix(through: callLevel)).map { $0?.unwrapped }
        }
        guard let callee = call.calledExpression.as(RawDeclReferenceExprSyntax.self)?.baseName.tokenText,
              callee == "ForEach" || callee == "List",
              let collection = call.arguments.elements.first?.expression
        else { return .unknown }
        if let range = collection.as(RawInfixOperatorExprSyntax.self),
           let op = range.operator.as(RawBinaryOperatorExprSyntax.self)?.operator.tokenText, op == "..<" || op == "..." {
            return .known(.int)
        }
        if let sequence = collection.as(RawSequenceExprSyntax.self) {
            let elements = sequence.elements.elements
            if elements.count == 3, let op = elements[1].as(RawBinaryOperatorExprSyntax.self)?.operator.tokenText,
               op == "..<" || op == "..." {
                return .known(.int)
            }
        }
        return type(of: collection, at: path.prefix(through: callLevel).appending(collection.raw)).map { $0?.element }
    }

    /// The declared type of parameter `name`, without `inout` or attributes (`row: inout Row` is a `Row`).
    private func parameter(_ name: String, in clause: RawFunctionParameterClauseSyntax) -> TypeName? {
        clause.parameters.elements
            .first { ($0.secondName ?? $0.firstName).text == name }
            .map { TypeName($0.type.as(RawAttributedTypeSyntax.self)?.baseType ?? $0.type) }
    }

    private func switchCaseBinds(_ name: String, _ switchCase: RawSwitchCaseSyntax) -> Bool {
        guard let label = switchCase.label.as(RawSwitchCaseLabelSyntax.self) else { return false }
        return label.caseItems.elements.contains { item in
            item.pattern.raw.containsToken(name)
        }
    }

    /// The type of a value `case .failed(let code, let message):` binds: the enum case's
    /// associated value at that position, when every case of that name the sources declare agrees.
    /// `path` leads to the case.
    private func caseBinding(_ name: String, in switchCase: RawSwitchCaseSyntax, at path: SyntaxPath) -> TypeQuery {
        guard let label = switchCase.label.as(RawSwitchCaseLabelSyntax.self) else { return .unknown }
        for item in label.caseItems.elements where item.pattern.raw.containsToken(name) {
            var pattern = item.pattern
            // `case let .failed(code, message)`
            if let binding = pattern.as(RawValueBindingPatternSyntax.self) { pattern = binding.pattern }
            // `switch (user, title) { case let (.some(user), title):`: the subject's element.
            if let tuple = pattern.as(RawExpressionPatternSyntax.self)?.expression.as(RawTupleExprSyntax.self) {
                return tupleBinding(name, in: tuple, at: path)
            }
            guard let call = pattern.as(RawExpressionPatternSyntax.self)?.expression.as(RawFunctionCallExprSyntax.self),
                  let caseName = call.calledExpression.as(RawMemberAccessExprSyntax.self)?.declName.baseName.text,
                  let position = call.arguments.elements.firstIndex(where: { $0.expression.raw.containsToken(name) })
            else { return .unknown }
            return .later { index in index.associatedValue(of: caseName, at: position) }
        }
        return .unknown
    }

    /// The type of `name` bound by an element of the tuple pattern `pattern` of the case `path`
    /// leads to: the same element of the switch's tuple subject, unwrapped for `.some(name)`.
    private func tupleBinding(_ name: String, in pattern: RawTupleExprSyntax, at path: SyntaxPath) -> TypeQuery {
        guard let level = (1...3).first(where: { path.ancestor($0)?.kind == .switchExpr }),
              let subject = path.ancestor(level)?.as(RawSwitchExprSyntax.self)?.subject.as(RawTupleExprSyntax.self)
        else { return .unknown }
        let patterns = pattern.elements.elements
        let values = subject.elements.elements
        guard patterns.count == values.count,
              let position = patterns.firstIndex(where: { $0.expression.raw.containsToken(name) }) else { return .unknown }
        var element = patterns[position].expression
        if let binding = element.as(RawPatternExprSyntax.self)?.pattern.as(RawValueBindingPatternSyntax.self),
           let inner = binding.pattern.as(RawExpressionPatternSyntax.self)?.expression {
            element = inner
        }
        let value = values[position].expression
        let switchPath = path.prefix(through: path.nodes.count - 1 - level)
        let type = self.type(of: value, at: switchPath.appending(value.raw))
        if let call = element.as(RawFunctionCallExprSyntax.self),
           call.calledExpression.as(RawMemberAccessExprSyntax.self)?.declName.baseName.tokenText == "some",
           call.arguments.elements.count == 1 {
            return type.map { $0?.unwrapped }
        }
        if element.is(RawPatternExprSyntax.self) || element.is(RawDeclReferenceExprSyntax.self) { return type }
        return .unknown
    }

    /// The name of the type whose body holds the node `path` leads to.
    func enclosingTypeName(of path: SyntaxPath) -> TypeName? {
        for node in path.nodes.reversed() {
            if let decl = node.as(RawStructDeclSyntax.self) { return TypeName(decl.name.text) }
            if let decl = node.as(RawClassDeclSyntax.self) { return TypeName(decl.name.text) }
            if let decl = node.as(RawEnumDeclSyntax.self) { return TypeName(decl.name.text) }
            if let decl = node.as(RawActorDeclSyntax.self) { return TypeName(decl.name.text) }
            if let decl = node.as(RawExtensionDeclSyntax.self) { return TypeName(decl.extendedType) }
        }
        return nil
    }

    // MARK: members, calls, operators

    /// `path` leads to `member`.
    private func memberType(_ member: RawMemberAccessExprSyntax, at path: SyntaxPath) -> TypeQuery {
        let name = member.declName.baseName.text
        guard let base = member.base else { return .unknown }
        let reference = typeReference(base)
        let baseType = type(of: base, at: path.appending(base.raw))
        let fallback = SyntacticType.wellKnownMembers[name]
        if !reference.isLater, case .known(nil) = baseType {
            // Neither a type nor a typed base: nothing here depends on the declarations.
            return .known(fallback)
        }
        let isOptionalChain = base.is(RawOptionalChainingExprSyntax.self)
        return .later { index in
            if let owner = reference.resolve(index) {
                // `Engine.allCases`, or a static member (`Intent.title`, `Engine.available`).
                return name == "allCases" ? TypeName("[\(owner.spelling)]") : index.member(name, of: owner)
            }
            if let baseType = baseType.resolve(index) {
                if let declared = index.member(name, of: baseType.unwrapped) {
                    // `a?.b` is optional once, whether or not `b` is.
                    return baseType.isOptional && isOptionalChain && !declared.isOptional
                        ? TypeName(declared.spelling + "?") : declared
                }
                if name == "rawValue", let raw = index.rawType(of: baseType) { return raw }
                if !index.declares(baseType.unwrapped),
                   let standard = SyntacticType.standardMembers[baseType.unwrapped.simpleName]?[name] {
                    return baseType.isOptional && isOptionalChain && !standard.isOptional
                        ? TypeName(standard.spelling + "?") : standard
                }
                if baseType.simpleName == "Text", Self.textModifiers.contains(name) { return baseType }
            }
            return fallback
        }
    }

    /// `Priority` or `TodoItem.Priority` used as a type (for `.allCases`), when the scanned files
    /// declare it.
    private func typeReference(_ expr: RawExprSyntax) -> TypeQuery {
        let name: String
        let outer: TypeQuery?
        if let reference = expr.as(RawDeclReferenceExprSyntax.self) {
            name = reference.baseName.text
            outer = nil
        } else if let member = expr.as(RawMemberAccessExprSyntax.self), let base = member.base {
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

    /// Unfolded operator expressions (`a + b`, `x as Int`, `c ? a : b`): see `SequenceShape`.
    /// `type` types the sequence's operands.
    private func sequenceType(_ sequence: RawSequenceExprSyntax, type: (RawExprSyntax) -> TypeQuery) -> TypeQuery {
        switch SequenceShape(sequence) {
        case .cast(_, let target):
            return .known(target)
        case .ternary(let then, let otherwise):
            return .combine(type(then), type(otherwise)) { $0 == $1 ? $0 : nil }
        case .binary(let left, let op, let right):
            return combine(op, type(left), type(right),
                           rightIsLiteral: right.is(RawIntegerLiteralExprSyntax.self),
                           leftIsLiteral: left.is(RawIntegerLiteralExprSyntax.self))
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
        // The right side takes the left's type (`title ?? ""` is a LocalizedStringKey when `title` is one).
        case "??": return left?.unwrapped ?? right
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
