/// A button (SwiftUI's `Button`): its label is tinted with the accent color unless a foreground
/// color is set, and it is one accessibility element whose label is its label's text.
nonisolated public struct Button<Label: View>: View, PrimitiveView {
    let label: Label
    /// Where the button was written.
    let sourceLocation: ViewSourceLocation?

    /// A button with a custom label.
    public init(action: @escaping () -> Void, file: StaticString = #filePath, line: UInt = #line, @ViewBuilder label: () -> Label) {
        self.label = label()
        sourceLocation = ViewSourceLocation(file: file, line: line)
    }

    /// A button with `label`, written at `sourceLocation`.
    init(label: Label, sourceLocation: ViewSourceLocation?) {
        self.label = label
        self.sourceLocation = sourceLocation
    }

    /// A button the system builds (no place in the app's code of its own).
    init(systemLabel label: Label) {
        self.label = label
        sourceLocation = nil
    }

    public var body: Never { neverBody(Self.self) }

    func makeNodes(in context: ResolveContext) -> [Node] {
        let style = context.environment.buttonStyle
        let content: Node
        if let custom = context.environment.customButtonBody, sourceLocation != nil {
            // The style draws the label as it likes; buttons inside it are drawn plainly.
            let inner = context.with { $0.customButtonBody = nil }
            content = Resolver.single(Resolver.nodes(for: custom.make(AnyView(label)), in: inner), inner)
        } else if style == .automatic || sourceLocation == nil {
            let tinted = context.with { $0.foregroundColor = $0.foregroundColor ?? $0.accentColor ?? Color.blue.asSystemDefault }
            content = Resolver.single(Resolver.nodes(for: label, in: tinted), tinted)
        } else {
            content = bordered(prominent: style == .borderedProminent, in: context)
        }
        return [Node(.semantic(SemanticInfo(kind: .button, traits: .isButton, combinesChildren: true)), context, children: [content],
                     sourceLocation: sourceLocation)]
    }

    /// The label on the system's rounded fill, as `.bordered` (the accent color at 15 % behind
    /// accent text) and `.borderedProminent` (white on the accent color) draw it, padded to
    /// about UIKit's heights for body text: 28 pt small, 34 pt regular, 50 pt large.
    private func bordered(prominent: Bool, in context: ResolveContext) -> Node {
        let accent = context.environment.accentColor ?? Color.blue.asSystemDefault
        let text = context.environment.foregroundColor ?? (prominent ? Color.white.asSystemDefault : accent)
        let fill = prominent ? accent : accent.opacity(0.15)
        let (vertical, horizontal, radius): (Double, Double, Double) = switch context.environment.controlSize {
        case .mini, .small: (3, 10, 6)
        case .regular: (6, 12, 8)
        case .large, .extraLarge: (14, 20, 12)
        }
        let tinted = context.with { $0.foregroundColor = text }
        let drawn = label.padding(EdgeInsets(top: vertical, leading: horizontal, bottom: vertical, trailing: horizontal))
            .background(RoundedRectangle(cornerRadius: radius).fill(fill))
        return Resolver.single(Resolver.nodes(for: drawn, in: tinted), tinted)
    }
}

/// How the app's buttons are drawn: as their label (the default) or on the system's rounded fill.
public enum ButtonStyleKind: String, Sendable, Hashable {
    case automatic, bordered, borderedProminent
}

/// The size of controls, as SwiftUI's `ControlSize` names them.
public enum ControlSizeKind: String, Sendable, Hashable {
    case mini, small, regular, large, extraLarge
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
nonisolated public struct EditButton: View, PrimitiveView {
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
package enum SystemStrings {
    /// A word (or sentence) the system supplies; `noResultsFor` holds `%@` for the search text.
    package enum Word { case edit, done, cancel, back, ok, paste, rename, search, noResults, noResultsFor, checkSpelling, shortcuts }

    /// `word` in `locale`'s language, English for a language not listed.
    package static func string(_ word: Word, locale: LocaleIdentifier) -> String {
        let table: [String: [String]] = [
            // edit, done, cancel, back, ok, paste, rename, search, no results, no results for, check the spelling, shortcuts
            "en": ["Edit", "Done", "Cancel", "Back", "OK", "Paste", "Rename", "Search", "No Results", "No Results for “%@”",
                   "Check the spelling or try a new search.", "Shortcuts"],
            "pl": ["Edytuj", "Gotowe", "Anuluj", "Wstecz", "OK", "Wklej", "Zmień nazwę", "Szukaj", "Brak wyników", "Brak wyników dla „%@”",
                   "Sprawdź pisownię lub spróbuj wyszukać ponownie.", "Skróty"],
            "ar": ["تعديل", "تم", "إلغاء", "رجوع", "حسنًا", "لصق", "إعادة تسمية", "بحث", "لا توجد نتائج", "لا توجد نتائج لـ ”%@“",
                   "تحقق من الإملاء أو جرّب بحثًا جديدًا.", "الاختصارات"],
            "de": ["Bearbeiten", "Fertig", "Abbrechen", "Zurück", "OK", "Einsetzen", "Umbenennen", "Suchen", "Keine Ergebnisse",
                   "Keine Ergebnisse für „%@“", "Überprüfe die Schreibweise oder versuche es mit einer neuen Suche.", "Kurzbefehle"],
            "ja": ["編集", "完了", "キャンセル", "戻る", "OK", "ペースト", "名称変更", "検索", "結果なし", "“%@”の結果なし",
                   "スペルを確認するか、新しい検索を試してください。", "ショートカット"],
            "he": ["עריכה", "סיום", "ביטול", "חזרה", "אישור", "הדבקה", "שינוי שם", "חיפוש", "אין תוצאות", "אין תוצאות עבור ״%@״",
                   "בדוק/י את האיות או נסה/י חיפוש חדש.", "קיצורים"],
        ]
        let words = table[locale.language] ?? table["en"] ?? []
        let index: Int = switch word {
        case .edit: 0
        case .done: 1
        case .cancel: 2
        case .back: 3
        case .ok: 4
        case .paste: 5
        case .rename: 6
        case .search: 7
        case .noResults: 8
        case .noResultsFor: 9
        case .checkSpelling: 10
        case .shortcuts: 11
        }
        return index < words.count ? words[index] : ""
    }
}


/// What a button style of the app's own draws around a button's label.
package struct CustomButtonBody: @unchecked Sendable {
    /// The style's body for a label. Views are built on one thread at a time, so the closure is
    /// never called concurrently.
    package let make: (AnyView) -> AnyView

    package init(make: @escaping (AnyView) -> AnyView) {
        self.make = make
    }
}
