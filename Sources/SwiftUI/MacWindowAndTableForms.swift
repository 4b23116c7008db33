#if os(Linux)
import Foundation

// SwiftUI API Mac apps write around their windows, tables, toolbars and commands: accepted,
// as a render draws one still window with no focus, no pointer and no pasteboard.

/// Whether the window a view is in is active (SwiftUI's `ControlActiveState`).
public enum ControlActiveState: Sendable, Hashable {
    /// The key window.
    case key
    /// The active app's other windows.
    case active
    /// An inactive app's windows.
    case inactive
}

extension EnvironmentValues {
    /// The window's state: the key window, as a render draws the front window.
    public var controlActiveState: ControlActiveState {
        get { .key }
        set {}
    }
}

extension TableStyle where Self == BuiltInTableStyle {
    /// Bordered (macOS).
    public static var bordered: BuiltInTableStyle { BuiltInTableStyle(name: "bordered") }
    /// Inset, its rows in alternating backgrounds or not.
    public static func inset(alternatesRowBackgrounds: Bool) -> BuiltInTableStyle { BuiltInTableStyle(name: "inset") }
    /// Bordered, its rows in alternating backgrounds or not.
    public static func bordered(alternatesRowBackgrounds: Bool) -> BuiltInTableStyle { BuiltInTableStyle(name: "bordered") }
}

extension ListStyle where Self == InsetListStyle {
    /// Rows inset from the edges, in alternating backgrounds or not (macOS).
    public static func inset(alternatesRowBackgrounds: Bool) -> InsetListStyle { InsetListStyle() }
}

/// Whether a window may be minimized (SwiftUI's `WindowInteractionBehavior`, macOS 15).
public struct WindowInteractionBehavior: Sendable, Hashable {
    let name: String
    /// The system's choice.
    public static let automatic = WindowInteractionBehavior(name: "automatic")
    /// Allowed.
    public static let enabled = WindowInteractionBehavior(name: "enabled")
    /// Not allowed.
    public static let disabled = WindowInteractionBehavior(name: "disabled")
}

/// The columns a user shows, hides and orders in a table (SwiftUI's `TableColumnCustomization`).
public struct TableColumnCustomization<RowValue>: Sendable, Equatable, Codable {
    /// Every column as the table declares it.
    public init() {}
    /// Whether a column shows.
    public subscript(visibility id: String) -> Visibility {
        get { .automatic }
        set {}
    }
}

extension TableColumn {
    /// The column's alignment (accepted: widths and alignment are not drawn on iPhone).
    public func alignment(_ alignment: TableColumnAlignment) -> TableColumn { self }
    /// The column's identity for customization (accepted).
    public func customizationID(_ id: String) -> TableColumn { self }
    /// Whether the column shows by default (accepted).
    public func defaultVisibility(_ visibility: Visibility) -> TableColumn { self }
    /// What the user may not change of the column (accepted).
    public func disabledCustomizationBehavior(_ behavior: TableColumnCustomizationBehavior) -> TableColumn { self }
}

/// How a table column aligns its cells (SwiftUI's `TableColumnAlignment`).
public struct TableColumnAlignment: Sendable, Hashable {
    let name: String
    /// The platform's choice.
    public static let automatic = TableColumnAlignment(name: "automatic")
    /// Leading.
    public static let leading = TableColumnAlignment(name: "leading")
    /// Centered.
    public static let center = TableColumnAlignment(name: "center")
    /// Trailing.
    public static let trailing = TableColumnAlignment(name: "trailing")
    /// Numbers' side.
    public static let numeric = TableColumnAlignment(name: "numeric")
}

/// What a user may change of a table column (SwiftUI's `TableColumnCustomizationBehavior`).
public struct TableColumnCustomizationBehavior: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Resizing.
    public static let resize = TableColumnCustomizationBehavior(rawValue: 1)
    /// Reordering.
    public static let reorder = TableColumnCustomizationBehavior(rawValue: 2)
    /// Hiding.
    public static let visibility = TableColumnCustomizationBehavior(rawValue: 4)
    /// Everything.
    public static let all: TableColumnCustomizationBehavior = [.resize, .reorder, .visibility]
}

extension ToolbarPlacement {
    /// A window's toolbar (macOS).
    public static let windowToolbar = ToolbarPlacement(name: "windowToolbar")
    /// The keyboard's bar.
    public static let keyboard = ToolbarPlacement(name: "keyboard")
}

nonisolated extension View {
    /// A drag of `payload` shown as `preview` (nothing is dragged in a render).
    public func draggable<T, V: View>(_ payload: @autoclosure @escaping () -> T, @ViewBuilder preview: () -> V) -> some View { self }
    /// A customizable toolbar of `id` (drawn as the toolbar).
    public func toolbar<Content: View>(id: String, @ViewBuilder content: () -> Content) -> some View { toolbar(content: content) }
    /// The window's background (macOS 15; accepted).
    public func containerBackground<S: ShapeStyle>(_ style: S, for container: WindowContainerBackgroundPlacement) -> some View { self }
    /// Whether the window may be minimized (macOS 15; accepted).
    public func windowMinimizeBehavior(_ behavior: WindowInteractionBehavior) -> some View { self }
    /// Whether the window may be closed (macOS 15; accepted).
    public func windowDismissBehavior(_ behavior: WindowInteractionBehavior) -> some View { self }
    /// Whether the window may be resized to full screen (macOS 15; accepted).
    public func windowFullScreenBehavior(_ behavior: WindowInteractionBehavior) -> some View { self }
    /// The pointer over the view (macOS 15; no pointer in a render).
    public func pointerStyle(_ style: PointerStyle?) -> some View { self }
    /// Whether the view takes focus for some interactions (accepted).
    public func focusable(_ isFocusable: Bool = true, interactions: FocusInteractions) -> some View { self }
    /// Runs when modifier keys change (never, in a render).
    public func onModifierKeysChanged(mask: EventModifiers = .all, initial: Bool = true,
                                      _ action: @escaping (EventModifiers, EventModifiers) -> Void) -> some View { self }
}

/// Where a container background goes for a window (SwiftUI's `ContainerBackgroundPlacement.window`).
public struct WindowContainerBackgroundPlacement: Sendable, Hashable {
    let name: String
    /// The window.
    public static let window = WindowContainerBackgroundPlacement(name: "window")
}

/// The pointer's look over a view (SwiftUI's `PointerStyle`, macOS 15).
public struct PointerStyle: Sendable, Hashable {
    let name: String
    /// The system's choice.
    public static let `default` = PointerStyle(name: "default")
    /// A link's.
    public static let link = PointerStyle(name: "link")
    /// Text's.
    public static let horizontalText = PointerStyle(name: "horizontalText")
    /// A grab.
    public static let grabIdle = PointerStyle(name: "grabIdle")
    /// A resize of a column.
    public static let columnResize = PointerStyle(name: "columnResize")
    /// A resize of a row.
    public static let rowResize = PointerStyle(name: "rowResize")
}

/// The interactions a focusable view takes focus for (SwiftUI's `FocusInteractions`).
public struct FocusInteractions: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Activation (a click or Space).
    public static let activate = FocusInteractions(rawValue: 1)
    /// Editing.
    public static let edit = FocusInteractions(rawValue: 2)
    /// Every interaction.
    public static let automatic: FocusInteractions = [.activate, .edit]
}
#endif
