#if os(Linux)
import Foundation

/// A horizontal stack as a layout value (SwiftUI's `HStackLayout`), to switch a container
/// between a row and a column with `AnyLayout`; it draws as an `HStack`.
public struct HStackLayout: Layout {
    /// How the subviews line up vertically.
    public var alignment: VerticalAlignment
    /// The space between subviews, nil for the system's.
    public var spacing: CGFloat?

    /// A row.
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    /// A horizontal stack of the subviews.
    public static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = .horizontal
        return properties
    }

    /// The row's size: the subviews' sizes for an equal share of the width, side by side.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        StackArithmetic(axis: .horizontal, spacing: spacing).size(proposal, subviews)
    }

    /// Places the subviews side by side from the leading edge, aligned by `alignment`.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        StackArithmetic(axis: .horizontal, spacing: spacing).place(bounds, proposal, subviews) { size in
            switch alignment {
            case .top, .firstTextBaseline: 0
            case .center: (bounds.height - size.height) / 2
            case .bottom, .lastTextBaseline: bounds.height - size.height
            }
        }
    }

    /// An `HStack` of `content`.
    public func _l10nContainer(of content: AnyView) -> AnyView {
        AnyView(HStack(alignment: alignment, spacing: spacing.map { Double($0) }) { content })
    }
}

/// A vertical stack as a layout value (SwiftUI's `VStackLayout`); it draws as a `VStack`.
public struct VStackLayout: Layout {
    /// How the subviews line up horizontally.
    public var alignment: HorizontalAlignment
    /// The space between subviews, nil for the system's.
    public var spacing: CGFloat?

    /// A column.
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    /// A vertical stack of the subviews.
    public static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = .vertical
        return properties
    }

    /// The column's size: the subviews' sizes for an equal share of the height, one above the other.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        StackArithmetic(axis: .vertical, spacing: spacing).size(proposal, subviews)
    }

    /// Places the subviews one above the other from the top, aligned by `alignment`.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        StackArithmetic(axis: .vertical, spacing: spacing).place(bounds, proposal, subviews) { size in
            switch alignment {
            case .leading: 0
            case .center: (bounds.width - size.width) / 2
            case .trailing: bounds.width - size.width
            }
        }
    }

    /// A `VStack` of `content`.
    public func _l10nContainer(of content: AnyView) -> AnyView {
        AnyView(VStack(alignment: alignment, spacing: spacing.map { Double($0) }) { content })
    }
}

/// Layers as a layout value (SwiftUI's `ZStackLayout`); it draws as a `ZStack`.
public struct ZStackLayout: Layout {
    /// How the layers line up.
    public var alignment: Alignment

    /// Layers aligned by `alignment`.
    public init(alignment: Alignment = .center) {
        self.alignment = alignment
    }

    /// The largest subview's size.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        subviews.reduce(CGSize.zero) { result, subview in
            let size = subview.sizeThatFits(proposal)
            return CGSize(width: max(result.width, size.width), height: max(result.height, size.height))
        }
    }

    /// Places every subview at the point of the bounds `alignment` names.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        let x: Double = switch alignment.horizontal {
        case .leading: 0
        case .center: 0.5
        case .trailing: 1
        }
        let y: Double = switch alignment.vertical {
        case .top, .firstTextBaseline: 0
        case .center: 0.5
        case .bottom, .lastTextBaseline: 1
        }
        let anchor = UnitPoint(x: x, y: y)
        for subview in subviews {
            subview.place(at: CGPoint(x: bounds.minX + bounds.width * anchor.x, y: bounds.minY + bounds.height * anchor.y), anchor: anchor,
                          proposal: proposal)
        }
    }

    /// A `ZStack` of `content`.
    public func _l10nContainer(of content: AnyView) -> AnyView {
        AnyView(ZStack(alignment: alignment) { content })
    }
}

