/// One child of a layout the app wrote, as that layout sees it (what SwiftUI's `LayoutSubview`
/// wraps): it answers its size for a proposal and carries the values the app attached to it.
package struct LayoutChild {
    let node: Node
    let engine: LayoutEngine

    /// The size the child chooses for `proposal`.
    package func size(for proposal: ProposedSize) -> Size {
        engine.size(of: node, for: proposal)
    }

    /// The child's `layoutPriority`.
    package var priority: Double { node.layoutPriority }

    /// Whether the child is a `Spacer`.
    package var isSpacer: Bool { node.isSpacer }

    /// The value the app attached with `layoutValue(key:value:)` under `key`, if any.
    /// Looked up through the modifiers written after it (padding, frames), as SwiftUI does.
    package func layoutValue(_ key: ObjectIdentifier) -> Any? {
        var current = node
        for _ in 0..<64 {
            if let value = current.layoutValues[key] { return value }
            guard current.kind.isTransparentWrapper, current.children.count == 1 else { return nil }
            current = current.children[0]
        }
        return nil
    }

    /// Which child this is, for equality of the layout's subviews.
    package var identity: ObjectIdentifier { ObjectIdentifier(node) }
}

/// Where a layout the app wrote puts one child: the point its `anchor` goes to (from the
/// container's top leading corner) and the proposal it is sized for.
package struct LayoutChildPlacement: Sendable {
    /// The point the child's anchor is placed at.
    package var position: Point
    /// Which point of the child goes at `position`.
    package var anchor: UnitPoint
    /// The proposal the child is sized for.
    package var proposal: ProposedSize

    /// A placement.
    package init(position: Point, anchor: UnitPoint, proposal: ProposedSize) {
        self.position = position
        self.anchor = anchor
        self.proposal = proposal
    }
}

/// The layout of a container the app wrote (SwiftUI's `Layout`): the app's own `sizeThatFits`
/// and `placeSubviews`, reached through two closures. A child the app does not place is centred
/// at its ideal size, as SwiftUI does.
struct CustomLayout: LayoutContainer {
    let size: (ProposedSize, [LayoutChild]) -> Size
    let place: (Size, ProposedSize, [LayoutChild]) -> [LayoutChildPlacement?]

    func sizeThatFits(_ proposal: ProposedSize, children: [Node], engine: LayoutEngine) -> Size {
        let answer = size(proposal, children.map { LayoutChild(node: $0, engine: engine) })
        return Size(width: Self.finite(answer.width), height: Self.finite(answer.height))
    }

    func placeChildren(in size: Size, proposal: ProposedSize, children: [Node], engine: LayoutEngine) -> [Placement] {
        let placed = place(size, proposal, children.map { LayoutChild(node: $0, engine: engine) })
        return children.indices.map { index in
            let placement = index < placed.count ? placed[index] : nil
            let chosen = placement ?? LayoutChildPlacement(position: Point(x: size.width / 2, y: size.height / 2), anchor: .center,
                                                            proposal: .unspecified)
            let child = engine.size(of: children[index], for: chosen.proposal)
            let origin = Point(x: Self.finite(chosen.position.x - chosen.anchor.x * child.width),
                               y: Self.finite(chosen.position.y - chosen.anchor.y * child.height))
            return Placement(Rect(origin: origin, size: child), proposal: chosen.proposal)
        }
    }

    /// A length the app computed, kept finite and not negative so that no rectangle it makes
    /// breaks the renders (a layout dividing by zero answers NaN).
    private static func finite(_ value: Double) -> Double {
        value.isFinite ? value : 0
    }
}
