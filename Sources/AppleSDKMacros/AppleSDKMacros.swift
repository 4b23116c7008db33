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

@main
struct AppleSDKMacrosPlugin: CompilerPlugin {
    let providingMacros: [any Macro.Type] = [ModelMacro.self, MarkerMacro.self]
}
