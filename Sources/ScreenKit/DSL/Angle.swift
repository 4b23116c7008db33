/// An angle (SwiftUI's `Angle`).
public struct Angle: Sendable, Hashable, Comparable {
    /// Radians.
    public var radians: Double
    /// Degrees.
    public var degrees: Double { radians * 180 / .pi }
    /// An angle in radians.
    public init(radians: Double) { self.radians = radians }
    /// An angle in degrees.
    public init(degrees: Double) { radians = degrees * .pi / 180 }
    /// An angle in degrees.
    public static func degrees(_ degrees: Double) -> Angle { Angle(degrees: degrees) }
    /// An angle in radians.
    public static func radians(_ radians: Double) -> Angle { Angle(radians: radians) }
    /// No angle.
    public static let zero = Angle(radians: 0)
}

// Angles add, subtract and scale as SwiftUI's do (`start + step * Double(index)`, `-angle`,
// `rotation += gesture.rotation`).
extension Angle {
    /// Whether `lhs` turns less than `rhs`.
    public static func < (lhs: Angle, rhs: Angle) -> Bool { lhs.radians < rhs.radians }
    /// The two angles together.
    public static func + (lhs: Angle, rhs: Angle) -> Angle { Angle(radians: lhs.radians + rhs.radians) }
    /// `lhs` less `rhs`.
    public static func - (lhs: Angle, rhs: Angle) -> Angle { Angle(radians: lhs.radians - rhs.radians) }
    /// The angle turned the other way.
    public static prefix func - (angle: Angle) -> Angle { Angle(radians: -angle.radians) }
    /// The angle scaled by `rhs`.
    public static func * (lhs: Angle, rhs: Double) -> Angle { Angle(radians: lhs.radians * rhs) }
    /// The angle scaled by `lhs`.
    public static func * (lhs: Double, rhs: Angle) -> Angle { Angle(radians: lhs * rhs.radians) }
    /// The angle divided by `rhs`.
    public static func / (lhs: Angle, rhs: Double) -> Angle { Angle(radians: lhs.radians / rhs) }
    /// Adds `rhs` to the angle.
    public static func += (lhs: inout Angle, rhs: Angle) { lhs = lhs + rhs }
    /// Takes `rhs` from the angle.
    public static func -= (lhs: inout Angle, rhs: Angle) { lhs = lhs - rhs }
    /// Scales the angle by `rhs`.
    public static func *= (lhs: inout Angle, rhs: Double) { lhs = lhs * rhs }
    /// Divides the angle by `rhs`.
    public static func /= (lhs: inout Angle, rhs: Double) { lhs = lhs / rhs }
    /// How far it turns either way.
    public var magnitude: Double { abs(radians) }
}
