#if os(Linux)
@_exported import Foundation

// Linux has no `simd` module: the matrix and quaternion types ARKit's and RealityKit's API use are
// declared here, as plain values, with the few operations apps apply to them.

/// Two floats (simd's `simd_float2`).
public typealias simd_float2 = SIMD2<Float>
/// Three floats: a point or direction in 3D (simd's `simd_float3`).
public typealias simd_float3 = SIMD3<Float>
/// Four floats (simd's `simd_float4`).
public typealias simd_float4 = SIMD4<Float>

/// A 4×4 matrix of floats stored by columns (simd's `simd_float4x4`): a transform in 3D, the
/// translation in `columns.3`.
public struct simd_float4x4: Hashable, Sendable {
    /// Its four columns.
    public var columns: (SIMD4<Float>, SIMD4<Float>, SIMD4<Float>, SIMD4<Float>)

    /// The zero matrix.
    public init() { columns = (.zero, .zero, .zero, .zero) }
    /// A matrix of four columns.
    public init(_ col0: SIMD4<Float>, _ col1: SIMD4<Float>, _ col2: SIMD4<Float>, _ col3: SIMD4<Float>) {
        columns = (col0, col1, col2, col3)
    }
    /// A matrix of its columns.
    public init(columns: (SIMD4<Float>, SIMD4<Float>, SIMD4<Float>, SIMD4<Float>)) { self.columns = columns }
    /// A matrix of an array of columns (missing ones are zero).
    public init(_ columns: [SIMD4<Float>]) {
        func column(_ index: Int) -> SIMD4<Float> { index < columns.count ? columns[index] : .zero }
        self.init(column(0), column(1), column(2), column(3))
    }
    /// A matrix of an array of rows (missing ones are zero).
    public init(rows: [SIMD4<Float>]) { self = simd_float4x4(rows).transpose }
    /// A matrix with `diagonal` on its diagonal and zero elsewhere.
    public init(diagonal: SIMD4<Float>) {
        self.init(SIMD4(diagonal.x, 0, 0, 0), SIMD4(0, diagonal.y, 0, 0), SIMD4(0, 0, diagonal.z, 0), SIMD4(0, 0, 0, diagonal.w))
    }
    /// The rotation a unit quaternion makes, as a matrix.
    public init(_ quaternion: simd_quatf) {
        let (x, y, z, w) = (quaternion.vector.x, quaternion.vector.y, quaternion.vector.z, quaternion.vector.w)
        self.init(SIMD4(1 - 2 * (y * y + z * z), 2 * (x * y + z * w), 2 * (x * z - y * w), 0),
                  SIMD4(2 * (x * y - z * w), 1 - 2 * (x * x + z * z), 2 * (y * z + x * w), 0),
                  SIMD4(2 * (x * z + y * w), 2 * (y * z - x * w), 1 - 2 * (x * x + y * y), 0),
                  SIMD4(0, 0, 0, 1))
    }

    /// A column by index.
    public subscript(column: Int) -> SIMD4<Float> {
        get {
            switch column {
            case 0: columns.0
            case 1: columns.1
            case 2: columns.2
            default: columns.3
            }
        }
        set {
            switch column {
            case 0: columns.0 = newValue
            case 1: columns.1 = newValue
            case 2: columns.2 = newValue
            default: columns.3 = newValue
            }
        }
    }
    /// An element by column and row.
    public subscript(column: Int, row: Int) -> Float {
        get { self[column][row] }
        set { self[column][row] = newValue }
    }

    /// The matrix mirrored about its diagonal.
    public var transpose: simd_float4x4 {
        var result = simd_float4x4()
        for column in 0..<4 { for row in 0..<4 { result[row, column] = self[column, row] } }
        return result
    }

    /// The inverse matrix (Gauss–Jordan elimination; the zero matrix when singular).
    public var inverse: simd_float4x4 {
        var left = self, right = matrix_identity_float4x4
        for pivot in 0..<4 {
            guard let best = (pivot..<4).max(by: { abs(left[pivot, $0]) < abs(left[pivot, $1]) }), left[pivot, best] != 0 else {
                return simd_float4x4()
            }
            if best != pivot {
                for column in 0..<4 {
                    (left[column, pivot], left[column, best]) = (left[column, best], left[column, pivot])
                    (right[column, pivot], right[column, best]) = (right[column, best], right[column, pivot])
                }
            }
            let scale = 1 / left[pivot, pivot]
            for column in 0..<4 { left[column, pivot] *= scale; right[column, pivot] *= scale }
            for row in 0..<4 where row != pivot {
                let factor = left[pivot, row]
                for column in 0..<4 {
                    left[column, row] -= factor * left[column, pivot]
                    right[column, row] -= factor * right[column, pivot]
                }
            }
        }
        return right
    }

