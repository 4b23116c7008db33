import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// TipKit's `@Parameter static var isLoggedIn: Bool = false`: a `Tips.Parameter` beside the
/// property (`$isLoggedIn`, for `#Rule(Self.$isLoggedIn) { … }`) holding its value, and the
/// property's accessors reading and writing through it, as TipKit's macro writes them. The
/// property is then computed, so Swift 6 sees no shared mutable state.
public struct TipParameterMacro: AccessorMacro, PeerMacro {
    public static func expansion(of node: AttributeSyntax, providingAccessorsOf declaration: some DeclSyntaxProtocol,
                                 in context: some MacroExpansionContext) throws -> [AccessorDeclSyntax] {
        guard let variable = declaration.as(VariableDeclSyntax.self), let name = propertyName(of: variable) else { return [] }
        let setter = isStatic(variable) ? "set" : "nonmutating set"
        return [
            "get { $\(raw: name).wrappedValue }",
            "\(raw: setter) { $\(raw: name).wrappedValue = newValue }",
        ]
    }

    public static func expansion(of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
                                 in context: some MacroExpansionContext) throws -> [DeclSyntax] {
        guard let variable = declaration.as(VariableDeclSyntax.self), let binding = variable.bindings.first,
              let name = propertyName(of: variable), let value = binding.initializer?.value.trimmedDescription else {
            throw TipParameterMacroError(message: "@Parameter applies to a `static var` with a default value, as `@Parameter static var isLoggedIn: Bool = false`")
        }
        // The access and `static` of the property (a class's `class var` has a `static let`).
        let modifiers = variable.modifiers.map { $0.name.text == "class" ? "static" : $0.name.text }
            .filter { ["public", "package", "internal", "fileprivate", "private", "static"].contains($0) }.joined(separator: " ")
        let options = node.arguments?.as(LabeledExprListSyntax.self).map { list in list.map { ", " + $0.expression.trimmedDescription }.joined() } ?? ""
        let type = binding.typeAnnotation.map { ": Tips.Parameter<\($0.type.trimmedDescription)>" } ?? ""
        return ["\(raw: modifiers) let $\(raw: name)\(raw: type) = Tips.Parameter(\(literal: name), \(raw: value)\(raw: options))"]
    }

    private static func propertyName(of variable: VariableDeclSyntax) -> String? {
        variable.bindings.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier.trimmedDescription
    }

    private static func isStatic(_ variable: VariableDeclSyntax) -> Bool {
        variable.modifiers.contains { ["static", "class"].contains($0.name.text) }
    }
}

/// `@Parameter` on something other than a stored `var` with a default value.
struct TipParameterMacroError: Error, CustomStringConvertible {
    let message: String
    var description: String { message }
}
