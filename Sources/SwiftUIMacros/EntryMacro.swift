import SwiftSyntax
import SwiftSyntaxMacros

/// `@Entry var compactMode = false` in an extension of `EnvironmentValues` (or `FocusedValues`,
/// `Transaction`, `ContainerValues`): a key type holding the default beside the property, and
/// the property's accessors reading and writing through it, as SwiftUI's `Entry` writes them.
public struct EntryMacro: AccessorMacro, PeerMacro {
    public static func expansion(of node: AttributeSyntax, providingAccessorsOf declaration: some DeclSyntaxProtocol,
                                 in context: some MacroExpansionContext) throws -> [AccessorDeclSyntax] {
        guard let name = propertyName(of: declaration) else { return [] }
        return [
            "get { self[__Key_\(raw: name).self] }",
            "set { self[__Key_\(raw: name).self] = newValue }",
        ]
    }

    public static func expansion(of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
                                 in context: some MacroExpansionContext) throws -> [DeclSyntax] {
        guard let variable = declaration.as(VariableDeclSyntax.self), let binding = variable.bindings.first,
              let name = propertyName(of: declaration) else {
            throw EntryMacroError(message: "@Entry applies to a `var` with a default value, as `@Entry var compactMode = false`")
        }
        let value = binding.initializer?.value.trimmedDescription ?? "nil"
        // With a type the default is made each time it is read; without one, its type is the
        // value's, which only a stored property infers.
        let defaultValue = binding.typeAnnotation.map { "static var defaultValue: \($0.type.trimmedDescription) { \(value) }" }
            ?? "static let defaultValue = \(value)"
        return [
            """
            private struct __Key_\(raw: name): SwiftUI.EntryKey {
                \(raw: defaultValue)
            }
            """,
        ]
    }

    private static func propertyName(of declaration: some DeclSyntaxProtocol) -> String? {
        declaration.as(VariableDeclSyntax.self)?.bindings.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier.trimmedDescription
    }
}

/// `@Entry` on something other than a stored `var`.
struct EntryMacroError: Error, CustomStringConvertible {
    let message: String
    var description: String { message }
}
