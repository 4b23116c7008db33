/// Groups views without laying them out (SwiftUI's `Group`): its children join the parent.
nonisolated public struct Group<Content: View>: View, PrimitiveView {
    let content: Content

    /// A group of the builder's views.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public var body: Never { neverBody(Self.self) }
    func makeNodes(in context: ResolveContext) -> [Node] { Resolver.nodes(for: content, in: context) }
}
