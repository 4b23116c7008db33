import Diagnostics
@_spi(RawSyntax) import SwiftSyntax

/// Reads the places `SourceWalker` finds in one file and reports every lookup they make
/// (`LookupCalls`), every literal given where the declarations say a `LocalizedStringKey` is
/// expected, and every piece of text shown without a lookup.
///
/// It reads while the file's tree is walked. What depends on other files' declarations — the type
/// of an interpolated or non-literal value, the parameters of the app's own views — is left as
/// `pending` work that keeps names, types and positions only, no syntax; it is done once every
/// file's declarations are merged, and the tree is long gone by then.
struct CallSiteReader {
    /// Work left for when every file's declarations are known.
    typealias Pending = @Sendable (DeclarationIndex, inout FoundStrings) -> Void

    private let source: ParsedSource
    private let resolver: TypeResolver
    private let keys: KeyBuilder
    private(set) var found = FoundStrings()
    private(set) var pending: [Pending] = []

    init(source: ParsedSource) {
        self.source = source
        let resolver = TypeResolver(locals: LocalDeclarations())
        self.resolver = resolver
        self.keys = KeyBuilder(source: source, resolver: resolver)
    }

    /// Reads a call; `path` leads to it.
    mutating func read(_ node: RawFunctionCallExprSyntax, at path: SyntaxPath) {
        let call = Call(node: node.raw, arguments: node.arguments.elements)
        let callee = node.calledExpression
        if let reference = callee.as(RawDeclReferenceExprSyntax.self) {
            // The name and its lookups, read once for both uses.
            let name = reference.baseName.text
            let lookups = LookupCalls.byCallee[name]
            if lookups == nil { recordLiteralArguments(call, calledByName: name, at: path) }
            visitCall(call, callee: name, lookups: lookups, at: path)
            return
        }
        recordLiteralArguments(call, callee: callee, at: path)
        if let member = callee.as(RawMemberAccessExprSyntax.self) {
            let name = member.declName.baseName.text
            if let base = member.base {
                if let qualifier = base.as(RawDeclReferenceExprSyntax.self)?.baseName.text,
                   LookupCalls.qualifiers.contains(qualifier), LookupCalls.byCallee[name] != nil {
                    visitCall(call, callee: name, at: path)
                } else if let lookup = LookupCalls.byModifier[name] {
                    if let argument = keyArgument(of: call, label: lookup.keyLabel) {
                        visitLookup(call, lookup, key: argument, at: path)
                    }
                } else if name == "init", let type = base.as(RawDeclReferenceExprSyntax.self)?.baseName.text {
                    visitCall(call, callee: type, at: path)
                } else {
                    visitContextualArguments(call, callee: name, isMember: true, at: path)
                }
            } else if let lookup = name == "init"
                        ? LookupCalls.implicitInitializer(labels: call.arguments.map { $0.label?.text })
                        : LookupCalls.byImplicitMember[name] ?? LookupCalls.byModifier[name] {
                // A modifier in a postfix `#if` has no base either.
                if let argument = keyArgument(of: call, label: lookup.keyLabel) {
                    visitLookup(call, lookup, key: argument, at: path)
                }
            } else if name == "init", let type = Self.declaredTypeAround(path) {
                // `let appearance: Appearance = .init("Open", icon: …)`: the declared type's initializer;
                // `[Self: DisplayRepresentation] = [.low: .init(title: "Low")]`: a lookup type's.
                // `.init("…")` of a key type is the declaration's literal, read with it.
                if let lookups = LookupCalls.byCallee[type],
                   Self.keyTypes[type] == nil || Self.literalBranches(of: RawExprSyntax(node)).isEmpty,
                   lookups.contains(where: { keyArgument(of: call, label: $0.keyLabel) != nil }) {
                    visitCall(call, callee: type, lookups: lookups, at: path)
                } else {
                    visitContextualArguments(call, callee: type, isMember: false, at: path, fallback: name)
                }
            } else if name == "init", let slot = ArgumentSlot(around: path) {
                // `show(message: "…", [.init(title: "Delete") { … }])`: the initializer of the type
                // the outer call's parameter takes.
                visitContextualArguments(call, callee: name, isMember: true, at: path, slot: slot)
            } else {
                visitContextualArguments(call, callee: name, isMember: true, at: path)
            }
        }
    }

    /// `status = "Loading…"`, `self.title = "Saved"`: an assignment that gives one of the enclosing
    /// type's own properties literal text (`TextOrigin`), and whose literals are keys when the
    /// declarations type the target as a key. The walk reads only code that holds a quote or a
    /// marked name, so an assignment of another variable is not read; it brings no literal.
    mutating func read(_ sequence: RawSequenceExprSyntax, at path: SyntaxPath) {
        let elements = sequence.elements.elements
        guard elements.count >= 3, elements[1].is(RawAssignmentExprSyntax.self) else { return }
        readKeyAssignment(of: elements[2...], to: elements[0], at: path)
        guard elements.count == 3, TextOrigin.holdsWords(elements[2]),
              let target = LocalizedValue.reference(elements[0]), !TextOrigin.holdsName(target.name),
              target.base.map({ $0.as(RawDeclReferenceExprSyntax.self)?.baseName.tokenText == "self" }) ?? true,
              let owner = Self.enclosingTypeName(path) else { return }
        found.literalText.insert(TextOrigin.memberKey(target.name, of: owner.simpleName))
    }

    /// `row.label = "Swipe up"`, `title = isOn ? "On" : "Off"`: the literals are keys when the
    /// declarations type the target (a stored property, a local, `self.status`) as a key type or an
    /// alias of one; `path` leads to the assignment.
    private mutating func readKeyAssignment(of value: ArraySlice<RawExprSyntax>, to target: RawExprSyntax, at path: SyntaxPath) {
        // The value as the rest of the unfolded sequence: `isOn ? "On" : "Off"` is three elements.
        guard let literals = Self.literalBranches(ofSequence: value), !literals.isEmpty else { return }
        // Contextual keys are never static keys, so the kind does not change what they become.
        let lookup = LookupCall(display: "=", kind: .localizedStringKey)
        let strings = literals.compactMap {
            pendingString($0, at: path, lookup: lookup, table: ExtractedString.defaultTable, comment: nil, defaultValue: nil)
        }
        guard !strings.isEmpty else { return }
        let type = resolver.type(of: target, at: path.appending(target.raw))
        pending.append { index, found in
            guard let declared = type.resolve(index)?.unwrapped else { return }
            let keyType = Self.keyKind(of: declared) != nil ? declared : index.keyType(aliasedBy: declared.simpleName)
            guard let keyType else { return }
            for var string in strings {
                string.call = keyType.unwrapped.spelling
                string.resolve(index, into: &found)
            }
        }
    }

