import Diagnostics
import SwiftSyntax

/// Reads the places `SourceWalker` finds in one file and reports every lookup they make
/// (`LookupCalls`), every literal given where the declarations say a `LocalizedStringKey` is
/// expected, and every piece of text shown without a lookup.
///
/// Most places need no declaration (a literal key, `Text(verbatim:)`): the walk reads them at
/// once, while the file's tree is fresh in memory, with a reader that has no index. The others
/// are read once every file's declarations are merged.
struct CallSiteReader {
    private let source: ParsedSource
    /// Nil while the declarations of all files are not known yet.
    private let resolver: TypeResolver?
    private let keys: KeyBuilder
    private(set) var strings: [ExtractedString] = []
    private(set) var findings: [ScanFinding] = []
    /// Set when the place being read turned out to need the declarations.
    private var needsDeclarations = false

    /// A reader that types values and finds the app's own lookups with `index`, or that reads
    /// only what needs no declaration when `index` is nil.
    init(source: ParsedSource, index: DeclarationIndex?) {
        self.source = source
        self.resolver = index.map(TypeResolver.init)
        self.keys = KeyBuilder(resolver: resolver)
    }

    /// Reads a place if the declarations are not needed for it.
    /// - Returns: false, having recorded nothing, when the place needs the declarations.
    mutating func readIfPossible(_ site: SourceWalker.Site) -> Bool {
        let counts = (strings: strings.count, findings: findings.count)
        needsDeclarations = false
        read(site)
        guard needsDeclarations else { return true }
        strings.removeSubrange(counts.strings...)
        findings.removeSubrange(counts.findings...)
        return false
    }

    /// Reads one place.
    mutating func read(_ site: SourceWalker.Site) {
        switch site {
        case .call(let call): read(call)
        case .variable(let variable): read(variable)
        case .function(let function): read(function)
        }
    }

    private mutating func read(_ node: FunctionCallExprSyntax) {
        switch node.calledExpression.as(ExprSyntaxEnum.self) {
        case .declReferenceExpr(let callee):
            visitCall(node, callee: callee.baseName.text)
        case .memberAccessExpr(let member):
            if let lookup = LookupCalls.byModifier[member.declName.baseName.text] {
                visitLookup(node, lookup)
            } else {
                visitContextualArguments(node, callee: member.declName.baseName.text, isMember: true)
            }
        default:
            break
        }
    }

    // MARK: declarations of localizable type

    /// `let title: LocalizedStringKey = "…"` and `var title: LocalizedStringKey { "…" }`.
    private mutating func read(_ node: VariableDeclSyntax) {
        for binding in node.bindings.typedElements {
            guard let type = binding.typeAnnotation?.type, Self.mayBeLocalizable(type),
                  let kind = Self.keyKind(of: TypeName(type)) else { continue }
            let lookup = LookupCall(display: TypeName(type).unwrapped.spelling, kind: kind)
            var literals = binding.initializer.map { Self.literalBranches(of: $0.value) } ?? []
            switch binding.accessorBlock?.accessors {
            case .getter(let body): literals += ResultLiterals.of(body)
            case .accessors(let accessors):
                for accessor in accessors.typedElements where accessor.accessorSpecifier.text == "get" {
                    literals += accessor.body.map { ResultLiterals.of($0.statements) } ?? []
                }
            case nil: break
            }
            for literal in literals {
                emit(literal, lookup: lookup, table: ExtractedString.defaultTable, comment: nil, defaultValue: nil)
            }
        }
    }

    /// `func title() -> LocalizedStringKey { … return "…" }`.
    private mutating func read(_ node: FunctionDeclSyntax) {
        if let result = node.signature.returnClause?.type, Self.mayBeLocalizable(result),
           let kind = Self.keyKind(of: TypeName(result)),
           let body = node.body {
            let lookup = LookupCall(display: TypeName(result).unwrapped.spelling, kind: kind)
            for literal in ResultLiterals.of(body.statements) {
                emit(literal, lookup: lookup, table: ExtractedString.defaultTable, comment: nil, defaultValue: nil)
            }
        }
    }

    // MARK: calls by name

    private mutating func visitCall(_ call: FunctionCallExprSyntax, callee: String) {
        if callee == "Text", let verbatim = call.arguments.firstElement, verbatim.label?.text == "verbatim" {
            reportVerbatim(call, argument: verbatim.expression)
            return
        }
        guard let lookups = LookupCalls.byCallee[callee],
              let lookup = lookups.first(where: { keyArgument(of: call, label: $0.keyLabel) != nil }) else {
            visitContextualArguments(call, callee: callee, isMember: false)
            return
        }
        visitLookup(call, lookup)
    }

