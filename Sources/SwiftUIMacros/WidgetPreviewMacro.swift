import SwiftSyntax
import SwiftSyntaxMacros

/// Expands WidgetKit's `#Preview("Name", as: .systemSmall) { MyWidget() } timeline: { Entry(…) }`
/// into a preview record whose view is the widget's content for the first entry, at the size of
/// the family on an iPhone, as Xcode's canvas shows it.
public struct WidgetPreviewMacro: DeclarationMacro {
    public static func expansion(of node: some FreestandingMacroExpansionSyntax,
                                 in context: some MacroExpansionContext) throws -> [DeclSyntax] {
        var name: ExprSyntax = "nil"
        var family: ExprSyntax?
        var attributes: ExprSyntax?
        var closures: [ClosureExprSyntax] = []
        for argument in node.arguments {
            if argument.label?.text == "as" {
                family = argument.expression
            } else if argument.label?.text == "using" {
                attributes = argument.expression
            } else if let closure = argument.expression.as(ClosureExprSyntax.self) {
                closures.append(closure)
            } else if argument.label == nil {
                name = argument.expression
            }
        }
        if let trailing = node.trailingClosure { closures.append(trailing) }
        closures += node.additionalTrailingClosures.map(\.closure)
        guard let family, closures.count == 2 else {
            throw PreviewMacroError(message: "#Preview(as:) needs a family, a widget and a timeline: "
                                    + "#Preview(as: .systemSmall) { MyWidget() } timeline: { MyEntry(date: .now) }")
        }
        let widget = closures[0].statements.trimmedDescription
        let timeline = closures[1].statements.trimmedDescription
        // A Live Activity's preview (`as: .content, using: attributes`) passes its attributes on.
        let using = attributes.map { ", attributes: \($0.trimmedDescription)" } ?? ""
        let view = "WidgetKit.WidgetPreviewView.view(family: \(family.trimmedDescription)\(using), widget: {\n\(widget)\n}, timeline: {\n\(timeline)\n})"
        return PreviewRecordDeclarations.make(name: name, traits: [], literals: SampleLiterals.of(closures[1]), view: view, node: node,
                                              context: context)
    }
}
