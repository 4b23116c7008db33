/// `ZStack`: children on top of each other, each offered the whole proposal, aligned in the
/// stack's bounds; the stack is as big as its biggest child.
struct ZStackLayout: LayoutContainer {
    var alignment: Alignment

    func sizeThatFits(_ proposal: ProposedSize, children: [Node], engine: LayoutEngine) -> Size {
        children.reduce(Size.zero) { result, child in
            let size = engine.size(of: child, for: proposal)
            return Size(width: max(result.width, size.width), height: max(result.height, size.height))
        }
    }

    func placeChildren(in size: Size, proposal: ProposedSize, children: [Node], engine: LayoutEngine) -> [Placement] {
        children.map { child in
            let childSize = engine.size(of: child, for: proposal)
            return Placement(Rect(origin: alignment.offset(of: childSize, in: size), size: childSize), proposal: proposal)
        }
    }
}
