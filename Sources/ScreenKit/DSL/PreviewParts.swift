/// The views a preview shows one by one. Xcode shows each view at the top of a
/// `PreviewProvider`'s `previews` (the three views of a `Group`) as a preview of its own, each
/// on its own device, rather than stacked on one screen, where they would push each other off it.
package enum PreviewParts {
    /// The views `view` makes at its top level (a `Group`'s or `ForEach`'s views), each by the
    /// name it was given (`.previewDisplayName`), if any.
    package static func names(of view: AnyView) -> [String?] {
        let context = ResolveContext(environment: EnvironmentValues(), collector: ResolveCollector())
        return Resolver.nodes(for: view, in: context).map(\.environment.previewDisplayName)
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