    /// The product of two matrices.
    public static func * (lhs: simd_float4x4, rhs: simd_float4x4) -> simd_float4x4 {
        simd_float4x4(lhs * rhs.columns.0, lhs * rhs.columns.1, lhs * rhs.columns.2, lhs * rhs.columns.3)
    }
    /// A matrix applied to a vector.
    public static func * (lhs: simd_float4x4, rhs: SIMD4<Float>) -> SIMD4<Float> {
        lhs.columns.0 * rhs.x + lhs.columns.1 * rhs.y + lhs.columns.2 * rhs.z + lhs.columns.3 * rhs.w
    }
    /// Multiplies a matrix by another in place.
    public static func *= (lhs: inout simd_float4x4, rhs: simd_float4x4) { lhs = lhs * rhs }

    public static func == (lhs: simd_float4x4, rhs: simd_float4x4) -> Bool {
        lhs.columns.0 == rhs.columns.0 && lhs.columns.1 == rhs.columns.1 && lhs.columns.2 == rhs.columns.2 && lhs.columns.3 == rhs.columns.3
    }
    public func hash(into hasher: inout Hasher) {
        hasher.combine(columns.0); hasher.combine(columns.1); hasher.combine(columns.2); hasher.combine(columns.3)
    }
}

/// A 4×4 matrix of floats (simd's `float4x4`).
public typealias float4x4 = simd_float4x4
/// A 4×4 matrix of floats (simd's `matrix_float4x4`).
public typealias matrix_float4x4 = simd_float4x4
/// The identity transform (simd's `matrix_identity_float4x4`).
public let matrix_identity_float4x4 = simd_float4x4(diagonal: SIMD4<Float>(repeating: 1))

/// The product of two matrices (simd's `simd_mul`).
public func simd_mul(_ lhs: simd_float4x4, _ rhs: simd_float4x4) -> simd_float4x4 { lhs * rhs }
/// A matrix applied to a vector (simd's `simd_mul`).
public func simd_mul(_ lhs: simd_float4x4, _ rhs: SIMD4<Float>) -> SIMD4<Float> { lhs * rhs }
/// The product of two matrices (simd's `matrix_multiply`).
public func matrix_multiply(_ lhs: simd_float4x4, _ rhs: simd_float4x4) -> simd_float4x4 { lhs * rhs }
/// The inverse of a matrix (simd's `simd_inverse`).
public func simd_inverse(_ matrix: simd_float4x4) -> simd_float4x4 { matrix.inverse }

