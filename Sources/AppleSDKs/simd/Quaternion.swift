#if os(Linux)
@_exported import Foundation

/// A quaternion of floats, a rotation in 3D when its length is 1 (simd's `simd_quatf`): `vector`
/// holds the imaginary part in x, y, z and the real part in w.
public struct simd_quatf: Hashable, Sendable, CustomDebugStringConvertible {
    /// The four components: imaginary x, y, z, then real.
    public var vector: SIMD4<Float>

    /// The zero quaternion.
    public init() { vector = .zero }
    /// A quaternion of its four components (imaginary x, y, z, then real).
    public init(vector: SIMD4<Float>) { self.vector = vector }
    /// A quaternion of its imaginary parts and real part.
    public init(ix: Float, iy: Float, iz: Float, r: Float) { vector = SIMD4(ix, iy, iz, r) }
    /// A quaternion of its real and imaginary parts.
    public init(real: Float, imag: SIMD3<Float>) { vector = SIMD4(imag, real) }
    /// The rotation by `angle` radians about `axis` (normalized here).
    public init(angle: Float, axis: SIMD3<Float>) {
        let half = angle / 2
        self.init(real: cos(half), imag: simd_normalize(axis) * sin(half))
    }
    /// The shortest rotation turning direction `from` to direction `to`.
    public init(from: SIMD3<Float>, to: SIMD3<Float>) {
        let (start, end) = (simd_normalize(from), simd_normalize(to))
        let cosine = simd_dot(start, end)
        if cosine <= -0.999_999 {
            // Opposite directions: half a turn about any axis perpendicular to both.
            let helper: SIMD3<Float> = Swift.abs(start.x) < 0.9 ? [1, 0, 0] : [0, 1, 0]
            self.init(angle: .pi, axis: simd_cross(start, helper))
        } else {
            self.init(vector: simd_normalize(SIMD4(simd_cross(start, end), 1 + cosine)))
        }
    }
    /// The rotation a 3×3 rotation matrix makes.
    public init(_ rotationMatrix: simd_float3x3) {
        let m = rotationMatrix
        let trace = m[0, 0] + m[1, 1] + m[2, 2]
        if trace > 0 {
            let s = (trace + 1).squareRoot() * 2
            self.init(ix: (m[1, 2] - m[2, 1]) / s, iy: (m[2, 0] - m[0, 2]) / s, iz: (m[0, 1] - m[1, 0]) / s, r: s / 4)
        } else if m[0, 0] > m[1, 1], m[0, 0] > m[2, 2] {
            let s = (1 + m[0, 0] - m[1, 1] - m[2, 2]).squareRoot() * 2
            self.init(ix: s / 4, iy: (m[1, 0] + m[0, 1]) / s, iz: (m[2, 0] + m[0, 2]) / s, r: (m[1, 2] - m[2, 1]) / s)
        } else if m[1, 1] > m[2, 2] {
            let s = (1 + m[1, 1] - m[0, 0] - m[2, 2]).squareRoot() * 2
            self.init(ix: (m[1, 0] + m[0, 1]) / s, iy: s / 4, iz: (m[2, 1] + m[1, 2]) / s, r: (m[2, 0] - m[0, 2]) / s)
        } else {
            let s = (1 + m[2, 2] - m[0, 0] - m[1, 1]).squareRoot() * 2
            self.init(ix: (m[2, 0] + m[0, 2]) / s, iy: (m[2, 1] + m[1, 2]) / s, iz: s / 4, r: (m[0, 1] - m[1, 0]) / s)
        }
    }
    /// The rotation the upper-left 3×3 part of a transform makes.
    public init(_ rotationMatrix: simd_float4x4) {
        func xyz(_ column: SIMD4<Float>) -> SIMD3<Float> { SIMD3(column.x, column.y, column.z) }
        let c = rotationMatrix.columns
        self.init(simd_float3x3(xyz(c.0), xyz(c.1), xyz(c.2)))
    }

