/// A navigation stack showing one screen under a navigation bar (SwiftUI's `NavigationView`).
/// The content sets the bar with `navigationBarTitle` and `navigationBarItems`. A still screen
/// has no history, so a screen shown as pushed names the screen it came from:
/// `NavigationView(pushedFrom: Text("To-Do Items")) { TodoItemDetail(item: item) }` draws the
/// back button ("‹ To-Do Items", mirrored in right-to-left layouts).
nonisolated public struct NavigationView<Content: View>: View, PrimitiveView {
    let previousTitle: Text?
    let content: Content

    /// A navigation view at the root of its stack.
    public init(@ViewBuilder content: () -> Content) {
        self.previousTitle = nil
        self.content = content()
    }

    /// A navigation view showing its content pushed from a screen titled `previousTitle`.
    public init(pushedFrom previousTitle: Text, @ViewBuilder content: () -> Content) {
        self.previousTitle = previousTitle
        self.content = content()
    }

    public var body: Never { neverBody(Self.self) }

    func makeNodes(in context: ResolveContext) -> [Node] {
        context.collector.navigationBar.append(NavigationBarSettings())
        let contentNode = Resolver.single(Resolver.nodes(for: content, in: context), context)
        let settings = context.collector.navigationBar.popLast() ?? NavigationBarSettings()
        if settings.isHidden {
            return [Node(.navigation(NavigationLayout(barHeight: 0)), context, children: [Node(.divider(nil), context), contentNode])]
        }
        let bar = NavigationBarBuilder.bar(settings, previousTitle: previousTitle, context: context)
        return [Node(.navigation(NavigationLayout(barHeight: bar.height)), context, children: [bar.node, contentNode])]
    }
}

/// How a navigation title is shown (SwiftUI's `NavigationBarItem.TitleDisplayMode`).
public enum TitleDisplayMode: String, Sendable, Hashable {
    case automatic, inline, large
}

/// SwiftUI's namespace for the display mode, so `displayMode: .inline` reads the same.
public enum NavigationBarItem {
    /// How a navigation title is shown.
    public typealias TitleDisplayMode = ScreenKit.TitleDisplayMode
}

/// Where a toolbar item goes in the navigation bar.
package enum NavigationBarSide: Sendable, Hashable {
    case leading, trailing, hidden
}

/// What the content asked of its navigation bar.
struct NavigationBarSettings {
    var title: Text?
    var displayMode: TitleDisplayMode?
    var leading: [Node]?
    var trailing: [Node]?
    var isHidden = false
    var isBackButtonHidden = false
}

