@_spi(RawSyntax) import SwiftSyntax

/// Whether a `String` value is already localized text, so showing it (`Text(value)`,
/// `.navigationTitle(value)`) is right and `unlocalized-text` must stay silent: the result of a
/// lookup (`String(localized:)`, `NSLocalizedString`), of a system API that answers in the
/// user's language (`error.localizedDescription`, `locale.localizedString(forRegionCode:)`), or
/// of a formatter (`date.formatted()`, `formatter.string(from:)`).
///
/// A property or function of the app's own that returns such a value (`var title: String {
/// String(localized: "Settings") }`) is localized too; the declarations tell that once every
/// file is read (`DeclarationIndex.isLocalizedValue`).
enum LocalizedValue {
    /// Names the byte scan marks so that the walk reads code holding them even inside bodies:
    /// `message = error.localizedDescription` is how a `@State` text gets its localized value, and
    /// `self.title = .init(localized: title)` how an initializer fills a stored one.
    static let markedNames = ["localizedDescription", "formatted", "localized"]

    /// `String` properties that change the case of the text in the user's locale, which localize nothing.
    static let caseTransforms: Set<String> = ["localizedCapitalized", "localizedUppercase", "localizedLowercase"]

    /// Whether the expression's own syntax says its value is localized.
    static func isLocalized(_ expr: RawExprSyntax) -> Bool {
        switch expr.raw.kind {
        case .functionCallExpr:
            guard let call = expr.as(RawFunctionCallExprSyntax.self) else { return false }
            return isLocalizingCall(call)
        case .memberAccessExpr:
            guard let member = expr.as(RawMemberAccessExprSyntax.self) else { return false }
            let name = member.declName.baseName.text
            // `rawValue.localizedCapitalized` changes the case of its text, in the user's locale: it is
            // as localized as that text.
            if caseTransforms.contains(name) { return member.base.map { isLocalized($0) } ?? false }
            return name.hasPrefix("localized")
        case .optionalChainingExpr:
            return expr.as(RawOptionalChainingExprSyntax.self).map { isLocalized($0.expression) } ?? false
        case .forceUnwrapExpr:
            return expr.as(RawForceUnwrapExprSyntax.self).map { isLocalized($0.expression) } ?? false
        case .awaitExpr:
            return expr.as(RawAwaitExprSyntax.self).map { isLocalized($0.expression) } ?? false
        case .tryExpr:
            return expr.as(RawTryExprSyntax.self).map { isLocalized($0.expression) } ?? false
        case .tupleExpr:
            guard let tuple = expr.as(RawTupleExprSyntax.self), tuple.elements.elements.count == 1 else { return false }
            return isLocalized(tuple.elements.elements[0].expression)
        case .ternaryExpr:
            guard let ternary = expr.as(RawTernaryExprSyntax.self) else { return false }
            return isLocalized(ternary.thenExpression) && isLocalized(ternary.elseExpression)
        case .stringLiteralExpr:
            // `"@\(host)"`: no words a translation would change.
            return expr.as(RawStringLiteralExprSyntax.self).map { !LiteralValue.hasWords($0) } ?? false
        case .sequenceExpr:
            guard let sequence = expr.as(RawSequenceExprSyntax.self), let shape = SequenceShape(sequence) else { return false }
            switch shape {
            case .ternary(let then, let otherwise): return isLocalized(then) && isLocalized(otherwise)
            // `error?.localizedDescription ?? ""`: nothing, or localized text.
            case .binary(let value, "??", let fallback): return isLocalized(value) && (isLocalized(fallback) || isEmptyLiteral(fallback))
            case .cast(let value, _): return isLocalized(value)
            case .binary: return false
            }
        default:
            return false
        }
    }

