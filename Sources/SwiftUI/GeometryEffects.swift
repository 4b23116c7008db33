#if os(Linux)
import Foundation

// Modifiers that read the view's geometry to change how it is drawn or to report it: accepted.
// A render draws the view where the layout puts it: a visual effect moves nothing, a geometry
// change is reported to nobody, an alignment guide keeps the view's own edges.

/// An effect a view's geometry decides (SwiftUI's `VisualEffect`): accepted, drawn unchanged.
public protocol VisualEffect: Sendable {}

/// The effect `visualEffect` starts from (SwiftUI's `EmptyVisualEffect`); each change returns it,
/// as none is drawn.
public struct EmptyVisualEffect: VisualEffect {
    /// No effect.
    public init() {}
    /// Moved by `x`, `y`.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> EmptyVisualEffect { self }
    /// Moved by `offset`.
    public func offset(_ offset: CGSize) -> EmptyVisualEffect { self }
    /// Scaled by `scale`.
    public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> EmptyVisualEffect { self }
    /// Scaled by `x` and `y`.
    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> EmptyVisualEffect { self }
    /// Scaled by `scale`.
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> EmptyVisualEffect { self }
    /// Rotated by `angle`.
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> EmptyVisualEffect { self }
    /// Rotated in 3D.
    public func rotation3DEffect(_ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
                                 anchorZ: CGFloat = 0, perspective: CGFloat = 1) -> EmptyVisualEffect { self }
    /// Made partly transparent.
    public func opacity(_ opacity: Double) -> EmptyVisualEffect { self }
    /// Blurred.
    public func blur(radius: CGFloat, opaque: Bool = false) -> EmptyVisualEffect { self }
    /// Brightened.
    public func brightness(_ amount: Double) -> EmptyVisualEffect { self }
    /// Contrast changed.
    public func contrast(_ amount: Double) -> EmptyVisualEffect { self }
    /// Saturation changed.
    public func saturation(_ amount: Double) -> EmptyVisualEffect { self }
    /// Grayed.
    public func grayscale(_ amount: Double) -> EmptyVisualEffect { self }
    /// Hues rotated.
    public func hueRotation(_ angle: Angle) -> EmptyVisualEffect { self }
    /// Multiplied by a color.
    public func colorMultiply(_ color: Color) -> EmptyVisualEffect { self }
}

/// The dimensions of a view an alignment guide reads (SwiftUI's `ViewDimensions`).
public struct ViewDimensions: Sendable {
    /// The view's width.
    public let width: CGFloat
    /// The view's height.
    public let height: CGFloat
    /// The view's own value of a horizontal guide: its leading edge, centre or trailing edge.
    public subscript(guide: HorizontalAlignment) -> CGFloat {
        switch guide {
        case .leading: 0
        case .center: width / 2
        case .trailing: width
        }
    }
    /// The view's own value of a vertical guide: its top, centre or bottom (where a one-line
    /// text's baselines are taken to be).
    public subscript(guide: VerticalAlignment) -> CGFloat {
        switch guide {
        case .top: 0
        case .center: height / 2
        case .bottom, .firstTextBaseline, .lastTextBaseline: height
        }
    }
    /// The view's explicit value of a horizontal guide: none.
    public subscript(explicit guide: HorizontalAlignment) -> CGFloat? { nil }
    /// The view's explicit value of a vertical guide: none.
    public subscript(explicit guide: VerticalAlignment) -> CGFloat? { nil }
}

nonisolated extension View {
    /// An effect the view's geometry decides; accepted, the view is drawn where it is laid out.
    public func visualEffect<E: VisualEffect>(_ effect: @escaping @Sendable (EmptyVisualEffect, GeometryProxy) -> E) -> some View { self }

    /// Runs `action` when a value of the view's geometry changes; a render reports it to nobody.
    public func onGeometryChange<T: Equatable>(for type: T.Type, of transform: @escaping @Sendable (GeometryProxy) -> T,
                                               action: @escaping (T) -> Void) -> some View { self }

    /// Runs `action` with the old and new value of the view's geometry; a render reports it to nobody.
    public func onGeometryChange<T: Equatable>(for type: T.Type, of transform: @escaping @Sendable (GeometryProxy) -> T,
                                               action: @escaping (T, T) -> Void) -> some View { self }

    /// A horizontal alignment guide; accepted, the view aligns by its own edges.
    public func alignmentGuide(_ guide: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View { self }

    /// A vertical alignment guide; accepted, the view aligns by its own edges.
    public func alignmentGuide(_ guide: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View { self }
}
#endif
