#if os(Linux)
import Foundation

/// The space a `GeometryReader` is given (SwiftUI's `GeometryProxy`).
public struct GeometryProxy {
    /// The size offered.
    public let size: CGSize
    /// The safe area insets around it.
    public let safeAreaInsets = EdgeInsets()

    /// The frame in a coordinate space: at the origin, of `size`.
    public func frame(in coordinateSpace: CoordinateSpace) -> CGRect {
        CGRect(origin: .zero, size: size)
    }
}

/// A coordinate space (SwiftUI's `CoordinateSpace`).
public enum CoordinateSpace: Sendable, Hashable {
    case global, local
    case named(String)
}

/// A view that reads the space it is given (SwiftUI's `GeometryReader`). It takes the whole
/// size its parent proposes (10 pt along a dimension left open, as in SwiftUI) and places its
/// content at the top leading corner, built for that size once the layout knows it.
nonisolated public struct GeometryReader<Content: View>: View {
    let content: (GeometryProxy) -> Content

    /// A reader showing `content` for the space given.
    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
        self.content = content
    }

    public var body: some View {
        let content = self.content
        return ProposalReader { size in content(GeometryProxy(size: CGSize(width: size.width, height: size.height))) }
    }
}

/// A vertical stack that builds rows as they scroll in (SwiftUI's `LazyVStack`); a render builds
/// them all.
nonisolated public struct LazyVStack<Content: View>: View {
    let alignment: HorizontalAlignment
    let spacing: Double?
    let content: Content

    /// A lazy vertical stack.
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(),
                @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing.map(Double.init)
        self.content = content()
    }

    public var body: some View {
        VStack(alignment: alignment, spacing: spacing) { content }
    }
}

/// A horizontal stack that builds columns as they scroll in (SwiftUI's `LazyHStack`).
nonisolated public struct LazyHStack<Content: View>: View {
    let alignment: VerticalAlignment
    let spacing: Double?
    let content: Content

    /// A lazy horizontal stack.
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(),
                @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing.map(Double.init)
        self.content = content()
    }

    public var body: some View {
        HStack(alignment: alignment, spacing: spacing) { content }
    }
}

/// Views pinned while a lazy stack scrolls (SwiftUI's `PinnedScrollableViews`).
public struct PinnedScrollableViews: OptionSet, Sendable, Hashable {
    public let rawValue: Int
    /// Views.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Section headers.
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1)
    /// Section footers.
    public static let sectionFooters = PinnedScrollableViews(rawValue: 2)
}

/// A column or row of a lazy grid (SwiftUI's `GridItem`).
public struct GridItem: Sendable {
    /// How big the track is.
    public enum Size: Sendable {
        case fixed(CGFloat)
        case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
        case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
    }

    /// The track's size.
    public var size: Size
    /// Space to the next track.
    public var spacing: CGFloat?
    /// How items align in the track.
    public var alignment: Alignment?

    /// A track.
    public init(_ size: Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
        self.size = size
        self.spacing = spacing
        self.alignment = alignment
    }
}

/// A grid that fills rows of `columns` (SwiftUI's `LazyVGrid`): subviews in order, one row per
/// as many as there are columns (an adaptive column counts as one).
nonisolated public struct LazyVGrid<Content: View>: View {
    let columns: [GridItem]
    let alignment: HorizontalAlignment
    let spacing: Double?
    let content: Content

    /// A grid with `columns`.
    public init(columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.columns = columns
        self.alignment = alignment
        self.spacing = spacing.map(Double.init)
        self.content = content()
    }

    public var body: some View {
        let count = max(1, columns.count)
        let columnSpacing = columns.first?.spacing.map(Double.init)
        let alignment = alignment, spacing = spacing
        return SubviewsReader(content) { subviews in
            GridRows(subviews: subviews, perRow: count, alignment: alignment, spacing: spacing, columnSpacing: columnSpacing)
        }
    }
}

/// Subviews in rows of `perRow`, each cell sharing the row's width.
nonisolated struct GridRows: View {
    let subviews: [ResolvedSubview]
    let perRow: Int
    let alignment: HorizontalAlignment
    let spacing: Double?
    let columnSpacing: Double?

    var body: some View {
        let starts = Array(stride(from: 0, to: subviews.count, by: perRow))
        return VStack(alignment: alignment, spacing: spacing) {
            ForEach(starts, id: \.self) { start in
                HStack(spacing: columnSpacing) {
                    ForEach(Array(start ..< min(start + perRow, subviews.count)), id: \.self) { index in
                        subviews[index].frame(maxWidth: Double.infinity)
                    }
                }
            }
        }
    }
}

/// A grid that fills columns of `rows` (SwiftUI's `LazyHGrid`).
nonisolated public struct LazyHGrid<Content: View>: View {
    let rows: [GridItem]
    let content: Content

    /// A grid with `rows`.
    public init(rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.rows = rows
        self.content = content()
    }

    public var body: some View {
        let count = max(1, rows.count)
        return SubviewsReader(content) { subviews in
            HStack {
                GridRows(subviews: subviews, perRow: count, alignment: .center, spacing: nil, columnSpacing: nil)
            }
        }
    }
}

