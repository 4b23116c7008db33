@_spi(RawSyntax) import SwiftSyntax

/// Works out the `TextOrigin` of a value shown without a lookup, from the syntax around it: the
/// value's own expression, the local it was bound from, the parameter or property it reads (what
/// the declarations say reaches those is known once every file is read).
struct TextOriginReader {
    let resolver: TypeResolver

    /// How many locals deep a value is followed (`let a = b; let b = c`).
    private static let depthLimit = 4

    /// `String` methods whose result is the receiver's text, transformed.
    private static let passThrough: Set<String> = [
        "uppercased", "lowercased", "capitalized", "trimmingCharacters", "replacingOccurrences", "prefix", "suffix",
        "appending", "padding",
    ]

    /// `String` properties whose value is the receiver's text, transformed
    /// (`priority.rawValue.capitalized`).
    private static let passThroughProperties: Set<String> = LocalizedValue.caseTransforms.union(["capitalized"])

    /// `path` leads to `expr`.
    func origin(of expr: RawExprSyntax, at path: SyntaxPath, depth: Int = 0) -> TextOrigin {
        guard depth <= Self.depthLimit else { return .none }
        if TextOrigin.holdsWords(expr) { return .literal }
        func inner(_ part: RawExprSyntax) -> TextOrigin {
            origin(of: part, at: path.appending(part.raw), depth: depth)
        }
        switch expr.raw.kind {
        case .declReferenceExpr:
            guard let reference = expr.as(RawDeclReferenceExprSyntax.self) else { return .none }
            return named(reference.baseName.text, at: path, depth: depth)
        case .memberAccessExpr:
            guard let member = expr.as(RawMemberAccessExprSyntax.self), let base = member.base else { return .none }
            let name = member.declName.baseName.text
            if Self.passThroughProperties.contains(name) { return inner(base) }
            return self.member(name, of: base, at: path)
        case .functionCallExpr:
            guard let call = expr.as(RawFunctionCallExprSyntax.self) else { return .none }
            return self.call(call, at: path, depth: depth)
        case .sequenceExpr:
            guard let sequence = expr.as(RawSequenceExprSyntax.self), let shape = SequenceShape(sequence) else { return .none }
            switch shape {
            case .ternary(let then, let otherwise): return .either(inner(then), inner(otherwise))
            case .binary(let left, let op, let right):
                return op == "+" || op == "??" ? .either(inner(left), inner(right)) : .none
            case .cast(let value, _): return inner(value)
            }
        case .ternaryExpr:
            guard let ternary = expr.as(RawTernaryExprSyntax.self) else { return .none }
            return .either(inner(ternary.thenExpression), inner(ternary.elseExpression))
        case .tupleExpr:
            guard let tuple = expr.as(RawTupleExprSyntax.self), tuple.elements.elements.count == 1 else { return .none }
            return inner(tuple.elements.elements[0].expression)
        case .forceUnwrapExpr:
            return expr.as(RawForceUnwrapExprSyntax.self).map { inner($0.expression) } ?? .none
        case .optionalChainingExpr:
            return expr.as(RawOptionalChainingExprSyntax.self).map { inner($0.expression) } ?? .none
        case .tryExpr:
            return expr.as(RawTryExprSyntax.self).map { inner($0.expression) } ?? .none
        case .awaitExpr:
            return expr.as(RawAwaitExprSyntax.self).map { inner($0.expression) } ?? .none
        default:
            return .none
        }
    }

    // MARK: names

