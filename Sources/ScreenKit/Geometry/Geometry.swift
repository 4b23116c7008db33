/// A width and height in points, as SwiftUI's `CGSize`.
public struct Size: Sendable, Hashable, CustomStringConvertible {
    /// Width in points.
    public var width: Double
    /// Height in points.
    public var height: Double

    /// A size of `width` × `height` points.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// No extent.
    public static let zero = Size(width: 0, height: 0)

    public var description: String { "\(PointFormat.string(width))×\(PointFormat.string(height))" }

    /// The extent along an axis.
    func value(along axis: Axis) -> Double { axis == .horizontal ? width : height }

    /// A size built from a main-axis and a cross-axis extent.
    static func along(_ axis: Axis, main: Double, cross: Double) -> Size {
        axis == .horizontal ? Size(width: main, height: cross) : Size(width: cross, height: main)
    }
}

/// A position in points, origin at the top left of the screen (y grows downward), as `CGPoint`.
public struct Point: Sendable, Hashable {
    /// Horizontal position.
    public var x: Double
    /// Vertical position.
    public var y: Double

    /// A point at `x`, `y`.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The origin.
    public static let zero = Point(x: 0, y: 0)
}

/// A rectangle in screen points, as `CGRect`.
public struct Rect: Sendable, Hashable, CustomStringConvertible {
    /// The top-left corner.
    public var origin: Point
    /// The extent.
    public var size: Size

    /// A rectangle from its corner and extent.
    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    /// A rectangle from its four numbers.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }

    /// The empty rectangle at the origin.
    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    /// Left edge.
    public var minX: Double { origin.x }
    /// Top edge.
    public var minY: Double { origin.y }
    /// Right edge.
    public var maxX: Double { origin.x + size.width }
    /// Bottom edge.
    public var maxY: Double { origin.y + size.height }
    /// Width.
    public var width: Double { size.width }
    /// Height.
    public var height: Double { size.height }

    /// Whether the rectangle has no area.
    public var isEmpty: Bool { size.width <= 0 || size.height <= 0 }

    /// The part both rectangles cover, or nil when they do not meet.
    public func intersection(_ other: Rect) -> Rect? {
        let left = max(minX, other.minX), right = min(maxX, other.maxX)
        let top = max(minY, other.minY), bottom = min(maxY, other.maxY)
        guard right > left, bottom > top else { return nil }
        return Rect(x: left, y: top, width: right - left, height: bottom - top)
    }

    /// Whether `other` lies wholly inside this rectangle (with a tolerance for rounding).
    public func contains(_ other: Rect) -> Bool {
        let slack = 0.001
        return other.minX >= minX - slack && other.maxX <= maxX + slack
            && other.minY >= minY - slack && other.maxY <= maxY + slack
    }

    /// The smallest rectangle covering both.
    public func union(_ other: Rect) -> Rect {
        let left = min(minX, other.minX), top = min(minY, other.minY)
        return Rect(x: left, y: top, width: max(maxX, other.maxX) - left, height: max(maxY, other.maxY) - top)
    }

    /// The rectangle stretched without end along `axes` (what a scroll view leaves of a clip:
    /// its content is not cut off where the user can scroll).
    func unbounded(along axes: Axis.Set) -> Rect {
        let far = 1e12
        return Rect(x: axes.contains(.horizontal) ? -far : minX, y: axes.contains(.vertical) ? -far : minY,
                    width: axes.contains(.horizontal) ? 2 * far : width, height: axes.contains(.vertical) ? 2 * far : height)
    }

    /// The rectangle moved by `dx`, `dy`.
    public func offsetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: origin.x + dx, y: origin.y + dy, width: size.width, height: size.height)
    }

    /// The rectangle shrunk by `insets` on each side.
    func inset(by insets: EdgeInsets) -> Rect {
        Rect(x: minX + insets.leading, y: minY + insets.top,
             width: max(0, width - insets.leading - insets.trailing),
             height: max(0, height - insets.top - insets.bottom))
    }

    public var description: String {
        "(\(PointFormat.string(minX)), \(PointFormat.string(minY)), \(size))"
    }
}

/// A horizontal or vertical axis.
public enum Axis: String, Sendable, Hashable, CaseIterable {
    case horizontal, vertical

    /// The other axis.
    var cross: Axis { self == .horizontal ? .vertical : .horizontal }

    /// A set of axes, as in `ScrollView(.vertical)` and `fixedSize(horizontal:vertical:)`.
    public struct Set: OptionSet, Sendable, Hashable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// The horizontal axis.
        public static let horizontal = Set(rawValue: 1)
        /// The vertical axis.
        public static let vertical = Set(rawValue: 2)
    }
}
