#if os(Linux)
import Foundation

/// Where a layout's `placeSubviews` put each subview, by index.
final class LayoutPlacementRecorder {
    var placements: [LayoutChildPlacement?]

    init(count: Int) {
        placements = Array(repeating: nil, count: count)
    }
}

/// One subview as a layout sees it (SwiftUI's `LayoutSubview`): measured with proposals, placed
/// once in `placeSubviews`.
public struct LayoutSubview: Equatable {
    let child: LayoutChild
    let index: Int
    let recorder: LayoutPlacementRecorder?

    /// The size the subview chooses for `proposal`.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        let size = child.size(for: proposal.screenKit)
        return CGSize(width: size.width, height: size.height)
    }

    /// The subview's dimensions for `proposal`, with its alignment guides.
    public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
        let size = sizeThatFits(proposal)
        return ViewDimensions(width: size.width, height: size.height)
    }

    /// The subview's `layoutPriority`.
    public var priority: Double { child.priority }

    /// The spacing the subview wants around it: the system's, none for a spacer.
    public var spacing: ViewSpacing { child.isSpacer ? .zero : ViewSpacing() }

    /// The value the subview set for `key` with `layoutValue(key:value:)`, or the key's default.
    public subscript<K: LayoutValueKey>(key: K.Type) -> K.Value {
        child.layoutValue(ObjectIdentifier(key)) as? K.Value ?? K.defaultValue
    }

    /// Places the subview's `anchor` at `position` (in the bounds' coordinates), sized for
    /// `proposal`. Only `placeSubviews` places; a call elsewhere does nothing.
    public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize = .unspecified) {
        guard let recorder, recorder.placements.indices.contains(index) else { return }
        recorder.placements[index] = LayoutChildPlacement(position: Point(x: Double(position.x), y: Double(position.y)), anchor: anchor,
                                                          proposal: proposal.screenKit)
    }

    /// Whether both are the same subview.
    public static func == (lhs: LayoutSubview, rhs: LayoutSubview) -> Bool {
        lhs.child.identity == rhs.child.identity
    }
}

/// A layout's subviews in the order they were written (SwiftUI's `LayoutSubviews`).
public struct LayoutSubviews: Equatable, RandomAccessCollection {
    /// A subview.
    public typealias Element = LayoutSubview
    /// A subview's position.
    public typealias Index = Int
    /// A run of subviews.
    public typealias SubSequence = LayoutSubviews

    private let subviews: ArraySlice<LayoutSubview>

    /// The direction the subviews are laid out in; placements are mirrored in right-to-left
    /// layouts, so a layout places from the leading edge.
    public var layoutDirection: LayoutDirection { .leftToRight }

    init(children: [LayoutChild], recorder: LayoutPlacementRecorder?) {
        subviews = ArraySlice(children.enumerated().map { LayoutSubview(child: $1, index: $0, recorder: recorder) })
    }

    private init(subviews: ArraySlice<LayoutSubview>) {
        self.subviews = subviews
    }

    /// The first subview's index.
    public var startIndex: Int { subviews.startIndex }
    /// The index past the last subview.
    public var endIndex: Int { subviews.endIndex }
    /// The subview at `index`.
    public subscript(index: Int) -> LayoutSubview { subviews[index] }
    /// The subviews in `bounds`.
    public subscript(bounds: Range<Int>) -> LayoutSubviews { LayoutSubviews(subviews: subviews[bounds]) }

    /// Whether both hold the same subviews.
    public static func == (lhs: LayoutSubviews, rhs: LayoutSubviews) -> Bool {
        lhs.subviews.elementsEqual(rhs.subviews)
    }
}
#endif