    /// `func show(message: LocalizedStringKey? = "Saved")`: a parameter's default value, whose
    /// literals are keys when the parameter's declared type is a key type; `path` leads to the parameter.
    mutating func read(_ node: RawFunctionParameterSyntax, at path: SyntaxPath) {
        guard let value = node.defaultValue?.value, Self.mayBeLocalizable(node.type) else { return }
        for slot in Self.keySlots(of: node.type) {
            for literal in slot.literals(value) {
                emit(literal, at: path, lookup: slot.lookup, table: ExtractedString.defaultTable, comment: nil, defaultValue: nil)
            }
        }
    }

    /// `iconItem(title: "Red")`, `Toast(title: "Saved")`: the parameters callers give literal text
    /// with words (`TextOrigin`); names (`name:`) and the lookups' own arguments left out.
    private mutating func recordLiteralArguments(_ call: Call, callee: RawExprSyntax, at path: SyntaxPath) {
        let name: String
        if let member = callee.as(RawMemberAccessExprSyntax.self) {
            name = member.declName.baseName.text
            if name == "init" {
                guard let base = member.base else { return recordInitializerLiterals(call, type: "") }
                guard let type = base.as(RawDeclReferenceExprSyntax.self)?.baseName.text else { return }
                recordInitializerLiterals(call, type: type)
                return recordLiteralArguments(call, callee: type, at: path)
            }
            guard LookupCalls.byModifier[name] == nil else { return }
        } else {
            return
        }
        recordLiteralArguments(call, callee: name, at: path)
    }

    /// Standard types whose initializers take no key, and labels that name an image or a symbol.
    private static let typesTakingNoKeys: Set<String> = ["Image", "Color", "URL", "Font", "UIImage", "NSImage", "UIColor", "NSColor", "UUID"]
    private static let labelsOfNoKeys: Set<String> = ["systemName", "systemImage", "image", "imageName", "named", "icon", "id"]

    /// Whether the call `path` leads to is the value of a `static let` or a global `let`, or an
    /// element of an array literal that is.
    private static func isConstantValue(_ path: SyntaxPath) -> Bool {
        var level = 1
        while let node = path.ancestor(level), node.kind == .arrayElement || node.kind == .arrayElementList || node.kind == .arrayExpr {
            level += 1
        }
        guard path.ancestor(level)?.kind == .initializerClause,
              let variable = path.ancestor(level + 3)?.as(RawVariableDeclSyntax.self),
              variable.bindingSpecifier.tokenText == "let" else { return false }
        return path.ancestor(level + 6)?.kind == .sourceFile
            || variable.modifiers.elements.contains { $0.name.tokenText == "static" }
    }

    /// `let titles: Titles = (currentState: "Blocked", …)`, where `Titles` is a type the scanned
    /// files do not declare (a type alias, a package's type): each literal of the value may be a key
    /// (`ScanResult.possibleKeys`).
    mutating func recordLiteralsOfUndeclaredType(_ node: RawVariableDeclSyntax) {
        for binding in node.bindings.elements {
            guard let annotated = binding.typeAnnotation?.type, let value = binding.initializer?.value else { continue }
            let type = TypeName(annotated).unwrapped
            guard type.simpleName.first?.isUppercase == true, !TypeResolver.isKnownStandardType(type),
                  DeclarationIndex.acceptsNoStringLiteral(type) == false else { continue }
            var values: Set<String> = []
            Self.collectLiterals(in: value.raw, into: &values)
            if !values.isEmpty { found.initializerLiterals[type.simpleName, default: []].formUnion(values) }
        }
    }

    private static func collectLiterals(in node: RawSyntax, into values: inout Set<String>) {
        if let literal = node.as(RawStringLiteralExprSyntax.self) {
            if let value = LiteralValue.plain(literal), !value.isEmpty { values.insert(value) }
            return
        }
        for child in node.childNodes {
            guard let child, !child.isToken else { continue }
            collectLiterals(in: child, into: &values)
        }
    }

    /// `recordLiteralArguments` for a call of a name that is no lookup (`iconItem(…)`, `Toast(…)`).
    private mutating func recordLiteralArguments(_ call: Call, calledByName name: String, at path: SyntaxPath) {
        if name.first?.isUppercase == true { recordInitializerLiterals(call, type: name) }
        recordLiteralArguments(call, callee: name, at: path)
    }

    /// The plain literals a call of an initializer of `type` is given (`ScanResult.possibleKeys`);
    /// images' and symbols' names are never keys.
    private mutating func recordInitializerLiterals(_ call: Call, type: String) {
        guard !Self.typesTakingNoKeys.contains(type) else { return }
        for argument in call.arguments {
            if let label = argument.label?.text, Self.labelsOfNoKeys.contains(label) { continue }
            for literal in Self.literalBranches(of: argument.expression) {
                if let value = LiteralValue.plain(literal), !value.isEmpty { found.initializerLiterals[type, default: []].insert(value) }
            }
        }
    }

    private mutating func recordLiteralArguments(_ call: Call, callee: String, at path: SyntaxPath) {
        // `static let nuke = Document(title: "Nuke", body: …)`: a table of constants, whose
        // capitalised titles are the names of the things it lists.
        var isConstant: Bool?
        for (position, argument) in call.arguments.enumerated() {
            let expression = argument.expression
            if !expression.is(RawStringLiteralExprSyntax.self), LocalizedValue.isLocalized(expression) {
                let label = TextOrigin.argumentLabel(argument.label?.text, position: position)
                found.localizedSlots.insert(TextOrigin.argumentKey(label, of: callee))
                continue
            }
            guard TextOrigin.holdsWords(expression) else { continue }
            let label = TextOrigin.argumentLabel(argument.label?.text, position: position)
            guard !TextOrigin.holdsName(label) else { continue }
            if let literal = argument.expression.as(RawStringLiteralExprSyntax.self) {
                if isConstant == nil { isConstant = Self.isConstantValue(path) }
                if isConstant == true, LiteralValue.isProperName(literal) { continue }
            }
            found.literalText.insert(TextOrigin.argumentKey(label, of: callee))
        }
    }

