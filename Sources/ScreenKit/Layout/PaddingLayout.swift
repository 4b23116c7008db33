/// `padding`: offers the child the proposal less the insets, and is the child's size plus them.
/// SwiftUI's default padding is 16 pt on each side (`.padding()`).
struct PaddingLayout: LayoutContainer {
    var insets: EdgeInsets
    /// How many of the device's layout margins are added to the leading inset (a list's rows and
    /// headers): taken from the device when the padding is laid out, so a list resolved once
    /// lays out on every device.
    var leadingMargins: Double = 0
    /// How many layout margins are added to the trailing inset.
    var trailingMargins: Double = 0

    /// SwiftUI's default padding amount on iOS.
    static let defaultLength = 16.0

    func sizeThatFits(_ proposal: ProposedSize, children: [Node], engine: LayoutEngine) -> Size {
        let insets = self.insets(engine)
        guard let child = children.first else { return Size(width: insets.horizontal, height: insets.vertical) }
        let size = engine.size(of: child, for: inner(proposal, insets))
        return Size(width: size.width + insets.horizontal, height: size.height + insets.vertical)
    }

    func placeChildren(in size: Size, proposal: ProposedSize, children: [Node], engine: LayoutEngine) -> [Placement] {
        let insets = self.insets(engine)
        return children.map { child in
            let offer = inner(proposal, insets)
            let childSize = engine.size(of: child, for: offer)
            return Placement(Rect(x: insets.leading, y: insets.top, width: childSize.width, height: childSize.height), proposal: offer)
        }
    }

    /// The insets on the device being laid out.
    private func insets(_ engine: LayoutEngine) -> EdgeInsets {
        guard leadingMargins != 0 || trailingMargins != 0 else { return insets }
        var insets = self.insets
        insets.leading += leadingMargins * engine.layoutMargin
        insets.trailing += trailingMargins * engine.layoutMargin
        return insets
    }

    private func inner(_ proposal: ProposedSize, _ insets: EdgeInsets) -> ProposedSize {
        ProposedSize(width: proposal.width.map { max(0, $0 - insets.horizontal) },
                     height: proposal.height.map { max(0, $0 - insets.vertical) })
    }
}
