/// A view whose content is built from the size it is given (what SwiftUI's `GeometryReader`
/// does): it takes the whole proposal (10 pt along a dimension left open, as SwiftUI does) and
/// places its content at the top leading corner, built for that size once the size is known.
nonisolated public struct ProposalReader<Content: View>: View, PrimitiveView {
    let content: (Size) -> Content

    /// A reader showing `content` for the size it is given.
    public init(@ViewBuilder content: @escaping (Size) -> Content) {
        self.content = content
    }

    public var body: Never { neverBody(Self.self) }

    func makeNodes(in context: ResolveContext) -> [Node] {
        let content = self.content
        context.collector.resolvesDuringLayout = true
        return [Node(.proposalReader(ProposalReaderLayout { size in Resolver.node(for: content(size), in: context) }), context)]
    }
}