    /// The innermost type declaration `path` passes through, by its simple name.
    static func enclosingTypeName(_ path: SyntaxPath) -> TypeName? {
        var level = 1
        while let node = path.ancestor(level) {
            if let decl = node.as(RawStructDeclSyntax.self) { return TypeName(decl.name.text) }
            if let decl = node.as(RawClassDeclSyntax.self) { return TypeName(decl.name.text) }
            if let decl = node.as(RawEnumDeclSyntax.self) { return TypeName(decl.name.text) }
            if let decl = node.as(RawActorDeclSyntax.self) { return TypeName(decl.name.text) }
            if let decl = node.as(RawExtensionDeclSyntax.self) { return TypeName(TypeName(decl.extendedType).simpleName) }
            level += 1
        }
        return nil
    }

    /// The type the declaration around the node `path` leads to gives it (`ContextualType`), by
    /// its simple name.
    private static func declaredTypeAround(_ path: SyntaxPath) -> String? {
        ContextualType.of(path).map { TypeName($0).unwrapped.simpleName }
    }

    /// Reads an attribute (`@Parameter(title: "…")`); `path` leads to it.
    mutating func read(_ node: RawAttributeSyntax, at path: SyntaxPath) {
        guard let arguments = node.arguments?.as(RawLabeledExprListSyntax.self),
              let name = node.attributeName.raw.lastPresentToken?.text,
              let lookup = LookupCalls.byAttribute[name] else { return }
        let call = Call(node: node.raw, arguments: arguments.elements)
        if let argument = keyArgument(of: call, label: lookup.keyLabel) {
            visitLookup(call, lookup, key: argument, at: path)
        }
    }

    /// A call (or an attribute) and its arguments in parentheses, read once.
    private struct Call {
        var node: RawSyntax
        var arguments: [RawLabeledExprSyntax]
    }

    // MARK: declarations of localizable type

    /// `let title: LocalizedStringKey = "…"` and `var title: LocalizedStringKey { "…" }`; `path`
    /// leads to the declaration.
    mutating func read(_ node: RawVariableDeclSyntax, at path: SyntaxPath) {
        for binding in node.bindings.elements {
            guard let annotated = binding.typeAnnotation?.type, Self.mayBeLocalizable(annotated) else { continue }
            for slot in Self.keySlots(of: annotated) {
                for (literal, literalPath) in Self.literals(of: binding, at: path, in: slot) {
                    emit(literal, at: literalPath, lookup: slot.lookup, table: ExtractedString.defaultTable, comment: nil,
                         defaultValue: nil)
                }
            }
        }
    }

    /// The literals a binding's initial value or getter gives `slot`; `path` leads to the declaration.
    private static func literals(of binding: RawPatternBindingSyntax, at path: SyntaxPath, in slot: KeySlot)
        -> [ResultLiterals.Found] {
        let bindingPath = path.appending(binding.raw)
        var literals: [ResultLiterals.Found] = binding.initializer.map { initializer in
            slot.literals(initializer.value).map { ($0, bindingPath) }
        } ?? []
        guard let accessorBlock = binding.accessorBlock else { return literals }
        let blockPath = bindingPath.appending(accessorBlock.raw)
        if let body = accessorBlock.accessors.as(RawCodeBlockItemListSyntax.self) {
            literals += ResultLiterals.of(body, at: blockPath.appending(body.raw), literals: slot.literals)
        } else if let accessors = accessorBlock.accessors.as(RawAccessorDeclListSyntax.self) {
            for accessor in accessors.elements where accessor.accessorSpecifier.tokenText == "get" {
                if let body = accessor.body {
                    literals += ResultLiterals.of(body.statements,
                                                  at: blockPath.appending(accessor.raw, body.raw, body.statements.raw),
                                                  literals: slot.literals)
                }
            }
        }
        return literals
    }

    // MARK: declarations of a type that may be an alias of a localizable one

    /// `let title: Copy = "Hello"`, where `Copy` may be a type alias of a key type that any
    /// scanned file declares (`typealias Copy = LocalizedStringResource`): the literals are keys,
    /// as for the type itself, once the declarations say so. `path` leads to the declaration.
    mutating func readAliased(_ node: RawVariableDeclSyntax, at path: SyntaxPath) {
        for binding in node.bindings.elements {
            guard binding.initializer != nil || binding.accessorBlock != nil, let annotated = binding.typeAnnotation?.type,
                  let (alias, slot) = Self.aliasSlot(of: annotated) else { continue }
            addAliased(alias, Self.literals(of: binding, at: path, in: slot), lookup: slot.lookup)
        }
    }

    /// `func title() -> Copy { "Hello" }`, as `readAliased` reads a property; `path` leads to it.
    mutating func readAliased(_ node: RawFunctionDeclSyntax, at path: SyntaxPath) {
        guard let result = node.signature.returnClause?.type, let (alias, slot) = Self.aliasSlot(of: result),
              !slot.isCollection, let body = node.body else { return }
        addAliased(alias, ResultLiterals.of(body.statements, at: path.appending(body.raw, body.statements.raw),
                                            literals: slot.literals), lookup: slot.lookup)
    }

    /// The name a declared type spells that may be an alias (`Copy`, `Copy?`, `[Copy]`), and where
    /// its literals are; nil for a localizable type, a standard one, or any other spelling.
    private static func aliasSlot(of type: RawTypeSyntax) -> (alias: String, slot: KeySlot)? {
        let (element, isCollection) = keyElementType(of: type)
        var named = element
        if let optional = element.as(RawOptionalTypeSyntax.self) {
            named = optional.wrappedType
        } else if let unwrapped = element.as(RawImplicitlyUnwrappedOptionalTypeSyntax.self) {
            named = unwrapped.wrappedType
        }
        guard let identifier = named.as(RawIdentifierTypeSyntax.self), identifier.genericArgumentClause == nil,
              let first = identifier.name.tokenText.first, first >= UInt8(ascii: "A"), first <= UInt8(ascii: "Z") else {
            return nil
        }
        let name = identifier.name.text
        guard !namesOfNoAlias.contains(name), !DeclarationIndex.acceptsNoStringLiteral(TypeName(name)),
              keyTypes[name] == nil else { return nil }
        // The kind is the alias's to tell; a contextual key is never a static one, which is all it changes.
        let lookup = LookupCall(display: name, kind: .localizedStringKey)
        if isCollection {
            return (name, KeySlot(lookup: lookup, isCollection: true,
                                  literals: { collectionValues(of: $0).flatMap(literalBranches) }))
        }
        return (name, KeySlot(lookup: lookup, isCollection: false, literals: literalBranches))
    }

    /// Standard types that hold text but take no key.
    private static let namesOfNoAlias: Set<String> = ["String", "Substring", "Character", "Text", "AnyView"]

