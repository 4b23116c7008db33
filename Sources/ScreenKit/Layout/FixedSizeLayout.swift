/// `fixedSize(horizontal:vertical:)`: offers the child nothing in the fixed dimensions, so it
/// takes its ideal size there (a text stays on one line, or keeps all its lines).
struct FixedSizeLayout: LayoutContainer {
    var horizontal: Bool
    var vertical: Bool

    func sizeThatFits(_ proposal: ProposedSize, children: [Node], engine: LayoutEngine) -> Size {
        children.first.map { engine.size(of: $0, for: offer(proposal)) } ?? .zero
    }

    func placeChildren(in size: Size, proposal: ProposedSize, children: [Node], engine: LayoutEngine) -> [Placement] {
        children.map { child in
            let childOffer = offer(proposal)
            return Placement(Rect(origin: .zero, size: engine.size(of: child, for: childOffer)), proposal: childOffer)
        }
    }

    private func offer(_ proposal: ProposedSize) -> ProposedSize {
        ProposedSize(width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height)
    }
}
