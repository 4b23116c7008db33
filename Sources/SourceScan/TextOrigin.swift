import ToolSupport
@_spi(RawSyntax) import SwiftSyntax

/// Whether text written in the code reaches a `String` value that is shown without a lookup.
///
/// Interface text is written in the code as literals; a value no literal with words reaches holds
/// the user's data, a server's, a system API's or text localized elsewhere, and showing it as it
/// is is right. So `unlocalized-text` reports a value only when a literal reaches it: the value's
/// own expression (`"Total: " + amount`, `formatDays(n) ?? "Unknown"`), a local it was bound
/// from, or — through the declarations of every file — an argument the app passes for the
/// parameter it is (`iconItem(iconName: "Red")`), a property's initial value, assignment or
/// construction (`Toast(title: "Saved")`), or what a property or function of the app returns
/// (`var label: String { switch self { case .hot: "Hot" } }`).
///
/// A literal stored under a name (`name:`, `deviceName:`, `static let qr = CodeType(name: "QR-Code")`)
/// is what a thing is called — a brand, a standard, a person, a device — which stays the same in
/// every language, so it does not count; a name a property computes (`var displayName: String {
/// switch self … }`) does.
enum TextOrigin: Sendable {
    /// A literal with words reaches the value.
    case literal
    /// None does.
    case none
    /// The declarations of every file tell.
    case later(@Sendable (DeclarationIndex) -> Bool)

    /// Whether a literal with words reaches the value.
    func resolve(_ index: DeclarationIndex) -> Bool {
        switch self {
        case .literal: true
        case .none: false
        case .later(let answer): answer(index)
        }
    }

    /// Whether the answer needs the declarations.
    var isLater: Bool {
        if case .later = self { true } else { false }
    }

    /// Reached when either is.
    static func either(_ first: TextOrigin, _ second: TextOrigin) -> TextOrigin {
        switch (first, second) {
        case (.literal, _), (_, .literal): .literal
        case (.none, let other), (let other, .none): other
        case (.later(let one), .later(let other)): .later { one($0) || other($0) }
        }
    }

    // MARK: keys of the declarations' index

    /// The key of what a member (a property, a method's result) of `owner` may hold.
    static func memberKey(_ name: String, of owner: String) -> String {
        owner + "." + (name.hasPrefix("_") ? String(name.dropFirst()) : name)
    }

    /// The key of what callers of `callee` pass for the parameter with `label` (`#2` for the
    /// third one with no label); a type's initializers are called by the type's name.
    static func argumentKey(_ label: String, of callee: String) -> String {
        callee + "(" + label + ")"
    }

    /// The label (or `#position`) of an argument, for `argumentKey`.
    static func argumentLabel(_ label: String?, position: Int) -> String {
        label ?? "#\(position)"
    }

    /// A parameter or property holding a name: what it is given is not interface text. Names
    /// of people credited by their role (`maintainers: "…"`, `author:`, `translators:`) are
    /// names too: a person's name is the same in every language.
    static func holdsName(_ label: String) -> Bool {
        NameLabel.holdsName(label)
    }

    // MARK: literals

    /// Whether the expression itself holds a literal with words that becomes its value: a
    /// literal, the branches of a ternary or `??`, a concatenation, `String(format:)`'s format.
    /// `String("…")` is left out: it says in so many words that the text is not looked up.
    static func holdsWords(_ expr: RawExprSyntax) -> Bool {
        switch expr.raw.kind {
        case .stringLiteralExpr:
            return expr.as(RawStringLiteralExprSyntax.self).map(LiteralValue.hasProse) ?? false
        case .sequenceExpr:
            guard let sequence = expr.as(RawSequenceExprSyntax.self), let shape = SequenceShape(sequence) else { return false }
            switch shape {
            case .ternary(let then, let otherwise): return holdsWords(then) || holdsWords(otherwise)
            case .binary(let left, let op, let right): return (op == "+" || op == "??") && (holdsWords(left) || holdsWords(right))
            case .cast(let value, _): return holdsWords(value)
            }
        case .ternaryExpr:
            guard let ternary = expr.as(RawTernaryExprSyntax.self) else { return false }
            return holdsWords(ternary.thenExpression) || holdsWords(ternary.elseExpression)
        case .tupleExpr:
            guard let tuple = expr.as(RawTupleExprSyntax.self), tuple.elements.elements.count == 1 else { return false }
            return holdsWords(tuple.elements.elements[0].expression)
        case .functionCallExpr:
            guard let call = expr.as(RawFunctionCallExprSyntax.self),
                  call.calledExpression.as(RawDeclReferenceExprSyntax.self)?.baseName.tokenText == "String",
                  let first = call.arguments.elements.first, first.label?.tokenText == "format" else { return false }
            return holdsWords(first.expression)
        case .tryExpr:
            return expr.as(RawTryExprSyntax.self).map { holdsWords($0.expression) } ?? false
        case .awaitExpr:
            return expr.as(RawAwaitExprSyntax.self).map { holdsWords($0.expression) } ?? false
        default:
            return false
        }
    }

    /// Whether some result of `body` holds a literal with words (`holdsWords`).
    static func returnsWords(_ body: RawCodeBlockItemListSyntax) -> Bool {
        ResultLiterals.results(of: body, at: SyntaxPath([body.raw])).contains { holdsWords($0.expression) }
    }
}
