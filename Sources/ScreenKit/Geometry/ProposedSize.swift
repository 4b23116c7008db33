/// What a parent offers a child: each dimension a number of points, or nil for "your ideal size"
/// (SwiftUI's `ProposedViewSize`). Infinity asks for the largest size a view can take.
public struct ProposedSize: Sendable, Hashable {
    /// The offered width, or nil.
    public var width: Double?
    /// The offered height, or nil.
    public var height: Double?

    /// A proposal.
    public init(width: Double?, height: Double?) {
        self.width = width
        self.height = height
    }

    /// A proposal of exactly `size`.
    public init(_ size: Size) {
        self.init(width: size.width, height: size.height)
    }

    /// Ideal size in both dimensions.
    public static let unspecified = ProposedSize(width: nil, height: nil)
    /// Nothing at all: used to find a view's minimum.
    public static let zero = ProposedSize(width: 0, height: 0)
    /// Everything: used to find a view's maximum.
    public static let infinity = ProposedSize(width: .infinity, height: .infinity)

    /// The offer along an axis.
    func value(along axis: Axis) -> Double? { axis == .horizontal ? width : height }

    /// A proposal built from a main-axis and a cross-axis offer.
    static func along(_ axis: Axis, main: Double?, cross: Double?) -> ProposedSize {
        axis == .horizontal ? ProposedSize(width: main, height: cross) : ProposedSize(width: cross, height: main)
    }
}
