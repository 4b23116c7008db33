#if os(Linux)
@_exported import Foundation

/// A 4×4 matrix of floats: a transform in 3D, its translation in `columns.3`, stored by columns (simd's `simd_float4x4`).
public struct simd_float4x4: Hashable, Sendable, CustomDebugStringConvertible {
    /// Its 4 columns, left to right.
    public var columns: (SIMD4<Float>, SIMD4<Float>, SIMD4<Float>, SIMD4<Float>)

    /// The zero matrix.
    public init() { columns = (.zero, .zero, .zero, .zero) }
    /// A matrix of 4 columns.
    public init(_ col0: SIMD4<Float>, _ col1: SIMD4<Float>, _ col2: SIMD4<Float>, _ col3: SIMD4<Float>) { columns = (col0, col1, col2, col3) }
    /// A matrix of its columns.
    public init(columns: (SIMD4<Float>, SIMD4<Float>, SIMD4<Float>, SIMD4<Float>)) { self.columns = columns }
    /// A matrix of an array of columns (missing ones are zero).
    public init(_ columns: [SIMD4<Float>]) { self.init(columnList: columns) }
    /// A matrix of an array of rows (missing ones are zero).
    public init(rows: [SIMD4<Float>]) { self.init(rowList: paddedColumns(rows, count: 4)) }
    /// A matrix with `diagonal` on its diagonal and zero elsewhere.
    public init(diagonal: SIMD4<Float>) { self.init(diagonalOf: diagonal) }
    /// A matrix with `scalar` all along its diagonal and zero elsewhere.
    public init(_ scalar: Float) { self.init(diagonalOf: SIMD4<Float>(repeating: scalar)) }

    /// A column by index (0 is the first).
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
    public var transpose: simd_float4x4 { transposed }
    /// The inverse matrix (the zero matrix when it has none; Apple's then holds infinities).
    public var inverse: simd_float4x4 { inverted }
    /// The determinant.
    public var determinant: Float { determinantValue }
    /// The matrix as simd prints it, column by column.
    public var debugDescription: String { printed(as: "simd_float4x4") }

    /// The product of two matrices.
    public static func * (lhs: simd_float4x4, rhs: simd_float4x4) -> simd_float4x4 { lhs.multiplied(by: rhs) }
    /// A matrix applied to a column vector.
    public static func * (lhs: simd_float4x4, rhs: SIMD4<Float>) -> SIMD4<Float> { lhs.applied(to: rhs) }
    /// A row vector multiplied by a matrix.
    public static func * (lhs: SIMD4<Float>, rhs: simd_float4x4) -> SIMD4<Float> { rhs.rowApplied(lhs) }
    /// Every element times a scalar.
    public static func * (lhs: Float, rhs: simd_float4x4) -> simd_float4x4 { rhs.scaled(by: lhs) }
    /// Every element times a scalar.
    public static func * (lhs: simd_float4x4, rhs: Float) -> simd_float4x4 { lhs.scaled(by: rhs) }
    /// The sum of two matrices.
    public static func + (lhs: simd_float4x4, rhs: simd_float4x4) -> simd_float4x4 { lhs.combined(with: rhs, +) }
    /// The difference of two matrices.
    public static func - (lhs: simd_float4x4, rhs: simd_float4x4) -> simd_float4x4 { lhs.combined(with: rhs, -) }
    /// Multiplies a matrix by another in place.
    public static func *= (lhs: inout simd_float4x4, rhs: simd_float4x4) { lhs = lhs * rhs }
    /// Multiplies every element by a scalar in place.
    public static func *= (lhs: inout simd_float4x4, rhs: Float) { lhs = lhs * rhs }
    /// Adds a matrix in place.
    public static func += (lhs: inout simd_float4x4, rhs: simd_float4x4) { lhs = lhs + rhs }
    /// Subtracts a matrix in place.
    public static func -= (lhs: inout simd_float4x4, rhs: simd_float4x4) { lhs = lhs - rhs }
    /// Whether every element of one matrix equals the other's.
    public static func == (lhs: simd_float4x4, rhs: simd_float4x4) -> Bool { lhs.equals(rhs) }
    /// Hashes the elements.
    public func hash(into hasher: inout Hasher) { hasher.combine(columnList) }
}

extension simd_float4x4: SquareMatrix {
    var columnList: [SIMD4<Float>] { [columns.0, columns.1, columns.2, columns.3] }
    init(columnList: [SIMD4<Float>]) {
        let padded = paddedColumns(columnList, count: 4)
        self.init(padded[0], padded[1], padded[2], padded[3])
    }
}

/// A 4×4 matrix of floats: a transform in 3D, its translation in `columns.3` (simd's `float4x4`).
public typealias float4x4 = simd_float4x4
/// A 4×4 matrix of floats: a transform in 3D, its translation in `columns.3` (simd's `matrix_float4x4`).
public typealias matrix_float4x4 = simd_float4x4
/// The identity matrix (simd's `matrix_identity_float4x4`).
public let matrix_identity_float4x4 = simd_float4x4(1)

/// The product of two matrices (simd's `simd_mul`).
public func simd_mul(_ lhs: simd_float4x4, _ rhs: simd_float4x4) -> simd_float4x4 { lhs * rhs }
/// A matrix applied to a column vector (simd's `simd_mul`).
public func simd_mul(_ lhs: simd_float4x4, _ rhs: SIMD4<Float>) -> SIMD4<Float> { lhs * rhs }
/// A row vector multiplied by a matrix (simd's `simd_mul`).
public func simd_mul(_ lhs: SIMD4<Float>, _ rhs: simd_float4x4) -> SIMD4<Float> { lhs * rhs }
/// The product of two matrices (simd's `matrix_multiply`).
public func matrix_multiply(_ lhs: simd_float4x4, _ rhs: simd_float4x4) -> simd_float4x4 { lhs * rhs }
/// A matrix applied to a column vector (simd's `matrix_multiply`).
public func matrix_multiply(_ lhs: simd_float4x4, _ rhs: SIMD4<Float>) -> SIMD4<Float> { lhs * rhs }
/// The inverse of a matrix (simd's `simd_inverse`).
public func simd_inverse(_ matrix: simd_float4x4) -> simd_float4x4 { matrix.inverse }
/// The transpose of a matrix (simd's `simd_transpose`).
public func simd_transpose(_ matrix: simd_float4x4) -> simd_float4x4 { matrix.transpose }
/// The determinant of a matrix (simd's `simd_determinant`).
public func simd_determinant(_ matrix: simd_float4x4) -> Float { matrix.determinant }
#endif