/// A grid of rows (SwiftUI's `Grid`): each `GridRow` is a row; cells take equal widths.
nonisolated public struct Grid<Content: View>: View {
    let alignment: Alignment
    let horizontalSpacing: Double?
    let verticalSpacing: Double?
    let content: Content

    /// A grid.
    public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
                @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing.map(Double.init)
        self.verticalSpacing = verticalSpacing.map(Double.init)
        self.content = content()
    }

    public var body: some View {
        VStack(alignment: alignment.horizontal, spacing: verticalSpacing) { content }
            .environment(\.gridColumnSpacing, horizontalSpacing)
    }
}

/// A row of a `Grid`.
nonisolated public struct GridRow<Content: View>: View {
    let alignment: VerticalAlignment?
    let content: Content

    /// A row.
    public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }

    public var body: some View {
        HStack(alignment: alignment ?? .center, spacing: EnvironmentValues.current.gridColumnSpacing) { content }
    }
}

private struct GridColumnSpacingKey: EnvironmentKey {
    static let defaultValue: Double? = nil
}

extension EnvironmentValues {
    var gridColumnSpacing: Double? {
        get { self[GridColumnSpacingKey.self] }
        set { self[GridColumnSpacingKey.self] = newValue }
    }
}

nonisolated extension View {
    /// How many columns the cell spans; accepted.
    public func gridCellColumns(_ count: Int) -> some View { self }
    /// How the cell aligns in its column; accepted.
    public func gridColumnAlignment(_ guide: HorizontalAlignment) -> some View { self }
}

/// Tabs with a tab bar (SwiftUI's `TabView`): the selected tab's content above a bar of every
/// tab's `.tabItem` label. Without a selection the first tab shows.
nonisolated public struct TabView<SelectionValue: Hashable, Content: View>: View {
    let selectedIndex: Int
    let content: Content

    public var body: some View {
        let selected = selectedIndex
        return SubviewsReader(content) { tabs in
            VStack(spacing: 0) {
                if tabs.indices.contains(selected) {
                    tabs[selected].frame(maxWidth: .infinity, maxHeight: .infinity)
                }
                Divider()
                HStack(alignment: .top) {
                    ForEach(tabs.indices, id: \.self) { index in
                        (tabs[index].tabItem ?? AnyView(EmptyView()))
                            .font(.caption2)
                            .foregroundColor(index == selected ? .accentColor : .gray)
                            .frame(maxWidth: .infinity)
                    }
                }
                .padding(.top, 6)
            }
        }
    }
}

extension TabView where SelectionValue == Int {
    /// Tabs showing the first.
    public init(@ViewBuilder content: () -> Content) {
        selectedIndex = 0
        self.content = content()
    }
}

extension TabView {
    /// Tabs showing the one whose tag or value is `selection`; the first when none matches.
    public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        selectedIndex = 0
        self.content = content()
    }
}

/// A tab of a `TabView` (iOS 18's `Tab`): its content, labeled in the tab bar.
nonisolated public struct Tab<Value: Hashable, Content: View>: View {
    let label: AnyView
    let content: Content

    public var body: some View {
        content.tabItem { label }
    }
}

extension Tab where Value == Never {
    /// A tab titled with a localized key and an SF Symbol.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {
        label = AnyView(VStack(spacing: 2) { Image(systemName: systemImage); Text(titleKey) })
        self.content = content()
    }
}

extension Tab {
    /// A tab with a value for the tab view's selection.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, value: Value, @ViewBuilder content: () -> Content) {
        label = AnyView(VStack(spacing: 2) { Image(systemName: systemImage); Text(titleKey) })
        self.content = content()
    }
}

nonisolated extension View {
    /// The view's label in the tab bar of its tab view.
    public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View {
        tabItemLabel(AnyView(VStack(spacing: 2) { label() }.labelStyle(.titleAndIcon)))
    }

    /// The look of a tab view (`.page`, `.automatic`, …); accepted: the tab view is drawn with its
    /// tab bar whatever the style (a page style's dots are not drawn).
    public func tabViewStyle<S: TabViewStyle>(_ style: S) -> some View { self }
}

/// The look of a tab view (SwiftUI's `TabViewStyle`).
public protocol TabViewStyle: Sendable {}

/// The platform's tab bar (SwiftUI's `DefaultTabViewStyle`).
public struct DefaultTabViewStyle: TabViewStyle {
    /// The default style.
    public init() {}
}

/// Pages swiped sideways, with dots for the index (SwiftUI's `PageTabViewStyle`).
public struct PageTabViewStyle: TabViewStyle {
    /// When the page dots show.
    public struct IndexDisplayMode: Sendable, Hashable {
        let name: String
        /// Always.
        public static let always = IndexDisplayMode(name: "always")
        /// When there is more than one page.
        public static let automatic = IndexDisplayMode(name: "automatic")
        /// Never.
        public static let never = IndexDisplayMode(name: "never")
    }

    let indexDisplayMode: IndexDisplayMode

