#if os(Linux)
import Foundation

/// Tabs with a tab bar (SwiftUI's `TabView`): the selected tab's content above a bar of every
/// tab's `.tabItem` label. Without a selection the first tab shows.
nonisolated public struct TabView<SelectionValue: Hashable, Content: View>: View {
    let selection: SelectionValue?
    let content: Content

    public var body: some View {
        let selection = selection
        return SubviewsReader(content) { tabs in
            let selected = selection.flatMap { value in tabs.firstIndex { $0.isTagged(value) } } ?? 0
            return VStack(spacing: 0) {
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
        selection = nil
        self.content = content()
    }
}

extension TabView {
    /// Tabs showing the one whose tag or value is `selection`; the first when none matches.
    /// The content is built by `TabContentBuilder`, as SwiftUI builds it, so an iOS 18 `Tab`'s
    /// `value: .today` takes the selection's type.
    public init(selection: Binding<SelectionValue>, @TabContentBuilder<SelectionValue> content: () -> Content) {
        self.selection = selection.wrappedValue
        self.content = content()
    }
}

/// Builds a tab view's tabs (SwiftUI's `TabContentBuilder`): the view builder's forms, with an
/// iOS 18 `Tab`'s value taken as the selection's type.
@resultBuilder
public enum TabContentBuilder<SelectionValue: Hashable> {
    /// A tab of the selection's type.
    public static func buildExpression<C: View>(_ tab: Tab<SelectionValue, C>) -> Tab<SelectionValue, C> { tab }
    /// Any other view: an older tab (`.tabItem { … }.tag(…)`), a section, a `ForEach`.
    @_disfavoredOverload
    public static func buildExpression<V: View>(_ view: V) -> V { view }
    /// No tabs.
    public static func buildBlock() -> EmptyView { EmptyView() }
    /// One tab.
    public static func buildBlock<C: View>(_ content: C) -> C { content }
    /// Several tabs.
    public static func buildBlock<each C: View>(_ content: repeat each C) -> TupleView<repeat each C> {
        ViewBuilder.buildBlock(repeat each content)
    }
    /// A tab under an `if`.
    public static func buildOptional<C: View>(_ content: C?) -> C? { content }
    /// The `if` branch of an `if`/`else`.
    public static func buildEither<T: View, F: View>(first: T) -> ConditionalContent<T, F> { ViewBuilder.buildEither(first: first) }
    /// The `else` branch of an `if`/`else`.
    public static func buildEither<T: View, F: View>(second: F) -> ConditionalContent<T, F> { ViewBuilder.buildEither(second: second) }
    /// `if #available`.
    public static func buildLimitedAvailability<C: View>(_ content: C) -> AnyView { AnyView(content) }
}

/// A tab of a `TabView` (iOS 18's `Tab`): its content, labeled in the tab bar.
nonisolated public struct Tab<Value: Hashable, Content: View>: View {
    let label: AnyView
    let content: Content
    /// The value that selects the tab, if it has one.
    var value: Value?

    public var body: some View {
        if let value {
            content.tabItem { label }.tag(value)
        } else {
            content.tabItem { label }
        }
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
        self.value = value
    }
}

extension Tab where Value == Never {
    /// A tab titled with a string shown as it is and an SF Symbol.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) {
        label = AnyView(VStack(spacing: 2) { Image(systemName: systemImage); Text(title) })
        self.content = content()
    }

    /// A tab titled with a localized key and an image of the asset catalog.
    public init(_ titleKey: LocalizedStringKey, image: String, @ViewBuilder content: () -> Content) {
        label = AnyView(VStack(spacing: 2) { Image(image); Text(titleKey) })
        self.content = content()
    }

    /// A tab labeled by a view.
    public init<L: View>(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> L) {
        self.label = AnyView(label())
        self.content = content()
    }

    /// A tab of a system role (the search tab), labeled as the system labels it.
    public init(role: TabRole?, @ViewBuilder content: () -> Content) {
        label = AnyView(Image(systemName: "magnifyingglass"))
        self.content = content()
    }
}

extension Tab {
    /// A tab titled with a string shown as it is, with a value for the selection.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, value: Value, @ViewBuilder content: () -> Content) {
        label = AnyView(VStack(spacing: 2) { Image(systemName: systemImage); Text(title) })
        self.content = content()
        self.value = value
    }

    /// A tab with a role, titled with a localized key and an SF Symbol, with a value for the selection.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, value: Value, role: TabRole?, @ViewBuilder content: () -> Content) {
        self.init(titleKey, systemImage: systemImage, value: value, content: content)
    }

    /// A tab titled with a localized key and an image of the asset catalog, with a value for the selection.
    public init(_ titleKey: LocalizedStringKey, image: String, value: Value, @ViewBuilder content: () -> Content) {
        label = AnyView(VStack(spacing: 2) { Image(image); Text(titleKey) })
        self.content = content()
        self.value = value
    }

    /// A tab labeled by a view, with a value for the selection.
    public init<L: View>(value: Value, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> L) {
        self.label = AnyView(label())
        self.content = content()
        self.value = value
    }

    /// A tab of a system role (the search tab), with a value for the selection.
    public init(value: Value, role: TabRole?, @ViewBuilder content: () -> Content) {
        label = AnyView(Image(systemName: "magnifyingglass"))
        self.content = content()
        self.value = value
    }

    /// The tab left out of the tab bar while `hidden` is true.
    public func hidden(_ hidden: Bool = true) -> some View { TabHiding(content: self, isHidden: hidden) }

    // A tab's own modifiers keep it a `Tab`, so that a tab view's builder still takes its value
    // as the selection's type (`Tab(…, value: .today) { … }.badge(3)`).

    /// A count on the tab's item (accepted: the system draws it over the tab bar's symbol).
    public func badge(_ count: Int) -> Tab { self }
    /// A word on the tab's item (accepted).
    public func badge(_ label: Text?) -> Tab { self }
    /// A localized word on the tab's item (accepted).
    public func badge(_ key: LocalizedStringKey?) -> Tab { self }
    /// The tab's identity when the user customizes the tab bar (accepted).
    public func customizationID(_ id: String) -> Tab { self }
    /// Whether the tab shows by default in a customizable bar (accepted).
    public func defaultVisibility(_ visibility: Visibility, for placements: TabPlacement...) -> Tab { self }
    /// Where the tab may be placed (accepted).
    public func tabPlacement(_ placement: TabPlacement) -> Tab { self }
    /// Whether the user may hide the tab (accepted).
    public func customizationBehavior(_ behavior: TabCustomizationBehavior, for placements: TabPlacement...) -> Tab { self }
}

