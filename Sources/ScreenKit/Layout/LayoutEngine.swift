/// A container's layout, as SwiftUI's `Layout` protocol: it answers how big it is for a proposal,
/// and where its children go. Each container (stack, frame, padding, …) is one type in its own file.
protocol LayoutContainer {
    /// The container's size for `proposal`.
    func sizeThatFits(_ proposal: ProposedSize, children: [Node], engine: LayoutEngine) -> Size
    /// Where the children go inside a container of `size` that was offered `proposal`: their
    /// rectangles, with x measured from the leading edge (the engine mirrors them in right-to-left
    /// layouts), and the proposal each child answered.
    func placeChildren(in size: Size, proposal: ProposedSize, children: [Node], engine: LayoutEngine) -> [Placement]
}

/// A child's place: its rectangle (leading-relative) and the proposal it was sized for.
struct Placement {
    var rect: Rect
    var proposal: ProposedSize

    /// A child sized for exactly its rectangle.
    init(_ rect: Rect) {
        self.rect = rect
        self.proposal = ProposedSize(rect.size)
    }

    /// A child sized for `proposal`.
    init(_ rect: Rect, proposal: ProposedSize) {
        self.rect = rect
        self.proposal = proposal
    }
}

/// Sizes nodes: dispatches each node to its container or leaf, and caches answers per proposal.
final class LayoutEngine {
    let measurer: any GlyphMeasuring
    /// The device's layout margin (lists, forms and bars inset by it).
    let layoutMargin: Double

    init(measurer: any GlyphMeasuring, layoutMargin: Double) {
        self.measurer = measurer
        self.layoutMargin = layoutMargin
    }

    /// The size `node` chooses for `proposal`.
    func size(of node: Node, for proposal: ProposedSize) -> Size {
        if let cached = node.cachedSize(for: proposal) { return cached }
        let size: Size
        if let container = container(for: node) {
            size = container.sizeThatFits(proposal, children: node.children, engine: self)
        } else {
            size = LeafLayout.sizeThatFits(proposal, node: node, engine: self)
        }
        node.cache(size, for: proposal)
        return size
    }

    /// The container that lays `node` out, or nil for a leaf.
    func container(for node: Node) -> (any LayoutContainer)? {
        switch node.kind {
        case .stack(let layout): layout
        case .zstack(let layout): layout
        case .padding(let layout): layout
        case .frame(let layout): layout
        case .flexibleFrame(let layout): layout
        case .fixedSize(let layout): layout
        case .decorated(let layout): layout
        case .scroll(let layout): layout
        case .navigation(let layout): layout
        case .navigationBar(let layout): layout
        case .semantic, .clip, .ignoresSafeArea, .opacity, .hidden, .offset: PassThroughLayout()
        case .text, .image, .fill, .spacer, .divider: nil
        }
    }

    /// The prepared form of a text node, built once.
    func prepared(_ node: Node, _ content: TextContent) -> PreparedText {
        if let prepared = node.prepared { return prepared }
        let prepared = PreparedText(content, measurer: measurer)
        node.prepared = prepared
        return prepared
    }
}

/// Modifiers that lay their child out exactly as it would be alone.
struct PassThroughLayout: LayoutContainer {
    func sizeThatFits(_ proposal: ProposedSize, children: [Node], engine: LayoutEngine) -> Size {
        children.first.map { engine.size(of: $0, for: proposal) } ?? .zero
    }

    func placeChildren(in size: Size, proposal: ProposedSize, children: [Node], engine: LayoutEngine) -> [Placement] {
        children.map { _ in Placement(Rect(origin: .zero, size: size), proposal: proposal) }
    }
}
