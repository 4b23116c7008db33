import SwiftCompilerPlugin
import SwiftSyntaxMacros

/// The compiler plugin of the `SwiftUI` module's macros: `#Preview` and `@Previewable`.
@main
struct SwiftUIMacrosPlugin: CompilerPlugin {
    let providingMacros: [any Macro.Type] = [PreviewMacro.self, PreviewableMacro.self]
}
