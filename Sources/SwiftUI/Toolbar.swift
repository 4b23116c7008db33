#if os(Linux)
/// Where a toolbar item goes (SwiftUI's `ToolbarItemPlacement`), mapped to the navigation bar's
/// ends as iOS places them: cancellation and leading items on the leading end, confirmation,
/// primary and automatic items on the trailing end. Bottom-bar, keyboard and principal items are
/// not drawn.
public struct ToolbarItemPlacement: Sendable, Hashable {
    let slot: NavigationBarSide
    /// Whether the item is drawn in semibold, as UIKit draws a bar's done item.
    var isEmphasized = false

    /// The platform's choice: the trailing end.
    public static let automatic = ToolbarItemPlacement(slot: .trailing)
    /// The most important action: the trailing end.
    public static let primaryAction = ToolbarItemPlacement(slot: .trailing)
    /// Confirming a modal's changes: the trailing end, in semibold.
    public static let confirmationAction = ToolbarItemPlacement(slot: .trailing, isEmphasized: true)
    /// Cancelling a modal: the leading end.
    public static let cancellationAction = ToolbarItemPlacement(slot: .leading)
    /// A destructive action: the trailing end.
    public static let destructiveAction = ToolbarItemPlacement(slot: .trailing)
    /// The leading end of the navigation bar.
    public static let navigationBarLeading = ToolbarItemPlacement(slot: .leading)
    /// The trailing end of the navigation bar.
    public static let navigationBarTrailing = ToolbarItemPlacement(slot: .trailing)
    /// The leading end of the top bar.
    public static let topBarLeading = ToolbarItemPlacement(slot: .leading)
    /// The trailing end of the top bar.
    public static let topBarTrailing = ToolbarItemPlacement(slot: .trailing)
    /// Navigation controls: the leading end.
    public static let navigation = ToolbarItemPlacement(slot: .leading)
    /// The center of the bar, in place of the title (not drawn).
    public static let principal = ToolbarItemPlacement(slot: .hidden)
    /// The bottom toolbar (not drawn).
    public static let bottomBar = ToolbarItemPlacement(slot: .hidden)
    /// Above the keyboard (not drawn: no keyboard shows).
    public static let keyboard = ToolbarItemPlacement(slot: .hidden)
    /// A status area (not drawn).
    public static let status = ToolbarItemPlacement(slot: .hidden)
    /// Secondary actions, in an overflow menu (not drawn).
    public static let secondaryAction = ToolbarItemPlacement(slot: .hidden)
    /// The title's place in the bar (not drawn: the navigation title is).
    public static let title = ToolbarItemPlacement(slot: .hidden)
    /// The large title's place (not drawn: the navigation title is).
    public static let largeTitle = ToolbarItemPlacement(slot: .hidden)
    /// Under the title (not drawn).
    public static let subtitle = ToolbarItemPlacement(slot: .hidden)
    /// Under the large title (not drawn).
    public static let largeSubtitle = ToolbarItemPlacement(slot: .hidden)
}

/// One item of a toolbar (SwiftUI's `ToolbarItem`).
nonisolated public struct ToolbarItem<ID, Content: View>: View {
    let placement: ToolbarItemPlacement
    let content: Content

    public var body: some View {
        ToolbarPlaced(slot: placement.slot, content: content.fontWeight(placement.isEmphasized ? .semibold : nil))
    }
}

extension ToolbarItem where ID == () {
    /// An item at `placement`.
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }
}

extension ToolbarItem where ID == String {
    /// An item with an identifier, for customizable toolbars.
    public init(id: String, placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }

    /// An item of a customizable toolbar, shown at first or not (accepted: a render draws it).
    public init(id: String, placement: ToolbarItemPlacement = .automatic, showsByDefault: Bool, @ViewBuilder content: () -> Content) {
        self.init(id: id, placement: placement, content: content)
    }
}

/// Several items at one placement (SwiftUI's `ToolbarItemGroup`).
nonisolated public struct ToolbarItemGroup<Content: View>: View {
    let placement: ToolbarItemPlacement
    let content: Content

    /// Items at `placement`.
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }

    public var body: some View {
        ToolbarPlaced(slot: placement.slot, content: HStack(spacing: 16) { content })
    }
}

/// Space between toolbar items (SwiftUI's `ToolbarSpacer`): bar items are laid out by their
/// placement here, so the spacer takes no room.
nonisolated public struct ToolbarSpacer: View {
    /// A spacer of `sizing` at `placement`.
    public init(_ sizing: SpacerSizing = .flexible, placement: ToolbarItemPlacement = .automatic) {}
    public var body: some View { EmptyView() }
}

/// How much room a toolbar spacer takes (SwiftUI's `SpacerSizing`).
public struct SpacerSizing: Sendable, Hashable {
    let name: String
    /// As much as there is.
    public static let flexible = SpacerSizing(name: "flexible")
    /// A fixed gap.
    public static let fixed = SpacerSizing(name: "fixed")
}

/// A system toolbar item the app places itself, such as the search field (SwiftUI's
/// `DefaultToolbarItem`): the system draws it where it goes by default, here nothing extra.
nonisolated public struct DefaultToolbarItem: View {
    /// The item of `kind` at `placement`.
    public init(kind: ToolbarDefaultItemKind, placement: ToolbarItemPlacement = .automatic) {}
    public var body: some View { EmptyView() }
}

