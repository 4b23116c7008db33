import Foundation
import SwiftUI

/// The item editor (the book's `TodoItemEditor`, chapter 3) in its sheet: a form with the title,
/// the list and priority pickers, the due date switch, time switch and wheel, and the Notes row;
/// Cancel and Done in the bar.
struct ItemEditorScreen: DoItScreenView {
    enum State: String, ScreenStates {
        case `default`
        case newItem = "new-item"
        case noDueDate = "no-due-date"

        var summary: String {
            switch self {
            case .default: "editing the book's item: due date with time, wheel shown"
            case .newItem: "a new item from the + button (\"New Item\", no due date)"
            case .noDueDate: "an item without a due date: the wheel hidden"
            }
        }
    }

    static let id = "item-editor"
    static let summary = "the item editor: title, list, priority, due date, time, notes"

    let state: State
    let variant: AppVariant
    let data: DoItData

    /// The item being edited. The new-item template's title is "New Item": as written a plain
    /// `String` (chapter 4), fixed the localized default of chapter 9.
    private var item: TodoItem {
        switch state {
        case .default:
            return SampleData.bookItem
        case .noDueDate:
            return SampleData.item(SampleData.Example.noDueDate, in: data)
        case .newItem:
            return TodoItem(id: "new", title: "New Item", priority: .normal, listID: data.store.defaultListID)
        }
    }

    var body: some View {
        ItemEditorForm(item: item, variant: variant, data: data, localizesNewTitle: state == .newItem && variant == .fixed)
    }
}
