import L10n

/// A hardware-keyboard command of chapter 7: its title (for menus), its discoverability title
/// (what iPadOS lists while ⌘ is held), and its key with modifiers.
public struct KeyCommand: Sendable, Hashable, Identifiable {
    /// Modifier keys, in the order Apple writes them (⌃⌥⇧⌘).
    public struct Modifiers: OptionSet, Sendable, Hashable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// ⌃
        public static let control = Modifiers(rawValue: 1 << 0)
        /// ⌥
        public static let option = Modifiers(rawValue: 1 << 1)
        /// ⇧
        public static let shift = Modifiers(rawValue: 1 << 2)
        /// ⌘
        public static let command = Modifiers(rawValue: 1 << 3)
    }

    /// The command's title ("New Item"; the book's comment: "Key command title").
    public var title: LocalizedStringKey
    /// The longer title listed by the ⌘ overlay ("Create a new to-do item").
    public var discoverabilityTitle: LocalizedStringKey
    /// The key, lower case ("n").
    public var input: String
    /// The modifier keys.
    public var modifiers: Modifiers

    /// A key command.
    public init(title: LocalizedStringKey, discoverabilityTitle: LocalizedStringKey, input: String, modifiers: Modifiers) {
        self.title = title
        self.discoverabilityTitle = discoverabilityTitle
        self.input = input
        self.modifiers = modifiers
    }

    public var id: String { shortcut }

    /// The shortcut as menus write it: "⇧⌘N".
    public var shortcut: String {
        let symbols: [(Modifiers, String)] = [(.control, "⌃"), (.option, "⌥"), (.shift, "⇧"), (.command, "⌘")]
        return symbols.filter { modifiers.contains($0.0) }.map(\.1).joined() + input.uppercased()
    }

    /// ⌘N on a list: a new item.
    public static let newItem = KeyCommand(title: "New Item", discoverabilityTitle: "Create a new to-do item",
                                           input: "n", modifiers: [.command])
    /// ⌘I on a list: the list editor.
    public static let listInfo = KeyCommand(title: "List Info", discoverabilityTitle: "Show or edit list properties",
                                            input: "i", modifiers: [.command])
    /// ⇧⌘N on Home: a new list.
    public static let newList = KeyCommand(title: "New List", discoverabilityTitle: "Create a new to-do list",
                                           input: "n", modifiers: [.command, .shift])
}
