/// Where views line up across a vertical stack (SwiftUI's `HorizontalAlignment`).
public enum HorizontalAlignment: String, Sendable, Hashable, CaseIterable {
    case leading, center, trailing

    /// Offset of a child of width `child` inside `container`, measured from the leading edge.
    func offset(child: Double, in container: Double) -> Double {
        switch self {
        case .leading: 0
        case .center: (container - child) / 2
        case .trailing: container - child
        }
    }
}

/// Where views line up across a horizontal stack (SwiftUI's `VerticalAlignment`).
/// Baselines align as the first (or last) line's top here: close enough for text-mode layout,
/// where a row's texts usually share one font.
public enum VerticalAlignment: String, Sendable, Hashable, CaseIterable {
    case top, center, bottom, firstTextBaseline, lastTextBaseline

    /// Offset of a child of height `child` inside `container`, from the top.
    func offset(child: Double, in container: Double) -> Double {
        switch self {
        case .top, .firstTextBaseline: 0
        case .center: (container - child) / 2
        case .bottom, .lastTextBaseline: container - child
        }
    }
}

/// A two-dimensional alignment (SwiftUI's `Alignment`), for `ZStack`, `frame` and `overlay`.
public struct Alignment: Sendable, Hashable {
    /// Across the width.
    public var horizontal: HorizontalAlignment
    /// Across the height.
    public var vertical: VerticalAlignment

    /// An alignment from its two parts.
    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    public static let center = Alignment(horizontal: .center, vertical: .center)
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    public static let top = Alignment(horizontal: .center, vertical: .top)
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)

    /// Offset of `child` inside `container`, leading-relative.
    func offset(of child: Size, in container: Size) -> Point {
        Point(x: horizontal.offset(child: child.width, in: container.width),
              y: vertical.offset(child: child.height, in: container.height))
    }
}

/// A point in a view's unit square, for gradients (SwiftUI's `UnitPoint`).
public struct UnitPoint: Sendable, Hashable {
    /// 0 at the leading edge, 1 at the trailing edge.
    public var x: Double
    /// 0 at the top, 1 at the bottom.
    public var y: Double

    /// A unit point.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    public static let top = UnitPoint(x: 0.5, y: 0)
    public static let bottom = UnitPoint(x: 0.5, y: 1)
    public static let leading = UnitPoint(x: 0, y: 0.5)
    public static let trailing = UnitPoint(x: 1, y: 0.5)
    public static let center = UnitPoint(x: 0.5, y: 0.5)
    public static let topLeading = UnitPoint(x: 0, y: 0)
    public static let topTrailing = UnitPoint(x: 1, y: 0)
    public static let bottomLeading = UnitPoint(x: 0, y: 1)
    public static let bottomTrailing = UnitPoint(x: 1, y: 1)
}
