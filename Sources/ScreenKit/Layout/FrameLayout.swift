/// `frame(width:height:alignment:)`: fixes the given dimensions whatever the child wants, and
/// aligns the child inside. A child larger than a fixed frame spills out of it; the engine
/// records it as clipped there, since that is what a user sees as content that does not fit.
struct FrameLayout: LayoutContainer {
    var width: Double?
    var height: Double?
    var alignment: Alignment
    /// `position(x:y:)`: the view takes the whole space offered and puts its child's center at
    /// this point of it.
    var position: Point? = nil

    func sizeThatFits(_ proposal: ProposedSize, children: [Node], engine: LayoutEngine) -> Size {
        let offer = ProposedSize(width: width ?? proposal.width, height: height ?? proposal.height)
        let child = children.first.map { engine.size(of: $0, for: offer) } ?? .zero
        if position != nil { return Size(width: proposal.width ?? child.width, height: proposal.height ?? child.height) }
        return Size(width: width ?? child.width, height: height ?? child.height)
    }

    func placeChildren(in size: Size, proposal: ProposedSize, children: [Node], engine: LayoutEngine) -> [Placement] {
        children.map { child in
            let offer = ProposedSize(width: width ?? proposal.width, height: height ?? proposal.height)
            let childSize = engine.size(of: child, for: offer)
            if let position {
                return Placement(Rect(origin: Point(x: position.x - childSize.width / 2, y: position.y - childSize.height / 2), size: childSize),
                                 proposal: offer)
            }
            return Placement(Rect(origin: alignment.offset(of: childSize, in: size), size: childSize), proposal: offer)
        }
    }

    /// Whether a child of `childSize` overflows the frame's fixed dimensions.
    func overflows(_ childSize: Size, in size: Size) -> Bool {
        (width != nil && childSize.width > size.width + 0.01) || (height != nil && childSize.height > size.height + 0.01)
    }
}