    /// What reaches `name`, found scope by scope outwards from the node `path` leads to.
    private func named(_ name: String, at path: SyntaxPath, depth: Int) -> TextOrigin {
        if name == "self" { return .none }
        var level = path.nodes.count - 2
        while level >= 0 {
            let current = path.nodes[level]
            let child = path.nodes[level + 1]
            let scope = path.prefix(through: level)
            switch current.kind {
            case .codeBlockItemList:
                if let items = current.as(RawCodeBlockItemListSyntax.self),
                   let found = local(name, in: items, before: child, at: scope, depth: depth) {
                    return found
                }
            case .closureExpr:
                if name.hasPrefix("$") { return .none }
                if let closure = current.as(RawClosureExprSyntax.self), closure.signature?.raw.containsToken(name) == true {
                    return .none
                }
            case .functionDecl:
                if let function = current.as(RawFunctionDeclSyntax.self),
                   let label = Self.parameterLabel(name, in: function.signature.parameterClause) {
                    // A literal argument calls the overload that is not `@_disfavoredOverload`.
                    if DeclarationRecorder.isDisfavored(function.attributes) { return .none }
                    let key = TextOrigin.argumentKey(label, of: function.name.text)
                    return .later { $0.receivesLiteralText(key) }
                }
            case .initializerDecl:
                if let initializer = current.as(RawInitializerDeclSyntax.self),
                   let label = Self.parameterLabel(name, in: initializer.signature.parameterClause) {
                    if DeclarationRecorder.isDisfavored(initializer.attributes) { return .none }
                    guard let owner = resolver.enclosingTypeName(of: scope)?.simpleName else { return .none }
                    let key = TextOrigin.argumentKey(label, of: owner)
                    return .later { $0.receivesLiteralText(key) }
                }
            case .ifExpr:
                if let ifExpr = current.as(RawIfExprSyntax.self), child.id == ifExpr.body.raw.id,
                   let found = binding(name, in: ifExpr.conditions, at: scope, depth: depth) {
                    return found
                }
            case .forStmt, .switchCase, .catchClause:
                // A loop's element, a case's or a catch's binding: data, not text written here.
                if current.containsTokenInPatterns(name) { return .none }
            case .memberBlock:
                guard let owner = resolver.enclosingTypeName(of: scope)?.simpleName else { return .none }
                // The type's own member, or else a global of that name.
                return .later { index in
                    index.member(name, of: TypeName(owner)) != nil || index.storedText[name]?.contains(owner) == true
                        ? index.hasLiteralText(name, of: owner) : index.literalText.contains(name)
                }
            case .sourceFile:
                return .later { $0.literalText.contains(name) }
            default:
                break
            }
            level -= 1
        }
        return .none
    }

    /// The label callers give the parameter `name` (`#n` when it has none); nil when the clause
    /// has no such parameter.
    private static func parameterLabel(_ name: String, in clause: RawFunctionParameterClauseSyntax) -> String? {
        for (position, parameter) in clause.parameters.elements.enumerated()
        where (parameter.secondName ?? parameter.firstName).text == name {
            return TextOrigin.argumentLabel(parameter.firstName.tokenKind == .wildcard ? nil : parameter.firstName.text,
                                            position: position)
        }
        return nil
    }

    /// What reaches a local `let`/`var` or `guard let` declared before `child` in `items` (which
    /// `path` leads to); nil when the block declares no such name.
    private func local(_ name: String, in items: RawCodeBlockItemListSyntax, before child: RawSyntax,
                       at path: SyntaxPath, depth: Int) -> TextOrigin? {
        let statements = items.raw.childNodes
        let positions: [Int]
        if let block = resolver.locals.block(items) {
            positions = Array(block.declarations(of: name, before: child))
        } else {
            let end = statements.firstIndex { $0?.id == child.id } ?? 0
            positions = Array((0..<end).reversed())
        }
        for position in positions {
            guard let item = statements[position]?.as(RawCodeBlockItemSyntax.self) else { continue }
            if let variable = item.item.as(RawVariableDeclSyntax.self) {
                for binding in variable.bindings.elements
                where binding.pattern.as(RawIdentifierPatternSyntax.self)?.identifier.text == name {
                    // Declared now, given its text later: what that text is, is not read here.
                    guard let value = binding.initializer?.value else { return TextOrigin.none }
                    return origin(of: value, at: path.appending(item.raw, value.raw), depth: depth + 1)
                }
            } else if let guardStmt = item.item.as(RawGuardStmtSyntax.self),
                      let found = binding(name, in: guardStmt.conditions, at: path.appending(item.raw, guardStmt.raw),
                                          depth: depth) {
                return found
            }
        }
        return nil
    }