    /// Records the keys `literals` give once the declarations tell `alias` stands for a key type,
    /// listed as that type's.
    private mutating func addAliased(_ alias: String, _ literals: [ResultLiterals.Found], lookup: LookupCall) {
        guard !literals.isEmpty else { return }
        let strings = literals.compactMap { literal, path in
            pendingString(literal, at: path, lookup: lookup, table: ExtractedString.defaultTable, comment: nil, defaultValue: nil)
        }
        pending.append { index, found in
            guard let type = index.keyType(aliasedBy: alias) else { return }
            for var string in strings {
                string.call = type.unwrapped.spelling
                string.resolve(index, into: &found)
            }
        }
    }

    /// Where a declared type holds keys: the type itself, the elements of `[LocalizedStringKey]`
    /// or the values of `[Self: DisplayRepresentation]`, the key positions of a tuple
    /// (`(icon: String, title: LocalizedStringKey)`); each with how to find its literals in a value.
    private struct KeySlot {
        var lookup: LookupCall
        /// Literals come from a collection literal (an initial value's or a result's).
        var isCollection: Bool
        var literals: ResultLiterals.Literals
    }

    private static func keySlots(of type: RawTypeSyntax) -> [KeySlot] {
        var unwrapped = type
        if let optional = type.as(RawOptionalTypeSyntax.self) { unwrapped = optional.wrappedType }
        if let tuple = unwrapped.as(RawTupleTypeSyntax.self), tuple.elements.elements.count > 1 {
            return tuple.elements.elements.enumerated().compactMap { position, element in
                guard let kind = keyKind(of: TypeName(element.type)) else { return nil }
                return KeySlot(lookup: LookupCall(display: TypeName(element.type).unwrapped.spelling, kind: kind),
                               isCollection: false,
                               literals: { tupleElement($0, at: position).map(literalBranches) ?? [] })
            }
        }
        let (element, isCollection) = keyElementType(of: type)
        guard let kind = keyKind(of: TypeName(element)) else { return [] }
        let lookup = LookupCall(display: TypeName(element).unwrapped.spelling, kind: kind)
        if isCollection {
            return [KeySlot(lookup: lookup, isCollection: true, literals: { collectionValues(of: $0).flatMap(literalBranches) })]
        }
        return [KeySlot(lookup: lookup, isCollection: false, literals: literalBranches)]
    }

    /// The element at `position` of a tuple expression (`(icon, "Title")`).
    private static func tupleElement(_ expr: RawExprSyntax, at position: Int) -> RawExprSyntax? {
        guard let tuple = expr.as(RawTupleExprSyntax.self) else { return nil }
        let elements = tuple.elements.elements
        return elements.count > 1 && position < elements.count ? elements[position].expression : nil
    }

    /// `enum Mode: LocalizedStringKey { case automatic; case manual = "mode.manual" }`: each case's
    /// raw value is a key, the case's name when it has none; `path` leads to the declaration.
    mutating func readCaseKeys(of node: RawEnumDeclSyntax, at path: SyntaxPath) {
        guard let type = node.inheritanceClause?.inheritedTypes.elements.first?.type, Self.mayBeLocalizable(type),
              let kind = Self.keyKind(of: TypeName(type)) else { return }
        let lookup = LookupCall(display: TypeName(type).spelling, kind: kind)
        for member in node.memberBlock.members.elements {
            guard let enumCase = member.decl.as(RawEnumCaseDeclSyntax.self) else { continue }
            for element in enumCase.elements.elements {
                if let value = element.rawValue?.value {
                    for literal in Self.literalBranches(of: value) {
                        emit(literal, at: path, lookup: lookup, table: ExtractedString.defaultTable, comment: nil,
                             defaultValue: nil)
                    }
                } else if element.parameterClause == nil {
                    found.strings.append(ExtractedString(key: element.name.text, location: source.location(of: element.name),
                                                         call: lookup.display))
                }
            }
        }
    }

    /// `func title() -> LocalizedStringKey { … return "…" }`; `path` leads to the declaration.
    mutating func read(_ node: RawFunctionDeclSyntax, at path: SyntaxPath) {
        guard let result = node.signature.returnClause?.type, Self.mayBeLocalizable(result), let body = node.body else { return }
        for slot in Self.keySlots(of: result) {
            for (literal, literalPath) in ResultLiterals.of(body.statements, at: path.appending(body.raw, body.statements.raw),
                                                            literals: slot.literals) {
                emit(literal, at: literalPath, lookup: slot.lookup, table: ExtractedString.defaultTable, comment: nil,
                     defaultValue: nil)
            }
        }
    }

    // MARK: calls by name

    /// `lookups`: `LookupCalls.byCallee[callee]`, when the caller has read it already.
    private mutating func visitCall(_ call: Call, callee: String, lookups: [LookupCall]?? = nil, at path: SyntaxPath) {
        // `Text(verbatim:)` is how SwiftUI is told that text is not to be looked up: nothing to report.
        if callee == "Text", let verbatim = call.arguments.first, verbatim.label?.tokenText == "verbatim" { return }
        for lookup in (lookups ?? LookupCalls.byCallee[callee]) ?? [] {
            if let argument = keyArgument(of: call, label: lookup.keyLabel) {
                visitLookup(call, lookup, key: argument, at: path)
                return
            }
        }
        visitContextualArguments(call, callee: callee, isMember: false, at: path)
    }

    private mutating func visitLookup(_ call: Call, _ lookup: LookupCall,
                                      key argument: RawLabeledExprSyntax, at path: SyntaxPath) {
        let labelled = labelledArguments(call, lookup)
        let table = LiteralValue.plain(labelled.table) ?? ExtractedString.defaultTable
        let comment = LiteralValue.plain(labelled.comment)
        let defaultValue = labelled.defaultValue
        for label in lookup.otherKeyLabels {
            guard let other = call.arguments.first(where: { $0.label?.text == label }) else { continue }
            for literal in Self.literalBranches(of: other.expression) {
                emit(literal, at: path, lookup: lookup, table: table, comment: nil, defaultValue: nil)
            }
        }
        let literals = Self.literalBranches(of: argument.expression)
        guard !literals.isEmpty else {
            if let (value, fallbacks) = Self.coalescing(argument.expression) {
                visitCoalescing(value, fallbacks, lookup, table: table, comment: comment, at: path,
                                shown: (call.node, argument.expression))
                return
            }
            // `Text(LocalizedStringKey("…"))`: the inner call is read on its own.
            if !Self.isLocalizableInitializer(argument.expression) {
                reportNonLiteral(call.node, lookup, argument: argument.expression, at: path)
            }
            return
        }
        for literal in literals {
            emit(literal, at: path, lookup: lookup, table: table, comment: comment, defaultValue: defaultValue)
        }
    }

