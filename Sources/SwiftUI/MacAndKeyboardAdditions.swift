#if os(Linux)
import Foundation

// What Mac apps' views write and an iPhone render has nothing of (menu styles, checkboxes,
// window toolbars, hover and key presses), accepted so a Mac app's previews compile and are
// checked on the same screens as an iOS app's; and the iOS 16–17 column width and scroll
// position, which a still screen lays out at rest.

extension ToggleStyle where Self == BuiltInToggleStyle {
    /// A checkbox (macOS); a render draws the switch. Disfavoured: on iOS an app may declare its
    /// own `.checkbox` style, which then wins.
    @_disfavoredOverload public static var checkbox: BuiltInToggleStyle { BuiltInToggleStyle(name: "checkbox") }
}

extension PickerStyle where Self == BuiltInPickerStyle {
    /// Radio buttons (macOS); a render draws the picker as it draws the automatic style.
    /// Disfavoured, as an iOS app may declare its own.
    @_disfavoredOverload public static var radioGroup: BuiltInPickerStyle { BuiltInPickerStyle(name: "radioGroup") }
}

/// A menu's look (SwiftUI's `MenuStyle`); accepted, menus keep their button look.
public protocol MenuStyle {
    /// The view a style makes.
    associatedtype Body: View
    /// What the style receives.
    typealias Configuration = MenuStyleConfiguration
    /// The menu in this style.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

extension MenuStyle where Body == EmptyView {
    /// The built-in styles draw the menu themselves.
    public func makeBody(configuration: Configuration) -> EmptyView { EmptyView() }
}

/// What a menu style receives (SwiftUI's `MenuStyleConfiguration`).
public struct MenuStyleConfiguration {
    /// The menu's label.
    public let label: AnyView
    /// The menu's items.
    public let content: AnyView
}

/// The built-in menu looks.
public struct BuiltInMenuStyle: MenuStyle, Sendable, Hashable {
    let name: String
}

/// The default menu look.
public typealias DefaultMenuStyle = BuiltInMenuStyle
/// A borderless button menu (macOS).
public typealias BorderlessButtonMenuStyle = BuiltInMenuStyle
/// A bordered button menu.
public typealias ButtonMenuStyle = BuiltInMenuStyle

extension BuiltInMenuStyle {
    /// The default menu look.
    public init() { name = "automatic" }
}

extension MenuStyle where Self == BuiltInMenuStyle {
    /// The platform's choice.
    public static var automatic: BuiltInMenuStyle { BuiltInMenuStyle(name: "automatic") }
    /// A button.
    public static var button: BuiltInMenuStyle { BuiltInMenuStyle(name: "button") }
    /// A borderless button (macOS).
    public static var borderlessButton: BuiltInMenuStyle { BuiltInMenuStyle(name: "borderlessButton") }
}

/// A window toolbar's look (macOS); accepted.
public struct WindowToolbarStyleKind: Sendable, Hashable {
    let name: String
    /// The platform's choice.
    public static let automatic = WindowToolbarStyleKind(name: "automatic")
    /// Title and toolbar on two rows.
    public static let expanded = WindowToolbarStyleKind(name: "expanded")
    /// Title and toolbar on one row.
    public static let unified = WindowToolbarStyleKind(name: "unified")
    /// One compact row.
    public static let unifiedCompact = WindowToolbarStyleKind(name: "unifiedCompact")
    /// One row, the title hidden or shown.
    public static func unified(showsTitle: Bool) -> WindowToolbarStyleKind { .unified }
    /// One compact row, the title hidden or shown.
    public static func unifiedCompact(showsTitle: Bool) -> WindowToolbarStyleKind { .unifiedCompact }
}

/// A key press a view handles (SwiftUI's `KeyPress`); none arrives in a render.
public struct KeyPress: Sendable {
    /// The key.
    public let key: KeyEquivalent
    /// The characters typed.
    public let characters: String
    /// The modifier keys held.
    public let modifiers: EventModifiers
    /// Down, repeat or up.
    public let phase: Phases

    /// Whether the handler used the press.
    public enum Result: Sendable { case handled, ignored }

    /// The phases of a press.
    public struct Phases: OptionSet, Sendable, Hashable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// Pressed.
        public static let down = Phases(rawValue: 1)
        /// Held, repeating.
        public static let `repeat` = Phases(rawValue: 2)
        /// Released.
        public static let up = Phases(rawValue: 4)
        /// Every phase.
        public static let all: Phases = [.down, .repeat, .up]
    }
}

/// Where the pointer is over a view (SwiftUI's `HoverPhase`); there is no pointer in a render.
public enum HoverPhase: Sendable, Equatable {
    /// Over the view, at a point.
    case active(CGPoint)
    /// Not over it.
    case ended
}

