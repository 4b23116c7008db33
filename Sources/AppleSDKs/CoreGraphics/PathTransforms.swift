#if os(Linux)
import Foundation
import SwiftUI

// SwiftUI's `Path` calls that take a `CGAffineTransform`: the part added is transformed, and the
// path's bounds hold the transformed corners.
extension Path {
    /// The path with `transform` applied to its bounds.
    public func applying(_ transform: CGAffineTransform) -> Path {
        guard !isEmpty else { return self }
        let box = boundingRect
        var moved = Path()
        moved.addLines([CGPoint(x: box.minX, y: box.minY), CGPoint(x: box.maxX, y: box.minY),
                        CGPoint(x: box.maxX, y: box.maxY), CGPoint(x: box.minX, y: box.maxY)].map { $0.applying(transform) })
        return moved
    }

    /// An arc, transformed.
    public mutating func addArc(center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool,
                                transform: CGAffineTransform) {
        var arc = Path()
        arc.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
        addPath(arc.applying(transform))
    }

    /// A rectangle, transformed.
    public mutating func addRect(_ rect: CGRect, transform: CGAffineTransform) { addPath(Path(rect).applying(transform)) }

    /// An ellipse, transformed.
    public mutating func addEllipse(in rect: CGRect, transform: CGAffineTransform) { addPath(Path(ellipseIn: rect).applying(transform)) }

    /// A rounded rectangle, transformed.
    public mutating func addRoundedRect(in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous,
                                        transform: CGAffineTransform) {
        addPath(Path(roundedRect: rect, cornerSize: cornerSize, style: style).applying(transform))
    }

    /// Another path, transformed.
    public mutating func addPath(_ path: Path, transform: CGAffineTransform) { addPath(path.applying(transform)) }
}
#endif
