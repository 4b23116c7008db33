import SwiftParser
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// Expands `#Preview("name", traits: …) { body }` into a record in the `l10n_previews` section
/// of the linked image, which `Previews.all` reads at run time: no registration code is written.
///
/// The record is a constant the linker places: a kind tag and a C function that, called with
/// memory for a `PreviewRecord`, initializes it with the preview's name, traits, where it was
/// written, the string literals of its body (its sample data) and a main-actor function building
/// its view from the body as written.
public struct PreviewMacro: DeclarationMacro {
    public static func expansion(of node: some FreestandingMacroExpansionSyntax,
                                 in context: some MacroExpansionContext) throws -> [DeclSyntax] {
        var name: ExprSyntax = "nil"
        var traits: [ExprSyntax] = []
        var body: ClosureExprSyntax?
        for argument in node.arguments {
            if argument.label == nil, traits.isEmpty, body == nil, !(argument.expression.is(ClosureExprSyntax.self)) {
                name = argument.expression
            } else if argument.label?.text == "body", let closure = argument.expression.as(ClosureExprSyntax.self) {
                body = closure
            } else {
                traits.append(argument.expression)
            }
        }
        if body == nil { body = node.trailingClosure }
        guard let body else {
            throw PreviewMacroError(message: "#Preview needs a body: #Preview(\"Name\") { MyView() }")
        }
        let literals = SampleLiterals.of(body)
        return PreviewRecordDeclarations.make(name: name, traits: traits.map(\.trimmedDescription), literals: literals,
                                              view: "SwiftUI.PreviewRecord.erase {\n\(body.statements.trimmedDescription)\n}",
                                              node: node, context: context)
    }
}

/// The declarations a preview expands to: a main-actor function building its view from `view`
/// (Swift code of an `AnyView`), and a record in the `l10n_previews` section naming it with
/// the preview's name, traits, place and sample literals. `#Preview` of a view and of a widget
/// (WidgetKit's `#Preview(as:)`) both make them.
enum PreviewRecordDeclarations {
    static func make(name: ExprSyntax, traits: [String], literals: [String], view: String, node: some FreestandingMacroExpansionSyntax,
                     context: some MacroExpansionContext) -> [DeclSyntax] {
        let path = context.location(of: node, at: .afterLeadingTrivia, filePathMode: .filePath)
        let fileID: ExprSyntax = context.location(of: node, at: .afterLeadingTrivia, filePathMode: .fileID)?.file ?? "\"\""
        let filePath: ExprSyntax = path?.file ?? "\"\""
        let line = path?.line.trimmedDescription ?? "0"
        let column = path?.column.trimmedDescription ?? "0"
        let record = context.makeUniqueName("preview")
        let makeView = context.makeUniqueName("previewView")
        let makeTraits = context.makeUniqueName("previewTraits")
        let literalList = literals.map { ExprSyntax(StringLiteralExprSyntax(content: $0)).description }
        // The record names its traits as written; their values are built on the main actor,
        // where a trait such as `@MainActor static var sampleData` may be read.
        let writtenTraits = traits.map { "SwiftUI.PreviewTrait<SwiftUI.Preview.ViewTraits>.written(\(StringLiteralExprSyntax(content: $0)))" }
        // The body becomes a function of its own, so that the record stays a constant whose
        // accessor only names it. It is handed over in a closure marked `@Sendable`: in Swift 5
        // mode the function's own name would be a "non-Sendable function value" and warn once per
        // preview.
        var declarations: [DeclSyntax] = [
            """
            @MainActor private func \(makeView)() -> SwiftUI.AnyView {
                \(raw: view)
            }
            """,
        ]
        if !traits.isEmpty {
            declarations.append("""
            @MainActor private func \(makeTraits)() -> [SwiftUI.PreviewTrait<SwiftUI.Preview.ViewTraits>] {
                [\(raw: traits.joined(separator: ", "))]
            }
            """)
        }
        let traitsArgument = traits.isEmpty ? "nil" : "{ @MainActor @Sendable in \(makeTraits)() }"
        declarations.append("""
            @section("l10n_previews") @used
            private let \(record): SwiftUI.PreviewSectionEntry = (
                0x7072_7677,
                { memory in
                    SwiftUI.PreviewRecord.place(
                        in: memory, name: \(name), fileID: \(fileID), filePath: \(filePath), line: \(raw: line), column: \(raw: column),
                        traits: [\(raw: writtenTraits.joined(separator: ", "))], sampleLiterals: [\(raw: literalList.joined(separator: ", "))],
                        makeTraits: \(raw: traitsArgument),
                        body: { @MainActor @Sendable in \(makeView)() }
                    )
                }
            )
            """)
        return declarations
    }
}

/// The string literals written in a preview's body without interpolation, in order and once
/// each: the sample data the preview hands its views (`MDStore(name: "Store")`), which the
/// harness tells apart from the app's own copy.
enum SampleLiterals {
    static func of(_ body: ClosureExprSyntax) -> [String] {
        let visitor = LiteralVisitor(viewMode: .sourceAccurate)
        visitor.walk(body)
        return visitor.literals
    }

    private final class LiteralVisitor: SyntaxVisitor {
        var literals: [String] = []

        override func visit(_ node: StringLiteralExprSyntax) -> SyntaxVisitorContinueKind {
            // Only literals that are all text (nil otherwise): an interpolated value is known at run time only.
            if let value = node.representedLiteralValue, !literals.contains(value) { literals.append(value) }
            return .visitChildren
        }
    }
}

/// `@Previewable` marks a `@State` in a `#Preview` body; the body keeps it as a local property
/// wrapper, so the attribute adds nothing.
public struct PreviewableMacro: PeerMacro {
    public static func expansion(of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
                                 in context: some MacroExpansionContext) throws -> [DeclSyntax] {
        []
    }
}

/// A `#Preview` written without a body.
struct PreviewMacroError: Error, CustomStringConvertible {
    let message: String
    var description: String { message }
}
