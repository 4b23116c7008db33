#if os(Linux)
import Foundation

// Scenes (SwiftUI's `Scene`, `WindowGroup`, `Window`, `Settings`, `MenuBarExtra`): what an app's
// `@main` type and the scene types it composes declare. l10n checks previews, never an app's
// scenes, so a scene holds nothing to draw; declaring them lets the files that define scene
// types of their own compile, and the rest of those files be checked.

/// A part of an app's interface that the system presents (SwiftUI's `Scene`); accepted, as scenes are not drawn.
public protocol Scene {
    /// The scenes this scene is made of.
    associatedtype Body: Scene
    /// The scenes this scene is made of.
    @SceneBuilder var body: Body { get }
}

/// An app's structure (SwiftUI's `App`): the `@main` type is left out of what l10n builds, as
/// previews are checked, never the app's scenes; an `App` type in another file (a second target's
/// entry, a type the `@main` one wraps) still compiles.
@MainActor
public protocol App {
    /// The app's scenes.
    associatedtype Body: Scene
    /// The app's scenes.
    @SceneBuilder var body: Body { get }
    /// Makes the app, as the system does at launch.
    init()
}

/// `Never` ends a chain of scenes, as it ends a chain of views.
extension Never: Scene {}

/// Builds scenes from a closure's statements (SwiftUI's `SceneBuilder`).
@resultBuilder
public enum SceneBuilder {
    /// One scene; accepted, as scenes are not drawn.
    public static func buildBlock<S: Scene>(_ content: S) -> S { content }
    /// Several scenes; accepted, as scenes are not drawn.
    public static func buildBlock<each S: Scene>(_ content: repeat each S) -> TupleScene { TupleScene() }
    /// An expression; accepted, as scenes are not drawn.
    public static func buildExpression<S: Scene>(_ content: S) -> S { content }
    /// An `if` without `else` (macOS 13); accepted, as scenes are not drawn.
    public static func buildOptional<S: Scene>(_ component: S?) -> OptionalScene<S> { OptionalScene(content: component) }
    /// An availability check; accepted, as scenes are not drawn.
    public static func buildLimitedAvailability<S: Scene>(_ content: S) -> S { content }
}

/// Several scenes built together by `SceneBuilder`; accepted, as scenes are not drawn.
public struct TupleScene: Scene {
    /// Never built; accepted, as scenes are not drawn.
    public var body: Never { fatalError("TupleScene has no body") }
}

/// A scene built by an `if` without `else`; accepted, as scenes are not drawn.
public struct OptionalScene<Content: Scene>: Scene {
    let content: Content?
    /// Never built; accepted, as scenes are not drawn.
    public var body: Never { fatalError("OptionalScene has no body") }
}

/// A scene built by a modifier; accepted, as scenes are not drawn.
public struct ModifiedScene<Content: Scene>: Scene {
    let content: Content
    /// `content` with a modifier that changes nothing drawn here (the Apple SDK stand-ins add some).
    package init(content: Content) { self.content = content }
    /// Never built; accepted, as scenes are not drawn.
    public var body: Never { fatalError("ModifiedScene has no body") }
}

/// Windows of the same content (SwiftUI's `WindowGroup`); accepted, as scenes are not drawn.
public struct WindowGroup<Content: View>: Scene {
    let content: Content?

