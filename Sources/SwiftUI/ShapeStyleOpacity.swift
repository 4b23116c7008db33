#if os(Linux)
/// A shape style at an opacity (what SwiftUI's `ShapeStyle.opacity(_:)` returns):
/// `.background.opacity(0.5)`, `.tint.opacity(0.2)`; contrast is judged on the colour it paints.
public struct OpacityShapeStyle: ShapeStyle, Sendable, Hashable {
    let base: Paint
    let opacity: Double
    public var paint: Paint {
        switch base {
        case .color(let color):
            return Paint.color(color.opacity(opacity))
        case .linearGradient(var gradient):
            gradient.gradient.colors = gradient.gradient.colors.map { $0.opacity(opacity) }
            return Paint.linearGradient(gradient)
        }
    }
}

/// The shape styles that are not views (a `Color` or a gradient is both, and keeps its own
/// `opacity(_:)`), which take an opacity as SwiftUI's do.
public protocol OpacityAdjustableShapeStyle: ShapeStyle {}

extension OpacityAdjustableShapeStyle {
    /// This style at `opacity`.
    public func opacity(_ opacity: Double) -> OpacityShapeStyle { OpacityShapeStyle(base: paint, opacity: opacity) }
}

extension HierarchicalShapeStyle: OpacityAdjustableShapeStyle {}
extension TintShapeStyle: OpacityAdjustableShapeStyle {}
extension BackgroundStyle: OpacityAdjustableShapeStyle {}
extension Material: OpacityAdjustableShapeStyle {}
extension AnyShapeStyle: OpacityAdjustableShapeStyle {}
extension ForegroundStyle: OpacityAdjustableShapeStyle {}
extension SeparatorShapeStyle: OpacityAdjustableShapeStyle {}
extension FillShapeStyle: OpacityAdjustableShapeStyle {}
extension SelectionShapeStyle: OpacityAdjustableShapeStyle {}
extension PlaceholderTextShapeStyle: OpacityAdjustableShapeStyle {}
extension LinkShapeStyle: OpacityAdjustableShapeStyle {}
extension AnyGradient: OpacityAdjustableShapeStyle {}
extension OpacityShapeStyle: OpacityAdjustableShapeStyle {}
#endif
