import Foundation

/// The outline of a shape, as the renderers draw and clip it.
public enum ShapeOutline: Sendable, Hashable, CustomStringConvertible {
    case rectangle
    case roundedRectangle(cornerRadius: Double)
    case circle
    case capsule
    case ellipse
    /// A custom shape's or a `Path`'s outline, drawn as the rectangle it is given.
    case path

    public var description: String {
        switch self {
        case .rectangle: "rectangle"
        case .roundedRectangle(let radius): "roundedRectangle(\(PointFormat.string(radius)))"
        case .circle: "circle"
        case .capsule: "capsule"
        case .ellipse: "ellipse"
        case .path: "path"
        }
    }

    /// The element kind a shape of this outline shows as.
    var elementKind: ElementKind {
        switch self {
        case .rectangle, .path: .rectangle
        case .roundedRectangle: .roundedRectangle
        case .circle: .circle
        case .capsule, .ellipse: .capsule
        }
    }
}

/// A 2D shape (SwiftUI's `Shape`): fills the space it is offered with the foreground color,
/// or with `fill(_:)`; `stroke(_:lineWidth:)` draws its outline instead. An app's own shape
/// writes `path(in:)` as for SwiftUI and is drawn as the rectangle it is given.
public protocol Shape: View {
    /// The shape's outline, known on any thread (as SwiftUI's `path(in:)` is nonisolated).
    nonisolated var outline: ShapeOutline { get }
    /// The shape's path in `rect`, as SwiftUI's `Shape` requires of a custom shape.
    nonisolated func path(in rect: CGRect) -> Path
}

nonisolated extension Shape {
    /// A custom shape's outline: its path, drawn as the rectangle it is given.
    public var outline: ShapeOutline { .path }

    /// The path of a built-in outline in `rect`.
    public func path(in rect: CGRect) -> Path {
        switch outline {
        case .rectangle, .path: Path(rect)
        case .roundedRectangle(let radius): Path(roundedRect: rect, cornerRadius: CGFloat(radius))
        case .circle:
            Path(ellipseIn: CGRect(x: rect.midX - min(rect.width, rect.height) / 2, y: rect.midY - min(rect.width, rect.height) / 2,
                                   width: min(rect.width, rect.height), height: min(rect.width, rect.height)))
        case .capsule: Path(roundedRect: rect, cornerRadius: min(rect.width, rect.height) / 2)
        case .ellipse: Path(ellipseIn: rect)
        }
    }

    /// A custom shape's view: it fills its space with the foreground color.
    public var body: FilledShape { fill() }
}

nonisolated extension Shape {
    /// The shape filled with the foreground color.
    public func fill() -> FilledShape {
        FilledShape(content: FillContent(paint: nil, outline: outline, stroke: nil))
    }

    /// The shape filled with `style`.
    public func fill<S: ShapeStyle>(_ style: S) -> FilledShape {
        FilledShape(content: FillContent(paint: style.paint, outline: outline, stroke: nil))
    }

    /// The shape's outline drawn with `style`.
    public func stroke<S: ShapeStyle>(_ style: S, lineWidth: Double = 1) -> FilledShape {
        FilledShape(content: FillContent(paint: style.paint, outline: outline, stroke: lineWidth))
    }

    /// The shape's outline in the foreground color.
    public func stroke(lineWidth: Double = 1) -> FilledShape {
        FilledShape(content: FillContent(paint: nil, outline: outline, stroke: lineWidth))
    }
}

/// Shapes become fill nodes in the foreground color.
protocol PrimitiveShape: Shape, PrimitiveView {}

nonisolated extension PrimitiveShape {
    func makeNodes(in context: ResolveContext) -> [Node] {
        [Node(.fill(FillContent(paint: nil, outline: outline, stroke: nil)), context)]
    }
}

/// A rectangle.
nonisolated public struct Rectangle: PrimitiveShape {
    /// A rectangle filling its space.
    public init() {}
    public var outline: ShapeOutline { .rectangle }
    public var body: Never { neverBody(Self.self) }
}

/// How rounded corners are drawn (SwiftUI's `RoundedCornerStyle`); both are drawn alike here.
public enum RoundedCornerStyle: Sendable, Hashable {
    case circular, continuous
}

/// A rectangle with rounded corners.
nonisolated public struct RoundedRectangle: PrimitiveShape {
    /// The corner radius.
    public var cornerRadius: Double

    /// A rounded rectangle.
    public init(cornerRadius: Double, style: RoundedCornerStyle = .circular) {
        self.cornerRadius = cornerRadius
    }

    public var outline: ShapeOutline { .roundedRectangle(cornerRadius: cornerRadius) }
    public var body: Never { neverBody(Self.self) }
}

/// A circle, as large as fits its space.
nonisolated public struct Circle: PrimitiveShape {
    /// A circle.
    public init() {}
    public var outline: ShapeOutline { .circle }
    public var body: Never { neverBody(Self.self) }
}

/// A capsule (a rectangle with fully rounded ends).
nonisolated public struct Capsule: PrimitiveShape {
    /// A capsule.
    public init(style: RoundedCornerStyle = .circular) {}
    public var outline: ShapeOutline { .capsule }
    public var body: Never { neverBody(Self.self) }
}

/// An ellipse.
nonisolated public struct Ellipse: PrimitiveShape {
    /// An ellipse.
    public init() {}
    public var outline: ShapeOutline { .ellipse }
    public var body: Never { neverBody(Self.self) }
}

/// A shape with its fill or stroke set.
nonisolated public struct FilledShape: View, PrimitiveView {
    let content: FillContent
    public var body: Never { neverBody(Self.self) }
    func makeNodes(in context: ResolveContext) -> [Node] { [Node(.fill(content), context)] }

    /// The filled shape with its outline stroked over it in `paint` (nil: the foreground
    /// colour), as iOS 17's `.fill(…).strokeBorder(…)` draws it.
    package func stroked(with paint: Paint?, lineWidth: Double) -> some View {
        ZStack {
            self
            FilledShape(content: FillContent(paint: paint, outline: content.outline, stroke: lineWidth))
        }
    }
}

/// What a fill node draws: a paint (nil: the foreground color), in an outline (nil: a plain
/// rectangle of color), filled or stroked.
struct FillContent: Hashable {
    var paint: Paint?
    var outline: ShapeOutline?
    var stroke: Double?
}