    /// What reaches `name` bound by `if let name = value` / `guard let`; nil when the conditions
    /// bind no such name.
    private func binding(_ name: String, in conditions: RawConditionElementListSyntax, at path: SyntaxPath,
                         depth: Int) -> TextOrigin? {
        for condition in conditions.elements {
            guard let binding = condition.condition.as(RawOptionalBindingConditionSyntax.self),
                  binding.pattern.as(RawIdentifierPatternSyntax.self)?.identifier.text == name else { continue }
            guard let value = binding.initializer?.value else {
                // `if let name` unwraps the outer `name`.
                return named(name, at: path.appending(conditions.raw), depth: depth + 1)
            }
            return origin(of: value, at: path.appending(conditions.raw, value.raw), depth: depth + 1)
        }
        return nil
    }

    // MARK: members and calls

    /// What reaches `base.name`: what the declarations say reaches that member of `base`'s type.
    private func member(_ name: String, of base: RawExprSyntax, at path: SyntaxPath) -> TextOrigin {
        if let reference = base.as(RawDeclReferenceExprSyntax.self) {
            let baseName = reference.baseName.text
            if baseName == "self" {
                guard let owner = resolver.enclosingTypeName(of: path)?.simpleName else { return .none }
                return .later { $0.hasLiteralText(name, of: owner) }
            }
            // `Engine.preset`: a static member.
            if baseName.first?.isUppercase == true {
                return .later { $0.hasLiteralText(name, of: baseName) }
            }
        }
        let type = resolver.type(of: base, at: path.appending(base.raw))
        if case .known(nil) = type { return .none }
        return .later { index in
            guard let owner = type.resolve(index)?.unwrapped.simpleName else { return false }
            return index.hasLiteralText(name, of: owner)
        }
    }

    /// What reaches a call's result: `String(format:)`'s format, a transformed string's text, what
    /// the app's function or method returns.
    private func call(_ call: RawFunctionCallExprSyntax, at path: SyntaxPath, depth: Int) -> TextOrigin {
        let arguments = call.arguments.elements
        if let reference = call.calledExpression.as(RawDeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            if name == "String" {
                // `String("Debug menu")`: text kept as it is, on purpose. `String(value)`: the value's.
                guard arguments.count == 1, arguments[0].label == nil,
                      !arguments[0].expression.is(RawStringLiteralExprSyntax.self) else { return .none }
                return origin(of: arguments[0].expression, at: path.appending(arguments[0].expression.raw), depth: depth)
            }
            guard name.first?.isLowercase == true else { return .none }
            let owner = resolver.enclosingTypeName(of: path)?.simpleName
            return .later { index in
                owner.map { index.literalText.contains(TextOrigin.memberKey(name, of: $0)) } == true
                    || index.literalText.contains(name)
            }
        }
        guard let callee = call.calledExpression.as(RawMemberAccessExprSyntax.self), let base = callee.base else { return .none }
        let name = callee.declName.baseName.text
        if Self.passThrough.contains(name) {
            return origin(of: base, at: path.appending(callee.raw, base.raw), depth: depth)
        }
        return member(name, of: base, at: path.appending(callee.raw))
    }
}

extension RawSyntax {
    /// Whether a loop's, case's or catch's patterns (the node's children before its body) hold the
    /// identifier `name`.
    fileprivate func containsTokenInPatterns(_ name: String) -> Bool {
        if let loop = self.as(RawForStmtSyntax.self) { return loop.pattern.raw.containsToken(name) }
        if let switchCase = self.as(RawSwitchCaseSyntax.self) { return switchCase.label.raw.containsToken(name) }
        if let catchClause = self.as(RawCatchClauseSyntax.self) {
            return name == "error" || catchClause.catchItems.raw.containsToken(name)
        }
        return false
    }
}
