/// One view after resolution: what the layout engine sizes and places. A node is a reference
/// that caches its sizes for the proposals it has answered in the current layout pass.
final class Node {
    /// What the node is: a leaf the engine measures, or a container that places children.
    var kind: NodeKind
    /// Child nodes, in the order the views were written.
    var children: [Node]
    /// The environment the view was built in.
    let environment: EnvironmentValues
    /// Priority among siblings in a stack (`layoutPriority`), 0 by default.
    var layoutPriority: Double = 0
    /// Accessibility attributes set by modifiers.
    var accessibility = AccessibilityAttributes()
    /// Why the node is drawn where it is, when it decorates another (background, overlay, …).
    var role: ElementRole?

    /// Dimensions fixed by `frame(width:height:)`, for the element's record.
    var fixedFrame: (width: Double?, height: Double?)?
    /// A section's header, for the list that lays the section out.
    var sectionHeader: Node?
    /// A section's footer, for the list that lays the section out.
    var sectionFooter: Node?
    /// The label a `.tabItem` modifier gave the view.
    var tabItemLabel: AnyView?
    /// Which end of the navigation bar a toolbar item asked for.
    var barSide: NavigationBarSide?
    /// A picker option's tag.
    var tag: AnyHashableSendable?
    /// Values attached with `layoutValue(key:value:)`, for the custom layout the view is in.
    var layoutValues: [ObjectIdentifier: Any] = [:]
    /// Where the view was written, for views that record it (texts, images, controls).
    var sourceLocation: ViewSourceLocation?
    /// The text prepared for wrapping, for text nodes, at the size `preparedSize`.
    var prepared: PreparedText?
    /// The Dynamic Type size `prepared` was made at.
    var preparedSize = ContentSizeCategory.large

    /// Sizes answered in the layout pass `sizesPass`, by proposal.
    var sizes = SizeMemo()
    /// The layout pass `sizes` belongs to: a node laid out again (on another device) starts over.
    var sizesPass: UInt64 = 0

    init(_ kind: NodeKind, _ context: ResolveContext, children: [Node] = [], sourceLocation: ViewSourceLocation? = nil) {
        self.kind = kind
        self.children = children
        self.environment = context.environment
        self.sourceLocation = sourceLocation
        if let only = children.first, children.count == 1, kind.isTransparentWrapper {
            layoutPriority = only.layoutPriority
        }
    }

    /// Tells spacers and dividers (through wrappers) which stack axis they sit on.
    func adopt(stackAxis axis: Axis) {
        switch kind {
        case .spacer(let minLength, _): kind = .spacer(minLength: minLength, axis: axis)
        case .divider: kind = .divider(axis)
        default:
            if kind.isTransparentWrapper, let first = children.first { first.adopt(stackAxis: axis) }
        }
    }

    /// Whether the node is a `Spacer`, which yields space to its siblings in a stack.
    var isSpacer: Bool {
        if case .spacer = kind { return true }
        if kind.isTransparentWrapper, children.count == 1 { return children[0].isSpacer }
        return false
    }
}

/// The kinds of node: leaves measured by the engine, and containers with their parameters.
enum NodeKind {
    case text(TextContent)
    case image(ImageContent)
    case fill(FillContent)
    case spacer(minLength: Double?, axis: Axis?)
    case divider(Axis?)
    case stack(StackLayout)
    case zstack(ZStackLayout)
    case padding(PaddingLayout)
    case frame(FrameLayout)
    case flexibleFrame(FlexibleFrameLayout)
    case fixedSize(FixedSizeLayout)
    case decorated(DecorationLayout)
    case scroll(ScrollLayout)
    case navigation(NavigationLayout)
    case navigationBar(NavigationBarLayout)
    case semantic(SemanticInfo)
    case clip(ShapeOutline)
    case ignoresSafeArea(Edge.Set)
    case opacity(Double)
    case hidden
    case offset(x: Double, y: Double)
    case proposalReader(ProposalReaderLayout)
    case firstThatFits(FirstThatFitsLayout)
    case customLayout(CustomLayout)

    /// Whether the node becomes an element of its own; a modifier's node instead changes the
    /// element of its content.
    var makesOwnElement: Bool {
        switch self {
        case .text, .image, .fill, .spacer, .divider, .stack, .zstack, .semantic, .navigation, .navigationBar, .proposalReader,
             .customLayout:
            true
        case .padding, .frame, .flexibleFrame, .fixedSize, .decorated, .scroll, .clip, .ignoresSafeArea, .opacity, .hidden, .offset,
             .firstThatFits:
            false
        }
    }

    /// Modifiers that size and place their one child exactly as the child would alone and
    /// only annotate it; they pass the child's layout priority on.
    var isTransparentWrapper: Bool {
        switch self {
        case .semantic, .clip, .ignoresSafeArea, .opacity, .hidden, .offset, .padding, .frame,
             .flexibleFrame, .fixedSize, .decorated:
            true
        default:
            false
        }
    }
}

/// What an element is for when it decorates another.
public enum ElementRole: String, Sendable, Hashable {
    case background, overlay
}
