#if os(Linux)
import Foundation

/// A shape that can be inset to draw a border inside its frame (SwiftUI's `InsettableShape`).
public protocol InsettableShape: Shape {}

extension Rectangle: InsettableShape {}
extension RoundedRectangle: InsettableShape {}
extension Circle: InsettableShape {}
extension Capsule: InsettableShape {}
extension Ellipse: InsettableShape {}

/// A shape changed in a way a still render draws as the shape itself: trimmed, inset, rotated or
/// scaled (SwiftUI's `TrimmedShape`, `RotatedShape`, `ScaledShape` and inset shapes). A progress
/// ring drawn with `trim(from:to:)` shows its whole ring; its frame and colors are the app's.
nonisolated public struct ModifiedShape<Base: Shape>: InsettableShape {
    /// The shape modified.
    public let base: Base
    public var outline: ShapeOutline { base.outline }
    public func path(in rect: CGRect) -> Path { base.path(in: rect) }
}

/// Whether a path is filled with the even-odd rule (SwiftUI's `FillStyle`): both rules fill a
/// rectangle alike.
public struct FillStyle: Equatable, Sendable {
    /// Whether the even-odd rule is used.
    public var isEOFilled: Bool
    /// Whether edges are antialiased.
    public var isAntialiased: Bool
    /// A fill style.
    public init(eoFill: Bool = false, antialiased: Bool = true) {
        isEOFilled = eoFill
        isAntialiased = antialiased
    }
}

nonisolated extension Shape {
    /// The part of the outline from `from` to `to` (0…1): drawn whole, a render shows no progress
    /// of a stroke along its path.
    public func trim(from: CGFloat = 0, to: CGFloat = 1) -> ModifiedShape<Self> { ModifiedShape(base: self) }

    /// The shape inset by `amount` on every side, drawn in its frame.
    public func inset(by amount: CGFloat) -> ModifiedShape<Self> { ModifiedShape(base: self) }

    /// The shape rotated by `angle`; a render draws it upright.
    public func rotation(_ angle: Angle, anchor: UnitPoint = .center) -> ModifiedShape<Self> { ModifiedShape(base: self) }

    /// The shape scaled; a render draws it in its frame.
    public func scale(_ scale: CGFloat, anchor: UnitPoint = .center) -> ModifiedShape<Self> { ModifiedShape(base: self) }

    /// The shape scaled by `x` and `y`; a render draws it in its frame.
    public func scale(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> ModifiedShape<Self> { ModifiedShape(base: self) }

    /// The shape filled with `content` under `style`.
    public func fill<S: ShapeStyle>(_ content: S, style: FillStyle) -> FilledShape { fill(content) }

    /// The shape filled with the foreground color under `style`.
    public func fill(style: FillStyle) -> FilledShape { fill() }

    /// A border drawn inside the shape's frame with `content`.
    public func strokeBorder<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> FilledShape {
        stroke(content, lineWidth: Double(lineWidth))
    }

    /// A border inside the frame in the foreground color.
    public func strokeBorder(lineWidth: CGFloat = 1, antialiased: Bool = true) -> FilledShape { stroke(lineWidth: Double(lineWidth)) }

    /// A border inside the frame with `content` in the width of `style`.
    public func strokeBorder<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> FilledShape {
        stroke(content, lineWidth: Double(style.lineWidth))
    }

    /// A border inside the frame in the foreground color in the width of `style`.
    public func strokeBorder(style: StrokeStyle, antialiased: Bool = true) -> FilledShape { stroke(lineWidth: Double(style.lineWidth)) }
}

/// Any shape, its type erased (SwiftUI's `AnyShape`).
nonisolated public struct AnyShape: InsettableShape, Sendable {
    /// The erased shape's outline.
    public let outline: ShapeOutline
    /// An erased `shape`.
    public init<S: Shape>(_ shape: S) { outline = shape.outline }
}

/// The radius of each corner of a rectangle (SwiftUI's `RectangleCornerRadii`).
public struct RectangleCornerRadii: Equatable, Sendable {
    /// The corners' radii.
    public var topLeading: CGFloat, bottomLeading: CGFloat, bottomTrailing: CGFloat, topTrailing: CGFloat
    /// Radii for each corner.
    public init(topLeading: CGFloat = 0, bottomLeading: CGFloat = 0, bottomTrailing: CGFloat = 0, topTrailing: CGFloat = 0) {
        (self.topLeading, self.bottomLeading, self.bottomTrailing, self.topTrailing) = (topLeading, bottomLeading, bottomTrailing, topTrailing)
    }
}

/// A rectangle whose corners are rounded each its own way (SwiftUI's `UnevenRoundedRectangle`):
/// drawn with the largest of its radii.
nonisolated public struct UnevenRoundedRectangle: InsettableShape, Sendable {
    /// The corners' radii.
    public var cornerRadii: RectangleCornerRadii
    /// A rectangle with `cornerRadii`.
    public init(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) { self.cornerRadii = cornerRadii }
    /// A rectangle with a radius for each corner.
    public init(topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
                topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous) {
        cornerRadii = RectangleCornerRadii(topLeading: topLeadingRadius, bottomLeading: bottomLeadingRadius,
                                           bottomTrailing: bottomTrailingRadius, topTrailing: topTrailingRadius)
    }
    public var outline: ShapeOutline {
        .roundedRectangle(cornerRadius: Double(max(cornerRadii.topLeading, cornerRadii.bottomLeading, cornerRadii.bottomTrailing, cornerRadii.topTrailing)))
    }
}

/// The shape of the container a view is in (SwiftUI's `ContainerRelativeShape`): a rectangle on
/// an iPhone screen.
nonisolated public struct ContainerRelativeShape: InsettableShape, Sendable {
    /// The container's shape.
    public init() {}
    public var outline: ShapeOutline { .rectangle }
}
#endif
