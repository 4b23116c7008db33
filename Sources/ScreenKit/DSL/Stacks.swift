/// Views side by side, leading to trailing (SwiftUI's `HStack`); mirrored in right-to-left layouts.
nonisolated public struct HStack<Content: View>: View, PrimitiveView {
    let alignment: VerticalAlignment
    let spacing: Double?
    let content: Content

    /// A horizontal stack; `spacing` nil means the system spacing (8 pt).
    public init(alignment: VerticalAlignment = .center, spacing: Double? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    public var body: Never { neverBody(Self.self) }

    func makeNodes(in context: ResolveContext) -> [Node] {
        [StackLayout(axis: .horizontal, alignment: alignment, spacing: spacing).node(for: content, in: context)]
    }
}

/// Views above each other (SwiftUI's `VStack`).
nonisolated public struct VStack<Content: View>: View, PrimitiveView {
    let alignment: HorizontalAlignment
    let spacing: Double?
    let content: Content

    /// A vertical stack; `spacing` nil means the system spacing (8 pt).
    public init(alignment: HorizontalAlignment = .center, spacing: Double? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    public var body: Never { neverBody(Self.self) }

    func makeNodes(in context: ResolveContext) -> [Node] {
        [StackLayout(axis: .vertical, alignment: alignment, spacing: spacing).node(for: content, in: context)]
    }
}

/// Views on top of each other, the last in front (SwiftUI's `ZStack`).
nonisolated public struct ZStack<Content: View>: View, PrimitiveView {
    let alignment: Alignment
    let content: Content

    /// A stack of layers aligned by `alignment`.
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }

    public var body: Never { neverBody(Self.self) }

    func makeNodes(in context: ResolveContext) -> [Node] {
        [Node(.zstack(ZStackLayout(alignment: alignment)), context, children: Resolver.nodes(for: content, in: context))]
    }
}

/// Content that scrolls (SwiftUI's `ScrollView`): it keeps its full length, and the renderers
/// show what lies past the visible area.
nonisolated public struct ScrollView<Content: View>: View, PrimitiveView {
    let axes: Axis.Set
    let content: Content

    /// A scroll view along `axes` (vertical by default).
    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.content = content()
    }

    public var body: Never { neverBody(Self.self) }

    func makeNodes(in context: ResolveContext) -> [Node] {
        let inner = Resolver.nodes(for: content, in: context)
        let stack = Node(.stack(StackLayout(axis: axes.contains(.horizontal) && !axes.contains(.vertical) ? .horizontal : .vertical,
                                            alignment: HorizontalAlignment.center, spacing: nil)), context, children: inner)
        let scroll = Node(.scroll(ScrollLayout(axes: axes)), context, children: [inner.count == 1 ? inner[0] : stack])
        return [Node(.semantic(SemanticInfo(kind: .scrollView)), context, children: [scroll])]
    }
}

extension StackLayout {
    /// A stack node of `content`'s views, telling spacers and dividers the stack's axis.
    func node<Content: View>(for content: Content, in context: ResolveContext) -> Node {
        let children = Resolver.nodes(for: content, in: context)
        children.forEach { $0.adopt(stackAxis: axis) }
        return Node(.stack(self), context, children: children)
    }
}
