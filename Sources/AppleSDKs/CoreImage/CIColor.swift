#if os(Linux)
@_exported import Foundation
import StandInCoreGraphics
import SwiftUI

/// A colour Core Image filters take (Core Image's `CIColor`): its RGBA components, 0…1, in sRGB.
/// (UIKit's `CIColor(color:)` of a `UIColor` belongs to UIKit.)
open class CIColor: NSObject, @unchecked Sendable {
    /// Red, 0…1.
    public let red: CGFloat
    /// Green, 0…1.
    public let green: CGFloat
    /// Blue, 0…1.
    public let blue: CGFloat
    /// Opacity, 0…1.
    public let alpha: CGFloat

    /// A colour by components, 0…1.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }
    /// An opaque colour by components, 0…1.
    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat) { self.init(red: red, green: green, blue: blue, alpha: 1) }
    /// A colour by components in a colour space (taken as sRGB); nil for a space of other than 3 components.
    public convenience init?(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat, colorSpace: CGColorSpace) {
        guard colorSpace.numberOfComponents == 3 else { return nil }
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }
    /// The colour of a Core Graphics one (a SwiftUI colour resolves in the light appearance).
    public convenience init(cgColor color: CGColor) {
        switch color.components?.count {
        case 4?: self.init(red: color.components?[0] ?? 0, green: color.components?[1] ?? 0, blue: color.components?[2] ?? 0,
                           alpha: color.components?[3] ?? 1)
        case 2?: self.init(red: color.components?[0] ?? 0, green: color.components?[0] ?? 0, blue: color.components?[0] ?? 0,
                           alpha: color.components?[1] ?? 1)
        default:
            let resolved = color.color.resolve(in: EnvironmentValues())
            self.init(red: CGFloat(resolved.red), green: CGFloat(resolved.green), blue: CGFloat(resolved.blue), alpha: CGFloat(resolved.opacity))
        }
    }
    /// A colour of its string representation, "r g b a" (alpha 1 when left out; missing components 0).
    public convenience init(string representation: String) {
        let numbers = representation.split(whereSeparator: { " []\t".contains($0) }).compactMap { Double($0) }.map { CGFloat($0) }
        let part = { (index: Int, fallback: CGFloat) in numbers.indices.contains(index) ? numbers[index] : fallback }
        self.init(red: part(0, 0), green: part(1, 0), blue: part(2, 0), alpha: part(3, 1))
    }

    /// The number of components: 4.
    open var numberOfComponents: Int { 4 }
    /// The colour space: sRGB.
    open var colorSpace: CGColorSpace { CGColorSpace(name: CGColorSpace.sRGB) ?? CGColorSpaceCreateDeviceRGB() }
    /// The components as a string, "r g b a".
    open var stringRepresentation: String { [red, green, blue, alpha].map { "\(Double($0))" }.joined(separator: " ") }
    /// Whether another colour has the same components.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? CIColor else { return false }
        return (red, green, blue, alpha) == (other.red, other.green, other.blue, other.alpha)
    }
    /// A hash of the components.
    open override var hash: Int { stringRepresentation.hashValue }

    /// Black.
    public static let black = CIColor(red: 0, green: 0, blue: 0)
    /// White.
    public static let white = CIColor(red: 1, green: 1, blue: 1)
    /// 50 % gray.
    public static let gray = CIColor(red: 0.5, green: 0.5, blue: 0.5)
    /// Red.
    public static let red = CIColor(red: 1, green: 0, blue: 0)
    /// Green.
    public static let green = CIColor(red: 0, green: 1, blue: 0)
    /// Blue.
    public static let blue = CIColor(red: 0, green: 0, blue: 1)
    /// Cyan.
    public static let cyan = CIColor(red: 0, green: 1, blue: 1)
    /// Magenta.
    public static let magenta = CIColor(red: 1, green: 0, blue: 1)
    /// Yellow.
    public static let yellow = CIColor(red: 1, green: 1, blue: 0)
    /// Transparent.
    public static let clear = CIColor(red: 0, green: 0, blue: 0, alpha: 0)
}

/// A vector of up to four numbers filters take, e.g. a colour matrix row (Core Image's `CIVector`).
open class CIVector: NSObject, @unchecked Sendable {
    private let values: [CGFloat]
    private init(_ values: [CGFloat]) { self.values = values }
    /// A vector of one number.
    public convenience init(x: CGFloat) { self.init([x]) }
    /// A vector of two numbers.
    public convenience init(x: CGFloat, y: CGFloat) { self.init([x, y]) }
    /// A vector of three numbers.
    public convenience init(x: CGFloat, y: CGFloat, z: CGFloat) { self.init([x, y, z]) }
    /// A vector of four numbers.
    public convenience init(x: CGFloat, y: CGFloat, z: CGFloat, w: CGFloat) { self.init([x, y, z, w]) }
    /// A vector of a point.
    public convenience init(cgPoint point: CGPoint) { self.init([point.x, point.y]) }
    /// A vector of a rectangle: x, y, width, height.
    public convenience init(cgRect rect: CGRect) { self.init([rect.origin.x, rect.origin.y, rect.width, rect.height]) }
    /// A vector of a transform's six values.
    public convenience init(cgAffineTransform t: CGAffineTransform) { self.init([t.a, t.b, t.c, t.d, t.tx, t.ty]) }
    /// A vector of `count` numbers.
    public convenience init(values: UnsafePointer<CGFloat>, count: Int) { self.init(Array(UnsafeBufferPointer(start: values, count: max(0, count)))) }
    /// A vector of its string representation, "[x y z w]".
    public convenience init(string representation: String) {
        self.init(representation.split(whereSeparator: { " []\t,".contains($0) }).compactMap { Double($0) }.map { CGFloat($0) })
    }
    /// The number of values.
    open var count: Int { values.count }
    /// The value at an index (0 past the end).
    open func value(at index: Int) -> CGFloat { values.indices.contains(index) ? values[index] : 0 }
    /// The first value.
    open var x: CGFloat { value(at: 0) }
    /// The second value.
    open var y: CGFloat { value(at: 1) }
    /// The third value.
    open var z: CGFloat { value(at: 2) }
    /// The fourth value.
    open var w: CGFloat { value(at: 3) }
    /// The first two values as a point.
    open var cgPointValue: CGPoint { CGPoint(x: x, y: y) }
    /// The first four values as a rectangle.
    open var cgRectValue: CGRect { CGRect(x: x, y: y, width: z, height: w) }
    /// The first six values as a transform.
    open var cgAffineTransformValue: CGAffineTransform {
        CGAffineTransform(a: value(at: 0), b: value(at: 1), c: value(at: 2), d: value(at: 3), tx: value(at: 4), ty: value(at: 5))
    }
    /// The values as a string, "[x y z w]".
    open var stringRepresentation: String { "[" + values.map { "\(Double($0))" }.joined(separator: " ") + "]" }
}

extension CIImage {
    /// An image of one colour without end (Core Image's `CIImage(color:)`): crop it before rendering.
    public convenience init(color: CIColor) { self.init(extent: .infinite) }
}
#endif
