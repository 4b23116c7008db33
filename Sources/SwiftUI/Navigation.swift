#if os(Linux)
/// A stack of screens with a navigation bar (SwiftUI's `NavigationStack`). A still screen shows
/// the root: pushed values and paths are accepted, not followed.
nonisolated public struct NavigationStack<Root: View>: View {
    let root: Root

    /// A stack showing `root`.
    public init(@ViewBuilder root: () -> Root) {
        self.root = root()
    }

    /// A stack bound to a path of pushed values; the root is shown.
    public init<Path>(path: Binding<Path>, @ViewBuilder root: () -> Root) {
        self.root = root()
    }

    public var body: some View {
        NavigationView { root }
    }
}

/// Columns of navigation (SwiftUI's `NavigationSplitView`). On an iPhone, which is compact,
/// SwiftUI shows the columns as one stack starting at the sidebar; so does the render.
nonisolated public struct NavigationSplitView<Sidebar: View, Detail: View>: View {
    let sidebar: Sidebar

    /// A sidebar and a detail column.
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
        self.sidebar = sidebar()
    }

    /// A sidebar, a content column and a detail column.
    public init<Content: View>(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content,
                               @ViewBuilder detail: () -> Detail) {
        self.sidebar = sidebar()
    }

    /// A sidebar and a detail column, with the columns' visibility bound.
    public init(columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
                @ViewBuilder detail: () -> Detail) {
        self.sidebar = sidebar()
    }

    /// Three columns, with the columns' visibility bound.
    public init<Content: View>(columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
                               @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
        self.sidebar = sidebar()
    }

    /// A sidebar and a detail column, with the column an iPhone shows bound; the render shows the
    /// sidebar, where a compact split view starts.
    public init(columnVisibility: Binding<NavigationSplitViewVisibility> = .constant(.automatic),
                preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar,
                @ViewBuilder detail: () -> Detail) {
        self.sidebar = sidebar()
    }

    /// Three columns, with the column an iPhone shows bound.
    public init<Content: View>(columnVisibility: Binding<NavigationSplitViewVisibility> = .constant(.automatic),
                               preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar,
                               @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
        self.sidebar = sidebar()
    }

    public var body: some View {
        NavigationView { sidebar }
    }
}

/// A column of a split view (SwiftUI's `NavigationSplitViewColumn`).
public struct NavigationSplitViewColumn: Sendable, Hashable {
    let name: String
    /// The sidebar.
    public static let sidebar = NavigationSplitViewColumn(name: "sidebar")
    /// The middle column.
    public static let content = NavigationSplitViewColumn(name: "content")
    /// The detail column.
    public static let detail = NavigationSplitViewColumn(name: "detail")
}

/// Which columns of a split view show.
public struct NavigationSplitViewVisibility: Sendable, Hashable {
    let name: String
    /// Every column.
    public static let all = NavigationSplitViewVisibility(name: "all")
    /// The content and detail columns.
    public static let doubleColumn = NavigationSplitViewVisibility(name: "doubleColumn")
    /// The detail column alone.
    public static let detailOnly = NavigationSplitViewVisibility(name: "detailOnly")
    /// The platform's choice.
    public static let automatic = NavigationSplitViewVisibility(name: "automatic")
}

/// A list of pushed values (SwiftUI's `NavigationPath`).
public struct NavigationPath: Sendable, Hashable {
    /// How many values are pushed.
    public private(set) var count = 0
    /// Whether none is.
    public var isEmpty: Bool { count == 0 }
    /// An empty path.
    public init() {}
    /// Pushes a value.
    public mutating func append<V: Hashable>(_ value: V) { count += 1 }
    /// Pops `k` values.
    public mutating func removeLast(_ k: Int = 1) { count = max(0, count - k) }
}

extension NavigationLink {
    /// A link that pushes `value` (shown by a `navigationDestination(for:)`), with a label.
    public init<P: Hashable>(value: P?, file: StaticString = #filePath, line: UInt = #line, @ViewBuilder label: () -> Label) {
        self.init(destination: EmptyView(), file: file, line: line, label: label)
    }