    /// Windows of `content`; accepted, as scenes are not drawn.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    /// Windows titled with a localized key; accepted, as scenes are not drawn.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) { self.content = content() }
    /// Windows titled with a string, shown as it is; accepted, as scenes are not drawn.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) { self.content = content() }
    /// Windows titled with a text; accepted, as scenes are not drawn.
    public init(_ title: Text, @ViewBuilder content: () -> Content) { self.content = content() }
    /// Windows with an identifier `openWindow(id:)` opens; accepted, as scenes are not drawn.
    public init(id: String, @ViewBuilder content: () -> Content) { self.content = content() }
    /// Titled windows with an identifier; accepted, as scenes are not drawn.
    public init(_ titleKey: LocalizedStringKey, id: String, @ViewBuilder content: () -> Content) { self.content = content() }
    /// Titled windows with an identifier, the title shown as it is; accepted, as scenes are not drawn.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, id: String, @ViewBuilder content: () -> Content) { self.content = content() }
    /// Windows presenting a value of `type` (`openWindow(value:)`); never opened here; accepted, as scenes are not drawn.
    public init<D: Decodable & Encodable & Hashable>(for type: D.Type, @ViewBuilder content: @escaping (Binding<D?>) -> Content) {
        self.content = nil
    }
    /// Titled windows presenting a value of `type`; accepted, as scenes are not drawn.
    public init<D: Decodable & Encodable & Hashable>(_ titleKey: LocalizedStringKey, for type: D.Type,
                                                     @ViewBuilder content: @escaping (Binding<D?>) -> Content) {
        self.content = nil
    }
    /// Windows with an identifier presenting a value of `type`; accepted, as scenes are not drawn.
    public init<D: Decodable & Encodable & Hashable>(id: String, for type: D.Type, @ViewBuilder content: @escaping (Binding<D?>) -> Content) {
        self.content = nil
    }
    /// Titled windows with an identifier presenting a value of `type`; accepted, as scenes are not drawn.
    public init<D: Decodable & Encodable & Hashable>(_ titleKey: LocalizedStringKey, id: String, for type: D.Type,
                                                     @ViewBuilder content: @escaping (Binding<D?>) -> Content) {
        self.content = nil
    }
    /// Windows titled with a text, with an identifier, presenting a value of `type`; accepted, as scenes are not drawn.
    public init<D: Decodable & Encodable & Hashable>(_ title: Text, id: String, for type: D.Type,
                                                     @ViewBuilder content: @escaping (Binding<D?>) -> Content) {
        self.content = nil
    }
    /// Windows titled with a string shown as it is, with an identifier, presenting a value of `type`;
    /// accepted, as scenes are not drawn.
    @_disfavoredOverload
    public init<S: StringProtocol, D: Decodable & Encodable & Hashable>(_ title: S, id: String, for type: D.Type,
                                                                       @ViewBuilder content: @escaping (Binding<D?>) -> Content) {
        self.content = nil
    }
    /// Windows with an identifier presenting a value of `type`, with a default value; accepted, as scenes are not drawn.
    public init<D: Decodable & Encodable & Hashable>(id: String, for type: D.Type, @ViewBuilder content: @escaping (Binding<D>) -> Content,
                                                     defaultValue: @escaping () -> D) {
        self.content = nil
    }
    /// Titled windows presenting a value of `type`, with a default value; accepted, as scenes are not drawn.
    public init<D: Decodable & Encodable & Hashable>(_ titleKey: LocalizedStringKey, for type: D.Type,
                                                     @ViewBuilder content: @escaping (Binding<D>) -> Content, defaultValue: @escaping () -> D) {
        self.content = nil
    }
    /// Windows presenting a value of `type`, with a default value; accepted, as scenes are not drawn.
    public init<D: Decodable & Encodable & Hashable>(for type: D.Type, @ViewBuilder content: @escaping (Binding<D>) -> Content,
                                                     defaultValue: @escaping () -> D) {
        self.content = nil
    }

    /// Never built; accepted, as scenes are not drawn.
    public var body: Never { fatalError("WindowGroup has no body") }
}

/// One window of its own (SwiftUI's `Window`); accepted, as scenes are not drawn.
public struct Window<Content: View>: Scene {
    let content: Content

    /// A window titled with a localized key, with an identifier; accepted, as scenes are not drawn.
    public init(_ titleKey: LocalizedStringKey, id: String, @ViewBuilder content: () -> Content) { self.content = content() }
    /// A window titled with a string, shown as it is; accepted, as scenes are not drawn.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, id: String, @ViewBuilder content: () -> Content) { self.content = content() }
    /// A window titled with a text; accepted, as scenes are not drawn.
    public init(_ title: Text, id: String, @ViewBuilder content: () -> Content) { self.content = content() }

    /// Never built; accepted, as scenes are not drawn.
    public var body: Never { fatalError("Window has no body") }
}

/// The Mac app's settings window (SwiftUI's `Settings`); accepted, as scenes are not drawn.
public struct Settings<Content: View>: Scene {
    let content: Content

    /// Settings of `content`; accepted, as scenes are not drawn.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }

    /// Never built; accepted, as scenes are not drawn.
    public var body: Never { fatalError("Settings has no body") }
}

/// A Mac menu-bar item with its menu or window (SwiftUI's `MenuBarExtra`); accepted, as scenes are not drawn.
public struct MenuBarExtra<Label: View, Content: View>: Scene {
    let content: Content

    /// An item labelled by a view; accepted, as scenes are not drawn.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) { self.content = content() }
    /// An item whose presence follows `isInserted`, labelled by a view; accepted, as scenes are not drawn.
    public init(isInserted: Binding<Bool>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) { self.content = content() }

    /// Never built; accepted, as scenes are not drawn.
    public var body: Never { fatalError("MenuBarExtra has no body") }
}

extension MenuBarExtra where Label == SwiftUI.Label<Text, Image> {
    /// An item titled with a localized key and an SF Symbol; accepted, as scenes are not drawn.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) { self.content = content() }
    /// An item titled with a string and an SF Symbol; accepted, as scenes are not drawn.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) { self.content = content() }
    /// An item titled with a localized key and an asset image; accepted, as scenes are not drawn.
    public init(_ titleKey: LocalizedStringKey, image: String, @ViewBuilder content: () -> Content) { self.content = content() }
    /// An item whose presence follows `isInserted`, titled with a localized key and an SF Symbol; accepted, as scenes are not drawn.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, isInserted: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.content = content()
    }
}

/// How a menu-bar item presents its content (SwiftUI's `MenuBarExtraStyle`); accepted, as scenes are not drawn.
public struct MenuBarExtraStyle: Sendable, Hashable {
    let name: String
    /// The platform's choice; accepted, as scenes are not drawn.
    public static let automatic = MenuBarExtraStyle(name: "automatic")
    /// A menu; accepted, as scenes are not drawn.
    public static let menu = MenuBarExtraStyle(name: "menu")
    /// A window; accepted, as scenes are not drawn.
    public static let window = MenuBarExtraStyle(name: "window")
}

