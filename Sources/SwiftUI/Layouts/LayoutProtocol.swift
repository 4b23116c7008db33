#if os(Linux)
import Foundation

/// A container's own layout rules (SwiftUI's `Layout`): the app measures its subviews with
/// proposals and places them; l10n lays the container out by calling these methods, so a flow
/// of tags or a custom grid is drawn, measured and checked like a stack.
public protocol Layout: Animatable {
    /// What the layout computes once and reuses between measuring and placing.
    associatedtype Cache = Void
    /// The subviews the layout arranges.
    typealias Subviews = LayoutSubviews

    /// Properties of the layout, such as the axis of a stack.
    static var layoutProperties: LayoutProperties { get }
    /// The cache for `subviews`.
    func makeCache(subviews: Subviews) -> Cache
    /// Updates `cache` for changed subviews.
    func updateCache(_ cache: inout Cache, subviews: Subviews)
    /// The spacing the container wants around it.
    func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing
    /// The container's size for `proposal`.
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize
    /// Places every subview inside `bounds`.
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)
    /// The container's value of a horizontal alignment guide, when it sets one.
    func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
                           cache: inout Cache) -> CGFloat?
    /// The container's value of a vertical alignment guide, when it sets one.
    func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
                           cache: inout Cache) -> CGFloat?
    /// The view this layout makes of `content` (l10n's hook: the built-in stack layouts make the
    /// stacks themselves, any other layout a container that calls its methods). Not SwiftUI API.
    func _l10nContainer(of content: AnyView) -> AnyView
}

extension Layout where Cache == Void {
    /// No cache.
    public func makeCache(subviews: Subviews) -> Cache { () }
}

extension Layout {
    /// No properties.
    public static var layoutProperties: LayoutProperties { LayoutProperties() }
    /// Makes the cache anew.
    public func updateCache(_ cache: inout Cache, subviews: Subviews) { cache = makeCache(subviews: subviews) }
    /// The union of the subviews' spacing.
    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing { ViewSpacing() }
    /// No explicit horizontal guide.
    public func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
                                  cache: inout Cache) -> CGFloat? { nil }
    /// No explicit vertical guide.
    public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
                                  cache: inout Cache) -> CGFloat? { nil }

    /// A container laid out by this layout's methods.
    public func _l10nContainer(of content: AnyView) -> AnyView {
        let layout = self
        return AnyView(CustomLayoutView(
            content: content,
            size: { proposal, children in
                let subviews = LayoutSubviews(children: children, recorder: nil)
                var cache = layout.makeCache(subviews: subviews)
                let size = layout.sizeThatFits(proposal: ProposedViewSize(proposal), subviews: subviews, cache: &cache)
                return Size(width: Double(size.width), height: Double(size.height))
            },
            place: { size, proposal, children in
                let recorder = LayoutPlacementRecorder(count: children.count)
                let subviews = LayoutSubviews(children: children, recorder: recorder)
                var cache = layout.makeCache(subviews: subviews)
                let bounds = CGRect(x: 0, y: 0, width: size.width, height: size.height)
                layout.placeSubviews(in: bounds, proposal: ProposedViewSize(proposal), subviews: subviews, cache: &cache)
                return recorder.placements
            }))
    }

    /// The container of `content`'s views arranged by this layout (SwiftUI's
    /// `callAsFunction`, as in `FlowLayout { … }`).
    public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> some View {
        _l10nContainer(of: AnyView(content()))
    }
}

/// Properties of a layout (SwiftUI's `LayoutProperties`).
public struct LayoutProperties: Sendable {
    /// The axis of a stack-like layout, nil for others.
    public var stackOrientation: Axis?

    /// Properties with no stack axis.
    public init() {}
}

/// A key for a value a subview hands to the layout it is in (SwiftUI's `LayoutValueKey`).
public protocol LayoutValueKey {
    /// The value's type.
    associatedtype Value
    /// The value of a subview that sets none.
    static var defaultValue: Value { get }
}

nonisolated extension View {
    /// Hands `value` under `key` to the layout the view is a subview of, which reads it from the
    /// subview's proxy (`subview[Key.self]`).
    public func layoutValue<K: LayoutValueKey>(key: K.Type, value: K.Value) -> some View {
        layoutValue(ObjectIdentifier(key), value)
    }
}

/// A proposal of a size to a view (SwiftUI's `ProposedViewSize`): each dimension a number of
/// points, nil for the view's ideal size, infinity for its largest.
public struct ProposedViewSize: Equatable, Sendable {
    /// The proposed width, nil for the ideal one.
    public var width: CGFloat?
    /// The proposed height, nil for the ideal one.
    public var height: CGFloat?

    /// A proposal of `width` and `height`.
    public init(width: CGFloat?, height: CGFloat?) {
        self.width = width
        self.height = height
    }

    /// A proposal of exactly `size`.
    public init(_ size: CGSize) {
        self.init(width: size.width, height: size.height)
    }

    init(_ proposal: ProposedSize) {
        self.init(width: proposal.width.map { CGFloat($0) }, height: proposal.height.map { CGFloat($0) })
    }

    /// Nothing: a view's smallest size.
    public static let zero = ProposedViewSize(width: 0, height: 0)
    /// The ideal size in both dimensions.
    public static let unspecified = ProposedViewSize(width: nil, height: nil)
    /// Everything: a view's largest size.
    public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)

    /// The proposal with each unspecified dimension taken from `size` (10 by 10 by default).
    public func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10)) -> CGSize {
        CGSize(width: width ?? size.width, height: height ?? size.height)
    }

    var screenKit: ProposedSize {
        ProposedSize(width: width.map { Double($0) }, height: height.map { Double($0) })
    }
}

/// The spacing a view wants around it (SwiftUI's `ViewSpacing`): the system's spacing between
/// any two views here.
public struct ViewSpacing: Sendable {
    /// No spacing.
    public static let zero = ViewSpacing(isZero: true)

    private var isZero: Bool

    /// The system's spacing.
    public init() { isZero = false }

    private init(isZero: Bool) { self.isZero = isZero }

    /// Joins `other`'s preferences on `edges` with these.
    public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) {
        isZero = isZero && other.isZero
    }

    /// This spacing joined with `other`'s on `edges`.
    public func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing {
        var copy = self
        copy.formUnion(other, edges: edges)
        return copy
    }

    /// The distance to a `next` view along `axis`: the system's 8 points between two views.
    public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat {
        isZero || next.isZero ? 0 : 8
    }
}
#endif
