/// The views a preview shows one by one. Xcode shows each view at the top of a
/// `PreviewProvider`'s `previews` (the three views of a `Group`) as a preview of its own, each
/// on its own device, rather than stacked on one screen, where they would push each other off it.
package enum PreviewParts {
    /// How many views `view` makes at its top level: a `Group`'s or `ForEach`'s views, or one.
    package static func count(of view: AnyView) -> Int {
        let context = ResolveContext(environment: EnvironmentValues(), collector: ResolveCollector())
        return max(1, Resolver.nodes(for: view, in: context).count)
    }
}

/// One of the views `content` makes at its top level (see `PreviewParts`), by its index.
nonisolated package struct PreviewPart: View, PrimitiveView {
    let content: AnyView
    let index: Int

    /// The view at `index` among those `content` makes.
    package init(_ content: AnyView, index: Int) {
        self.content = content
        self.index = index
    }

    package var body: Never { neverBody(Self.self) }

    func makeNodes(in context: ResolveContext) -> [Node] {
        let nodes = Resolver.nodes(for: content, in: context)
        return nodes.indices.contains(index) ? [nodes[index]] : []
    }
}