    /// `value ?? "…"`: the value, and the literals it falls back to.
    private static func coalescing(_ expr: RawExprSyntax) -> (RawExprSyntax, [RawStringLiteralExprSyntax])? {
        guard let sequence = expr.as(RawSequenceExprSyntax.self), case .binary(let value, "??", let fallback)? = SequenceShape(sequence)
        else { return nil }
        let literals = literalBranches(of: fallback)
        return literals.isEmpty ? nil : (value, literals)
    }

    /// `Text(title ?? "Untitled")`: the fallback is a key when the value is one (a
    /// `LocalizedStringKey?`), and shown as it is when the value is a `String?`.
    /// `shown`: the call and the argument, where `unlocalized-text` points when the fallback is
    /// shown as it is.
    private mutating func visitCoalescing(_ value: RawExprSyntax, _ fallbacks: [RawStringLiteralExprSyntax], _ lookup: LookupCall,
                                          table: String, comment: String?, at path: SyntaxPath,
                                          shown: (call: RawSyntax, argument: RawExprSyntax)) {
        let type = resolver.type(of: value, at: path.appending(value.raw))
        let strings = fallbacks.compactMap {
            pendingString($0, at: path, lookup: lookup, table: table, comment: comment, defaultValue: nil)
        }
        // `Text(days.map(format) ?? "Unknown")`: a `String?` falls back on text never looked up.
        let unlocalized = lookup.kind == .localizedStringKey && fallbacks.contains(where: LiteralValue.hasProse)
            ? source.finding(.unlocalizedText, at: shown.argument, in: shown.call,
                             message: "\(lookup.display) is given a String value that falls back on a literal, which is shown as it is and never looked up; make the value a LocalizedStringKey, or look the fallback up with String(localized:).")
            : nil
        pending.append { index, found in
            guard let type = type.resolve(index) else { return }
            guard Self.keyKind(of: type.unwrapped) != nil else {
                if type.unwrapped == .string, let unlocalized { found.findings.append(unlocalized) }
                return
            }
            for string in strings { string.resolve(index, into: &found) }
        }
    }

    /// `LocalizedStringKey("…")`, `String.LocalizationValue("…")`, `LocalizedStringResource("…")`,
    /// `.init(localized: "…")`: a value that is a key already, read where it is written.
    private static func isLocalizableInitializer(_ expr: RawExprSyntax) -> Bool {
        guard let call = expr.as(RawFunctionCallExprSyntax.self) else { return false }
        let name: String
        if let reference = call.calledExpression.as(RawDeclReferenceExprSyntax.self) {
            name = reference.baseName.text
        } else if let member = call.calledExpression.as(RawMemberAccessExprSyntax.self) {
            name = member.declName.baseName.text
            if member.base == nil, name == "init" {
                return LookupCalls.implicitInitializer(labels: call.arguments.elements.map { $0.label?.text }) != nil
            }
        } else {
            return false
        }
        return ["LocalizedStringKey", "LocalizationValue", "LocalizedStringResource"].contains(name)
    }

    /// `path` leads to the literal, or to the call that holds it.
    private mutating func emit(_ literal: RawStringLiteralExprSyntax, at path: SyntaxPath, lookup: LookupCall,
                               table: String, comment: String?, defaultValue: RawExprSyntax?) {
        guard let string = pendingString(literal, at: path, lookup: lookup, table: table, comment: comment,
                                         defaultValue: defaultValue) else { return }
        add(string)
    }

    /// What `literal` given to `lookup` becomes; nil when it is no key (reported, or malformed).
    private mutating func pendingString(_ literal: RawStringLiteralExprSyntax, at path: SyntaxPath, lookup: LookupCall,
                                        table: String, comment: String?, defaultValue: RawExprSyntax?) -> PendingString? {
        if lookup.kind == .staticKey, literal.segments.elements.contains(where: { $0.kind == .expressionSegment }) {
            report(.dynamicKey, severity: .warning, at: literal,
                   message: "\(lookup.display) looks up the interpolated text itself, which no catalog lists; use String(localized:) so the key keeps placeholders.")
            return nil
        }
        guard let key = self.key(for: literal, lookup, at: path) else { return nil }
        let value = defaultValue?.as(RawStringLiteralExprSyntax.self).flatMap { self.key(for: $0, lookup, at: path) }
        return PendingString(key: key, value: value, table: table, comment: comment,
                             location: source.location(of: literal), call: lookup.display)
    }

    /// The key a literal gives `lookup`: as written for a static key, else as `KeyBuilder` builds it.
    private func key(for literal: RawStringLiteralExprSyntax, _ lookup: LookupCall, at path: SyntaxPath) -> PendingKey? {
        lookup.kind == .staticKey ? LiteralValue.plain(literal).map(PendingKey.init(text:)) : keys.key(for: literal, at: path)
    }

    /// Records a string now, or once the declarations tell its placeholders.
    private mutating func add(_ string: PendingString) {
        if string.needsDeclarations {
            pending.append { index, found in string.resolve(index, into: &found) }
        } else {
            string.resolve(DeclarationIndex.empty, into: &found)
        }
    }

    // MARK: arguments that are not literals

