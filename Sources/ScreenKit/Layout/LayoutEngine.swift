import Synchronization

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

/// The number of layout passes begun in the process, for each pass's own number.
private let passesBegun = Atomic<UInt64>(0)

/// Sizes nodes: dispatches each node to its container or leaf, and memoises answers per proposal
/// for one layout pass.
final class LayoutEngine {
    let measurer: any GlyphMeasuring
    /// Prepared texts made with `measurer`, shared across renders.
    let textCache: TextCache
    /// The device's layout margin (lists, forms and bars inset by it).
    let layoutMargin: Double
    /// The screen's Dynamic Type size, which texts are sized at (within their views' limits).
    let sizeCategory: ContentSizeCategory
    /// The size of the nearest container `containerRelativeFrame` measures against: the screen
    /// inside its safe areas (a full-width scroll view or navigation stack on an iPhone).
    let containerSize: Size
    /// This layout pass's number, unique in the process: sizes a node remembers from another
    /// pass (the same nodes laid out on another device) are not this pass's answers.
    let pass: UInt64

    init(measurer: any GlyphMeasuring, textCache: TextCache, layoutMargin: Double, sizeCategory: ContentSizeCategory, containerSize: Size) {
        self.measurer = measurer
        self.textCache = textCache
        self.layoutMargin = layoutMargin
        self.sizeCategory = sizeCategory
        self.containerSize = containerSize
        pass = passesBegun.wrappingAdd(1, ordering: .relaxed).newValue
    }

    /// The size `node` chooses for `proposal`.
    func size(of node: Node, for proposal: ProposedSize) -> Size {
        if node.sizesPass != pass {
            node.sizes = SizeMemo()
            node.sizesPass = pass
        } else if let known = node.sizes.size(for: proposal) {
            return known
        }
        let children = node.children
        let size: Size = switch node.kind {
        case .stack(let layout): layout.sizeThatFits(proposal, children: children, engine: self)
        case .zstack(let layout): layout.sizeThatFits(proposal, children: children, engine: self)
        case .padding(let layout): layout.sizeThatFits(proposal, children: children, engine: self)
        case .frame(let layout): layout.sizeThatFits(proposal, children: children, engine: self)
        case .flexibleFrame(let layout): layout.sizeThatFits(proposal, children: children, engine: self)
        case .fixedSize(let layout): layout.sizeThatFits(proposal, children: children, engine: self)
        case .decorated(let layout): layout.sizeThatFits(proposal, children: children, engine: self)
        case .scroll(let layout): layout.sizeThatFits(proposal, children: children, engine: self)
        case .navigation(let layout): layout.sizeThatFits(proposal, children: children, engine: self)
        case .navigationBar(let layout): layout.sizeThatFits(proposal, children: children, engine: self)
        case .semantic, .clip, .ignoresSafeArea, .opacity, .hidden, .offset:
            PassThroughLayout().sizeThatFits(proposal, children: children, engine: self)
        case .proposalReader(let layout): layout.sizeThatFits(proposal)
        case .firstThatFits(let layout): layout.sizeThatFits(proposal, engine: self)
        case .customLayout(let layout): layout.sizeThatFits(proposal, children: children, engine: self)
        case .text, .image, .fill, .spacer, .divider:
            LeafLayout.sizeThatFits(proposal, node: node, engine: self)
        }
        node.sizes.remember(size, for: proposal)
        return size
    }

    /// Where `node`'s children go inside a `size` it was offered `proposal` for (leading-relative);
    /// empty for a leaf. Dispatched by kind rather than through an existential, which would box
    /// the larger layouts on every call.
    func placeChildren(of node: Node, in size: Size, proposal: ProposedSize) -> [Placement] {
        let children = node.children
        return switch node.kind {
        case .stack(let layout): layout.placeChildren(in: size, proposal: proposal, children: children, engine: self)
        case .zstack(let layout): layout.placeChildren(in: size, proposal: proposal, children: children, engine: self)
        case .padding(let layout): layout.placeChildren(in: size, proposal: proposal, children: children, engine: self)
        case .frame(let layout): layout.placeChildren(in: size, proposal: proposal, children: children, engine: self)
        case .flexibleFrame(let layout): layout.placeChildren(in: size, proposal: proposal, children: children, engine: self)
        case .fixedSize(let layout): layout.placeChildren(in: size, proposal: proposal, children: children, engine: self)
        case .decorated(let layout): layout.placeChildren(in: size, proposal: proposal, children: children, engine: self)
        case .scroll(let layout): layout.placeChildren(in: size, proposal: proposal, children: children, engine: self)
        case .navigation(let layout): layout.placeChildren(in: size, proposal: proposal, children: children, engine: self)
        case .navigationBar(let layout): layout.placeChildren(in: size, proposal: proposal, children: children, engine: self)
        case .semantic, .clip, .ignoresSafeArea, .opacity, .hidden, .offset:
            PassThroughLayout().placeChildren(in: size, proposal: proposal, children: children, engine: self)
        case .proposalReader(let layout): layout.placeChildren(of: node, in: size, engine: self)
        case .firstThatFits(let layout): layout.placeChildren(of: node, in: size, proposal: proposal, engine: self)
        case .customLayout(let layout): layout.placeChildren(in: size, proposal: proposal, children: children, engine: self)
        case .text, .image, .fill, .spacer, .divider: []
        }
    }

    /// The Dynamic Type size `node` is shown at in this layout: the screen's, within the limits
    /// its views set.
    func sizeCategory(of node: Node) -> ContentSizeCategory {
        node.environment.sizeCategory(onScreenOf: sizeCategory)
    }

    /// A text node's `content` with its fonts at the size the node is shown at in this layout
    /// (a node resolved at another size, shared by a screen whose views read no size).
    func sized(_ content: TextContent, of node: Node) -> TextContent {
        let category = sizeCategory(of: node)
        return category == node.environment.storedSizeCategory ? content : content.sized(category)
    }

    /// The prepared form of a text node, looked up once per node and size.
    func prepared(_ node: Node, _ content: TextContent) -> PreparedText {
        let category = sizeCategory(of: node)
        if let prepared = node.prepared, node.preparedSize == category { return prepared }
        let sized = category == node.environment.storedSizeCategory ? content : content.sized(category)
        let prepared = textCache.prepared(sized, measurer: measurer)
        node.prepared = prepared
        node.preparedSize = category
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