/// A rotation as a quaternion of floats (simd's `simd_quatf`): `vector` holds the imaginary part
/// in x, y, z and the real part in w.
public struct simd_quatf: Hashable, Sendable {
    /// The four components.
    public var vector: SIMD4<Float>
    /// The zero quaternion.
    public init() { vector = .zero }
    /// A quaternion of its four components.
    public init(vector: SIMD4<Float>) { self.vector = vector }
    /// A quaternion of its imaginary and real parts.
    public init(ix: Float, iy: Float, iz: Float, r: Float) { vector = SIMD4(ix, iy, iz, r) }
    /// A quaternion of its real and imaginary parts.
    public init(real: Float, imag: SIMD3<Float>) { vector = SIMD4(imag.x, imag.y, imag.z, real) }
    /// A rotation by `angle` radians about `axis` (normalized here).
    public init(angle: Float, axis: SIMD3<Float>) {
        let unit = simd_normalize(axis) * Float(sin(Double(angle) / 2))
        vector = SIMD4(unit.x, unit.y, unit.z, Float(cos(Double(angle) / 2)))
    }
    /// The shortest rotation turning direction `from` to direction `to`.
    public init(from: SIMD3<Float>, to: SIMD3<Float>) {
        let (a, b) = (simd_normalize(from), simd_normalize(to))
        let cosine = simd_dot(a, b)
        if cosine < -0.999_999 {
            let side = abs(a.x) < 0.9 ? SIMD3<Float>(1, 0, 0) : SIMD3<Float>(0, 1, 0)
            self.init(angle: .pi, axis: simd_cross(a, side))
        } else {
            self.init(vector: simd_normalize4(SIMD4(simd_cross(a, b), 1 + cosine)))
        }
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
    public var length: Float { (vector * vector).sum().squareRoot() }
    /// The rotation's angle in radians.
    public var angle: Float { 2 * Float(atan2(Double(simd_length(imag)), Double(real))) }
    /// The rotation's axis (x when there is no rotation).
    public var axis: SIMD3<Float> {
        let length = simd_length(imag)
        return length == 0 ? SIMD3(1, 0, 0) : imag / length
    }
    /// The quaternion of length 1.
    public var normalized: simd_quatf { simd_quatf(vector: simd_normalize4(vector)) }
    /// The conjugate.
    public var conjugate: simd_quatf { simd_quatf(vector: SIMD4(-vector.x, -vector.y, -vector.z, vector.w)) }
    /// The inverse.
    public var inverse: simd_quatf {
        let squared = (vector * vector).sum()
        return squared == 0 ? simd_quatf() : simd_quatf(vector: conjugate.vector / squared)
    }
    /// A vector rotated by this quaternion.
    public func act(_ vector: SIMD3<Float>) -> SIMD3<Float> {
        (self * simd_quatf(real: 0, imag: vector) * inverse).imag
    }

    /// The product of two quaternions: `rhs`'s rotation, then `lhs`'s.
    public static func * (lhs: simd_quatf, rhs: simd_quatf) -> simd_quatf {
        simd_quatf(real: lhs.real * rhs.real - simd_dot(lhs.imag, rhs.imag),
                   imag: lhs.real * rhs.imag + rhs.real * lhs.imag + simd_cross(lhs.imag, rhs.imag))
    }
    /// Multiplies a quaternion by another in place.
    public static func *= (lhs: inout simd_quatf, rhs: simd_quatf) { lhs = lhs * rhs }
}

/// A rotation by `angle` radians about `axis` (simd's `simd_quaternion`).
public func simd_quaternion(_ angle: Float, _ axis: SIMD3<Float>) -> simd_quatf { simd_quatf(angle: angle, axis: axis) }
/// The rotation a unit quaternion makes, as a matrix (simd's `simd_matrix4x4`).
public func simd_matrix4x4(_ quaternion: simd_quatf) -> simd_float4x4 { simd_float4x4(quaternion) }

/// The dot product (simd's `simd_dot`).
public func simd_dot(_ lhs: SIMD3<Float>, _ rhs: SIMD3<Float>) -> Float { (lhs * rhs).sum() }
/// The cross product (simd's `simd_cross`).
public func simd_cross(_ lhs: SIMD3<Float>, _ rhs: SIMD3<Float>) -> SIMD3<Float> {
    SIMD3(lhs.y * rhs.z - lhs.z * rhs.y, lhs.z * rhs.x - lhs.x * rhs.z, lhs.x * rhs.y - lhs.y * rhs.x)
}
/// The length (simd's `simd_length`).
public func simd_length(_ vector: SIMD3<Float>) -> Float { simd_dot(vector, vector).squareRoot() }
/// The distance between two points (simd's `simd_distance`).
public func simd_distance(_ lhs: SIMD3<Float>, _ rhs: SIMD3<Float>) -> Float { simd_length(lhs - rhs) }
/// The vector of length 1 (simd's `simd_normalize`; zero stays zero).
public func simd_normalize(_ vector: SIMD3<Float>) -> SIMD3<Float> {
    let length = simd_length(vector)
    return length == 0 ? vector : vector / length
}
/// The first three components of a 4-vector (simd's `simd_make_float3`).
public func simd_make_float3(_ vector: SIMD4<Float>) -> SIMD3<Float> { SIMD3(vector.x, vector.y, vector.z) }
/// A 3-vector (simd's `simd_make_float3`).
public func simd_make_float3(_ x: Float, _ y: Float, _ z: Float) -> SIMD3<Float> { SIMD3(x, y, z) }
/// A 4-vector of a 3-vector and a last component (simd's `simd_make_float4`).
public func simd_make_float4(_ xyz: SIMD3<Float>, _ w: Float) -> SIMD4<Float> { SIMD4(xyz, w) }

/// The dot product (simd's `dot`).
public func dot(_ lhs: SIMD3<Float>, _ rhs: SIMD3<Float>) -> Float { simd_dot(lhs, rhs) }
/// The cross product (simd's `cross`).
public func cross(_ lhs: SIMD3<Float>, _ rhs: SIMD3<Float>) -> SIMD3<Float> { simd_cross(lhs, rhs) }
/// The length (simd's `length`).
public func length(_ vector: SIMD3<Float>) -> Float { simd_length(vector) }
/// The distance between two points (simd's `distance`).
public func distance(_ lhs: SIMD3<Float>, _ rhs: SIMD3<Float>) -> Float { simd_distance(lhs, rhs) }
/// The vector of length 1 (simd's `normalize`).
public func normalize(_ vector: SIMD3<Float>) -> SIMD3<Float> { simd_normalize(vector) }

func simd_normalize4(_ vector: SIMD4<Float>) -> SIMD4<Float> {
    let length = (vector * vector).sum().squareRoot()
    return length == 0 ? vector : vector / length
}
#endif
