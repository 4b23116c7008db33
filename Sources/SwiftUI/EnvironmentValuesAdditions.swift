#if os(Linux)
import Foundation

/// The Dynamic Type size (SwiftUI's `DynamicTypeSize`, the newer name of
/// `ContentSizeCategory`), ordered from smallest to largest.
public enum DynamicTypeSize: Int, Sendable, Hashable, CaseIterable, Comparable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

    /// The same size as a content size category.
    public init(_ category: ContentSizeCategory) {
        let index = ContentSizeCategory.allCases.firstIndex(of: category) ?? 3
        self = DynamicTypeSize.allCases[index]
    }

    /// Whether the size is one of the accessibility sizes.
    public var isAccessibilitySize: Bool { self >= .accessibility1 }

    public static func < (lhs: DynamicTypeSize, rhs: DynamicTypeSize) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// Dismisses the presentation the view is in (SwiftUI's `DismissAction`); a render stays still.
public struct DismissAction: Sendable {
    /// Dismisses.
    public func callAsFunction() {}
}

/// Opens a URL (SwiftUI's `OpenURLAction`); a render opens nothing.
public struct OpenURLAction: Sendable {
    /// What happened to a URL.
    public struct Result: Sendable {
        /// Handled.
        public static let handled = Result()
        /// Passed to the system.
        public static let systemAction = Result()
        /// Discarded.
        public static let discarded = Result()
    }

    /// The handler, made and called on the main actor only (as a view's code is).
    private final class Handler: @unchecked Sendable {
        let handle: (URL) -> Result
        init(_ handle: @escaping (URL) -> Result) { self.handle = handle }
    }

    private let handler: Handler

    /// An action that handles URLs with `handler`, which runs on the main actor as a view's code does.
    @MainActor @preconcurrency
    public init(handler: @escaping (URL) -> Result) {
        self.handler = Handler(handler)
    }

    /// The system's action, which opens every URL.
    init(systemAction: Void) {
        handler = Handler { _ in .systemAction }
    }

    /// Opens `url`.
    @MainActor @preconcurrency
    public func callAsFunction(_ url: URL) {
        _ = handler.handle(url)
    }

    /// Opens `url`, then calls `completion` with whether it was accepted.
    @MainActor @preconcurrency
    public func callAsFunction(_ url: URL, completion: @escaping (Bool) -> Void) {
        _ = handler.handle(url)
        completion(true)
    }
}

/// How wide or tall the screen is, coarsely (SwiftUI's `UserInterfaceSizeClass`).
public enum UserInterfaceSizeClass: Sendable, Hashable {
    case compact, regular
}

/// Whether a list is being edited (SwiftUI's `EditMode`).
public enum EditMode: Sendable, Hashable {
    case inactive, transient, active

    /// Whether editing.
    public var isEditing: Bool { self != .inactive }
}

private struct OpenURLKey: EnvironmentKey {
    static let defaultValue = OpenURLAction(systemAction: ())
}

private struct HorizontalSizeClassKey: EnvironmentKey {
    static let defaultValue: UserInterfaceSizeClass? = .compact
}

private struct VerticalSizeClassKey: EnvironmentKey {
    static let defaultValue: UserInterfaceSizeClass? = .regular
}

private struct CalendarKey: EnvironmentKey {
    static var defaultValue: Calendar { Calendar(identifier: .gregorian) }
}

private struct IsSearchingKey: EnvironmentKey {
    static let defaultValue = false
}

extension EnvironmentValues {
    /// Dismisses the current presentation.
    public var dismiss: DismissAction { DismissAction() }

    /// Opens URLs.
    public var openURL: OpenURLAction {
        get { self[OpenURLKey.self] }
        set { self[OpenURLKey.self] = newValue }
    }

    /// Whether Increase Contrast is on: screens are laid out with it off (the figures with it on
    /// are `SystemColor.increasedContrastValues`, which `a11y-contrast` reports beside its findings).
    public var colorSchemeContrast: ColorSchemeContrast { .standard }

    /// The Dynamic Type size, by its newer name.
    public var dynamicTypeSize: DynamicTypeSize {
        get { DynamicTypeSize(sizeCategory) }
        set { sizeCategory = ContentSizeCategory.allCases[newValue.rawValue] }
    }

    /// The horizontal size class: compact on iPhones in portrait.
    public var horizontalSizeClass: UserInterfaceSizeClass? {
        get { self[HorizontalSizeClassKey.self] }
        set { self[HorizontalSizeClassKey.self] = newValue }
    }

    /// The vertical size class: regular on iPhones in portrait.
    public var verticalSizeClass: UserInterfaceSizeClass? {
        get { self[VerticalSizeClassKey.self] }
        set { self[VerticalSizeClassKey.self] = newValue }
    }

    /// The edit mode of lists, as a binding.
    public var editMode: Binding<EditMode>? {
        get {
            let editing = isEditing
            return Binding.constant(editing ? .active : .inactive)
        }
        set { isEditing = newValue?.wrappedValue.isEditing ?? false }
    }

    /// Whether a search is in progress: never in a render.
    public var isSearching: Bool { self[IsSearchingKey.self] }

    /// Whether the view is presented: false, a render shows screens as they are.
    public var isPresented: Bool { false }

    /// The time zone dates are written in, as Foundation's.
    public var timeZone: TimeZone {
        get { TimeZone(identifier: timeZoneIdentifier) ?? TimeZone(secondsFromGMT: 0) ?? .current }
        set { timeZoneIdentifier = newValue.identifier }
    }

    /// The calendar dates are computed in: the Gregorian unless the app sets another.
    public var calendar: Calendar {
        get { self[CalendarKey.self] }
        set { self[CalendarKey.self] = newValue }
    }
}
#endif