/// A grid as a layout value (SwiftUI's `GridLayout`), for `AnyLayout(GridLayout())` switching
/// between a grid and a stack; it draws as a `Grid` of its `GridRow`s.
public struct GridLayout: Layout {
    /// How cells line up in their row and column.
    public var alignment: Alignment
    /// The space between columns, nil for the system's.
    public var horizontalSpacing: CGFloat?
    /// The space between rows, nil for the system's.
    public var verticalSpacing: CGFloat?

    /// A grid.
    public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
    }

    /// The rows' size, one above the other.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        StackArithmetic(axis: .vertical, spacing: verticalSpacing).size(proposal, subviews)
    }

    /// Places the rows one above the other, aligned by `alignment`.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        VStackLayout(alignment: alignment.horizontal, spacing: verticalSpacing).placeSubviews(in: bounds, proposal: proposal, subviews: subviews,
                                                                                            cache: &cache)
    }

    /// A `Grid` of `content`.
    public func _l10nContainer(of content: AnyView) -> AnyView {
        AnyView(Grid(alignment: alignment, horizontalSpacing: horizontalSpacing, verticalSpacing: verticalSpacing) { content })
    }
}

/// Any layout, its type erased (SwiftUI's `AnyLayout`): how a view switches between a row and a
/// column (`isLarge ? AnyLayout(VStackLayout()) : AnyLayout(HStackLayout())`).
public struct AnyLayout: Layout {
    private let layout: any Layout

    /// Erases `layout`'s type.
    public init<L: Layout>(_ layout: L) {
        self.layout = (layout as? AnyLayout)?.layout ?? layout
    }

    /// The wrapped layout's size.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        func size<L: Layout>(_ layout: L) -> CGSize {
            var cache = layout.makeCache(subviews: subviews)
            return layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
        }
        return size(layout)
    }

    /// The wrapped layout's placements.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        func place<L: Layout>(_ layout: L) {
            var cache = layout.makeCache(subviews: subviews)
            layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
        }
        place(layout)
    }

    /// The wrapped layout's container of `content`.
    public func _l10nContainer(of content: AnyView) -> AnyView {
        layout._l10nContainer(of: content)
    }
}

/// The arithmetic of a stack layout value measured or placed by another layout: each subview
/// offered an equal share of the length, laid end to end with the spacing between.
private struct StackArithmetic {
    let axis: Axis
    let spacing: CGFloat?

    private var gap: CGFloat { spacing ?? 8 }

    private func share(_ proposal: ProposedViewSize, _ count: Int) -> ProposedViewSize {
        let gaps = gap * CGFloat(max(0, count - 1))
        func part(_ length: CGFloat?) -> CGFloat? {
            guard let length, length.isFinite else { return length }
            return max(0, (length - gaps) / CGFloat(max(1, count)))
        }
        return axis == .horizontal ? ProposedViewSize(width: part(proposal.width), height: proposal.height)
            : ProposedViewSize(width: proposal.width, height: part(proposal.height))
    }

    func size(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews) -> CGSize {
        let offer = share(proposal, subviews.count)
        var main: CGFloat = gap * CGFloat(max(0, subviews.count - 1))
        var cross: CGFloat = 0
        for subview in subviews {
            let size = subview.sizeThatFits(offer)
            main += axis == .horizontal ? size.width : size.height
            cross = max(cross, axis == .horizontal ? size.height : size.width)
        }
        return axis == .horizontal ? CGSize(width: main, height: cross) : CGSize(width: cross, height: main)
    }

    func place(_ bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews, crossOffset: (CGSize) -> CGFloat) {
        let offer = share(proposal, subviews.count)
        var position = axis == .horizontal ? bounds.minX : bounds.minY
        for subview in subviews {
            let size = subview.sizeThatFits(offer)
            let point = axis == .horizontal ? CGPoint(x: position, y: bounds.minY + crossOffset(size))
                : CGPoint(x: bounds.minX + crossOffset(size), y: position)
            subview.place(at: point, anchor: .topLeading, proposal: offer)
            position += (axis == .horizontal ? size.width : size.height) + gap
        }
    }
}
#endif