    private mutating func visitLookup(_ call: FunctionCallExprSyntax, _ lookup: LookupCall) {
        guard let argument = keyArgument(of: call, label: lookup.keyLabel) else { return }
        let table = KeyBuilder.plainValue(of: labelledArgument(call, lookup.tableLabel)) ?? ExtractedString.defaultTable
        let comment = KeyBuilder.plainValue(of: labelledArgument(call, lookup.commentLabel))
        let defaultValue = labelledArgument(call, lookup.defaultValueLabel)
        let literals = Self.literalBranches(of: argument.expression)
        guard !literals.isEmpty else {
            reportNonLiteral(call, lookup, argument: argument.expression)
            return
        }
        for literal in literals {
            emit(literal, lookup: lookup, table: table, comment: comment, defaultValue: defaultValue)
        }
    }

    private mutating func emit(_ literal: StringLiteralExprSyntax, lookup: LookupCall, table: String, comment: String?,
                      defaultValue: ExprSyntax?) {
        if lookup.kind == .staticKey, literal.segments.typedElements.contains(where: { $0.is(ExpressionSegmentSyntax.self) }) {
            report(.dynamicKey, severity: .warning, at: literal,
                   message: "\(lookup.display) looks up the interpolated text itself, which no catalog lists; use String(localized:) so the key keeps placeholders.")
            return
        }
        let built: KeyBuilder.Built
        var value: String?
        var unresolved: [ExprSyntax]
        do {
            guard let key = try self.key(for: literal, lookup) else { return }
            built = key
            unresolved = built.unresolved
            if let defaultLiteral = defaultValue?.as(StringLiteralExprSyntax.self),
               let builtDefault = try self.key(for: defaultLiteral, lookup) {
                value = builtDefault.key
                unresolved += builtDefault.unresolved
            }
        } catch {
            needsDeclarations = true
            return
        }
        for expression in unresolved {
            report(.unknownArgumentType, at: expression,
                   message: "Cannot tell the type of `\(expression.trimmedText.collapsingWhitespace)` from the sources, so the key assumes %@; declare its type, cast it (`as Int`) or give a specifier.")
        }
        strings.append(ExtractedString(key: built.key, table: table, comment: comment, defaultValue: value,
                                       location: source.location(of: literal), call: lookup.display,
                                       isKeyCertain: unresolved.isEmpty))
    }

    /// The key a literal gives `lookup`: as written for a static key, else as `KeyBuilder` builds it.
    private func key(for literal: StringLiteralExprSyntax, _ lookup: LookupCall) throws(DeclarationsNeeded) -> KeyBuilder.Built? {
        lookup.kind == .staticKey
            ? literal.representedLiteralValue.map { KeyBuilder.Built(key: $0, unresolved: []) }
            : try keys.key(for: literal)
    }

    // MARK: arguments that are not literals

    private mutating func reportNonLiteral(_ call: FunctionCallExprSyntax, _ lookup: LookupCall, argument: ExprSyntax) {
        guard let resolver else {
            needsDeclarations = true
            return
        }
        let expression = argument.trimmedText.collapsingWhitespace
        switch lookup.kind {
        case .localizedStringKey where lookup.display == "LocalizedStringKey":
            if let rawValues = RawValueKeys(resolver: resolver).keys(for: argument) {
                for key in rawValues {
                    strings.append(ExtractedString(key: key, location: source.location(of: call), call: lookup.display))
                }
                return
            }
            report(.dynamicKey, at: call,
                   message: "LocalizedStringKey(\(expression)) looks up a key computed at run time: every value it can take needs a catalog entry, and user data used as a key may be translated by accident.")
        case .localizedStringKey:
            guard let type = resolver.type(of: argument), type.unwrapped == .string || type.unwrapped.simpleName == "Substring" else { return }
            let isConcatenation = argument.as(SequenceExprSyntax.self).flatMap(SequenceShape.init).map {
                if case .binary(_, "+", _) = $0 { return true } else { return false }
            } ?? false
            let what = isConcatenation ? "a string concatenation" : "a String value"
            report(.unlocalizedText, at: call,
                   message: "\(lookup.display) is given \(what), which is shown as it is and never looked up; wrap it in LocalizedStringKey(…) to localize it, or use a literal key.")
        case .localizationValue, .staticKey:
            report(.dynamicKey, at: call,
                   message: "\(lookup.display) is given `\(expression)`, a key computed at run time that no extraction can list.")
        }
    }

    private mutating func reportVerbatim(_ call: FunctionCallExprSyntax, argument: ExprSyntax) {
        if argument.is(StringLiteralExprSyntax.self) {
            report(.unlocalizedText, at: call,
                   message: "Text(verbatim:) shows this literal as it is, in every language; use Text(\"…\") if users should read it translated.")
        } else {
            report(.unlocalizedText, severity: .note, at: call,
                   message: "Text(verbatim:) shows this value untranslated; right for user data, wrong for interface text.")
        }
    }

    // MARK: parameters declared as LocalizedStringKey

