/// A container laid out by rules the app wrote (what a SwiftUI `Layout` makes when called with
/// content): its subviews are `content`'s, sized and placed by `size` and `place`.
nonisolated package struct CustomLayoutView<Content: View>: View, PrimitiveView {
    let content: Content
    let size: (ProposedSize, [LayoutChild]) -> Size
    let place: (Size, ProposedSize, [LayoutChild]) -> [LayoutChildPlacement?]

    /// A container whose size for a proposal is `size`'s answer and whose children go where
    /// `place` says (nil: centred at the child's ideal size).
    package init(content: Content, size: @escaping (ProposedSize, [LayoutChild]) -> Size,
                 place: @escaping (Size, ProposedSize, [LayoutChild]) -> [LayoutChildPlacement?]) {
        self.content = content
        self.size = size
        self.place = place
    }

    public var body: Never { neverBody(Self.self) }

    func makeNodes(in context: ResolveContext) -> [Node] {
        let children = Resolver.nodes(for: content, in: context)
        return [Node(.customLayout(CustomLayout(size: size, place: place)), context, children: children)]
    }
}

nonisolated extension View {
    /// Attaches `value` under `key` for the layout the view is a subview of (SwiftUI's
    /// `layoutValue(key:value:)`).
    package func layoutValue(_ key: ObjectIdentifier, _ value: Any) -> ModifiedView<Self> {
        nodeChange { node, _ in node.layoutValues[key] = value }
    }
}
