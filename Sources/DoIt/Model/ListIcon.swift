/// An icon a list may use: an SF Symbols name and the name VoiceOver should read for it.
///
/// The book loads 25 icons from `list-icons.json` but never prints them; this grid of 5 × 5 is
/// ours, chosen from symbols iOS 13 ships (and ScreenKit's symbol table knows), with `list.bullet`
/// (the book's default) first.
public struct ListIcon: Sendable, Hashable {
    /// The SF Symbols name, e.g. `cart`.
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
         .init(symbol: "bookmark", accessibilityName: "Bookmark"),
         .init(symbol: "calendar", accessibilityName: "Calendar"),
         .init(symbol: "folder", accessibilityName: "Folder"),
         .init(symbol: "book", accessibilityName: "Book")],
        [.init(symbol: "pencil", accessibilityName: "Pencil"),
         .init(symbol: "flag.fill", accessibilityName: "Flag"),
         .init(symbol: "bell", accessibilityName: "Bell"),
         .init(symbol: "tray", accessibilityName: "Tray"),
         .init(symbol: "paperplane", accessibilityName: "Paper Plane")],
        [.init(symbol: "house", accessibilityName: "House"),
         .init(symbol: "cart", accessibilityName: "Shopping Cart"),
         .init(symbol: "gift", accessibilityName: "Gift"),
         .init(symbol: "person", accessibilityName: "Person"),
         .init(symbol: "gear", accessibilityName: "Gear")],
        [.init(symbol: "airplane", accessibilityName: "Airplane"),
         .init(symbol: "car", accessibilityName: "Car"),
         .init(symbol: "sun.max", accessibilityName: "Sun"),
         .init(symbol: "moon", accessibilityName: "Moon"),
         .init(symbol: "leaf", accessibilityName: "Leaf")],
        [.init(symbol: "heart.fill", accessibilityName: "Heart"),
         .init(symbol: "star.fill", accessibilityName: "Star"),
         .init(symbol: "music.note", accessibilityName: "Music"),
         .init(symbol: "bolt", accessibilityName: "Lightning Bolt"),
         .init(symbol: "icloud", accessibilityName: "Cloud")],
    ]

    /// Every choice, row by row.
    public static var all: [ListIcon] { choices.flatMap { $0 } }

    /// The choice with the given symbol, if the grid has it.
    public static func named(_ symbol: String) -> ListIcon? {
        all.first { $0.symbol == symbol }
    }
}