nonisolated extension View {
    /// A menu's look; accepted.
    public func menuStyle<S: MenuStyle>(_ style: S) -> some View { self }
    /// The toolbar look of the window this view presents (macOS); accepted.
    public func presentedWindowToolbarStyle(_ style: WindowToolbarStyleKind) -> some View { self }
    /// The look of the window this view presents (macOS); accepted.
    public func presentedWindowStyle<S>(_ style: S) -> some View { self }
    /// Runs `action` on Escape (macOS); accepted, no key is pressed in a render.
    public func onExitCommand(perform action: (() -> Void)?) -> some View { self }
    /// Runs `action` on a move command (macOS); accepted.
    public func onMoveCommand(perform action: ((MoveCommandDirection) -> Void)?) -> some View { self }
    /// Runs `action` on Delete (macOS); accepted.
    public func onDeleteCommand(perform action: (() -> Void)?) -> some View { self }
    /// Runs `action` when `key` is pressed; accepted.
    public func onKeyPress(_ key: KeyEquivalent, action: @escaping () -> KeyPress.Result) -> some View { self }
    /// Runs `action` when `key` is pressed in `phases`; accepted.
    public func onKeyPress(_ key: KeyEquivalent, phases: KeyPress.Phases, action: @escaping (KeyPress) -> KeyPress.Result) -> some View { self }
    /// Runs `action` on any key press in `phases`; accepted.
    public func onKeyPress(phases: KeyPress.Phases = [.down, .repeat], action: @escaping (KeyPress) -> KeyPress.Result) -> some View { self }
    /// Runs `action` when one of `keys` is pressed; accepted.
    public func onKeyPress(keys: Set<KeyEquivalent>, phases: KeyPress.Phases = [.down, .repeat],
                           action: @escaping (KeyPress) -> KeyPress.Result) -> some View { self }
    /// Runs `action` when one of `characters` is typed; accepted.
    public func onKeyPress(characters: CharacterSet, phases: KeyPress.Phases = [.down, .repeat],
                           action: @escaping (KeyPress) -> KeyPress.Result) -> some View { self }
    /// Follows the pointer over the view; accepted, there is no pointer in a render.
    public func onContinuousHover(coordinateSpace: CoordinateSpace = .local, perform action: @escaping (HoverPhase) -> Void) -> some View { self }
    /// The width of a split view's column; a render shows the column on iPhone at full width.
    public func navigationSplitViewColumnWidth(_ width: CGFloat) -> some View { self }
    /// The widths of a split view's column; a render shows the column on iPhone at full width.
    public func navigationSplitViewColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil) -> some View { self }
    /// Binds the identity of the view scrolled to; a render shows the scroll view at its start.
    public func scrollPosition<ID: Hashable>(id: Binding<ID?>, anchor: UnitPoint? = nil) -> some View { self }
    /// The scroll view's position; a render shows it at its start.
    public func scrollPosition(_ position: Binding<ScrollPosition>, anchor: UnitPoint? = nil) -> some View { self }
    /// Where a scroll view starts; a render shows it at its start.
    public func defaultScrollAnchor(_ anchor: UnitPoint?) -> some View { self }
}

/// A move command's direction (macOS).
public enum MoveCommandDirection: Sendable { case up, down, left, right }

/// A scroll view's position (SwiftUI's `ScrollPosition`, iOS 18): kept, a render shows the start.
public struct ScrollPosition: Sendable {
    /// The edge scrolled to, if any.
    public private(set) var edge: Edge?
    /// A position at the start.
    public init(edge: Edge? = nil) { self.edge = edge }
    /// A position at a view.
    public init<ID: Hashable & Sendable>(id: ID, anchor: UnitPoint? = nil) {}
    /// A position that scrolls to views identified by `ID`s (iOS 18): at the start.
    public init<ID: Hashable & Sendable>(idType: ID.Type = Never.self) {}
    /// A position at a point (iOS 18): a render shows the start.
    public init(point: CGPoint) {}
    /// A position at a horizontal or vertical offset (iOS 18): a render shows the start.
    public init(x: CGFloat) {}
    /// A position at a vertical offset (iOS 18): a render shows the start.
    public init(y: CGFloat) {}
    /// The view scrolled to, as an `ID`: none in a render, which shows the start.
    public func viewID<ID: Hashable & Sendable>(type: ID.Type) -> ID? { nil }
    /// The view scrolled to: none in a render.
    public var viewID: (any Hashable & Sendable)? { nil }
    /// The point scrolled to: none, as a render shows the start.
    public var point: CGPoint? { nil }
    /// Whether the user placed the position: never in a render.
    public var isPositionedByUser: Bool { false }
    /// Scrolls to an edge.
    public mutating func scrollTo(edge: Edge) { self.edge = edge }
    /// Scrolls to a view.
    public mutating func scrollTo<ID: Hashable>(id: ID, anchor: UnitPoint? = nil) {}
    /// Scrolls to a point.
    public mutating func scrollTo(x: CGFloat? = nil, y: CGFloat) {}
}

/// A link to the app's Settings window (macOS): drawn as a button with its label.
nonisolated public struct SettingsLink<Label: View>: View {
    let label: Label
    /// A link with a label.
    public init(@ViewBuilder label: () -> Label) { self.label = label() }
    public var body: some View { Button(action: {}, label: { label }) }
}

/// Views side by side with dividers a person drags (macOS): drawn as an `HStack`.
nonisolated public struct HSplitView<Content: View>: View {
    let content: Content
    /// A split view of `content`.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    public var body: some View { HStack(spacing: 0) { content } }
}

/// Views stacked with dividers a person drags (macOS): drawn as a `VStack`.
nonisolated public struct VSplitView<Content: View>: View {
    let content: Content
    /// A split view of `content`.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    public var body: some View { VStack(spacing: 0) { content } }
}
#endif
