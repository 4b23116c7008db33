/// The app's data: every list and item, in their stored (manual) order (the book's `DataCenter`,
/// as a value).
public struct TodoStore: Sendable, Hashable {
    /// The lists, in the order the Home screen shows them.
    public var lists: [TodoItemList]
    /// Every item, in manual order.
    public var items: [TodoItem]
    /// The list new items go into when added from a group.
    public var defaultListID: TodoItemList.ID

    /// A store holding the given lists and items.
    public init(lists: [TodoItemList], items: [TodoItem], defaultListID: TodoItemList.ID) {
        self.lists = lists
        self.items = items
        self.defaultListID = defaultListID
    }

    /// The list an item belongs to, if it still exists.
    public func list(for item: TodoItem) -> TodoItemList? {
        list(withID: item.listID)
    }

    /// The list with the given id, if any.
    public func list(withID id: TodoItemList.ID) -> TodoItemList? {
        lists.first { $0.id == id }
    }

    /// The item with the given id, if any.
    public func item(withID id: String) -> TodoItem? {
        items.first { $0.id == id }
    }

    /// The items of one list, in manual order.
    public func items(in list: TodoItemList) -> [TodoItem] {
        items.filter { $0.listID == list.id }
    }

    /// The items of a group at the clock's "now", in manual order.
    public func items(in group: TodoItemGroup, clock: ReferenceClock) -> [TodoItem] {
        items.filter { group.contains($0, clock: clock) }
    }
}
