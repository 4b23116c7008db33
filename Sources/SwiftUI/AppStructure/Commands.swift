#if os(Linux)
// Menu-bar commands (SwiftUI's `Commands`, `CommandMenu`, `CommandGroup`): an app declares them
// for its scenes' `.commands { … }`. An iPhone or iPad screen shows no menu bar, so they are
// accepted and hold nothing to draw; declaring them lets the files that define them compile.

/// Commands for the menu bar or the iPad's keyboard-shortcut overlay (SwiftUI's `Commands`).
public protocol Commands {
    /// The commands this value is made of.
    associatedtype Body: Commands
    /// The commands this value is made of.
    @CommandsBuilder var body: Body { get }
}

/// `Never` ends a chain of commands, as it ends a chain of views (its `body` is the view one).
extension Never: Commands {}

/// Builds commands from a closure's statements (SwiftUI's `CommandsBuilder`).
@resultBuilder
public enum CommandsBuilder {
    /// One command.
    public static func buildBlock<C: Commands>(_ content: C) -> C { content }
    /// No commands.
    public static func buildBlock() -> EmptyCommands { EmptyCommands() }
    /// Several commands.
    public static func buildBlock<each C: Commands>(_ content: repeat each C) -> TupleCommands { TupleCommands() }
    /// An expression.
    public static func buildExpression<C: Commands>(_ content: C) -> C { content }
    /// An `if` without `else`.
    public static func buildOptional<C: Commands>(_ component: C?) -> OptionalCommands<C> { OptionalCommands(content: component) }
    /// The first branch of an `if … else`.
    public static func buildEither<First: Commands, Second: Commands>(first: First) -> EitherCommands<First, Second> { EitherCommands() }
    /// The second branch of an `if … else`.
    public static func buildEither<First: Commands, Second: Commands>(second: Second) -> EitherCommands<First, Second> { EitherCommands() }
    /// An availability check.
    public static func buildLimitedAvailability<C: Commands>(_ content: C) -> C { content }
}

/// No commands (SwiftUI's `EmptyCommands`).
public struct EmptyCommands: Commands {
    /// No commands.
    public init() {}
    /// Never built.
    public var body: Never { fatalError("EmptyCommands has no body") }
}

/// Several commands built together by `CommandsBuilder`.
public struct TupleCommands: Commands {
    /// Never built.
    public var body: Never { fatalError("TupleCommands has no body") }
}

/// Commands built by an `if` without `else`.
public struct OptionalCommands<Content: Commands>: Commands {
    let content: Content?
    /// Never built.
    public var body: Never { fatalError("OptionalCommands has no body") }
}

/// Commands built by one branch of an `if … else`.
public struct EitherCommands<First: Commands, Second: Commands>: Commands {
    /// Never built.
    public var body: Never { fatalError("EitherCommands has no body") }
}

/// A menu of its own in the menu bar (SwiftUI's `CommandMenu`).
public struct CommandMenu<Content: View>: Commands {
    let content: Content

    /// A menu named with a localized key.
    public init(_ nameKey: LocalizedStringKey, @ViewBuilder content: () -> Content) { self.content = content() }
    /// A menu named with a string, shown as it is.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ name: S, @ViewBuilder content: () -> Content) { self.content = content() }
    /// A menu named with a text.
    public init(_ name: Text, @ViewBuilder content: () -> Content) { self.content = content() }
    /// Never built.
    public var body: Never { fatalError("CommandMenu has no body") }
}

/// Commands placed beside or instead of one of the system's groups (SwiftUI's `CommandGroup`).
public struct CommandGroup<Content: View>: Commands {
    let content: Content

    /// Commands after a system group.
    public init(after group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) { content = addition() }
    /// Commands before a system group.
    public init(before group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) { content = addition() }
    /// Commands instead of a system group.
    public init(replacing group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) { content = addition() }
    /// Never built.
    public var body: Never { fatalError("CommandGroup has no body") }
}

/// One of the system's command groups (SwiftUI's `CommandGroupPlacement`).
public struct CommandGroupPlacement: Sendable, Hashable {
    let name: String
    /// About the app.
    public static let appInfo = CommandGroupPlacement(name: "appInfo")
    /// Settings.
    public static let appSettings = CommandGroupPlacement(name: "appSettings")
    /// System services.
    public static let systemServices = CommandGroupPlacement(name: "systemServices")
    /// Hiding the app.
    public static let appVisibility = CommandGroupPlacement(name: "appVisibility")
    /// Quitting.
    public static let appTermination = CommandGroupPlacement(name: "appTermination")
    /// New documents and windows.
    public static let newItem = CommandGroupPlacement(name: "newItem")
    /// Saving.
    public static let saveItem = CommandGroupPlacement(name: "saveItem")
    /// Import and export.
    public static let importExport = CommandGroupPlacement(name: "importExport")
    /// Printing.
    public static let printItem = CommandGroupPlacement(name: "printItem")
    /// Undo and redo.
    public static let undoRedo = CommandGroupPlacement(name: "undoRedo")
    /// Cut, copy and paste.
    public static let pasteboard = CommandGroupPlacement(name: "pasteboard")
    /// Editing text.
    public static let textEditing = CommandGroupPlacement(name: "textEditing")
    /// Formatting text.
    public static let textFormatting = CommandGroupPlacement(name: "textFormatting")
    /// Toolbar commands.
    public static let toolbar = CommandGroupPlacement(name: "toolbar")
    /// Sidebar commands.
    public static let sidebar = CommandGroupPlacement(name: "sidebar")
    /// Window sizing.
    public static let windowSize = CommandGroupPlacement(name: "windowSize")
    /// Window arrangement.
    public static let windowArrangement = CommandGroupPlacement(name: "windowArrangement")
    /// The window list.
    public static let singleWindowList = CommandGroupPlacement(name: "singleWindowList")
    /// Help.
    public static let help = CommandGroupPlacement(name: "help")
}

/// The system's sidebar commands (SwiftUI's `SidebarCommands`).
public struct SidebarCommands: Commands {
    /// The commands.
    public init() {}
    /// Never built.
    public var body: Never { fatalError("SidebarCommands has no body") }
}

/// The system's toolbar commands (SwiftUI's `ToolbarCommands`).
public struct ToolbarCommands: Commands {
    /// The commands.
    public init() {}
    /// Never built.
    public var body: Never { fatalError("ToolbarCommands has no body") }
}

/// The system's text-editing commands (SwiftUI's `TextEditingCommands`).
public struct TextEditingCommands: Commands {
    /// The commands.
    public init() {}
    /// Never built.
    public var body: Never { fatalError("TextEditingCommands has no body") }
}

/// The system's text-formatting commands (SwiftUI's `TextFormattingCommands`).
public struct TextFormattingCommands: Commands {
    /// The commands.
    public init() {}
    /// Never built.
    public var body: Never { fatalError("TextFormattingCommands has no body") }
}

/// The system's inspector commands (SwiftUI's `InspectorCommands`).
public struct InspectorCommands: Commands {
    /// The commands.
    public init() {}
    /// Never built.
    public var body: Never { fatalError("InspectorCommands has no body") }
}
#endif