    /// `path` leads to the call.
    private mutating func reportNonLiteral(_ call: RawSyntax, _ lookup: LookupCall, argument: RawExprSyntax,
                                          at path: SyntaxPath) {
        let expression = argument.trimmedSource.collapsingWhitespace
        switch lookup.kind {
        case .localizedStringKey where lookup.display == "LocalizedStringKey":
            let dynamicKey = source.finding(.dynamicKey, at: call,
                message: "LocalizedStringKey(\(expression)) looks up a key computed at run time: every value it can take needs a catalog entry, and user data used as a key may be translated by accident.")
            guard let rawValueKeys = RawValueKeys(resolver: resolver).keys(for: argument, at: path.appending(argument.raw)) else {
                found.findings += dynamicKey.map { [$0] } ?? []
                return
            }
            let location = source.location(of: call)
            let display = lookup.display
            pending.append { index, found in
                if let keys = rawValueKeys(index) {
                    found.strings += keys.map { ExtractedString(key: $0, location: location, call: display) }
                } else {
                    found.findings += dynamicKey.map { [$0] } ?? []
                }
            }
        case .localizedStringKey:
            // Already text in the user's language: a lookup's result, a formatter's, a system API's.
            guard !LocalizedValue.isLocalized(argument) else { return }
            // Only text written in the code is interface text; `Button(String("Reset cache"))`
            // says in so many words that it is kept as it is (`TextOrigin`).
            let origin = TextOriginReader(resolver: resolver).origin(of: argument, at: path.appending(argument.raw))
            if case .none = origin { return }
            let isConcatenation = argument.as(RawSequenceExprSyntax.self).flatMap(SequenceShape.init).map {
                if case .binary(_, "+", _) = $0 { return true } else { return false }
            } ?? false
            let what = isConcatenation ? "a string concatenation" : "a String value"
            guard let unlocalized = source.finding(.unlocalizedText, at: argument, in: call,
                message: "\(lookup.display) is given \(what), which is shown as it is and never looked up; wrap it in LocalizedStringKey(…) to localize it, or use a literal key.")
            else { return }
            let type = resolver.type(of: argument, at: path.appending(argument.raw))
            // `Text(String(count))`: digits, no words.
            let converted = Self.stringConversion(argument).map { resolver.type(of: $0, at: path.appending(argument.raw, $0.raw)) }
            // `Text(item.title)` where the app declares `var title: String { String(localized: …) }`.
            let reference = LocalizedValue.reference(argument)
            let name = reference?.name
            let owner = reference?.base.map { resolver.type(of: $0, at: path.appending(argument.raw, $0.raw)) }
            // A bare `name` read inside a type is that type's own.
            let enclosing = reference != nil && reference?.base == nil ? Self.enclosingTypeName(path) : nil
            let report: @Sendable (DeclarationIndex, inout FoundStrings) -> Void = { index, found in
                guard let type = type.resolve(index)?.unwrapped, type == .string || type.simpleName == "Substring" else { return }
                guard origin.resolve(index) else { return }
                if let number = converted?.resolve(index)?.unwrapped, InterpolationSpecifier.numeric[number.simpleName] != nil {
                    return
                }
                let ownerType = owner?.resolve(index)?.unwrapped ?? enclosing
                if let name, index.isLocalizedValue(name) { return }
                // `Text(product.name)` of a type decoded or persisted: user data, right as it is.
                if let name, let ownerType, index.isStoredData(name, of: ownerType) { return }
                found.findings.append(unlocalized)
            }
            if type.isLater || name != nil || converted?.isLater == true || origin.isLater {
                pending.append(report)
            } else {
                report(DeclarationIndex.empty, &found)
            }
        case .localizationValue, .staticKey:
            guard let dynamicKey = source.finding(.dynamicKey, at: argument, in: call,
                message: "\(lookup.display) is given `\(expression)`, a key computed at run time that no extraction can list.")
            else { return }
            guard lookup.kind == .localizationValue else {
                found.findings.append(dynamicKey)
                return
            }
            // No `String` converts to a `LocalizationValue` or a `LocalizedStringResource` by
            // itself: what `String(localized: engine.displayName)` or an App Intents title is given
            // is a key already, extracted where it was written. Only `String.LocalizationValue(aString)`
            // makes one of run-time text.
            guard lookup.display == "String.LocalizationValue" else { return }
            // `String.LocalizationValue(error.localizedDescription)`: text localized already, shown
            // as it is when no catalog has it as a key.
            guard !LocalizedValue.isLocalized(argument) else { return }
            let type = resolver.type(of: argument, at: path.appending(argument.raw))
            let report: @Sendable (DeclarationIndex, inout FoundStrings) -> Void = { index, found in
                if let type = type.resolve(index), Self.keyKind(of: type.unwrapped) != nil { return }
                found.findings.append(dynamicKey)
            }
            if type.isLater { pending.append(report) } else { report(DeclarationIndex.empty, &found) }
        }
    }

    /// The value `String(value)` converts, when the expression is that call.
    private static func stringConversion(_ expr: RawExprSyntax) -> RawExprSyntax? {
        guard let call = expr.as(RawFunctionCallExprSyntax.self),
              call.calledExpression.as(RawDeclReferenceExprSyntax.self)?.baseName.tokenText == "String",
              call.arguments.elements.count == 1, call.arguments.elements[0].label == nil else { return nil }
        return call.arguments.elements[0].expression
    }


    // MARK: parameters declared as LocalizedStringKey

    /// A literal passed to a parameter that the scanned files declare as `LocalizedStringKey` (a
    /// custom view's `init(title: LocalizedStringKey)`, an enum case's associated value). Which
    /// parameters those are is known once every file's declarations are merged.
    /// `fallback`: the callee whose declarations count when `callee` has none.
    /// `slot`: where an implicit `.init(…)` stands as another call's argument, so that the
    /// parameter's type picks the initializers.
    private mutating func visitContextualArguments(_ call: Call, callee: String, isMember: Bool, at path: SyntaxPath,
                                                   fallback: String? = nil, slot: ArgumentSlot? = nil) {
        var arguments: [ContextualArgument] = []
        for (position, argument) in call.arguments.enumerated() {
            // A tuple's elements (`text: (on: "Mute", off: "Unmute")`) are keys where the
            // parameter's tuple type says so.
            if let tuple = argument.expression.as(RawTupleExprSyntax.self), tuple.elements.elements.count > 1 {
                for (element, item) in tuple.elements.elements.enumerated() {
                    addContextual(item.expression, position: position, element: element, label: argument.label,
                                  callee: callee, isMember: isMember, at: path, to: &arguments)
                }
            } else {
                addContextual(argument.expression, position: position, element: nil, label: argument.label,
                              callee: callee, isMember: isMember, at: path, to: &arguments)
            }
        }
        // Only a literal can be a key here, whatever the declarations say.
        guard !arguments.isEmpty else { return }
        let labels = call.arguments.map { $0.label?.text }
        let candidates = arguments
        pending.append { index, found in
            var callee = callee
            if let fallback, index.parameterLists(callee: callee).isEmpty { callee = fallback }
            guard index.hasLocalizableParameters(callee: callee) else { return }
            var lists = index.parameterLists(callee: callee)
            if let type = slot?.type(in: index), let initializers = index.initializers(of: type), !initializers.isEmpty {
                lists = initializers
            }
            // The declarations the call's labels fit; each must give the argument the same type.
            let matches = lists.compactMap { Self.match(labels, to: $0) }
            guard !matches.isEmpty else { return }
            for argument in candidates {
                // Overloads whose parameter no string literal can be are not the ones called.
                let types = matches.compactMap { match in
                    argument.element.map { Self.tupleElementType(match[argument.position], at: $0) } ?? match[argument.position]
                }.filter(index.acceptsStringLiteral)
                guard let type = types.first, types.allSatisfy({ $0 == type }), Self.keyKind(of: type) != nil else { continue }
                for string in argument.strings { string.resolve(index, into: &found) }
            }
        }
    }

