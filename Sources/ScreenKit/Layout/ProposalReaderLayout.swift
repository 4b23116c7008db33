/// A `ProposalReader`'s layout: it takes the size proposed, and its content is resolved for the
/// size it is placed in, once per size, on the main actor (where views' bodies are evaluated)
/// while the layout waits.
final class ProposalReaderLayout {
    /// The size along a dimension the proposal leaves open (nil or infinite), as SwiftUI's.
    static let openDimension = 10.0

    private let resolve: (Size) -> Node
    private var resolved: (size: Size, node: Node)?

    init(resolve: @escaping (Size) -> Node) {
        self.resolve = resolve
    }

    func sizeThatFits(_ proposal: ProposedSize) -> Size {
        Size(width: Self.taken(proposal.width), height: Self.taken(proposal.height))
    }

    /// Resolves the content for `size`, makes it `node`'s only child, and places it at the top
    /// leading corner at the size it chooses for `size`.
    func placeChildren(of node: Node, in size: Size, engine: LayoutEngine) -> [Placement] {
        let child: Node
        if let resolved, resolved.size == size {
            child = resolved.node
        } else {
            let resolve = Handoff(self.resolve)
            child = MainActorRunner.run { Handoff(resolve.value(size)) }.value
            resolved = (size, child)
        }
        node.children = [child]
        let proposal = ProposedSize(size)
        return [Placement(Rect(origin: .zero, size: engine.size(of: child, for: proposal)), proposal: proposal)]
    }

    private static func taken(_ offer: Double?) -> Double {
        guard let offer, offer.isFinite else { return openDimension }
        return offer
    }
}
