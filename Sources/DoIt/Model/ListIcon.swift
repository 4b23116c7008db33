import L10n

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
    public var accessibilityName: LocalizedStringKey

    /// An icon choice.
    public init(symbol: String, accessibilityName: LocalizedStringKey) {
        self.symbol = symbol
        self.accessibilityName = accessibilityName
    }

    /// The icon chooser's grid, row by row.
    public static let choices: [[ListIcon]] = [
        [ListIcon(symbol: "list.bullet", accessibilityName: "Bulleted List"),
         ListIcon(symbol: "bookmark", accessibilityName: "Bookmark"),
         ListIcon(symbol: "calendar", accessibilityName: "Calendar"),
         ListIcon(symbol: "folder", accessibilityName: "Folder"),
         ListIcon(symbol: "book", accessibilityName: "Book")],
        [ListIcon(symbol: "pencil", accessibilityName: "Pencil"),
         ListIcon(symbol: "flag.fill", accessibilityName: "Flag"),
         ListIcon(symbol: "bell", accessibilityName: "Bell"),
         ListIcon(symbol: "tray", accessibilityName: "Tray"),
         ListIcon(symbol: "paperplane", accessibilityName: "Paper Plane")],
        [ListIcon(symbol: "house", accessibilityName: "House"),
         ListIcon(symbol: "cart", accessibilityName: "Shopping Cart"),
         ListIcon(symbol: "gift", accessibilityName: "Gift"),
         ListIcon(symbol: "person", accessibilityName: "Person"),
         ListIcon(symbol: "gear", accessibilityName: "Gear")],
        [ListIcon(symbol: "airplane", accessibilityName: "Airplane"),
         ListIcon(symbol: "car", accessibilityName: "Car"),
         ListIcon(symbol: "sun.max", accessibilityName: "Sun"),
         ListIcon(symbol: "moon", accessibilityName: "Moon"),
         ListIcon(symbol: "leaf", accessibilityName: "Leaf")],
        [ListIcon(symbol: "heart.fill", accessibilityName: "Heart"),
         ListIcon(symbol: "star.fill", accessibilityName: "Star"),
         ListIcon(symbol: "music.note", accessibilityName: "Music"),
         ListIcon(symbol: "bolt", accessibilityName: "Lightning Bolt"),
         ListIcon(symbol: "icloud", accessibilityName: "Cloud")],
    ]

    /// Every choice, row by row.
    public static var all: [ListIcon] { choices.flatMap { $0 } }

    /// The choice with the given symbol, if the grid has it.
    public static func named(_ symbol: String) -> ListIcon? {
        all.first { $0.symbol == symbol }
    }
}