/// How a Mac window draws its frame (SwiftUI's `WindowStyle`); accepted, as scenes are not drawn.
public struct WindowStyle: Sendable, Hashable {
    let name: String
    /// The platform's choice; accepted, as scenes are not drawn.
    public static let automatic = WindowStyle(name: "automatic")
    /// No title bar; accepted, as scenes are not drawn.
    public static let hiddenTitleBar = WindowStyle(name: "hiddenTitleBar")
    /// A title bar; accepted, as scenes are not drawn.
    public static let titleBar = WindowStyle(name: "titleBar")
    /// Window chrome in glass (visionOS); accepted, as scenes are not drawn.
    public static let plain = WindowStyle(name: "plain")
}

/// How a window may be resized (SwiftUI's `WindowResizability`); accepted, as scenes are not drawn.
public struct WindowResizability: Sendable, Hashable {
    let name: String
    /// The platform's choice; accepted, as scenes are not drawn.
    public static let automatic = WindowResizability(name: "automatic")
    /// Within the content's minimum and maximum size; accepted, as scenes are not drawn.
    public static let contentSize = WindowResizability(name: "contentSize")
    /// At least the content's minimum size; accepted, as scenes are not drawn.
    public static let contentMinSize = WindowResizability(name: "contentMinSize")
}

/// How a window's toolbar is drawn (SwiftUI's `WindowToolbarStyle`); accepted, as scenes are not drawn.
public struct WindowToolbarStyle: Sendable, Hashable {
    let name: String
    /// The platform's choice; accepted, as scenes are not drawn.
    public static let automatic = WindowToolbarStyle(name: "automatic")
    /// Title and toolbar side by side; accepted, as scenes are not drawn.
    public static let unified = WindowToolbarStyle(name: "unified")
    /// Compact title and toolbar side by side; accepted, as scenes are not drawn.
    public static let unifiedCompact = WindowToolbarStyle(name: "unifiedCompact")
    /// The toolbar below the title; accepted, as scenes are not drawn.
    public static let expanded = WindowToolbarStyle(name: "expanded")
}

extension Scene {
    /// Menu-bar commands for the scene; accepted, as scenes are not drawn.
    public func commands<C: Commands>(@CommandsBuilder content: () -> C) -> some Scene { ModifiedScene(content: self) }
    /// The window's first size; accepted, as scenes are not drawn.
    public func defaultSize(width: CGFloat, height: CGFloat) -> some Scene { ModifiedScene(content: self) }
    /// The window's first size; accepted, as scenes are not drawn.
    public func defaultSize(_ size: CGSize) -> some Scene { ModifiedScene(content: self) }
    /// Where the window first appears; accepted, as scenes are not drawn.
    public func defaultPosition(_ position: UnitPoint) -> some Scene { ModifiedScene(content: self) }
    /// How the window draws its frame; accepted, as scenes are not drawn.
    public func windowStyle(_ style: WindowStyle) -> some Scene { ModifiedScene(content: self) }
    /// How the window may be resized; accepted, as scenes are not drawn.
    public func windowResizability(_ resizability: WindowResizability) -> some Scene { ModifiedScene(content: self) }
    /// How the window's toolbar is drawn; accepted, as scenes are not drawn.
    public func windowToolbarStyle(_ style: WindowToolbarStyle) -> some Scene { ModifiedScene(content: self) }
    /// How a menu-bar item presents its content; accepted, as scenes are not drawn.
    public func menuBarExtraStyle(_ style: MenuBarExtraStyle) -> some Scene { ModifiedScene(content: self) }
    /// An environment value for the scene's views; accepted, as scenes are not drawn.
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some Scene { ModifiedScene(content: self) }
    /// An observable object for the scene's views; accepted, as scenes are not drawn.
    public func environment<T: AnyObject>(_ object: T?) -> some Scene { ModifiedScene(content: self) }
    /// An observable object for the scene's views (`@EnvironmentObject`); accepted, as scenes are not drawn.
    public func environmentObject<T: ObservableObject>(_ object: T) -> some Scene { ModifiedScene(content: self) }
    /// An action when `value` changes; accepted, as scenes are not drawn.
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping (V, V) -> Void) -> some Scene {
        ModifiedScene(content: self)
    }
    /// An action when `value` changes (iOS 14's one-value form); accepted, as scenes are not drawn.
    public func onChange<V: Equatable>(of value: V, perform action: @escaping (V) -> Void) -> some Scene { ModifiedScene(content: self) }
    /// Which external events (URLs, activities) the scene handles; accepted, as scenes are not drawn.
    public func handlesExternalEvents(matching conditions: Set<String>) -> some Scene { ModifiedScene(content: self) }
    /// A keyboard shortcut that opens the window; accepted, as scenes are not drawn.
    public func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command) -> some Scene { ModifiedScene(content: self) }
    /// The Mac's default commands taken away; accepted, as scenes are not drawn.
    public func commandsRemoved() -> some Scene { ModifiedScene(content: self) }
}
#endif
