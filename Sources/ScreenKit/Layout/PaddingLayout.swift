/// `padding`: offers the child the proposal less the insets, and is the child's size plus them.
/// SwiftUI's default padding is 16 pt on each side (`.padding()`).
struct PaddingLayout: LayoutContainer {
    var insets: EdgeInsets

    /// SwiftUI's default padding amount on iOS.
    static let defaultLength = 16.0

    func sizeThatFits(_ proposal: ProposedSize, children: [Node], engine: LayoutEngine) -> Size {
        guard let child = children.first else { return Size(width: insets.horizontal, height: insets.vertical) }
        let size = engine.size(of: child, for: inner(proposal))
        return Size(width: size.width + insets.horizontal, height: size.height + insets.vertical)
    }

    func placeChildren(in size: Size, proposal: ProposedSize, children: [Node], engine: LayoutEngine) -> [Placement] {
        children.map { child in
            let offer = inner(proposal)
            let childSize = engine.size(of: child, for: offer)
            return Placement(Rect(x: insets.leading, y: insets.top, width: childSize.width, height: childSize.height), proposal: offer)
        }
    }

    private func inner(_ proposal: ProposedSize) -> ProposedSize {
        ProposedSize(width: proposal.width.map { max(0, $0 - insets.horizontal) },
                     height: proposal.height.map { max(0, $0 - insets.vertical) })
    }
}