    /// The argument (or tuple element) `expression`'s literals, if it has any, as contextual keys.
    private mutating func addContextual(_ expression: RawExprSyntax, position: Int, element: Int?, label: RawTokenSyntax?,
                                        callee: String, isMember: Bool, at path: SyntaxPath,
                                        to arguments: inout [ContextualArgument]) {
        let literals = Self.literalBranches(of: expression)
        guard !literals.isEmpty else { return }
        let display = (isMember ? "." : "") + callee + (label.map { "(\($0.text):)" } ?? "")
        // Contextual keys are never static keys, so the kind does not change what they become.
        let lookup = LookupCall(display: display, kind: .localizedStringKey)
        let strings = literals.compactMap {
            pendingString($0, at: path, lookup: lookup, table: ExtractedString.defaultTable, comment: nil, defaultValue: nil)
        }
        arguments.append(ContextualArgument(position: position, element: element, strings: strings))
    }

    /// Where an expression stands as an argument of a named call, or as an element of an array
    /// literal that is one (`show(message: "…", [.init(title: "Delete")])`): the call's name and
    /// labels, and the argument's position.
    struct ArgumentSlot: Sendable {
        var callee: String
        var labels: [String?]
        var position: Int
        /// The expression is an element of the array literal given as the argument.
        var isElement: Bool

        /// The slot of the expression `path` leads to; nil when it is no argument of a call by name.
        init?(around path: SyntaxPath) {
            var level = 1
            isElement = false
            if path.ancestor(1)?.kind == .arrayElement, path.ancestor(2)?.kind == .arrayElementList,
               path.ancestor(3)?.kind == .arrayExpr {
                isElement = true
                level = 4
            }
            guard let argument = path.ancestor(level)?.as(RawLabeledExprSyntax.self),
                  let list = path.ancestor(level + 1)?.as(RawLabeledExprListSyntax.self),
                  let call = path.ancestor(level + 2)?.as(RawFunctionCallExprSyntax.self),
                  call.arguments.raw.id == list.raw.id else { return nil }
            let called = call.calledExpression
            if let reference = called.as(RawDeclReferenceExprSyntax.self) {
                callee = reference.baseName.text
            } else if let member = called.as(RawMemberAccessExprSyntax.self), member.declName.baseName.tokenText != "init" {
                callee = member.declName.baseName.text
            } else {
                return nil
            }
            let arguments = list.elements
            guard let position = arguments.firstIndex(where: { $0.raw.id == argument.raw.id }) else { return nil }
            self.position = position
            labels = arguments.map { $0.label?.text }
        }

        /// The type the slot takes when every declaration of the callee its labels fit agrees (the
        /// array's element type for an element).
        func type(in index: DeclarationIndex) -> TypeName? {
            let types = index.parameterLists(callee: callee).compactMap { parameters -> TypeName? in
                guard let match = CallSiteReader.match(labels, to: parameters) else { return nil }
                let type = match[position].unwrapped
                return isElement ? type.element?.unwrapped : type
            }
            guard let first = types.first, types.allSatisfy({ $0 == first }) else { return nil }
            return first
        }
    }

    /// An argument with literals, as a call of the app's own may take a key through it.
    private struct ContextualArgument: Sendable {
        /// Among the call's arguments.
        var position: Int
        /// The position in the tuple the argument is, when the literals are its elements.
        var element: Int?
        var strings: [PendingString]
    }

    /// Whether a parameter of this type takes keys: a localizable type, or a tuple holding one.
    static func takesKeys(_ type: TypeName) -> Bool {
        if keyKind(of: type) != nil { return true }
        guard type.spelling.hasPrefix("(") else { return false }
        var position = 0
        while let element = tupleElementType(type, at: position) {
            if keyKind(of: element) != nil { return true }
            position += 1
        }
        return false
    }

    /// The type at `position` of a tuple type (`(on:LocalizedStringKey,off:LocalizedStringKey)`,
    /// labels dropped); nil when the type is no tuple of that many elements.
    static func tupleElementType(_ type: TypeName, at position: Int) -> TypeName? {
        let spelling = type.spelling
        guard spelling.hasPrefix("("), spelling.hasSuffix(")") else { return nil }
        var elements: [Substring] = []
        var depth = 0
        var start = spelling.index(after: spelling.startIndex)
        let end = spelling.index(before: spelling.endIndex)
        var index = start
        while index < end {
            switch spelling[index] {
            case "(", "[", "<": depth += 1
            case ")", "]", ">": depth -= 1
            case "," where depth == 0:
                elements.append(spelling[start..<index])
                start = spelling.index(after: index)
            default: break
            }
            index = spelling.index(after: index)
        }
        elements.append(spelling[start..<end])
        guard elements.count > 1, position < elements.count else { return nil }
        var element = elements[position]
        // `label:Type`: a colon outside brackets ends a label.
        if let colon = element.firstIndex(of: ":"), !element[..<colon].contains(where: { "([<".contains($0) }) {
            element = element[element.index(after: colon)...]
        }
        return TypeName(String(element))
    }

    /// The type of the parameter each argument goes to, when a call with these argument labels
    /// fits `parameters` (each label in order, parameters passed over assumed to have defaults);
    /// nil when it does not fit.
    static func match(_ labels: [String?], to parameters: [DeclarationIndex.Parameter]) -> [TypeName]? {
        var types: [TypeName] = []
        var next = 0
        for label in labels {
            while next < parameters.count, parameters[next].label != label { next += 1 }
            guard next < parameters.count else { return nil }
            types.append(parameters[next].type)
            next += 1
        }
        return types
    }

    /// The element type of an array type, the value type of a dictionary type (and whether it is
    /// one of those), else the type itself.
    static func keyElementType(of type: RawTypeSyntax) -> (type: RawTypeSyntax, isCollection: Bool) {
        if let array = type.as(RawArrayTypeSyntax.self) { return (array.element, true) }
        if let dictionary = type.as(RawDictionaryTypeSyntax.self) { return (dictionary.value, true) }
        return (type, false)
    }

    /// The elements of an array literal or the values of a dictionary literal.
    private static func collectionValues(of expr: RawExprSyntax) -> [RawExprSyntax] {
        if let array = expr.as(RawArrayExprSyntax.self) { return array.elements.elements.map(\.expression) }
        if let dictionary = expr.as(RawDictionaryExprSyntax.self),
           let elements = dictionary.content.as(RawDictionaryElementListSyntax.self) {
            return elements.elements.map(\.value)
        }
        return []
    }