/// Where a tab goes in a customizable tab bar or sidebar (SwiftUI's `TabPlacement`).
public struct TabPlacement: Sendable, Hashable {
    let name: String
    /// The system's choice.
    public static let automatic = TabPlacement(name: "automatic")
    /// Pinned to the bar.
    public static let pinned = TabPlacement(name: "pinned")
    /// In the sidebar only.
    public static let sidebarOnly = TabPlacement(name: "sidebarOnly")
    /// In the tab bar.
    public static let tabBar = TabPlacement(name: "tabBar")
    /// In the sidebar.
    public static let sidebar = TabPlacement(name: "sidebar")
}

/// Whether the user may move or hide a tab (SwiftUI's `TabCustomizationBehavior`).
public struct TabCustomizationBehavior: Sendable, Hashable {
    let name: String
    /// The system's choice.
    public static let automatic = TabCustomizationBehavior(name: "automatic")
    /// Reorderable.
    public static let reorderable = TabCustomizationBehavior(name: "reorderable")
    /// Not customizable.
    public static let disabled = TabCustomizationBehavior(name: "disabled")
}

/// What a tab is for (SwiftUI's `TabRole`).
public struct TabRole: Sendable, Hashable {
    let name: String
    /// The search tab, drawn apart at the bar's end.
    public static let search = TabRole(name: "search")
}

/// A group of tabs under a header in a sidebar-adaptable tab view (SwiftUI's `TabSection`): in the
/// tab bar of a phone its tabs are tabs like the others.
nonisolated public struct TabSection<Header: View, Content: View, Footer: View>: View {
    let content: Content

    public var body: some View { content }

    /// The section left out of the tab bar while `hidden` is true.
    public func hidden(_ hidden: Bool = true) -> some View { TabHiding(content: self, isHidden: hidden) }
}

extension TabSection where Header == Text, Footer == EmptyView {
    /// Tabs under a header of a localized key.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) { self.content = content() }

    /// Tabs under a header of a string shown as it is.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) { self.content = content() }
}

extension TabSection where Footer == EmptyView {
    /// Tabs under a header view.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Header) { self.content = content() }
}

extension TabSection where Header == EmptyView, Footer == EmptyView {
    /// Tabs without a header.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
}

/// A tab or tab section shown or left out of the tab bar.
nonisolated struct TabHiding<Content: View>: View {
    let content: Content
    let isHidden: Bool

    var body: some View {
        if !isHidden { content }
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
#endif
