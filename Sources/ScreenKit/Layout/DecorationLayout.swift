/// `background` and `overlay`: the first child is the content and sets the size; each other
/// child (a background or an overlay) is offered exactly that size and aligned on it.
struct DecorationLayout: LayoutContainer {
    var alignment: Alignment

    func sizeThatFits(_ proposal: ProposedSize, children: [Node], engine: LayoutEngine) -> Size {
        children.first.map { engine.size(of: $0, for: proposal) } ?? .zero
    }

    func placeChildren(in size: Size, proposal: ProposedSize, children: [Node], engine: LayoutEngine) -> [Placement] {
        children.enumerated().map { index, child in
            if index == 0 { return Placement(Rect(origin: .zero, size: size), proposal: proposal) }
            let childSize = engine.size(of: child, for: ProposedSize(size))
            return Placement(Rect(origin: alignment.offset(of: childSize, in: size), size: childSize), proposal: ProposedSize(size))
        }
    }
}
