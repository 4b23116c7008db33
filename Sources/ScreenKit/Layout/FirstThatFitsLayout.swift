/// `ViewThatFits`' layout: of its candidates, in order, the first whose ideal size along the
/// constrained axes fits the proposal (the proposal left open along those axes), else the last.
/// The node shows only the chosen one: its children become that candidate when it is placed.
final class FirstThatFitsLayout {
    /// The views to choose from, in the order written.
    let candidates: [Node]
    /// The axes along which a candidate must fit.
    let axes: Axis.Set

    init(candidates: [Node], axes: Axis.Set) {
        self.candidates = candidates
        self.axes = axes
    }

    /// The candidate shown for `proposal`.
    func chosen(for proposal: ProposedSize, engine: LayoutEngine) -> Node? {
        let open = ProposedSize(width: axes.contains(.horizontal) ? nil : proposal.width,
                                height: axes.contains(.vertical) ? nil : proposal.height)
        let fits = candidates.first { candidate in
            let ideal = engine.size(of: candidate, for: open)
            return Self.fits(ideal.width, in: axes.contains(.horizontal) ? proposal.width : nil)
                && Self.fits(ideal.height, in: axes.contains(.vertical) ? proposal.height : nil)
        }
        return fits ?? candidates.last
    }

    /// The chosen candidate's size for `proposal`.
    func sizeThatFits(_ proposal: ProposedSize, engine: LayoutEngine) -> Size {
        guard let chosen = chosen(for: proposal, engine: engine) else { return .zero }
        return engine.size(of: chosen, for: proposal)
    }

    /// Makes the chosen candidate `node`'s only child and centres it in `size`.
    func placeChildren(of node: Node, in size: Size, proposal: ProposedSize, engine: LayoutEngine) -> [Placement] {
        guard let chosen = chosen(for: proposal, engine: engine) else {
            node.children = []
            return []
        }
        node.children = [chosen]
        let own = engine.size(of: chosen, for: proposal)
        let rect = Rect(x: (size.width - own.width) / 2, y: (size.height - own.height) / 2, width: own.width, height: own.height)
        return [Placement(rect, proposal: proposal)]
    }

    /// Whether `length` fits in `limit`; anything fits where the proposal sets no limit. A
    /// hundredth of a point is allowed for rounding.
    private static func fits(_ length: Double, in limit: Double?) -> Bool {
        guard let limit, limit.isFinite else { return true }
        return length <= limit + 0.01
    }
}
