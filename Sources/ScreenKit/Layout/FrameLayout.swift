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
    /// `containerRelativeFrame`: the fixed dimensions are measured from the nearest container.
    var containerRelative: ContainerRelativeLength? = nil

    func sizeThatFits(_ proposal: ProposedSize, children: [Node], engine: LayoutEngine) -> Size {
        if let containerRelative { return resolved(containerRelative, engine).sizeThatFits(proposal, children: children, engine: engine) }
        let offer = ProposedSize(width: width ?? proposal.width, height: height ?? proposal.height)
        let child = children.first.map { engine.size(of: $0, for: offer) } ?? .zero
        if position != nil { return Size(width: proposal.width ?? child.width, height: proposal.height ?? child.height) }
        return Size(width: width ?? child.width, height: height ?? child.height)
    }

    func placeChildren(in size: Size, proposal: ProposedSize, children: [Node], engine: LayoutEngine) -> [Placement] {
        if let containerRelative { return resolved(containerRelative, engine).placeChildren(in: size, proposal: proposal, children: children, engine: engine) }
        return children.map { child in
            let offer = ProposedSize(width: width ?? proposal.width, height: height ?? proposal.height)
            let childSize = engine.size(of: child, for: offer)
            if let position {
                return Placement(Rect(origin: Point(x: position.x - childSize.width / 2, y: position.y - childSize.height / 2), size: childSize),
                                 proposal: offer)
            }
            return Placement(Rect(origin: alignment.offset(of: childSize, in: size), size: childSize), proposal: offer)
        }
    }

    /// The frame with the container-relative lengths measured in `engine`'s container.
    private func resolved(_ relative: ContainerRelativeLength, _ engine: LayoutEngine) -> FrameLayout {
        FrameLayout(width: relative.axes.contains(.horizontal) ? relative.length(in: engine.containerSize.width) : width,
                    height: relative.axes.contains(.vertical) ? relative.length(in: engine.containerSize.height) : height,
                    alignment: alignment)
    }

    /// Whether a child of `childSize` overflows the frame's fixed dimensions.
    func overflows(_ childSize: Size, in size: Size) -> Bool {
        (width != nil && childSize.width > size.width + 0.01) || (height != nil && childSize.height > size.height + 0.01)
    }
}

/// A length taken from the nearest container (SwiftUI's `containerRelativeFrame`): the container
/// divided into `count` columns with `spacing` between them, `span` of them wide.
struct ContainerRelativeLength: Hashable {
    var axes: Axis.Set
    var count: Int
    var span: Int
    var spacing: Double

    /// The length in a container `length` long.
    func length(in length: Double) -> Double {
        let count = max(1, self.count), span = min(max(1, self.span), count)
        let column = (length - spacing * Double(count - 1)) / Double(count)
        return max(0, column * Double(span) + spacing * Double(span - 1))
    }
}