    /// A literal passed to a parameter that the scanned files declare as `LocalizedStringKey` (a
    /// custom view's `init(title: LocalizedStringKey)`, an enum case's associated value).
    private mutating func visitContextualArguments(_ call: FunctionCallExprSyntax, callee: String, isMember: Bool) {
        // Only a literal can be a key here, whatever the declarations say.
        guard call.arguments.typedElements.contains(where: { !Self.literalBranches(of: $0.expression).isEmpty }) else { return }
        guard let index = resolver?.index else {
            needsDeclarations = true
            return
        }
        guard index.hasLocalizableParameters(callee: callee) else { return }
        let lists = index.parameterLists(callee: callee)
        guard !lists.isEmpty else { return }
        var unlabelledPosition = 0
        for argument in call.arguments.typedElements {
            let label = argument.label?.text
            let position = label == nil ? unlabelledPosition : -1
            if label == nil { unlabelledPosition += 1 }
            let types = lists.compactMap { Self.parameterType(in: $0, label: label, unlabelledPosition: position) }
            guard let type = types.first, types.allSatisfy({ $0 == type }),
                  let kind = Self.keyKind(of: type) else { continue }
            let display = (isMember ? "." : "") + callee + (label.map { "(\($0):)" } ?? "")
            let lookup = LookupCall(display: display, kind: kind)
            for literal in Self.literalBranches(of: argument.expression) {
                emit(literal, lookup: lookup, table: ExtractedString.defaultTable, comment: nil, defaultValue: nil)
            }
        }
    }

    private static func parameterType(in parameters: [DeclarationIndex.Parameter], label: String?,
                                      unlabelledPosition: Int) -> TypeName? {
        if let label { return parameters.first { $0.label == label }?.type }
        let unlabelled = parameters.filter { $0.label == nil }
        return unlabelledPosition < unlabelled.count ? unlabelled[unlabelledPosition].type : nil
    }

    /// A cheap test on the type's last name token before its spelling is built.
    static func mayBeLocalizable(_ type: TypeSyntax) -> Bool {
        var last = type.lastToken(viewMode: .sourceAccurate)
        if last?.tokenKind == .postfixQuestionMark || last?.tokenKind == .exclamationMark {
            last = last?.previousToken(viewMode: .sourceAccurate)
        }
        guard let name = last?.text else { return false }
        return name == "LocalizedStringKey" || name == "LocalizedStringResource" || name == "LocalizationValue"
    }

    /// The key kind a declared parameter type implies, if it is a localizable one.
    static func keyKind(of type: TypeName) -> LookupCall.KeyKind? {
        switch type.unwrapped.spelling {
        case "LocalizedStringKey": .localizedStringKey
        case "LocalizedStringResource", "String.LocalizationValue": .localizationValue
        default: nil
        }
    }

    // MARK: helpers

    /// The argument holding the key: the one with `label`, or the first when it is unlabelled.
    private func keyArgument(of call: FunctionCallExprSyntax, label: String?) -> LabeledExprSyntax? {
        guard let label else {
            return call.arguments.firstElement.flatMap { $0.label == nil ? $0 : nil }
        }
        return call.arguments.typedElements.first { $0.label?.text == label }
    }

    private func labelledArgument(_ call: FunctionCallExprSyntax, _ label: String?) -> ExprSyntax? {
        guard let label else { return nil }
        return call.arguments.typedElements.first { $0.label?.text == label }?.expression
    }

    /// The literals an argument evaluates to: itself, both branches of `c ? "a" : "b"`, or the
    /// literal inside `.init("…")` / `LocalizedStringKey("…")` handed to a lookup.
    static func literalBranches(of expr: ExprSyntax) -> [StringLiteralExprSyntax] {
        if let literal = expr.as(StringLiteralExprSyntax.self) { return [literal] }
        if let sequence = expr.as(SequenceExprSyntax.self), case .ternary(let then, let otherwise)? = SequenceShape(sequence) {
            let branches = literalBranches(of: then) + literalBranches(of: otherwise)
            return branches.count == 2 ? branches : []
        }
        if let ternary = expr.as(TernaryExprSyntax.self) {
            let branches = literalBranches(of: ternary.thenExpression) + literalBranches(of: ternary.elseExpression)
            return branches.count == 2 ? branches : []
        }
        if let call = expr.as(FunctionCallExprSyntax.self), call.arguments.count == 1,
           let member = call.calledExpression.as(MemberAccessExprSyntax.self),
           member.base == nil, member.declName.baseName.text == "init",
           let literal = call.arguments.firstElement?.expression.as(StringLiteralExprSyntax.self) {
            return [literal]
        }
        return []
    }

    private mutating func report(_ rule: ScanRule, severity: Severity? = nil, at node: some SyntaxProtocol, message: String) {
        guard !source.isIgnored(node) else { return }
        findings.append(ScanFinding(rule: rule, severity: severity, message: message, location: source.location(of: node),
                                    expression: node.trimmedText.collapsingWhitespace))
    }
}