    /// The real part.
    public var real: Float {
        get { vector.w }
        set { vector.w = newValue }
    }
    /// The imaginary part.
    public var imag: SIMD3<Float> {
        get { SIMD3(vector.x, vector.y, vector.z) }
        set { vector = SIMD4(newValue, vector.w) }
    }
    /// The length.
    public var length: Float { simd_length(vector) }
    /// The rotation's angle in radians.
    public var angle: Float { 2 * atan2(simd_length(imag), real) }
    /// The rotation's axis (x when there is no rotation).
    public var axis: SIMD3<Float> {
        let length = simd_length(imag)
        return length == 0 ? [1, 0, 0] : imag / length
    }
    /// The quaternion of length 1 in the same direction.
    public var normalized: simd_quatf { simd_quatf(vector: simd_normalize(vector)) }
    /// The conjugate: the imaginary part negated.
    public var conjugate: simd_quatf { simd_quatf(real: real, imag: -imag) }
    /// The inverse: the opposite rotation for a unit quaternion (zero stays zero).
    public var inverse: simd_quatf {
        let squared = simd_length_squared(vector)
        return squared == 0 ? simd_quatf() : simd_quatf(vector: conjugate.vector / squared)
    }
    /// A vector rotated by this quaternion.
    public func act(_ vector: SIMD3<Float>) -> SIMD3<Float> { (self * simd_quatf(real: 0, imag: vector) * inverse).imag }
    /// The quaternion as simd prints it.
    public var debugDescription: String { "simd_quatf(real: \(real), imag: SIMD3<Float>(\(imag.x), \(imag.y), \(imag.z)))" }

    /// The product of two quaternions: `rhs`'s rotation, then `lhs`'s.
    public static func * (lhs: simd_quatf, rhs: simd_quatf) -> simd_quatf {
        simd_quatf(real: lhs.real * rhs.real - simd_dot(lhs.imag, rhs.imag),
                   imag: lhs.real * rhs.imag + rhs.real * lhs.imag + simd_cross(lhs.imag, rhs.imag))
    }
    /// Every component times a scalar.
    public static func * (lhs: simd_quatf, rhs: Float) -> simd_quatf { simd_quatf(vector: lhs.vector * rhs) }
    /// Every component times a scalar.
    public static func * (lhs: Float, rhs: simd_quatf) -> simd_quatf { simd_quatf(vector: rhs.vector * lhs) }
    /// Every component divided by a scalar.
    public static func / (lhs: simd_quatf, rhs: Float) -> simd_quatf { simd_quatf(vector: lhs.vector / rhs) }
    /// The sum of two quaternions.
    public static func + (lhs: simd_quatf, rhs: simd_quatf) -> simd_quatf { simd_quatf(vector: lhs.vector + rhs.vector) }
    /// The difference of two quaternions.
    public static func - (lhs: simd_quatf, rhs: simd_quatf) -> simd_quatf { simd_quatf(vector: lhs.vector - rhs.vector) }
    /// The negated quaternion (the same rotation).
    public static prefix func - (operand: simd_quatf) -> simd_quatf { simd_quatf(vector: -operand.vector) }
    /// Multiplies a quaternion by another in place.
    public static func *= (lhs: inout simd_quatf, rhs: simd_quatf) { lhs = lhs * rhs }
}

extension simd_float3x3 {
    /// The rotation a unit quaternion makes, as a 3×3 matrix.
    public init(_ quaternion: simd_quatf) {
        let (x, y, z, w) = (quaternion.vector.x, quaternion.vector.y, quaternion.vector.z, quaternion.vector.w)
        self.init(SIMD3(1 - 2 * (y * y + z * z), 2 * (x * y + z * w), 2 * (x * z - y * w)),
                  SIMD3(2 * (x * y - z * w), 1 - 2 * (x * x + z * z), 2 * (y * z + x * w)),
                  SIMD3(2 * (x * z + y * w), 2 * (y * z - x * w), 1 - 2 * (x * x + y * y)))
    }
}

extension simd_float4x4 {
    /// The rotation a unit quaternion makes, as a transform without translation.
    public init(_ quaternion: simd_quatf) {
        let rotation = simd_float3x3(quaternion).columns
        self.init(SIMD4(rotation.0, 0), SIMD4(rotation.1, 0), SIMD4(rotation.2, 0), SIMD4(0, 0, 0, 1))
    }
}

