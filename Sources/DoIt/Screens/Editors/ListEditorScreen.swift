import SwiftUI

/// The list editor (the book's `TodoListEditor`, chapter 5), shown as a sheet: Cancel, "Name &
/// Appearance" and Done on top, the list's icon in a large disc, the name field, then the color
/// picker and the icon chooser in a scroll view.
struct ListEditorScreen: DoItScreenView {
    enum State: String, ScreenStates {
        case `default`
        case newList = "new-list"

        var summary: String {
            switch self {
            case .default: "editing the list \"SwiftUI Book\""
            case .newList: "a new list from Home's + button (\"New List\", blue, list.bullet)"
            }
        }
    }

    static let id = "list-editor"
    static let summary = "the list editor: name, color swatches and wheel, icon grid"

    let state: State
    let variant: AppVariant
    let data: DoItData

    private var list: TodoItemList {
        switch state {
        case .default:
            data.store.list(withID: data.store.defaultListID) ?? data.list(for: SampleData.bookItem)
        case .newList:
            TodoItemList(id: "new", name: "New List", color: .blue, icon: "list.bullet")
        }
    }

    var body: some View {
        ListEditorForm(list: list, variant: variant, localizesNewName: state == .newList && variant == .fixed)
    }
}
