#if os(Linux)
import Foundation

/// How an outline is drawn (SwiftUI's `StrokeStyle`): its width is drawn; dashes, caps and joins
/// are kept but drawn solid.
public struct StrokeStyle: Equatable, Sendable {
    /// The width.
    public var lineWidth: CGFloat
    /// The cap's shape.
    public var lineCap: LineCap
    /// The join's shape.
    public var lineJoin: LineJoin
    /// The miter limit.
    public var miterLimit: CGFloat
    /// The dash pattern.
    public var dash: [CGFloat]
    /// The dash phase.
    public var dashPhase: CGFloat

    /// A stroke style.
    public init(lineWidth: CGFloat = 1, lineCap: LineCap = .butt, lineJoin: LineJoin = .miter, miterLimit: CGFloat = 10,
                dash: [CGFloat] = [], dashPhase: CGFloat = 0) {
        self.lineWidth = lineWidth
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.miterLimit = miterLimit
        self.dash = dash
        self.dashPhase = dashPhase
    }

    /// The end of a line (Core Graphics' `CGLineCap`).
    public enum LineCap: Sendable { case butt, round, square }
    /// The corner of two lines (Core Graphics' `CGLineJoin`).
    public enum LineJoin: Sendable { case miter, round, bevel }
}

nonisolated extension Shape {
    /// The shape's outline drawn with `style` in the width of `strokeStyle`.
    public func stroke<S: ShapeStyle>(_ style: S, style strokeStyle: StrokeStyle) -> FilledShape {
        stroke(style, lineWidth: Double(strokeStyle.lineWidth))
    }

    /// The shape's outline in the foreground color, in the width of `strokeStyle`.
    public func stroke(style strokeStyle: StrokeStyle) -> FilledShape { stroke(lineWidth: Double(strokeStyle.lineWidth)) }
}
#endif