    /// A link with the destination first and the label after (`NavigationLink { … } label: { … }`).
    public init<Destination: View>(file: StaticString = #filePath, line: UInt = #line, @ViewBuilder destination: () -> Destination,
                                   @ViewBuilder label: () -> Label) {
        self.init(destination: destination(), file: file, line: line, label: label)
    }
}

extension NavigationLink where Label == Text {
    /// A link titled with a string, shown as it is.
    @_disfavoredOverload
    public init<S: StringProtocol, Destination: View>(_ title: S, destination: Destination, file: StaticString = #filePath, line: UInt = #line) {
        self.init(destination: destination, file: file, line: line) { Text(title, file: file, line: line) }
    }

    /// A link titled with a localized key that pushes `value`.
    public init<P: Hashable>(_ titleKey: LocalizedStringKey, value: P?, file: StaticString = #filePath, line: UInt = #line) {
        self.init(destination: EmptyView(), file: file, line: line) { Text(titleKey, file: file, line: line) }
    }

    /// A link titled with a string that pushes `value`.
    @_disfavoredOverload
    public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?, file: StaticString = #filePath, line: UInt = #line) {
        self.init(destination: EmptyView(), file: file, line: line) { Text(title, file: file, line: line) }
    }

    /// A link titled with a localized key, with the destination in a closure.
    public init<Destination: View>(_ titleKey: LocalizedStringKey, file: StaticString = #filePath, line: UInt = #line,
                                   @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination(), file: file, line: line) { Text(titleKey, file: file, line: line) }
    }

    /// A link titled with a string, shown as it is, with the destination in a closure.
    @_disfavoredOverload
    public init<S: StringProtocol, Destination: View>(_ title: S, file: StaticString = #filePath, line: UInt = #line,
                                                      @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination(), file: file, line: line) { Text(title, file: file, line: line) }
    }
}

nonisolated extension View {
    /// The navigation title from a string, shown as it is.
    @_disfavoredOverload
    public func navigationTitle<S: StringProtocol>(_ title: S, file: StaticString = #filePath, line: UInt = #line) -> some View {
        navigationBarTitle(Text(title, file: file, line: line))
    }

    /// The navigation title from a text.
    public func navigationTitle(_ title: Text) -> some View {
        navigationBarTitle(title)
    }

    /// The navigation title from a localized resource.
    @_disfavoredOverload
    public func navigationTitle(_ resource: LocalizedStringResource, file: StaticString = #filePath, line: UInt = #line) -> some View {
        navigationBarTitle(Text(resource, file: file, line: line))
    }

    /// The navigation title with a binding for renaming; shown as it is.
    public func navigationTitle(_ title: Binding<String>) -> some View {
        navigationBarTitle(Text(title.wrappedValue))
    }

    /// The title display mode (the toolbar spelling).
    public func toolbarTitleDisplayMode(_ mode: ToolbarTitleDisplayMode) -> some View {
        navigationBarTitleDisplayMode(mode.titleDisplayMode)
    }

    /// What a pushed value of type `data` shows; a still screen pushes nothing.
    public func navigationDestination<D: Hashable, C: View>(for data: D.Type, @ViewBuilder destination: @escaping (D) -> C) -> some View {
        self
    }

    /// What is pushed while `isPresented` is true; a still screen pushes nothing.
    public func navigationDestination<V: View>(isPresented: Binding<Bool>, @ViewBuilder destination: () -> V) -> some View {
        self
    }

    /// What is pushed for a non-nil `item`; a still screen pushes nothing.
    public func navigationDestination<D: Hashable, C: View>(item: Binding<D?>, @ViewBuilder destination: @escaping (D) -> C) -> some View {
        self
    }
}

/// How a toolbar title is shown (SwiftUI's `ToolbarTitleDisplayMode`).
public struct ToolbarTitleDisplayMode: Sendable, Hashable {
    let titleDisplayMode: TitleDisplayMode
    /// The platform's choice.
    public static let automatic = ToolbarTitleDisplayMode(titleDisplayMode: .automatic)
    /// A large title.
    public static let large = ToolbarTitleDisplayMode(titleDisplayMode: .large)
    /// A small title in the bar.
    public static let inline = ToolbarTitleDisplayMode(titleDisplayMode: .inline)
    /// Large, shrinking inline when scrolled.
    public static let inlineLarge = ToolbarTitleDisplayMode(titleDisplayMode: .large)
}
#endif
