#if os(Linux)
import Foundation

// Environment values, property wrappers and the `@Entry` macro apps read and declare beside the
// common ones. A render is one still screen with accessibility settings off, so each reads as an
// iPhone with default settings shows it.

/// Declares an environment value with its default: `@Entry var compactMode = false` in an
/// extension of `EnvironmentValues` (or `FocusedValues`, `Transaction`, `ContainerValues`).
@attached(accessor)
@attached(peer, names: prefixed(__Key_))
public macro Entry() = #externalMacro(module: "SwiftUIMacros", type: "EntryMacro")

/// The key `@Entry` declares for a value: an environment, focused-value, transaction and
/// container-value key at once.
public protocol EntryKey: EnvironmentKey, FocusedValueKey, TransactionKey, ContainerValueKey {}

extension FocusedValues {
    /// The value of a key `@Entry` declared: its default, as nothing is focused.
    public subscript<Key: EntryKey>(key: Key.Type) -> Key.Value {
        get { Key.defaultValue }
        set {}
    }
}

/// The mode of a presented view (SwiftUI's older `PresentationMode`).
public struct PresentationMode: Sendable {
    /// Whether the view is presented.
    public var isPresented: Bool
    /// Dismisses the view; a render dismisses nothing.
    public mutating func dismiss() {}
}

/// Closes the search field (SwiftUI's `DismissSearchAction`); a render searches nothing.
public struct DismissSearchAction: Sendable {
    /// Closes the search field.
    public func callAsFunction() {}
}

/// Refreshes the view's content (SwiftUI's `RefreshAction`).
public struct RefreshAction: Sendable {
    /// Refreshes.
    public func callAsFunction() async {}
}

/// The weight accessibility asks text to be drawn at (SwiftUI's `LegibilityWeight`).
public enum LegibilityWeight: Sendable, Hashable {
    case regular, bold
}

/// The order of a menu's items (SwiftUI's `MenuOrder`).
public struct MenuOrder: Sendable, Hashable {
    let name: String
    /// The system's order.
    public static let automatic = MenuOrder(name: "automatic")
    /// Top to bottom as written.
    public static let fixed = MenuOrder(name: "fixed")
    /// The first item nearest the user's finger.
    public static let priority = MenuOrder(name: "priority")
}

extension EnvironmentValues {
    /// Points per pixel: 3 on the iPhones of the matrix.
    public var displayScale: CGFloat {
        get { 3 }
        set {}
    }

    /// The length of one pixel in points.
    public var pixelLength: CGFloat { 1 / displayScale }

    /// The presentation mode of the view, as a binding (SwiftUI's older spelling of `dismiss`).
    public var presentationMode: Binding<PresentationMode> { .constant(PresentationMode(isPresented: isPresented)) }

    /// Whether Reduce Motion is on: off in a render.
    public var accessibilityReduceMotion: Bool { false }
    /// Whether Reduce Transparency is on: off in a render.
    public var accessibilityReduceTransparency: Bool { false }
    /// Whether Differentiate Without Color is on: off in a render.
    public var accessibilityDifferentiateWithoutColor: Bool { false }
    /// Whether VoiceOver is running: not in a render (its reading is what `a11y-*` rules judge).
    public var accessibilityVoiceOverEnabled: Bool { false }
    /// Whether Button Shapes is on: off in a render.
    public var accessibilityShowButtonShapes: Bool { false }
    /// Whether Smart Invert is on: off in a render.
    public var accessibilityInvertColors: Bool { false }
    /// Whether an assistive technology is on: none in a render.
    public var accessibilityEnabled: Bool { false }
    /// Whether Switch Control is on: off in a render.
    public var accessibilitySwitchControlEnabled: Bool { false }
    /// Whether Voice Control is on: off in a render.
    public var accessibilityVoiceControlEnabled: Bool { false }
    /// Whether Large Content Viewer is on: off in a render.
    public var accessibilityLargeContentViewerEnabled: Bool { false }
    /// Whether Bold Text is on: regular in a render (setting it is accepted).
    public var legibilityWeight: LegibilityWeight? {
        get { .regular }
        set {}
    }
    /// Whether animated images play (iOS 17): they do, as the setting is on by default.
    public var accessibilityPlayAnimatedImages: Bool { true }
    /// Whether flashing lights are dimmed in video (iOS 17): off in a render.
    public var accessibilityDimFlashingLights: Bool { false }