    /// A cheap test on the type's last name token before its spelling is built.
    static func mayBeLocalizable(_ type: RawTypeSyntax) -> Bool {
        if let tuple = type.as(RawTupleTypeSyntax.self) ?? type.as(RawOptionalTypeSyntax.self)?.wrappedType.as(RawTupleTypeSyntax.self) {
            return tuple.elements.elements.contains { mayBeLocalizable($0.type) }
        }
        var type = keyElementType(of: type).type
        // `T?` and `T!`: the name is the wrapped type's.
        if let optional = type.as(RawOptionalTypeSyntax.self) {
            type = optional.wrappedType
        } else if let unwrapped = type.as(RawImplicitlyUnwrappedOptionalTypeSyntax.self) {
            type = unwrapped.wrappedType
        }
        guard let name = type.raw.lastPresentToken?.tokenText, let first = name.first,
              keyTypeInitials[Int(first)] else { return false }
        return keyTypes[String(syntaxText: name)] != nil
    }

    /// The first letters of `keyTypes`' names: most declared types (`String`, `Bool`, `some View`)
    /// are turned away by their first byte, before a `String` is made and hashed.
    private static let keyTypeInitials: [Bool] = (0...255).map { byte in
        keyTypes.keys.contains { $0.utf8.first == UInt8(byte) }
    }

    /// The types a string literal is a key in, by name: SwiftUI's and Foundation's, and App
    /// Intents' (which hold a `LocalizedStringResource`).
    private static let keyTypes: [String: LookupCall.KeyKind] = [
        "LocalizedStringKey": .localizedStringKey, "LocalizedStringResource": .localizationValue,
        "LocalizationValue": .localizationValue, "IntentDescription": .localizationValue,
        "IntentDialog": .localizationValue, "DisplayRepresentation": .localizationValue,
        "TypeDisplayRepresentation": .localizationValue,
    ]

    /// The key kind a declared parameter type implies, if it is a localizable one.
    static func keyKind(of type: TypeName) -> LookupCall.KeyKind? {
        let spelling = type.unwrapped.spelling
        if spelling == "String.LocalizationValue" { return .localizationValue }
        if spelling == "LocalizationValue" { return nil }
        return keyTypes[spelling]
    }

    // MARK: helpers

    /// The argument holding the key: the one with `label`, or the first when it is unlabelled.
    private func keyArgument(of call: Call, label: String?) -> RawLabeledExprSyntax? {
        guard let label else {
            return call.arguments.first.flatMap { $0.label == nil ? $0 : nil }
        }
        return call.arguments.first { $0.label?.text == label }
    }

    /// The table, comment and default value arguments `lookup` names, found in one pass (the
    /// first of each label wins).
    private func labelledArguments(_ call: Call, _ lookup: LookupCall)
        -> (table: RawExprSyntax?, comment: RawExprSyntax?, defaultValue: RawExprSyntax?) {
        var found: (table: RawExprSyntax?, comment: RawExprSyntax?, defaultValue: RawExprSyntax?) = (nil, nil, nil)
        guard lookup.tableLabel != nil || lookup.commentLabel != nil || lookup.defaultValueLabel != nil else { return found }
        for argument in call.arguments {
            guard let label = argument.label?.text else { continue }
            if found.table == nil, label == lookup.tableLabel { found.table = argument.expression }
            if found.comment == nil, label == lookup.commentLabel { found.comment = argument.expression }
            if found.defaultValue == nil, label == lookup.defaultValueLabel { found.defaultValue = argument.expression }
        }
        return found
    }

    /// The literals an argument evaluates to: itself, every branch of `c ? "a" : d ? "b" : "c"`
    /// (when every branch is one), or the literal inside `.init("…")` handed to a lookup.
    static func literalBranches(of expr: RawExprSyntax) -> [RawStringLiteralExprSyntax] {
        if let literal = expr.as(RawStringLiteralExprSyntax.self) { return [literal] }
        if let sequence = expr.as(RawSequenceExprSyntax.self) {
            return literalBranches(ofSequence: sequence.elements.elements[...]) ?? []
        }
        if let ternary = expr.as(RawTernaryExprSyntax.self) {
            guard let then = allLiterals(ternary.thenExpression), let otherwise = allLiterals(ternary.elseExpression)
            else { return [] }
            return then + otherwise
        }
        if let tuple = expr.as(RawTupleExprSyntax.self), tuple.elements.elements.count == 1,
           tuple.elements.elements[0].label == nil {
            return literalBranches(of: tuple.elements.elements[0].expression)
        }
        if let call = expr.as(RawFunctionCallExprSyntax.self),
           let member = call.calledExpression.as(RawMemberAccessExprSyntax.self),
           member.base == nil, member.declName.baseName.tokenText == "init" {
            let arguments = call.arguments.elements
            if arguments.count == 1, arguments[0].label == nil,
               let literal = arguments[0].expression.as(RawStringLiteralExprSyntax.self) {
                return [literal]
            }
        }
        return []
    }

    /// The literals of a branch, or nil when it is not literals only (`nil` is a branch with none).
    private static func allLiterals(_ expr: RawExprSyntax) -> [RawStringLiteralExprSyntax]? {
        if expr.is(RawNilLiteralExprSyntax.self) { return [] }
        let literals = literalBranches(of: expr)
        return literals.isEmpty ? nil : literals
    }

    /// An unfolded operator sequence: `condition ? then : rest`, the rest read the same way
    /// (ternaries nest to the right); nil unless every branch is a literal.
    private static func literalBranches(ofSequence elements: ArraySlice<RawExprSyntax>) -> [RawStringLiteralExprSyntax]? {
        guard let index = elements.firstIndex(where: { $0.is(RawUnresolvedTernaryExprSyntax.self) }) else {
            return elements.count == 1 ? elements.first.flatMap(allLiterals) : nil
        }
        guard index > elements.startIndex,
              let ternary = elements[index].as(RawUnresolvedTernaryExprSyntax.self),
              let then = allLiterals(ternary.thenExpression),
              let otherwise = literalBranches(ofSequence: elements[(index + 1)...]) else { return nil }
        return then + otherwise
    }

    private mutating func report(_ rule: ScanRule, severity: Severity? = nil, at node: some RawSyntaxNodeProtocol,
                                 message: String) {
        if let finding = source.finding(rule, severity: severity, at: node, message: message) { found.findings.append(finding) }
    }

    private mutating func report(_ rule: ScanRule, severity: Severity? = nil, at argument: RawExprSyntax,
                                 in call: RawSyntax, message: String) {
        if let finding = source.finding(rule, severity: severity, at: argument, in: call, message: message) {
            found.findings.append(finding)
        }
    }
}