/// A menu opened from the navigation title (SwiftUI's `ToolbarTitleMenu`): its actions show only
/// when the title is tapped, so the title is drawn as it is.
nonisolated public struct ToolbarTitleMenu<Content: View>: View {
    let content: Content

    /// A title menu of the builder's actions.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }

    public var body: some View { ToolbarPlaced(slot: .hidden, content: content) }
}

extension ToolbarTitleMenu where Content == EmptyView {
    /// The title menu of the document's default actions.
    public init() { content = EmptyView() }
}

/// The items of a toolbar item group with a label, the label standing for them when they
/// collapse into a menu (SwiftUI's `LabeledToolbarItemGroupContent`).
nonisolated public struct LabeledToolbarItemGroupContent<Content: View, Label: View>: View {
    let content: Content
    let label: Label

    public var body: some View { content }
}

extension ToolbarItemGroup {
    /// Items at `placement`, with a label for when they collapse into a menu.
    public init<C: View, L: View>(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> C,
                                  @ViewBuilder label: () -> L) where Content == LabeledToolbarItemGroupContent<C, L> {
        self.init(placement: placement) { LabeledToolbarItemGroupContent(content: content(), label: label()) }
    }
}

/// What a `.toolbar { … }` closure builds (SwiftUI's `ToolbarContent`): toolbar items are views here.
public typealias ToolbarContent = View

/// Toolbar content the user may rearrange (SwiftUI's `CustomizableToolbarContent`): views here.
public typealias CustomizableToolbarContent = View

/// Builds toolbar content (SwiftUI's `ToolbarContentBuilder`): the view builder here.
public typealias ToolbarContentBuilder = ViewBuilder

/// Toolbar content marked for one end of the navigation bar.
nonisolated struct ToolbarPlaced<Content: View>: View {
    let slot: NavigationBarSide
    let content: Content

    var body: some View {
        content.navigationBarSide(slot)
    }
}

/// The part of the screen a toolbar setting applies to (SwiftUI's `ToolbarPlacement`).
public struct ToolbarPlacement: Sendable, Hashable {
    let name: String
    /// The navigation bar.
    public static let navigationBar = ToolbarPlacement(name: "navigationBar")
    /// The tab bar.
    public static let tabBar = ToolbarPlacement(name: "tabBar")
    /// The bottom bar.
    public static let bottomBar = ToolbarPlacement(name: "bottomBar")
    /// The platform's choice.
    public static let automatic = ToolbarPlacement(name: "automatic")
}

/// Toolbar parts a view may remove (SwiftUI's `ToolbarDefaultItemKind`).
public struct ToolbarDefaultItemKind: Sendable, Hashable {
    let name: String
    /// The title.
    public static let title = ToolbarDefaultItemKind(name: "title")
    /// The sidebar toggle.
    public static let sidebarToggle = ToolbarDefaultItemKind(name: "sidebarToggle")
    /// The search field.
    public static let search = ToolbarDefaultItemKind(name: "search")
}

nonisolated extension View {
    /// Toolbar items: `ToolbarItem`s and `ToolbarItemGroup`s go to the navigation bar end their
    /// placement names; other views go where automatic items go (the trailing end).
    public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View {
        // A label in a bar shows its icon only, its title kept for VoiceOver, as iOS draws bar
        // items; a style the app sets inside an item still wins.
        navigationBarItems(toolbar: content().labelStyle(.iconOnly))
    }

    /// Shows or hides a bar.
    public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        navigationBarHidden(visibility == .hidden && bars.contains(.navigationBar))
    }

    /// Removes a default toolbar item; the title is hidden from the bar.
    public func toolbar(removing defaultItemKind: ToolbarDefaultItemKind?) -> some View {
        self
    }

    /// A bar's background; accepted, not drawn.
    public func toolbarBackground<S: ShapeStyle>(_ style: S, for bars: ToolbarPlacement...) -> some View { self }

    /// A bar's background visibility; accepted, not drawn.
    public func toolbarBackground(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View { self }

    /// A bar's color scheme; accepted, not drawn.
    public func toolbarColorScheme(_ colorScheme: ColorScheme?, for bars: ToolbarPlacement...) -> some View { self }

    /// The toolbar's role; accepted.
    public func toolbarRole(_ role: ToolbarRole) -> some View { self }
}

/// What a toolbar is for (SwiftUI's `ToolbarRole`).
public struct ToolbarRole: Sendable, Hashable {
    let name: String
    /// The platform's choice.
    public static let automatic = ToolbarRole(name: "automatic")
    /// A navigation stack's toolbar.
    public static let navigationStack = ToolbarRole(name: "navigationStack")
    /// A browser-like toolbar.
    public static let browser = ToolbarRole(name: "browser")
    /// An editor's toolbar.
    public static let editor = ToolbarRole(name: "editor")
}

/// Whether something shows (SwiftUI's `Visibility`).
public enum Visibility: Sendable, Hashable, CaseIterable {
    case automatic, visible, hidden
}
#endif