    /// Closes the search field.
    public var dismissSearch: DismissSearchAction { DismissSearchAction() }
    /// The refresh action `refreshable` set: none in a render.
    public var refresh: RefreshAction? { nil }
    /// Why the view is redacted: not at all.
    public var redactionReasons: RedactionReasons { [] }
    /// Whether the view has focus: nothing has focus in a render.
    public var isFocused: Bool { false }
    /// Whether the screen is dimmed (Always On): not in a render.
    public var isLuminanceReduced: Bool { false }
    /// The material behind the view: none.
    public var backgroundMaterial: Material? { nil }
    /// The rendering mode of symbols inside: the default.
    public var symbolRenderingMode: SymbolRenderingMode? { nil }
    /// The variant of symbols inside: none (a variant set with `.environment` is accepted).
    public var symbolVariants: SymbolVariants {
        get { .none }
        set {}
    }
    /// The smallest height of a list row: 44 pt.
    public var defaultMinListRowHeight: CGFloat {
        get { 44 }
        set {}
    }
    /// The smallest height of a list's section header.
    public var defaultMinListHeaderHeight: CGFloat? {
        get { nil }
        set {}
    }
    /// The order of menus' items.
    public var menuOrder: MenuOrder { .automatic }
    /// How prominent section headers are.
    public var headerProminence: Prominence { .standard }
    /// Whether the view is in a widget's accented mode: never in a render.
    public var isActivityFullscreen: Bool { false }
}

/// A value kept for a scene across launches (SwiftUI's `@SceneStorage`): a render starts every
/// scene fresh, so it holds its default, as a `@State` does.
@propertyWrapper
public struct SceneStorage<Value>: DynamicProperty {
    private let state: State<Value>

    /// A value stored under `key`, starting at `wrappedValue`.
    public init(wrappedValue: Value, _ key: String) { state = State(wrappedValue: wrappedValue) }

    /// A value stored under `key`, nil at first.
    public init<Wrapped>(_ key: String) where Value == Wrapped? { state = State(wrappedValue: nil) }

    /// The value.
    public var wrappedValue: Value {
        get { state.wrappedValue }
        nonmutating set { state.wrappedValue = newValue }
    }

    /// A binding to the value.
    public var projectedValue: Binding<Value> { state.projectedValue }
}

/// Where VoiceOver's focus is (SwiftUI's `@AccessibilityFocusState`): nowhere in a render.
@propertyWrapper
public struct AccessibilityFocusState<Value: Hashable>: DynamicProperty {
    private let state: State<Value>

    /// A focus state of a Boolean.
    public init() where Value == Bool { state = State(wrappedValue: false) }

    /// A focus state of a Boolean for the assistive `technologies` (nothing has focus in a render).
    public init(for technologies: AccessibilityTechnologies) where Value == Bool { state = State(wrappedValue: false) }

    /// A focus state of an optional value for the assistive `technologies`.
    public init<Wrapped: Hashable>(for technologies: AccessibilityTechnologies) where Value == Wrapped? { state = State(wrappedValue: nil) }

    /// A focus state of an optional value.
    public init<Wrapped: Hashable>() where Value == Wrapped? { state = State(wrappedValue: nil) }

    /// The focused value.
    public var wrappedValue: Value {
        get { state.wrappedValue }
        nonmutating set { state.wrappedValue = newValue }
    }

    /// The binding `accessibilityFocused(_:)` takes.
    public var projectedValue: Binding { Binding(value: state.projectedValue) }

    /// A binding to the focus state.
    public struct Binding {
        fileprivate let value: SwiftUI.Binding<Value>
        /// The focused value.
        public var wrappedValue: Value {
            get { value.wrappedValue }
            nonmutating set { value.wrappedValue = newValue }
        }
    }
}

nonisolated extension View {
    /// Moves VoiceOver's focus here while `condition` is true; nothing moves in a render.
    public func accessibilityFocused(_ condition: AccessibilityFocusState<Bool>.Binding) -> some View { self }

    /// Moves VoiceOver's focus here while the state equals `value`.
    public func accessibilityFocused<Value: Hashable>(_ binding: AccessibilityFocusState<Value>.Binding, equals value: Value) -> some View {
        self
    }
}
#endif
