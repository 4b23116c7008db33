import SwiftCompilerPlugin
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// SwiftData's `@Model` on Linux: the class conforms to `PersistentModel`, so a model context
/// holds it and `@Query` finds it. Its properties stay plain stored properties.
public struct ModelMacro: ExtensionMacro {
    public static func expansion(of node: AttributeSyntax, attachedTo declaration: some DeclGroupSyntax,
                                 providingExtensionsOf type: some TypeSyntaxProtocol, conformingTo protocols: [TypeSyntax],
                                 in context: some MacroExpansionContext) throws -> [ExtensionDeclSyntax] {
        guard !protocols.isEmpty else { return [] }
        let declaration: DeclSyntax = "extension \(type.trimmed): SwiftData.PersistentModel {}"
        return declaration.as(ExtensionDeclSyntax.self).map { [$0] } ?? []
    }
}

/// An attribute that marks a declaration for a framework the stand-ins do not run (SwiftData's
/// `@Attribute`, `@Relationship`, `@Transient`): it adds nothing.
public struct MarkerMacro: PeerMacro {
    public static func expansion(of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
                                 in context: some MacroExpansionContext) throws -> [DeclSyntax] {
        []
    }
}

/// Foundation's `#Predicate` of one input, with the `evaluate(_:)` calls Apple's macro accepts
/// (`#Predicate<Entry> { first.evaluate($0) && second.evaluate($0) }`) and the Linux toolchain's
/// does not. A body without `evaluate` is handed to the toolchain's macro unchanged; one with it is
/// split at `&&`, `||` and `!`: each `evaluate` call is a `PredicateExpressions.PredicateEvaluate`,
/// and each other part a predicate of its own, built by the toolchain's macro and evaluated on the
/// same input.
public struct PredicateMacro: ExpressionMacro {
    public static func expansion(of node: some FreestandingMacroExpansionSyntax, in context: some MacroExpansionContext) throws -> ExprSyntax {
        let generics = node.genericArgumentClause?.trimmedDescription ?? ""
        let closure = node.trailingClosure ?? node.arguments.first?.expression.as(ClosureExprSyntax.self)
        // The toolchain's macro reads a trailing closure only: a closure argument is handed on as one.
        let handedOn: ExprSyntax = closure.map { "#_FoundationPredicate\(raw: generics) \(raw: $0.trimmedDescription)" }
            ?? "#_FoundationPredicate\(raw: generics)(\(node.arguments))"
        guard let closure, !generics.isEmpty, closure.statements.count == 1, let statement = closure.statements.first,
              closure.statements.trimmedDescription.contains(".evaluate(")
        else { return handedOn }
        let body: ExprSyntax
        if let expression = statement.item.as(ExprSyntax.self) {
            body = expression
        } else if let returned = statement.item.as(ReturnStmtSyntax.self)?.expression {
            body = returned
        } else {
            return handedOn
        }
        var parameter = "$0"
        var signature = ""
        if let closureSignature = closure.signature {
            signature = closureSignature.trimmedDescription + " "
            if let shorthand = closureSignature.parameterClause?.as(ClosureShorthandParameterListSyntax.self), shorthand.count == 1,
               let name = shorthand.first?.name.text {
                parameter = name
            } else if let clause = closureSignature.parameterClause?.as(ClosureParameterClauseSyntax.self), clause.parameters.count == 1,
                      let name = clause.parameters.first?.firstName.text {
                parameter = name
            } else {
                return handedOn
            }
        }
        let translator = Translator(generics: generics, parameter: parameter, signature: signature)
        guard let translated = translator.translate(body) else { return handedOn }
        return "Foundation.Predicate\(raw: generics)({ __input in \(raw: translated) })"
    }

    /// Turns the body into predicate expressions over the variable `__input`.
    struct Translator {
        let generics: String
        let parameter: String
        let signature: String

        func translate(_ expression: ExprSyntax) -> String? {
            if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let inner = tuple.elements.first?.expression {
                return translate(inner)
            }
            if let infix = expression.as(InfixOperatorExprSyntax.self), let op = infix.operator.as(BinaryOperatorExprSyntax.self),
               ["&&", "||"].contains(op.operator.text) {
                guard let lhs = translate(infix.leftOperand), let rhs = translate(infix.rightOperand) else { return nil }
                let builder = op.operator.text == "&&" ? "build_Conjunction" : "build_Disjunction"
                return "PredicateExpressions.\(builder)(lhs: \(lhs), rhs: \(rhs))"
            }
            if let prefix = expression.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
                return translate(prefix.expression).map { "PredicateExpressions.build_Negation(\($0))" }
            }
            if let call = expression.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
               member.declName.baseName.text == "evaluate", let base = member.base, call.arguments.count == 1,
               call.arguments.first?.expression.trimmedDescription == parameter {
                return "PredicateExpressions.build_evaluate(\(base.trimmedDescription), __input)"
            }
            // Any other part, as a predicate of its own on the same input.
            guard !expression.trimmedDescription.contains(".evaluate(") else { return nil }
            let part = "#_FoundationPredicate\(generics) { \(signature)\(expression.trimmedDescription) }"
            return "PredicateExpressions.build_evaluate(\(part), __input)"
        }
    }
}

@main
struct AppleSDKMacrosPlugin: CompilerPlugin {
    let providingMacros: [any Macro.Type] = [ModelMacro.self, MarkerMacro.self, PredicateMacro.self, ModelActorMacro.self, NoDeclarationMacro.self, TipRuleMacro.self, TipParameterMacro.self]
}
