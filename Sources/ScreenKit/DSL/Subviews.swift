/// One subview of some content, already resolved (as SwiftUI's `Subview`): containers of the
/// `SwiftUI` module (tab views, grids) read their content's subviews and arrange them. Each
/// subview may be placed once.
nonisolated package struct ResolvedSubview: View, PrimitiveView {
    let node: Node

    /// The label a `.tabItem` modifier gave the subview.
    package var tabItem: AnyView? { node.tabItemLabel }

    /// Whether a `.tag` gave the subview `value` (a tab view's selection, a picker's).
    package func isTagged<Value: Hashable>(_ value: Value) -> Bool { node.tag == AnyHashableSendable(value) }

    public var body: Never { neverBody(Self.self) }
    func makeNodes(in context: ResolveContext) -> [Node] { [node] }
}

/// A view made from the resolved subviews of `content` (SwiftUI's `Group(subviews:transform:)`).
nonisolated package struct SubviewsReader<Content: View, Result: View>: View, PrimitiveView {
    let content: Content
    let transform: ([ResolvedSubview]) -> Result

    /// Arranges `content`'s subviews with `transform`.
    package init(_ content: Content, transform: @escaping ([ResolvedSubview]) -> Result) {
        self.content = content
        self.transform = transform
    }

    public var body: Never { neverBody(Self.self) }

    func makeNodes(in context: ResolveContext) -> [Node] {
        let subviews = Resolver.nodes(for: content, in: context).map(ResolvedSubview.init)
        return Resolver.nodes(for: transform(subviews), in: context)
    }
}

nonisolated extension View {
    /// Gives the view a label for the tab bar of the tab view it is in.
    package func tabItemLabel(_ label: AnyView) -> ModifiedView<Self> {
        nodeChange { node, _ in node.tabItemLabel = label }
    }
}
