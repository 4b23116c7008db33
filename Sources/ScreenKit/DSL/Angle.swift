/// An angle (SwiftUI's `Angle`).
public struct Angle: Sendable, Hashable {
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
