#if os(Linux)
@_exported import Foundation

/// A 3×3 matrix of floats: a rotation or scale in 3D, stored by columns (simd's `simd_float3x3`).
public struct simd_float3x3: Hashable, Sendable, CustomDebugStringConvertible {
    /// Its 3 columns, left to right.
    public var columns: (SIMD3<Float>, SIMD3<Float>, SIMD3<Float>)

    /// The zero matrix.
    public init() { columns = (.zero, .zero, .zero) }
    /// A matrix of 3 columns.
    public init(_ col0: SIMD3<Float>, _ col1: SIMD3<Float>, _ col2: SIMD3<Float>) { columns = (col0, col1, col2) }
    /// A matrix of its columns.
    public init(columns: (SIMD3<Float>, SIMD3<Float>, SIMD3<Float>)) { self.columns = columns }
    /// A matrix of an array of columns (missing ones are zero).
    public init(_ columns: [SIMD3<Float>]) { self.init(columnList: columns) }
    /// A matrix of an array of rows (missing ones are zero).
    public init(rows: [SIMD3<Float>]) { self.init(rowList: paddedColumns(rows, count: 3)) }
    /// A matrix with `diagonal` on its diagonal and zero elsewhere.
    public init(diagonal: SIMD3<Float>) { self.init(diagonalOf: diagonal) }
    /// A matrix with `scalar` all along its diagonal and zero elsewhere.
    public init(_ scalar: Float) { self.init(diagonalOf: SIMD3<Float>(repeating: scalar)) }

    /// A column by index (0 is the first).
    public subscript(column: Int) -> SIMD3<Float> {
        get {
            switch column {
            case 0: columns.0
            case 1: columns.1
            default: columns.2
            }
        }
        set {
            switch column {
            case 0: columns.0 = newValue
            case 1: columns.1 = newValue
            default: columns.2 = newValue
            }
        }
    }
    /// An element by column and row.
    public subscript(column: Int, row: Int) -> Float {
        get { self[column][row] }
        set { self[column][row] = newValue }
    }

    /// The matrix mirrored about its diagonal.
    public var transpose: simd_float3x3 { transposed }
    /// The inverse matrix (the zero matrix when it has none; Apple's then holds infinities).
    public var inverse: simd_float3x3 { inverted }
    /// The determinant.
    public var determinant: Float { determinantValue }
    /// The matrix as simd prints it, column by column.
    public var debugDescription: String { printed(as: "simd_float3x3") }

    /// The product of two matrices.
    public static func * (lhs: simd_float3x3, rhs: simd_float3x3) -> simd_float3x3 { lhs.multiplied(by: rhs) }
    /// A matrix applied to a column vector.
    public static func * (lhs: simd_float3x3, rhs: SIMD3<Float>) -> SIMD3<Float> { lhs.applied(to: rhs) }
    /// A row vector multiplied by a matrix.
    public static func * (lhs: SIMD3<Float>, rhs: simd_float3x3) -> SIMD3<Float> { rhs.rowApplied(lhs) }
    /// Every element times a scalar.
    public static func * (lhs: Float, rhs: simd_float3x3) -> simd_float3x3 { rhs.scaled(by: lhs) }
    /// Every element times a scalar.
    public static func * (lhs: simd_float3x3, rhs: Float) -> simd_float3x3 { lhs.scaled(by: rhs) }
    /// The sum of two matrices.
    public static func + (lhs: simd_float3x3, rhs: simd_float3x3) -> simd_float3x3 { lhs.combined(with: rhs, +) }
    /// The difference of two matrices.
    public static func - (lhs: simd_float3x3, rhs: simd_float3x3) -> simd_float3x3 { lhs.combined(with: rhs, -) }
    /// Multiplies a matrix by another in place.
    public static func *= (lhs: inout simd_float3x3, rhs: simd_float3x3) { lhs = lhs * rhs }
    /// Multiplies every element by a scalar in place.
    public static func *= (lhs: inout simd_float3x3, rhs: Float) { lhs = lhs * rhs }
    /// Adds a matrix in place.
    public static func += (lhs: inout simd_float3x3, rhs: simd_float3x3) { lhs = lhs + rhs }
    /// Subtracts a matrix in place.
    public static func -= (lhs: inout simd_float3x3, rhs: simd_float3x3) { lhs = lhs - rhs }
    /// Whether every element of one matrix equals the other's.
    public static func == (lhs: simd_float3x3, rhs: simd_float3x3) -> Bool { lhs.equals(rhs) }
    /// Hashes the elements.
    public func hash(into hasher: inout Hasher) { hasher.combine(columnList) }
}

extension simd_float3x3: SquareMatrix {
    var columnList: [SIMD3<Float>] { [columns.0, columns.1, columns.2] }
    init(columnList: [SIMD3<Float>]) {
        let padded = paddedColumns(columnList, count: 3)
        self.init(padded[0], padded[1], padded[2])
    }
}

/// A 3×3 matrix of floats: a rotation or scale in 3D (simd's `float3x3`).
public typealias float3x3 = simd_float3x3
/// A 3×3 matrix of floats: a rotation or scale in 3D (simd's `matrix_float3x3`).
public typealias matrix_float3x3 = simd_float3x3
/// The identity matrix (simd's `matrix_identity_float3x3`).
public let matrix_identity_float3x3 = simd_float3x3(1)

/// The product of two matrices (simd's `simd_mul`).
public func simd_mul(_ lhs: simd_float3x3, _ rhs: simd_float3x3) -> simd_float3x3 { lhs * rhs }
/// A matrix applied to a column vector (simd's `simd_mul`).
public func simd_mul(_ lhs: simd_float3x3, _ rhs: SIMD3<Float>) -> SIMD3<Float> { lhs * rhs }
/// A row vector multiplied by a matrix (simd's `simd_mul`).
public func simd_mul(_ lhs: SIMD3<Float>, _ rhs: simd_float3x3) -> SIMD3<Float> { lhs * rhs }
/// The product of two matrices (simd's `matrix_multiply`).
public func matrix_multiply(_ lhs: simd_float3x3, _ rhs: simd_float3x3) -> simd_float3x3 { lhs * rhs }
/// A matrix applied to a column vector (simd's `matrix_multiply`).
public func matrix_multiply(_ lhs: simd_float3x3, _ rhs: SIMD3<Float>) -> SIMD3<Float> { lhs * rhs }
/// The inverse of a matrix (simd's `simd_inverse`).
public func simd_inverse(_ matrix: simd_float3x3) -> simd_float3x3 { matrix.inverse }
/// The transpose of a matrix (simd's `simd_transpose`).
public func simd_transpose(_ matrix: simd_float3x3) -> simd_float3x3 { matrix.transpose }
/// The determinant of a matrix (simd's `simd_determinant`).
public func simd_determinant(_ matrix: simd_float3x3) -> Float { matrix.determinant }
#endif
