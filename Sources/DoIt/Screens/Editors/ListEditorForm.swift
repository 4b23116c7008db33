import SwiftUI

/// The list editor's content.
///
/// As written: fixed point sizes (the 56 pt icon, the 20 pt name field) and fixed frames (the
/// 112 pt disc). Fixed: text styles, a disc that grows with its glyph, and a top bar that wraps
/// its title under the buttons at accessibility sizes and, like a navigation bar, stops growing
/// at the first of them. A new list's name is chapter 9's localized "New List" in the fixed app,
/// looked up in the screen's language as `String(localized:)` (the book's `NSLocalizedString`)
/// looks it up in the app.
struct ListEditorForm: View {
    let variant: AppVariant
    @State private var list: TodoItemList
    private let localizesNewName: Bool
    @Environment(\.dynamicTypeSize) private var dynamicTypeSize

    init(list: TodoItemList, variant: AppVariant, localizesNewName: Bool) {
        self.variant = variant
        self.localizesNewName = localizesNewName
        _list = State(initialValue: list)
    }

    var body: some View {
        VStack {
            topBar.padding()
            icon
            nameField.padding()
            VStack(spacing: 0) {
                Divider()
                ScrollView(.vertical) {
                    ListColorPicker(selection: list.color, variant: variant).padding()
                    ListIconChooser(selection: list.icon, variant: variant).padding()
                }
            }
        }
    }

    @ViewBuilder private var topBar: some View {
        if variant == .fixed && dynamicTypeSize.isAccessibilitySize {
            // Like a navigation bar, the top bar stops growing at the first accessibility size.
            VStack(spacing: 8) {
                HStack(alignment: .firstTextBaseline) { cancelButton; Spacer(); doneButton }
                Text("Name & Appearance").bold()
            }
            .dynamicTypeSize(...DynamicTypeSize.accessibility1)
        } else {
            HStack(alignment: .firstTextBaseline) {
                cancelButton
                Spacer()
                Text("Name & Appearance").bold()
                Spacer()
                doneButton
            }
        }
    }

    /// The book's bar buttons are as tall as their text (18 pt at Large); fixed, each is at least the
    /// 44×44 pt touch target Apple asks for, as a navigation bar's buttons are.
    @ViewBuilder private var cancelButton: some View {
        switch variant {
        case .asWritten: Button("Cancel", action: {})
        case .fixed: Button(action: {}) { Text("Cancel").frame(minWidth: 44, minHeight: 44) }
        }
    }

    @ViewBuilder private var doneButton: some View {
        switch variant {
        case .asWritten: Button(action: {}) { Text("Done").bold() }
        case .fixed: Button(action: {}) { Text("Done").bold().frame(minWidth: 44, minHeight: 44) }
        }
    }

    @ViewBuilder private var icon: some View {
        switch variant {
        case .asWritten:
            Image(systemName: list.icon)
                .font(.system(size: 56, weight: .bold, design: .rounded))
                .padding(36)
                .foregroundStyle(.white)
                .frame(width: 112, height: 112)
                .background(iconGradient)
                .clipShape(Circle())
        case .fixed:
            Image(systemName: list.icon)
                .font(Font.system(.largeTitle, design: .rounded).bold())
                .padding(28)
                .foregroundStyle(.white)
                .frame(minWidth: 112, minHeight: 112)
                .background(iconGradient)
                .clipShape(Circle())
                .accessibilityHidden(true)
        }
    }

    /// From the list's color to the same color at 70% brightness (the book's `iconGradient`).
    private var iconGradient: LinearGradient {
        LinearGradient(colors: [list.color.color, list.color.color.opacity(0.7)], startPoint: .topLeading, endPoint: .bottom)
    }

    /// The name field; a new list's name is chapter 9's localized "New List" in the fixed app,
    /// the plain data string "New List" as written.
    @ViewBuilder private var nameField: some View {
        let name = localizesNewName
            ? String(localized: "New List")
            : list.name
        let field = TextField("List Title", text: .constant(name))
        switch variant {
        case .asWritten:
            field.font(.system(size: 20, weight: .semibold, design: .rounded)).modifier(BorderedTextField())
        case .fixed:
            field.font(Font.system(.title3, design: .rounded).weight(.semibold)).modifier(BorderedTextField())
        }
    }
}

/// The book's `BorderedTextField`: centered text on a rounded gray fill.
struct BorderedTextField: ViewModifier {
    func body(content: Content) -> some View {
        content
            .multilineTextAlignment(.center)
            .padding(.vertical, 12)
            .background(Color(.tertiarySystemFill), in: RoundedRectangle(cornerRadius: 10, style: .continuous))
    }
}