    /// Pages with the dots shown as `indexDisplayMode` says.
    public init(indexDisplayMode: IndexDisplayMode = .automatic) {
        self.indexDisplayMode = indexDisplayMode
    }
}

/// A tab bar that becomes a sidebar where there is room (SwiftUI's `SidebarAdaptableTabViewStyle`).
public struct SidebarAdaptableTabViewStyle: TabViewStyle {
    /// The style.
    public init() {}
}

/// Only ever a tab bar (SwiftUI's `TabBarOnlyTabViewStyle`).
public struct TabBarOnlyTabViewStyle: TabViewStyle {
    /// The style.
    public init() {}
}

extension TabViewStyle where Self == DefaultTabViewStyle {
    /// The platform's tab bar.
    public static var automatic: DefaultTabViewStyle { DefaultTabViewStyle() }
}

extension TabViewStyle where Self == PageTabViewStyle {
    /// Pages swiped sideways.
    public static var page: PageTabViewStyle { PageTabViewStyle() }

    /// Pages swiped sideways, with the dots shown as `indexDisplayMode` says.
    public static func page(indexDisplayMode: PageTabViewStyle.IndexDisplayMode) -> PageTabViewStyle {
        PageTabViewStyle(indexDisplayMode: indexDisplayMode)
    }
}

extension TabViewStyle where Self == SidebarAdaptableTabViewStyle {
    /// A tab bar that becomes a sidebar where there is room.
    public static var sidebarAdaptable: SidebarAdaptableTabViewStyle { SidebarAdaptableTabViewStyle() }
}

extension TabViewStyle where Self == TabBarOnlyTabViewStyle {
    /// Only ever a tab bar.
    public static var tabBarOnly: TabBarOnlyTabViewStyle { TabBarOnlyTabViewStyle() }
}

/// An empty state (SwiftUI's `ContentUnavailableView`): a large symbol, a title and a
/// description, centered.
nonisolated public struct ContentUnavailableView<LabelContent: View, Description: View, Actions: View>: View {
    let label: LabelContent
    let description: Description
    let actions: Actions

    /// An empty state from views.
    public init(@ViewBuilder label: () -> LabelContent, @ViewBuilder description: () -> Description = { EmptyView() },
                @ViewBuilder actions: () -> Actions = { EmptyView() }) {
        self.label = label()
        self.description = description()
        self.actions = actions()
    }

    public var body: some View {
        VStack(spacing: 8) {
            label.font(.title2.bold()).labelStyle(ContentUnavailableLabelStyle())
            description.font(.callout).foregroundStyle(.secondary).multilineTextAlignment(.center)
            actions
        }
        .padding()
        .frame(maxWidth: .infinity)
    }
}

/// A label of an empty state: the icon large and gray above the title.
nonisolated struct ContentUnavailableLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(spacing: 12) {
            configuration.icon.font(.system(size: 48)).foregroundStyle(.secondary)
            configuration.title
        }
    }
}

extension ContentUnavailableView where LabelContent == SwiftUI.Label<Text, Image>, Description == Text?, Actions == EmptyView {
    /// An empty state with a localized title, an SF Symbol and an optional description.
    public init(_ titleKey: LocalizedStringKey, systemImage name: String, description: Text? = nil,
                file: StaticString = #filePath, line: UInt = #line) {
        self.init(label: { SwiftUI.Label(titleKey, systemImage: name, file: file, line: line) }, description: { description })
    }

    /// An empty state with a string title, shown as it is.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String, description: Text? = nil,
                                   file: StaticString = #filePath, line: UInt = #line) {
        self.init(label: { SwiftUI.Label(title, systemImage: name, file: file, line: line) }, description: { description })
    }
}

extension ContentUnavailableView where LabelContent == SearchUnavailableContent.Label,
    Description == SearchUnavailableContent.Description, Actions == EmptyView {
    /// The system's empty state for a search without results.
    public static var search: ContentUnavailableView<LabelContent, Description, Actions> {
        ContentUnavailableView(label: { SearchUnavailableContent.Label() }, description: { SearchUnavailableContent.Description() })
    }

    /// The system's empty state for a search for `text` without results ("No Results for “milk”").
    public static func search(text: String) -> ContentUnavailableView<LabelContent, Description, Actions> {
        ContentUnavailableView(label: { SearchUnavailableContent.Label(text: text) }, description: { SearchUnavailableContent.Description() })
    }
}

/// The parts of the system's empty search state.
public enum SearchUnavailableContent {
    /// "No Results" (or "No Results for “milk”" when the search text is given), with a
    /// magnifying glass.
    nonisolated public struct Label: View {
        let text: String?

        init(text: String? = nil) { self.text = text }

        public var body: some View {
            SwiftUI.Label {
                if let text {
                    Text("No Results for “\(text)”", tableName: "SwiftUISystem")
                } else {
                    Text("No Results", tableName: "SwiftUISystem")
                }
            } icon: {
                Image(systemName: "magnifyingglass")
            }
        }
    }

    /// "Check the spelling or try a new search."
    nonisolated public struct Description: View {
        public var body: some View {
            Text("Check the spelling or try a new search.", tableName: "SwiftUISystem")
        }
    }
}
#endif
