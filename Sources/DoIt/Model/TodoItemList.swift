/// A named list of items with a color and an SF Symbols icon (the book's `TodoItemList`).
public struct TodoItemList: Sendable, Hashable, Identifiable {
    /// Identity: the book's JSON uses UUID strings.
    public typealias ID = String

    public var id: ID
    /// The name the user gave the list; user data.
    public var name: String
    /// The list's color, shown on its Home row, its items' completion buttons and the detail header.
    public var color: ListColor
    /// The SF Symbols name of the list's icon.
    public var icon: String

    /// A list with the given name, color and icon.
    public init(id: ID, name: String, color: ListColor, icon: String) {
        self.id = id
        self.name = name
        self.color = color
        self.icon = icon
    }
}
