/// `ScrollView`: takes all the space it is offered along its axes, offers its content nothing
/// there (so the content keeps its full length) and shows the start of it; what lies past the
/// visible area is recorded, not cut.
struct ScrollLayout: LayoutContainer {
    var axes: Axis.Set

    func sizeThatFits(_ proposal: ProposedSize, children: [Node], engine: LayoutEngine) -> Size {
        let content = children.first.map { engine.size(of: $0, for: offer(proposal)) } ?? .zero
        return Size(width: axes.contains(.horizontal) ? (proposal.width ?? content.width) : content.width.clampedTo(proposal.width),
                    height: axes.contains(.vertical) ? (proposal.height ?? content.height) : content.height.clampedTo(proposal.height))
    }

    func placeChildren(in size: Size, proposal: ProposedSize, children: [Node], engine: LayoutEngine) -> [Placement] {
        children.map { child in
            let childOffer = offer(ProposedSize(size))
            let content = engine.size(of: child, for: childOffer)
            let x = axes.contains(.horizontal) ? 0 : (size.width - content.width) / 2
            return Placement(Rect(x: x, y: 0, width: content.width, height: content.height), proposal: childOffer)
        }
    }

    private func offer(_ proposal: ProposedSize) -> ProposedSize {
        ProposedSize(width: axes.contains(.horizontal) ? nil : proposal.width,
                     height: axes.contains(.vertical) ? nil : proposal.height)
    }
}

extension Double {
    /// The value, but no more than `limit` when there is one.
    func clampedTo(_ limit: Double?) -> Double {
        guard let limit, limit.isFinite else { return self }
        return Swift.min(self, limit)
    }
}