nonisolated extension View {
    /// The navigation bar's title and how it is shown.
    public func navigationBarTitle(_ title: Text, displayMode: TitleDisplayMode = .automatic) -> ModifiedView<Self> {
        navigationSetting { settings, _ in
            if settings.title == nil { settings.title = title }
            // `.automatic` sets nothing: a display mode written elsewhere on the screen
            // (`.navigationBarTitleDisplayMode(.inline)` inside `.navigationTitle(…)`) still holds.
            if settings.displayMode == nil, displayMode != .automatic { settings.displayMode = displayMode }
        }
    }

    /// The navigation bar's title from a localized key.
    public func navigationBarTitle(_ titleKey: LocalizedStringKey, displayMode: TitleDisplayMode = .automatic,
                                   file: StaticString = #filePath, line: UInt = #line) -> ModifiedView<Self> {
        navigationBarTitle(Text(titleKey, file: file, line: line), displayMode: displayMode)
    }

    /// The navigation bar's title from a string, shown as it is.
    @_disfavoredOverload
    public func navigationBarTitle<S: StringProtocol>(_ title: S, displayMode: TitleDisplayMode = .automatic,
                                                      file: StaticString = #filePath, line: UInt = #line) -> ModifiedView<Self> {
        navigationBarTitle(Text(title, file: file, line: line), displayMode: displayMode)
    }

    /// The navigation title (newer spelling).
    public func navigationTitle(_ titleKey: LocalizedStringKey, file: StaticString = #filePath, line: UInt = #line) -> ModifiedView<Self> {
        navigationBarTitle(Text(titleKey, file: file, line: line))
    }

    /// The title display mode alone.
    public func navigationBarTitleDisplayMode(_ mode: TitleDisplayMode) -> ModifiedView<Self> {
        navigationSetting { settings, _ in if settings.displayMode == nil { settings.displayMode = mode } }
    }

    /// Views at the leading and trailing ends of the navigation bar.
    public func navigationBarItems<Leading: View, Trailing: View>(leading: Leading, trailing: Trailing) -> ModifiedView<Self> {
        navigationSetting { settings, context in
            if settings.leading == nil { settings.leading = Resolver.nodes(for: leading, in: context.forBarItems) }
            if settings.trailing == nil { settings.trailing = Resolver.nodes(for: trailing, in: context.forBarItems) }
        }
    }

    /// A view at the leading end of the navigation bar.
    public func navigationBarItems<Leading: View>(leading: Leading) -> ModifiedView<Self> {
        navigationSetting { settings, context in
            if settings.leading == nil { settings.leading = Resolver.nodes(for: leading, in: context.forBarItems) }
        }
    }

    /// A view at the trailing end of the navigation bar.
    public func navigationBarItems<Trailing: View>(trailing: Trailing) -> ModifiedView<Self> {
        navigationSetting { settings, context in
            if settings.trailing == nil { settings.trailing = Resolver.nodes(for: trailing, in: context.forBarItems) }
        }
    }

    /// Navigation bar items from toolbar content, resolved once: items marked with `barSide`
    /// go to that end (or nowhere, for `.hidden`); unmarked views go to the trailing end, where
    /// iOS puts automatic items.
    package func navigationBarItems<Content: View>(toolbar content: Content) -> ModifiedView<Self> {
        navigationSetting { settings, context in
            let nodes = Resolver.nodes(for: content, in: context.forBarItems)
            let leading = nodes.filter { $0.barSide == .leading }
            let trailing = nodes.filter { $0.barSide == nil || $0.barSide == .trailing }
            if settings.leading == nil, !leading.isEmpty { settings.leading = leading }
            if settings.trailing == nil, !trailing.isEmpty { settings.trailing = trailing }
        }
    }

    /// Marks the view as a toolbar item for one end of the navigation bar.
    package func navigationBarSide(_ side: NavigationBarSide) -> ModifiedView<Self> {
        nodeChange { node, _ in node.barSide = side }
    }

    /// Hides the navigation bar.
    public func navigationBarHidden(_ hidden: Bool) -> ModifiedView<Self> {
        navigationSetting { settings, _ in settings.isHidden = settings.isHidden || hidden }
    }

    /// Hides the back button.
    public func navigationBarBackButtonHidden(_ hidden: Bool = true) -> ModifiedView<Self> {
        navigationSetting { settings, _ in settings.isBackButtonHidden = settings.isBackButtonHidden || hidden }
    }

    /// Records a navigation setting for the innermost navigation view being built.
    private func navigationSetting(_ change: @escaping (inout NavigationBarSettings, ResolveContext) -> Void) -> ModifiedView<Self> {
        ModifiedView(content: self) { context, make in
            // Changed on a copy: building bar items resolves views, which read the collector.
            if let last = context.collector.navigationBar.indices.last {
                var settings = context.collector.navigationBar[last]
                change(&settings, context)
                if context.collector.navigationBar.indices.contains(last) { context.collector.navigationBar[last] = settings }
            }
            return make(context)
        }
    }
}

extension ResolveContext {
    /// The context bar items are built in: UIKit's bars keep their size at every Dynamic Type
    /// setting (they offer the Large Content Viewer instead), so items stay at the default size.
    var forBarItems: ResolveContext {
        with { $0.limitSizeCategory(to: .extraSmall ... .large) }
    }
}
