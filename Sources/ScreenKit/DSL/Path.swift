import Foundation

/// A shape's outline built from lines, curves, rectangles and ellipses (SwiftUI's `Path`). A
/// render draws the rectangle it is given, as a custom shape fills the space it is offered; the
/// path keeps the rectangle bounding its points, so code that measures a path reads what it would.
public struct Path: Sendable, Equatable {
    /// The smallest rectangle holding every point of the path (control points included);
    /// `CGRect.null` while the path is empty.
    public private(set) var boundingRect: CGRect = .null
    /// Where the next line starts; nil before the first move.
    public private(set) var currentPoint: CGPoint?
    /// Where the open subpath began, for `closeSubpath()`.
    private var subpathStart: CGPoint?

    /// An empty path.
    public init() {}

    /// A path made by `callback`, as `Path { path in path.move(to: …) … }` reads.
    public init(_ callback: (inout Path) -> Void) {
        callback(&self)
    }

    /// A rectangle.
    public init(_ rect: CGRect) { addRect(rect) }

    /// A rectangle with rounded corners.
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) { addRect(rect) }

    /// A rectangle with rounded corners of `cornerSize`.
    public init(roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) { addRect(rect) }

    /// The ellipse inscribed in `rect`.
    public init(ellipseIn rect: CGRect) { addRect(rect) }

    /// Whether the path has no points.
    public var isEmpty: Bool { boundingRect.isNull }

    /// Starts a subpath at `point`.
    public mutating func move(to point: CGPoint) {
        include(point)
        currentPoint = point
        subpathStart = point
    }

    /// A straight line to `point`.
    public mutating func addLine(to point: CGPoint) {
        if currentPoint == nil { move(to: point) }
        include(point)
        currentPoint = point
    }

    /// Straight lines through `points`, starting a subpath at the first.
    public mutating func addLines(_ points: [CGPoint]) {
        guard let first = points.first else { return }
        move(to: first)
        for point in points.dropFirst() { addLine(to: point) }
    }

    /// A quadratic curve to `end` bent towards `control`.
    public mutating func addQuadCurve(to end: CGPoint, control: CGPoint) {
        include(control)
        addLine(to: end)
    }

    /// A cubic curve to `end` bent towards the two control points.
    public mutating func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        include(control1)
        include(control2)
        addLine(to: end)
    }

    /// An arc of the circle around `center` (its whole square is taken as its bounds).
    public mutating func addArc(center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool) {
        let start = CGPoint(x: center.x + radius * CGFloat(cos(startAngle.radians)), y: center.y + radius * CGFloat(sin(startAngle.radians)))
        let end = CGPoint(x: center.x + radius * CGFloat(cos(endAngle.radians)), y: center.y + radius * CGFloat(sin(endAngle.radians)))
        if currentPoint == nil { move(to: start) } else { addLine(to: start) }
        include(CGRect(x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius))
        currentPoint = end
    }

    /// An arc tangent to the lines towards `tangent1End` and on to `tangent2End`.
    public mutating func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat) {
        addLine(to: tangent1End)
        include(tangent2End)
    }

    /// A rectangle as a closed subpath.
    public mutating func addRect(_ rect: CGRect) {
        include(rect)
        currentPoint = rect.origin
        subpathStart = rect.origin
    }

    /// Rectangles as closed subpaths.
    public mutating func addRects(_ rects: [CGRect]) {
        for rect in rects { addRect(rect) }
    }

    /// A rounded rectangle as a closed subpath.
    public mutating func addRoundedRect(in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        addRect(rect)
    }

    /// The ellipse inscribed in `rect` as a closed subpath.
    public mutating func addEllipse(in rect: CGRect) { addRect(rect) }

    /// Another path's subpaths.
    public mutating func addPath(_ path: Path) {
        guard !path.isEmpty else { return }
        include(path.boundingRect)
        currentPoint = path.currentPoint
    }

    /// Closes the subpath with a line back to where it began.
    public mutating func closeSubpath() {
        currentPoint = subpathStart
    }

    /// The path moved by `dx`, `dy`.
    public func offsetBy(dx: CGFloat, dy: CGFloat) -> Path {
        var moved = self
        moved.boundingRect = boundingRect.offsetBy(dx: dx, dy: dy)
        moved.currentPoint = currentPoint.map { CGPoint(x: $0.x + dx, y: $0.y + dy) }
        moved.subpathStart = subpathStart.map { CGPoint(x: $0.x + dx, y: $0.y + dy) }
        return moved
    }

    /// Whether `point` is inside the path's bounds (the bounds stand for the path's area).
    public func contains(_ point: CGPoint, eoFill: Bool = false) -> Bool { boundingRect.contains(point) }

    private mutating func include(_ point: CGPoint) {
        include(CGRect(origin: point, size: .zero))
    }

    private mutating func include(_ rect: CGRect) {
        boundingRect = boundingRect.isNull ? rect : boundingRect.union(rect)
    }
}

nonisolated extension Path: PrimitiveShape {
    public var outline: ShapeOutline { .path }
    public func path(in rect: CGRect) -> Path { self }
    public var body: Never { neverBody(Self.self) }
}
