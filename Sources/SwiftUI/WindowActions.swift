#if os(Linux)
// The window actions of the environment (iPadOS, macOS and visionOS open more windows; an iPhone
// has one): a render opens and closes nothing.

/// Opens a window of the app's scenes (SwiftUI's `OpenWindowAction`).
public struct OpenWindowAction: Sendable {
    /// Opens the window of `id`.
    public func callAsFunction(id: String) {}
    /// Opens the window presenting `value`.
    public func callAsFunction<D: Decodable & Encodable & Hashable>(value: D) {}
    /// Opens the window of `id` presenting `value`.
    public func callAsFunction<D: Decodable & Encodable & Hashable>(id: String, value: D) {}
}

/// Closes a window of the app's scenes (SwiftUI's `DismissWindowAction`).
public struct DismissWindowAction: Sendable {
    /// Closes the current window.
    public func callAsFunction() {}
    /// Closes the window of `id`.
    public func callAsFunction(id: String) {}
    /// Closes the window presenting `value`.
    public func callAsFunction<D: Decodable & Encodable & Hashable>(value: D) {}
    /// Closes the window of `id` presenting `value`.
    public func callAsFunction<D: Decodable & Encodable & Hashable>(id: String, value: D) {}
}

/// Opens the app's Settings window (SwiftUI's `OpenSettingsAction`, macOS).
public struct OpenSettingsAction: Sendable {
    /// Opens it.
    public func callAsFunction() {}
}

extension EnvironmentValues {
    /// Opens windows; nothing opens in a render.
    public var openWindow: OpenWindowAction { OpenWindowAction() }
    /// Closes windows.
    public var dismissWindow: DismissWindowAction { DismissWindowAction() }
    /// Opens the Settings window (macOS).
    public var openSettings: OpenSettingsAction { OpenSettingsAction() }
}

nonisolated extension View {
    /// Whether a menu shows its indicator; accepted, the menu's label is drawn as it is.
    public func menuIndicator(_ visibility: Visibility) -> some View { self }
    /// A subtitle under the navigation title (macOS and iPadOS); accepted, an iPhone shows none.
    public func navigationSubtitle(_ subtitle: Text) -> some View { self }
    /// A subtitle under the navigation title, by key; accepted.
    public func navigationSubtitle(_ subtitleKey: LocalizedStringKey) -> some View { self }
    /// A subtitle under the navigation title, shown as it is; accepted.
    @_disfavoredOverload
    public func navigationSubtitle<S: StringProtocol>(_ subtitle: S) -> some View { self }
}

extension MenuStyle where Self == BuiltInMenuStyle {
    /// A bordered button (macOS).
    public static var borderedButton: BuiltInMenuStyle { BuiltInMenuStyle(name: "borderedButton") }
}

/// A split view's look (SwiftUI's `NavigationSplitViewStyle`); accepted, an iPhone stacks the columns.
public protocol NavigationSplitViewStyle {}

/// The built-in split view looks.
public struct BuiltInNavigationSplitViewStyle: NavigationSplitViewStyle, Sendable, Hashable {
    let name: String
}

extension NavigationSplitViewStyle where Self == BuiltInNavigationSplitViewStyle {
    /// The platform's choice.
    public static var automatic: BuiltInNavigationSplitViewStyle { BuiltInNavigationSplitViewStyle(name: "automatic") }
    /// The detail keeps its size beside the sidebar.
    public static var balanced: BuiltInNavigationSplitViewStyle { BuiltInNavigationSplitViewStyle(name: "balanced") }
    /// The detail is prominent.
    public static var prominentDetail: BuiltInNavigationSplitViewStyle { BuiltInNavigationSplitViewStyle(name: "prominentDetail") }
}

nonisolated extension View {
    /// A split view's look; accepted.
    public func navigationSplitViewStyle<S: NavigationSplitViewStyle>(_ style: S) -> some View { self }
}
#endif
