#if os(Linux)
import Foundation

/// An affine transform (Core Graphics' `CGAffineTransform`): the six values of its matrix.
public struct CGAffineTransform: Equatable, Sendable {
    /// The matrix's values.
    public var a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat

    /// A transform of its matrix's values.
    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
    }
    /// The identity.
    public init() { self.init(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0) }
    /// A translation.
    public init(translationX tx: CGFloat, y ty: CGFloat) { self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty) }
    /// A scale.
    public init(scaleX sx: CGFloat, y sy: CGFloat) { self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0) }
    /// A rotation by `angle` radians.
    public init(rotationAngle angle: CGFloat) {
        let (cosine, sine) = (CGFloat(cos(Double(angle))), CGFloat(sin(Double(angle))))
        self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
    }
    /// The identity.
    public static let identity = CGAffineTransform()
    /// Whether it is the identity.
    public var isIdentity: Bool { self == .identity }
    /// This transform, then `t2`.
    public func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform {
        CGAffineTransform(a: a * t2.a + b * t2.c, b: a * t2.b + b * t2.d, c: c * t2.a + d * t2.c, d: c * t2.b + d * t2.d,
                          tx: tx * t2.a + ty * t2.c + t2.tx, ty: tx * t2.b + ty * t2.d + t2.ty)
    }
    /// A scale, then this transform.
    public func scaledBy(x sx: CGFloat, y sy: CGFloat) -> CGAffineTransform { CGAffineTransform(scaleX: sx, y: sy).concatenating(self) }
    /// A translation, then this transform.
    public func translatedBy(x tx: CGFloat, y ty: CGFloat) -> CGAffineTransform { CGAffineTransform(translationX: tx, y: ty).concatenating(self) }
    /// A rotation, then this transform.
    public func rotated(by angle: CGFloat) -> CGAffineTransform { CGAffineTransform(rotationAngle: angle).concatenating(self) }
    /// The inverse (the identity when there is none).
    public func inverted() -> CGAffineTransform {
        let determinant = a * d - b * c
        guard determinant != 0 else { return self }
        return CGAffineTransform(a: d / determinant, b: -b / determinant, c: -c / determinant, d: a / determinant,
                                 tx: (c * ty - d * tx) / determinant, ty: (b * tx - a * ty) / determinant)
    }
}

/// `t` scaled (Core Graphics' C spelling).
public func CGAffineTransformScale(_ t: CGAffineTransform, _ sx: CGFloat, _ sy: CGFloat) -> CGAffineTransform { t.scaledBy(x: sx, y: sy) }
/// `t` translated (Core Graphics' C spelling).
public func CGAffineTransformTranslate(_ t: CGAffineTransform, _ tx: CGFloat, _ ty: CGFloat) -> CGAffineTransform { t.translatedBy(x: tx, y: ty) }
/// `t` rotated (Core Graphics' C spelling).
public func CGAffineTransformRotate(_ t: CGAffineTransform, _ angle: CGFloat) -> CGAffineTransform { t.rotated(by: angle) }

extension CGPoint {
    /// The point transformed.
    public func applying(_ t: CGAffineTransform) -> CGPoint { CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty) }
}

extension CGSize {
    /// The size transformed (no translation).
    public func applying(_ t: CGAffineTransform) -> CGSize { CGSize(width: t.a * width + t.c * height, height: t.b * width + t.d * height) }
}

extension CGRect {
    /// The smallest rectangle holding the rectangle's corners transformed (Core Graphics'
    /// `applying(_:)`); a null or infinite rectangle stays as it is.
    public func applying(_ t: CGAffineTransform) -> CGRect {
        guard !isNull, !isInfinite else { return self }
        let corners = [CGPoint(x: minX, y: minY), CGPoint(x: maxX, y: minY), CGPoint(x: minX, y: maxY), CGPoint(x: maxX, y: maxY)]
            .map { $0.applying(t) }
        let xs = corners.map(\.x), ys = corners.map(\.y)
        guard let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max() else { return self }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}

/// A two-dimensional vector (Core Graphics' `CGVector`).
public struct CGVector: Equatable, Sendable {
    /// The components.
    public var dx: CGFloat, dy: CGFloat
    /// A vector.
    public init(dx: CGFloat, dy: CGFloat) { (self.dx, self.dy) = (dx, dy) }
    /// A vector of zero length.
    public init() { self.init(dx: 0, dy: 0) }
    /// The zero vector.
    public static let zero = CGVector()
}
#endif
