import SwiftUI

/// What a to-do list screen shows (the book's `ListData`): one list, one group, or every item.
enum TodoListSource: Sendable, Hashable {
    case list(TodoItemList)
    case group(TodoItemGroup)
    /// Every item. As written this is chapter 2's `TodoList()` with `title: String` "All Items";
    /// fixed, it is the All Items group with a localized title.
    case allItems

    /// The items, in manual order.
    func items(in data: DoItData) -> [TodoItem] {
        switch self {
        case .list(let list): data.store.items(in: list)
        case .group(let group): data.store.items(in: group, clock: data.clock)
        case .allItems: data.store.items
        }
    }

    /// Whether this is a real list, which alone has an info button (no list editor for groups).
    var isList: Bool {
        if case .list = self { return true }
        return false
    }

    /// The navigation title. As written, a list's name goes through `LocalizedStringKey` (so user
    /// data becomes a key) and All Items is a plain `String`, never localized; fixed, the name is
    /// verbatim and All Items is looked up.
    func title(variant: AppVariant) -> Text {
        switch (self, variant) {
        case (.list(let list), .asWritten): Text(LocalizedStringKey(list.name))
        case (.list(let list), .fixed): Text(verbatim: list.name)
        case (.group(let group), _): Text(group.title)
        case (.allItems, .asWritten): Text(Self.allItemsTitle)
        case (.allItems, .fixed): Text(TodoItemGroup.all.title)
        }
    }

    /// Chapter 2's `var title: String { list?.name ?? "All Items" }`: a `String`, never looked up.
    private static let allItemsTitle: String = "All Items"

    /// The tint of an item's row: the list's color, the group's, or for All Items the item's own
    /// list's color (chapter 2).
    func color(for item: TodoItem, in data: DoItData) -> ListColor {
        switch self {
        case .list(let list): list.color
        case .group(let group): group.color
        case .allItems: data.list(for: item).color
        }
    }
}
