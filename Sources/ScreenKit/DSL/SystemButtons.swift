/// A button that pastes what the pasteboard holds (SwiftUI's `PasteButton`): the clipboard
/// symbol and "Paste" in the system's words for the locale, drawn in the button style around it.
nonisolated public struct PasteButton: View, PrimitiveView {
    let sourceLocation: ViewSourceLocation

    /// A paste button handing the pasted items of type `T` to `onPaste` (never called in a render).
    public init<T>(payloadType: T.Type, onPaste: @escaping ([T]) -> Void, file: StaticString = #filePath, line: UInt = #line) {
        sourceLocation = ViewSourceLocation(file: file, line: line)
    }

    public var body: Never { neverBody(Self.self) }

    func makeNodes(in context: ResolveContext) -> [Node] {
        SystemWordButton(word: .paste, symbol: "doc.on.clipboard", sourceLocation: sourceLocation).makeNodes(in: context)
    }
}

/// A button that starts renaming what the view above set `renameAction` for (SwiftUI's
/// `RenameButton`): the pencil and "Rename" in the system's words for the locale.
nonisolated public struct RenameButton<Label: View>: View, PrimitiveView {
    let sourceLocation: ViewSourceLocation

    public var body: Never { neverBody(Self.self) }

    func makeNodes(in context: ResolveContext) -> [Node] {
        SystemWordButton(word: .rename, symbol: "pencil", sourceLocation: sourceLocation).makeNodes(in: context)
    }
}

extension RenameButton where Label == Text {
    /// A rename button.
    public init(file: StaticString = #filePath, line: UInt = #line) {
        sourceLocation = ViewSourceLocation(file: file, line: line)
    }
}

/// A button the system labels: a symbol and one of its own words, written at the app's line.
private struct SystemWordButton {
    let word: SystemStrings.Word
    let symbol: String
    let sourceLocation: ViewSourceLocation

    func makeNodes(in context: ResolveContext) -> [Node] {
        let label = HStack(spacing: 6) {
            Image(systemName: symbol)
            Text(content: .system(word))
        }
        return Button(label: label, sourceLocation: sourceLocation).makeNodes(in: context)
    }
}
