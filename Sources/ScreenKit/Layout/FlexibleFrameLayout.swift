/// `frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`, per Apple's
/// documentation: the child is offered the proposal clamped to the bounds (an unspecified offer
/// becomes the ideal); with both bounds in a dimension the frame takes the clamped proposal;
/// with only a minimum it grows to it when the proposal is below the child, with only a maximum
/// it takes the proposal up to the maximum when the proposal exceeds the child; otherwise it is
/// the child's size.
struct FlexibleFrameLayout: LayoutContainer {
    var minWidth: Double?
    var idealWidth: Double?
    var maxWidth: Double?
    var minHeight: Double?
    var idealHeight: Double?
    var maxHeight: Double?
    var alignment: Alignment

    func sizeThatFits(_ proposal: ProposedSize, children: [Node], engine: LayoutEngine) -> Size {
        let child = children.first.map { engine.size(of: $0, for: childProposal(proposal)) } ?? .zero
        return Size(width: Self.dimension(proposal.width, child: child.width, min: minWidth, ideal: idealWidth, max: maxWidth),
                    height: Self.dimension(proposal.height, child: child.height, min: minHeight, ideal: idealHeight, max: maxHeight))
    }

    func placeChildren(in size: Size, proposal: ProposedSize, children: [Node], engine: LayoutEngine) -> [Placement] {
        children.map { child in
            let offer = childProposal(proposal)
            let childSize = engine.size(of: child, for: offer)
            return Placement(Rect(origin: alignment.offset(of: childSize, in: size), size: childSize), proposal: offer)
        }
    }

    private func childProposal(_ proposal: ProposedSize) -> ProposedSize {
        ProposedSize(width: Self.clamp(proposal.width ?? idealWidth, minWidth, maxWidth),
                     height: Self.clamp(proposal.height ?? idealHeight, minHeight, maxHeight))
    }

    private static func clamp(_ value: Double?, _ low: Double?, _ high: Double?) -> Double? {
        guard var value else { return nil }
        if let high { value = min(value, high) }
        if let low { value = max(value, low) }
        return value
    }

    private static func dimension(_ proposed: Double?, child: Double, min low: Double?, ideal: Double?, max high: Double?) -> Double {
        let offer = proposed ?? ideal
        if let low, let high {
            return Swift.max(low, Swift.min(high, offer ?? child))
        }
        var result = child
        if let high, let offer, offer > child { result = Swift.min(offer, high) }
        if let high, result > high { result = high }
        if let low {
            if let offer, offer < child {
                result = Swift.max(offer, low)
            } else {
                result = Swift.max(result, low)
            }
        }
        return result
    }
}
