import Diagnostics
@_spi(RawSyntax) import SwiftSyntax

/// The literals that are keys because a declaration types them as keys: a property, a result, a
/// parameter's default value, an assignment's target, an enum's raw values, or an alias of a key type.
extension CallSiteReader {
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
    mutating func readKeyAssignment(of value: ArraySlice<RawExprSyntax>, to target: RawExprSyntax, at path: SyntaxPath) {
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
    static func literals(of binding: RawPatternBindingSyntax, at path: SyntaxPath, in slot: KeySlot)
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
    static func aliasSlot(of type: RawTypeSyntax) -> (alias: String, slot: KeySlot)? {
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
    static let namesOfNoAlias: Set<String> = ["String", "Substring", "Character", "Text", "AnyView"]

    /// Records the keys `literals` give once the declarations tell `alias` stands for a key type,
    /// listed as that type's.
    mutating func addAliased(_ alias: String, _ literals: [ResultLiterals.Found], lookup: LookupCall) {
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
    struct KeySlot {
        var lookup: LookupCall
        /// Literals come from a collection literal (an initial value's or a result's).
        var isCollection: Bool
        var literals: ResultLiterals.Literals
    }

    static func keySlots(of type: RawTypeSyntax) -> [KeySlot] {
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
    static func tupleElement(_ expr: RawExprSyntax, at position: Int) -> RawExprSyntax? {
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
}
