import Diagnostics
@_spi(RawSyntax) import SwiftSyntax

/// Reads the places `SourceWalker` finds in one file and reports every lookup they make
/// (`LookupCalls`), every literal given where the declarations say a `LocalizedStringKey` is
/// expected, and hands every key that is no literal to the source rules (`KeySite`).
/// This file reads calls; its extensions read declarations that type keys
/// (`+KeyDeclarations`), record where literal text goes (`+LiteralText`), and know the key
/// types (`+KeyTypes`) and the literals an expression evaluates to (`+LiteralBranches`).
///
/// It reads while the file's tree is walked. What depends on other files' declarations — the type
/// of an interpolated or non-literal value, the parameters of the app's own views — is left as
/// `pending` work that keeps names, types and positions only, no syntax; it is done once every
/// file's declarations are merged, and the tree is long gone by then.
struct CallSiteReader {
    /// Work left for when every file's declarations are known.
    typealias Pending = @Sendable (DeclarationIndex, inout FoundStrings) -> Void

    let source: ParsedSource
    let resolver: TypeResolver
    let keys: KeyBuilder
    var found = FoundStrings()
    var pending: [Pending] = []

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
    struct Call {
        var node: RawSyntax
        var arguments: [RawLabeledExprSyntax]
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
        let findings = check(.fallback(value: type, literals: fallbacks, argument: shown.argument, call: shown.call, lookup: lookup))
        pending.append { index, found in
            guard let type = type.resolve(index) else { return }
            guard Self.keyKind(of: type.unwrapped) != nil else {
                Self.add(findings, given: index, to: &found)
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
    mutating func emit(_ literal: RawStringLiteralExprSyntax, at path: SyntaxPath, lookup: LookupCall,
                               table: String, comment: String?, defaultValue: RawExprSyntax?) {
        guard let string = pendingString(literal, at: path, lookup: lookup, table: table, comment: comment,
                                         defaultValue: defaultValue) else { return }
        add(string)
    }

    /// What `literal` given to `lookup` becomes; nil when it is no key (reported, or malformed).
    mutating func pendingString(_ literal: RawStringLiteralExprSyntax, at path: SyntaxPath, lookup: LookupCall,
                                        table: String, comment: String?, defaultValue: RawExprSyntax?) -> PendingString? {
        if lookup.kind == .staticKey, literal.segments.elements.contains(where: { $0.kind == .expressionSegment }) {
            record(check(.interpolatedLiteral(literal, lookup: lookup)))
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

    /// A key argument that is no literal, which the source rules judge; `path` leads to the call.
    private mutating func reportNonLiteral(_ call: RawSyntax, _ lookup: LookupCall, argument: RawExprSyntax,
                                          at path: SyntaxPath) {
        let findings = check(.expression(argument, call: call, lookup: lookup, path: path))
        // `LocalizedStringKey(mode.rawValue)`: the keys are the raw values of the enum's cases, when
        // the declarations tell them; what the rules found stands only when they do not.
        guard lookup.kind == .localizedStringKey, lookup.display == "LocalizedStringKey",
              let rawValueKeys = RawValueKeys(resolver: resolver).keys(for: argument, at: path.appending(argument.raw)) else {
            return record(findings)
        }
        let location = source.location(of: call)
        let display = lookup.display
        pending.append { index, found in
            if let keys = rawValueKeys(index) {
                found.strings += keys.map { ExtractedString(key: $0, location: location, call: display) }
            } else {
                Self.add(findings, given: index, to: &found)
            }
        }
    }

    // MARK: source rules

    /// What the scan's source rules find at `site`.
    private func check(_ site: KeySite) -> [SiteFinding] {
        let file = SiteReading(source: source, resolver: resolver)
        return SourceRules.scanning.compactMap { $0.check(site, in: file) }
    }

    /// Records each finding that stands now, and leaves the others for when every file's
    /// declarations are known.
    private mutating func record(_ findings: [SiteFinding]) {
        for finding in findings {
            guard let holds = finding.holds else {
                found.findings.append(finding.finding)
                continue
            }
            if finding.needsDeclarations {
                let diagnostic = finding.finding
                pending.append { index, found in
                    if holds(index) { found.findings.append(diagnostic) }
                }
            } else if holds(DeclarationIndex.empty) {
                found.findings.append(finding.finding)
            }
        }
    }

    /// Adds each of `findings` that stands given the declarations in `index`.
    private static func add(_ findings: [SiteFinding], given index: DeclarationIndex, to found: inout FoundStrings) {
        for finding in findings where finding.holds?(index) ?? true { found.findings.append(finding.finding) }
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

    /// An argument with literals, as a call of the app's own may take a key through it.
    private struct ContextualArgument: Sendable {
        /// Among the call's arguments.
        var position: Int
        /// The position in the tuple the argument is, when the literals are its elements.
        var element: Int?
        var strings: [PendingString]
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
}