/// The rotation by `angle` radians about `axis` (simd's `simd_quaternion`).
public func simd_quaternion(_ angle: Float, _ axis: SIMD3<Float>) -> simd_quatf { simd_quatf(angle: angle, axis: axis) }
/// A quaternion of its imaginary parts and real part (simd's `simd_quaternion`).
public func simd_quaternion(_ ix: Float, _ iy: Float, _ iz: Float, _ r: Float) -> simd_quatf { simd_quatf(ix: ix, iy: iy, iz: iz, r: r) }
/// A quaternion of its four components (simd's `simd_quaternion`).
public func simd_quaternion(_ xyzr: SIMD4<Float>) -> simd_quatf { simd_quatf(vector: xyzr) }
/// The shortest rotation turning `from` to `to` (simd's `simd_quaternion`).
public func simd_quaternion(_ from: SIMD3<Float>, _ to: SIMD3<Float>) -> simd_quatf { simd_quatf(from: from, to: to) }
/// The rotation a 3×3 matrix makes (simd's `simd_quaternion`).
public func simd_quaternion(_ matrix: simd_float3x3) -> simd_quatf { simd_quatf(matrix) }
/// The rotation a transform makes (simd's `simd_quaternion`).
public func simd_quaternion(_ matrix: simd_float4x4) -> simd_quatf { simd_quatf(matrix) }
/// The rotation as a 3×3 matrix (simd's `simd_matrix3x3`).
public func simd_matrix3x3(_ quaternion: simd_quatf) -> simd_float3x3 { simd_float3x3(quaternion) }
/// The rotation as a transform (simd's `simd_matrix4x4`).
public func simd_matrix4x4(_ quaternion: simd_quatf) -> simd_float4x4 { simd_float4x4(quaternion) }
/// A vector rotated by a quaternion (simd's `simd_act`).
public func simd_act(_ quaternion: simd_quatf, _ vector: SIMD3<Float>) -> SIMD3<Float> { quaternion.act(vector) }
/// The product of two quaternions (simd's `simd_mul`).
public func simd_mul(_ lhs: simd_quatf, _ rhs: simd_quatf) -> simd_quatf { lhs * rhs }
/// The quaternion of length 1 (simd's `simd_normalize`).
public func simd_normalize(_ quaternion: simd_quatf) -> simd_quatf { quaternion.normalized }
/// The length of a quaternion (simd's `simd_length`).
public func simd_length(_ quaternion: simd_quatf) -> Float { quaternion.length }
/// The inverse of a quaternion (simd's `simd_inverse`).
public func simd_inverse(_ quaternion: simd_quatf) -> simd_quatf { quaternion.inverse }
/// The conjugate of a quaternion (simd's `simd_conjugate`).
public func simd_conjugate(_ quaternion: simd_quatf) -> simd_quatf { quaternion.conjugate }
/// The rotation's angle in radians (simd's `simd_angle`).
public func simd_angle(_ quaternion: simd_quatf) -> Float { quaternion.angle }
/// The rotation's axis (simd's `simd_axis`).
public func simd_axis(_ quaternion: simd_quatf) -> SIMD3<Float> { quaternion.axis }
/// The dot product of two quaternions (simd's `simd_dot`).
public func simd_dot(_ lhs: simd_quatf, _ rhs: simd_quatf) -> Float { simd_dot(lhs.vector, rhs.vector) }
/// The rotation part way from `q0` (`t` 0) to `q1` (`t` 1) along the shortest arc (simd's `simd_slerp`).
public func simd_slerp(_ q0: simd_quatf, _ q1: simd_quatf, _ t: Float) -> simd_quatf {
    var end = q1
    var cosine = simd_dot(q0, q1)
    if cosine < 0 {
        end = -q1
        cosine = -cosine
    }
    guard cosine < 0.999_5 else { return simd_quatf(vector: simd_mix(q0.vector, end.vector, SIMD4(repeating: t))).normalized }
    let angle = acos(cosine)
    let scale0 = sin((1 - t) * angle) / sin(angle), scale1 = sin(t * angle) / sin(angle)
    return simd_quatf(vector: q0.vector * scale0 + end.vector * scale1)
}
#endif
