/// An icon a list may use: an SF Symbols name and the name VoiceOver should read for it.
///
/// The book loads 25 icons from `list-icons.json` but never prints them; this grid of 5 × 5 is
/// ours, chosen from symbols iOS 13 ships, with `list.bullet` (the book's default) first.
public struct ListIcon: Sendable, Hashable {
    /// The SF Symbols name, e.g. `cart.fill`.
    public var symbol: String
    /// What the icon shows, as a localization key ("Shopping Cart"); the fixed icon chooser's
    /// accessibility label, where the book leaves VoiceOver reading the raw symbol name.
    public var accessibilityName: String

    /// An icon choice.
    public init(symbol: String, accessibilityName: String) {
        self.symbol = symbol
        self.accessibilityName = accessibilityName
    }

    /// The icon chooser's grid, row by row.
    public static let choices: [[ListIcon]] = [
        [.init(symbol: "list.bullet", accessibilityName: "Bulleted List"),
         .init(symbol: "bookmark.fill", accessibilityName: "Bookmark"),
         .init(symbol: "calendar", accessibilityName: "Calendar"),
         .init(symbol: "doc.fill", accessibilityName: "Document"),
         .init(symbol: "folder.fill", accessibilityName: "Folder")],
        [.init(symbol: "book.fill", accessibilityName: "Book"),
         .init(symbol: "pencil", accessibilityName: "Pencil"),
         .init(symbol: "paperclip", accessibilityName: "Paper Clip"),
         .init(symbol: "tag.fill", accessibilityName: "Tag"),
         .init(symbol: "flag.fill", accessibilityName: "Flag")],
        [.init(symbol: "house.fill", accessibilityName: "House"),
         .init(symbol: "cart.fill", accessibilityName: "Shopping Cart"),
         .init(symbol: "bag.fill", accessibilityName: "Shopping Bag"),
         .init(symbol: "creditcard.fill", accessibilityName: "Credit Card"),
         .init(symbol: "gift.fill", accessibilityName: "Gift")],
        [.init(symbol: "airplane", accessibilityName: "Airplane"),
         .init(symbol: "car.fill", accessibilityName: "Car"),
         .init(symbol: "tram.fill", accessibilityName: "Tram"),
         .init(symbol: "map.fill", accessibilityName: "Map"),
         .init(symbol: "globe", accessibilityName: "Globe")],
        [.init(symbol: "heart.fill", accessibilityName: "Heart"),
         .init(symbol: "star.fill", accessibilityName: "Star"),
         .init(symbol: "music.note", accessibilityName: "Music"),
         .init(symbol: "gamecontroller.fill", accessibilityName: "Game Controller"),
         .init(symbol: "hammer.fill", accessibilityName: "Hammer")],
    ]

    /// Every choice, row by row.
    public static var all: [ListIcon] { choices.flatMap { $0 } }

    /// The choice with the given symbol, if the grid has it.
    public static func named(_ symbol: String) -> ListIcon? {
        all.first { $0.symbol == symbol }
    }
}
