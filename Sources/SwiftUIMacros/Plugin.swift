import SwiftCompilerPlugin
import SwiftSyntaxMacros

/// The compiler plugin of the `SwiftUI` module's macros: `#Preview` (of views and of widgets), `@Previewable` and `@Entry`.
@main
struct SwiftUIMacrosPlugin: CompilerPlugin {
    let providingMacros: [any Macro.Type] = [PreviewMacro.self, PreviewableMacro.self, EntryMacro.self, WidgetPreviewMacro.self]
}
