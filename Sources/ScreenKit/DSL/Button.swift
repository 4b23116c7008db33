/// A button (SwiftUI's `Button`): its label is tinted with the accent color unless a foreground
/// color is set, and it is one accessibility element whose label is its label's text.
public struct Button<Label: View>: View, PrimitiveView {
    let label: Label
    /// Where the button was written.
    let sourceLocation: ViewSourceLocation?

    /// A button with a custom label.
    public init(action: @escaping () -> Void, file: StaticString = #filePath, line: UInt = #line, @ViewBuilder label: () -> Label) {
        self.label = label()
        sourceLocation = ViewSourceLocation(file: file, line: line)
    }

    /// A button the system builds (no place in the app's code of its own).
    init(systemLabel label: Label) {
        self.label = label
        sourceLocation = nil
    }

    public var body: Never { neverBody(Self.self) }

    func makeNodes(in context: ResolveContext) -> [Node] {
        let tinted = context.with { $0.foregroundColor = $0.foregroundColor ?? $0.accentColor ?? Color.blue.asSystemDefault }
        let content = Resolver.single(Resolver.nodes(for: label, in: tinted), tinted)
        return [Node(.semantic(SemanticInfo(kind: .button, traits: .isButton, combinesChildren: true)), context, children: [content],
                     sourceLocation: sourceLocation)]
    }
}

extension Button where Label == Text {
    /// A button titled with a localized key: `Button("Cancel") { … }`.
    public init(_ titleKey: LocalizedStringKey, action: @escaping () -> Void, file: StaticString = #filePath, line: UInt = #line) {
        self.label = Text(titleKey, file: file, line: line)
        sourceLocation = ViewSourceLocation(file: file, line: line)
    }

    /// A button titled with a string, shown as it is.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, action: @escaping () -> Void, file: StaticString = #filePath, line: UInt = #line) {
        self.label = Text(title, file: file, line: line)
        sourceLocation = ViewSourceLocation(file: file, line: line)
    }
}

/// The button that switches a list into and out of edit mode (SwiftUI's `EditButton`): "Edit",
/// or "Done" while editing, in the system's words for the locale.
public struct EditButton: View, PrimitiveView {
    /// Where the edit button was written.
    let sourceLocation: ViewSourceLocation

    /// An edit button.
    public init(file: StaticString = #filePath, line: UInt = #line) {
        sourceLocation = ViewSourceLocation(file: file, line: line)
    }

    public var body: Never { neverBody(Self.self) }

    func makeNodes(in context: ResolveContext) -> [Node] {
        let label = Text(content: .system(context.environment.isEditing ? .done : .edit))
        let node = Resolver.node(for: Button(systemLabel: label), in: context)
        node.kind = .semantic(SemanticInfo(kind: .editButton, traits: .isButton, combinesChildren: true))
        node.sourceLocation = sourceLocation
        return [node]
    }
}

/// Words the system supplies in the user's language (UIKit's own translations), so they are not
/// reported as missing from the app's catalogs.
enum SystemStrings {
    enum Word { case edit, done, cancel, back, ok }

    static func string(_ word: Word, locale: LocaleIdentifier) -> String {
        let table: [String: [String]] = [
            // edit, done, cancel, back, ok
            "en": ["Edit", "Done", "Cancel", "Back", "OK"],
            "pl": ["Edytuj", "Gotowe", "Anuluj", "Wstecz", "OK"],
            "ar": ["تعديل", "تم", "إلغاء", "رجوع", "حسنًا"],
            "de": ["Bearbeiten", "Fertig", "Abbrechen", "Zurück", "OK"],
            "ja": ["編集", "完了", "キャンセル", "戻る", "OK"],
            "he": ["עריכה", "סיום", "ביטול", "חזרה", "אישור"],
        ]
        let words = table[locale.language] ?? table["en"] ?? []
        let index: Int = switch word {
        case .edit: 0
        case .done: 1
        case .cancel: 2
        case .back: 3
        case .ok: 4
        }
        return index < words.count ? words[index] : ""
    }
}