    /// The name an expression reads a value by (`title`, `self.title`, `item.title`,
    /// `item.title()`), with the expression it is read from (`item`), for
    /// `DeclarationIndex.isLocalizedValue`; nil for other shapes.
    static func reference(_ expr: RawExprSyntax) -> (name: String, base: RawExprSyntax?)? {
        if let reference = expr.as(RawDeclReferenceExprSyntax.self) { return (reference.baseName.text, nil) }
        if let member = expr.as(RawMemberAccessExprSyntax.self), let base = member.base { return (member.declName.baseName.text, base) }
        if let call = expr.as(RawFunctionCallExprSyntax.self), call.arguments.elements.isEmpty,
           call.trailingClosure == nil {
            return reference(call.calledExpression)
        }
        if let unwrapped = expr.as(RawForceUnwrapExprSyntax.self) { return reference(unwrapped.expression) }
        if let chained = expr.as(RawOptionalChainingExprSyntax.self) { return reference(chained.expression) }
        return nil
    }

    /// Whether every value `binding` can have is localized: its initial value, or every result
    /// of its getter.
    static func isLocalized(_ binding: RawPatternBindingSyntax) -> Bool {
        let values = values(of: binding)
        return !values.isEmpty && values.allSatisfy(isLocalized)
    }

    /// Every value `binding` can have: its initial value, or every result of its getter; none
    /// for a stored property with no initial value.
    static func values(of binding: RawPatternBindingSyntax) -> [RawExprSyntax] {
        if let initializer = binding.initializer { return [initializer.value] }
        guard let accessors = binding.accessorBlock?.accessors else { return [] }
        let path = SyntaxPath([binding.raw])
        if let body = accessors.as(RawCodeBlockItemListSyntax.self) {
            return ResultLiterals.results(of: body, at: path).map(\.expression)
        }
        guard let list = accessors.as(RawAccessorDeclListSyntax.self),
              let getter = list.elements.first(where: { $0.accessorSpecifier.tokenText == "get" })?.body else { return [] }
        return ResultLiterals.results(of: getter.statements, at: path).map(\.expression)
    }

    /// Whether `body` returns something, and only localized values.
    static func returnsOnlyLocalized(_ body: RawCodeBlockItemListSyntax, at path: SyntaxPath) -> Bool {
        let results = ResultLiterals.results(of: body, at: path)
        return !results.isEmpty && results.allSatisfy { isLocalized($0.expression) }
    }

    /// Calls whose result is text in the user's language.
    private static func isLocalizingCall(_ call: RawFunctionCallExprSyntax) -> Bool {
        let labels = call.arguments.elements.map { $0.label?.tokenText }
        let callee = call.calledExpression
        if let reference = callee.as(RawDeclReferenceExprSyntax.self) {
            switch reference.baseName.tokenText {
            case "NSLocalizedString": return true
            case "String", "AttributedString":
                if labels.first == "localized" { return true }
                // `String(format: NSLocalizedString(…), …)`: a localized format, filled in.
                if labels.first == "format", let format = call.arguments.elements.first?.expression { return isLocalized(format) }
                return false
            default: return false
            }
        }
        guard let member = callee.as(RawMemberAccessExprSyntax.self) else { return false }
        let name = member.declName.baseName.tokenText
        if name == "init", let base = member.base?.as(RawDeclReferenceExprSyntax.self),
           base.baseName.tokenText == "String" || base.baseName.tokenText == "AttributedString" {
            return labels.first == "localized"
        }
        // `self.title = .init(localized: title)`: only `String` and `AttributedString` take that label.
        if name == "init", member.base == nil { return labels.first == "localized" }
        // `date.formatted()`, `value.formatted(.percent)`, `locale.localizedString(forLanguageCode:)`,
        // `String.localizedStringWithFormat(…)`, `formatter.string(from:)`.
        if name == "formatted" || name.hasPrefix("localized") { return true }
        if name == "string", let label = labels.first ?? nil {
            return label == "from" || label == "for" || label == "fromByteCount" || label == "fromTimeInterval"
        }
        return false
    }

    private static func isEmptyLiteral(_ expr: RawExprSyntax) -> Bool {
        guard let literal = expr.as(RawStringLiteralExprSyntax.self) else { return false }
        return LiteralValue.plain(literal) == ""
    }
}
