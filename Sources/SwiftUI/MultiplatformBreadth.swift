#if os(Linux)
import Foundation

// API of iPad and multiplatform apps that an iPhone's screen accepts: keyboard shortcuts made in
// code, sortable table columns with comparators, menu order, row insertion and drops, custom
// control group styles, customizable toolbar items, focus priorities, palette effects.

extension KeyboardShortcut {
    /// A shortcut of `key` with `modifiers` (a phone without a keyboard never triggers it).
    public init(_ key: KeyEquivalent, modifiers: EventModifiers = .command, localization: Localization = .automatic) {
        self.init(name: "\(key.character)+\(modifiers.rawValue)")
    }
}

extension TableColumn {
    /// A column sorted by `comparator`, showing a string of each row.
    public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, String>, comparator: String.StandardComparator) {
        self.init(titleKey, value: value)
    }

    /// A column sorted by `comparator`, whose cells the builder makes.
    public init<C: SortComparator, Content: View>(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, C.Compared>, comparator: C,
                                                  @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(titleKey, content: content)
    }

    /// A column titled with a string, sorted by `comparator`, whose cells the builder makes.
    @_disfavoredOverload
    public init<S: StringProtocol, C: SortComparator, Content: View>(_ title: S, value: KeyPath<RowValue, C.Compared>, comparator: C,
                                                                     @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(title, content: content)
    }
}

extension ForEach {
    /// Rows that accept dropped items at an index (`.dropDestination(for: Item.self) { items, index in … }`):
    /// accepted, nothing is dropped in a render.
    public func dropDestination<T>(for payloadType: T.Type = T.self, action: @escaping ([T], Int) -> Void) -> ForEach { self }
}

nonisolated extension View {
    /// The order of the menus' items inside (accepted: a render shows them as written).
    public func menuOrder(_ order: MenuOrder) -> some View { self }

    /// The document the navigation title stands for, previewed as `preview` (accepted).
    public func navigationDocument(_ url: URL, preview: SharePreview) -> some View { self }

    /// Gives `value` focus first, with `priority` (accepted: nothing has focus in a render).
    public func defaultFocus<V: Hashable>(_ binding: FocusState<V>.Binding, _ value: V, priority: DefaultFocusEvaluationPriority) -> some View {
        self
    }

    /// How a palette picker marks its selected option (accepted).
    public func paletteSelectionEffect(_ effect: PaletteSelectionEffect) -> some View { self }
}

/// When a default focus is applied (SwiftUI's `DefaultFocusEvaluationPriority`).
public struct DefaultFocusEvaluationPriority: Sendable, Hashable {
    let name: String
    /// When the view appears.
    public static let automatic = DefaultFocusEvaluationPriority(name: "automatic")
    /// Whenever focus moves into the view.
    public static let userInitiated = DefaultFocusEvaluationPriority(name: "userInitiated")
}

/// How a palette picker shows its selection (SwiftUI's `PaletteSelectionEffect`).
public struct PaletteSelectionEffect: Sendable, Hashable {
    let name: String
    /// The system's effect.
    public static let automatic = PaletteSelectionEffect(name: "automatic")
    /// The app draws the selection itself.
    public static let custom = PaletteSelectionEffect(name: "custom")
    /// The selected option's symbol in `variant`.
    public static func symbolVariant(_ variant: SymbolVariants) -> PaletteSelectionEffect { PaletteSelectionEffect(name: "symbolVariant") }
}

/// What a control group style draws (SwiftUI's `ControlGroupStyleConfiguration`).
public struct ControlGroupStyleConfiguration {
    /// The group's controls.
    public let content: AnyView
    /// The group's label.
    public let label: AnyView
}

extension ControlGroupStyle {
    /// What `makeBody(configuration:)` of a style of the app's own receives.
    public typealias Configuration = ControlGroupStyleConfiguration
}

/// Whether the user may move or hide a toolbar item (SwiftUI's `ToolbarCustomizationBehavior`).
public struct ToolbarCustomizationBehavior: Sendable, Hashable {
    let name: String
    /// Movable and removable.
    public static let `default` = ToolbarCustomizationBehavior(name: "default")
    /// Fixed.
    public static let disabled = ToolbarCustomizationBehavior(name: "disabled")
    /// Movable, not removable.
    public static let reorderable = ToolbarCustomizationBehavior(name: "reorderable")
}

/// Options of a customizable toolbar item (SwiftUI's `ToolbarCustomizationOptions`).
public struct ToolbarCustomizationOptions: OptionSet, Sendable, Hashable {
    public let rawValue: Int
    /// Options of a raw value.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// The item stays in the overflow menu when removed.
    public static let alwaysAvailable = ToolbarCustomizationOptions(rawValue: 1)
}

extension ToolbarItem where ID == String {
    /// Whether the item shows before the user customizes the toolbar (accepted: it shows).
    public func defaultCustomization(_ defaultVisibility: Visibility = .automatic, options: ToolbarCustomizationOptions = []) -> ToolbarItem {
        self
    }

    /// Whether the user may move or hide the item (accepted).
    public func customizationBehavior(_ behavior: ToolbarCustomizationBehavior) -> ToolbarItem { self }
}
#endif
