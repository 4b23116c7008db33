import Foundation

/// One to-do item, as the book's `TodoItem` struct holds it (chapter 1's fields).
public struct TodoItem: Sendable, Hashable, Identifiable {
    /// Identity: the book's JSON uses UUID strings.
    public var id: String
    /// The title the user typed; user data, never a localization key.
    public var title: String
    /// How important the item is.
    public var priority: Priority
    /// Free text; `nil` means the item has no notes.
    public var notes: String?
    /// The due date, if any; it may carry a time of day.
    public var date: Date?
    /// The list the item belongs to.
    public var listID: TodoItemList.ID
    /// When the item was completed; `nil` while it is open.
    public var completed: Date?

    /// An item with every field given; optional fields default to absent.
    public init(
        id: String, title: String, priority: Priority, notes: String? = nil,
        date: Date? = nil, listID: TodoItemList.ID, completed: Date? = nil
    ) {
        self.id = id
        self.title = title
        self.priority = priority
        self.notes = notes
        self.date = date
        self.listID = listID
        self.completed = completed
    }

    /// Whether the item is done (the book's computed `complete`).
    public var complete: Bool { completed != nil }

    /// Whether the item has a due date (the editor's `hasDueDate` toggle).
    public var hasDueDate: Bool { date != nil }
}
