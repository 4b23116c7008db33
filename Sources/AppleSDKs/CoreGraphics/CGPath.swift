#if os(Linux)
import Foundation

/// A Core Graphics path (`CGPath`, and `CGMutablePath` as built): it keeps its bounds and current
/// point, never its curves, as nothing is drawn from it here.
public final class CGPath: @unchecked Sendable {
    private let lock = NSLock()
    private var bounds: CGRect?
    private var current: CGPoint?
    private var subpathStart: CGPoint?

    /// An empty path (`CGMutablePath()`).
    public init() {}
    /// A path of a rectangle.
    public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        self.init()
        addRect(rect, transform: transform?.pointee ?? .identity)
    }
    /// A path of an ellipse.
    public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        self.init()
        addEllipse(in: rect, transform: transform?.pointee ?? .identity)
    }
    /// A path of a rounded rectangle.
    public convenience init(roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, transform: UnsafePointer<CGAffineTransform>?) {
        self.init()
        addRect(rect, transform: transform?.pointee ?? .identity)
    }

    private func include(_ points: [CGPoint], _ transform: CGAffineTransform, moving: Bool = false) {
        let moved = points.map { $0.applying(transform) }
        guard let last = moved.last else { return }
        lock.withLock {
            for point in moved {
                let box = CGRect(origin: point, size: .zero)
                bounds = bounds.map { $0.union(box) } ?? box
            }
            current = last
            if moving || subpathStart == nil { subpathStart = moved.first }
        }
    }

    /// The smallest rectangle holding every point, control points included (`.null` when empty).
    public var boundingBox: CGRect { lock.withLock { bounds ?? .null } }
    /// The smallest rectangle holding the path (`.null` when empty).
    public var boundingBoxOfPath: CGRect { boundingBox }
    /// The last point added (`.zero` when empty).
    public var currentPoint: CGPoint { lock.withLock { current ?? .zero } }
    /// Whether it has no points.
    public var isEmpty: Bool { lock.withLock { bounds == nil } }
    /// Whether `point` lies within the path's bounds.
    public func contains(_ point: CGPoint, using rule: CGPathFillRule = .winding, transform: CGAffineTransform = .identity) -> Bool {
        boundingBox.applying(transform).contains(point)
    }
    /// A copy.
    public func copy() -> CGPath? { mutableCopy() }
    /// A copy to add to.
    public func mutableCopy() -> CGMutablePath? {
        let copy = CGPath()
        copy.addPath(self)
        return copy
    }
    /// The outline of the path stroked with a width: its bounds grown by half the width.
    public func copy(strokingWithWidth lineWidth: CGFloat, lineCap: CGLineCap, lineJoin: CGLineJoin, miterLimit: CGFloat,
                     transform: CGAffineTransform = .identity) -> CGPath {
        let copy = CGPath()
        if !isEmpty { copy.addRect(boundingBox.insetBy(dx: -lineWidth / 2, dy: -lineWidth / 2), transform: transform) }
        return copy
    }

    /// Starts a subpath at a point.
    public func move(to point: CGPoint, transform: CGAffineTransform = .identity) { include([point], transform, moving: true) }
    /// Adds a line to a point.
    public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) { include([point], transform) }
    /// Adds lines through points.
    public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) { include(points, transform, moving: true) }
    /// Adds a rectangle.
    public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        include([CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.maxY),
                 CGPoint(x: rect.minX, y: rect.maxY)], transform, moving: true)
    }
    /// Adds rectangles.
    public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) { rects.forEach { addRect($0, transform: transform) } }
    /// Adds an ellipse inside a rectangle.
    public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) { addRect(rect, transform: transform) }
    /// Adds a rounded rectangle.
    public func addRoundedRect(in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, transform: CGAffineTransform = .identity) {
        addRect(rect, transform: transform)
    }
    /// Adds an arc of a circle, angles in radians.
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool,
                       transform: CGAffineTransform = .identity) {
        var sweep = endAngle - startAngle
        let turn = 2 * CGFloat.pi
        if clockwise { while sweep > 0 { sweep -= turn } } else { while sweep < 0 { sweep += turn } }
        addRelativeArc(center: center, radius: radius, startAngle: startAngle, delta: sweep, transform: transform)
    }
    /// Adds an arc of a circle from an angle through `delta` radians.
    public func addRelativeArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, delta: CGFloat, transform: CGAffineTransform = .identity) {
        let points = (0...32).map { step -> CGPoint in
            let angle = Double(startAngle + delta * CGFloat(step) / 32)
            return CGPoint(x: center.x + radius * CGFloat(cos(angle)), y: center.y + radius * CGFloat(sin(angle)))
        }
        include(points, transform)
    }
    /// Adds an arc tangent to two lines.
    public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat, transform: CGAffineTransform = .identity) {
        include([tangent1End, tangent2End], transform)
    }
    /// Adds a cubic Bézier curve.
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint, transform: CGAffineTransform = .identity) {
        include([control1, control2, end], transform)
    }
    /// Adds a quadratic Bézier curve.
    public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) { include([control, end], transform) }
    /// Adds another path.
    public func addPath(_ path: CGPath, transform: CGAffineTransform = .identity) {
        guard !path.isEmpty else { return }
        let box = path.boundingBox
        include([CGPoint(x: box.minX, y: box.minY), CGPoint(x: box.maxX, y: box.maxY), path.currentPoint], transform, moving: true)
    }
    /// Removes every point.
    func clear() { lock.withLock { (bounds, current, subpathStart) = (nil, nil, nil) } }
    /// Closes the subpath: the current point returns to its start.
    public func closeSubpath() { lock.withLock { current = subpathStart ?? current } }
}

/// A mutable Core Graphics path (`CGMutablePath`): the one path type here.
public typealias CGMutablePath = CGPath
#endif
