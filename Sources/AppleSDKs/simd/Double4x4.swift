#if os(Linux)
@_exported import Foundation

/// A 4×4 matrix of doubles, stored by columns (simd's `simd_double4x4`).
public struct simd_double4x4: Hashable, Sendable, CustomDebugStringConvertible {
    /// Its 4 columns, left to right.
    public var columns: (SIMD4<Double>, SIMD4<Double>, SIMD4<Double>, SIMD4<Double>)

    /// The zero matrix.
    public init() { columns = (.zero, .zero, .zero, .zero) }
    /// A matrix of 4 columns.
    public init(_ col0: SIMD4<Double>, _ col1: SIMD4<Double>, _ col2: SIMD4<Double>, _ col3: SIMD4<Double>) { columns = (col0, col1, col2, col3) }
    /// A matrix of its columns.
    public init(columns: (SIMD4<Double>, SIMD4<Double>, SIMD4<Double>, SIMD4<Double>)) { self.columns = columns }
    /// A matrix of an array of columns (missing ones are zero).
    public init(_ columns: [SIMD4<Double>]) { self.init(columnList: columns) }
    /// A matrix of an array of rows (missing ones are zero).
    public init(rows: [SIMD4<Double>]) { self.init(rowList: paddedColumns(rows, count: 4)) }
    /// A matrix with `diagonal` on its diagonal and zero elsewhere.
    public init(diagonal: SIMD4<Double>) { self.init(diagonalOf: diagonal) }
    /// A matrix with `scalar` all along its diagonal and zero elsewhere.
    public init(_ scalar: Double) { self.init(diagonalOf: SIMD4<Double>(repeating: scalar)) }

    /// A column by index (0 is the first).
    public subscript(column: Int) -> SIMD4<Double> {
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
    public subscript(column: Int, row: Int) -> Double {
        get { self[column][row] }
        set { self[column][row] = newValue }
    }

    /// The matrix mirrored about its diagonal.
    public var transpose: simd_double4x4 { transposed }
    /// The inverse matrix (the zero matrix when it has none; Apple's then holds infinities).
    public var inverse: simd_double4x4 { inverted }
    /// The determinant.
    public var determinant: Double { determinantValue }
    /// The matrix as simd prints it, column by column.
    public var debugDescription: String { printed(as: "simd_double4x4") }

    /// The product of two matrices.
    public static func * (lhs: simd_double4x4, rhs: simd_double4x4) -> simd_double4x4 { lhs.multiplied(by: rhs) }
    /// A matrix applied to a column vector.
    public static func * (lhs: simd_double4x4, rhs: SIMD4<Double>) -> SIMD4<Double> { lhs.applied(to: rhs) }
    /// A row vector multiplied by a matrix.
    public static func * (lhs: SIMD4<Double>, rhs: simd_double4x4) -> SIMD4<Double> { rhs.rowApplied(lhs) }
    /// Every element times a scalar.
    public static func * (lhs: Double, rhs: simd_double4x4) -> simd_double4x4 { rhs.scaled(by: lhs) }
    /// Every element times a scalar.
    public static func * (lhs: simd_double4x4, rhs: Double) -> simd_double4x4 { lhs.scaled(by: rhs) }
    /// The sum of two matrices.
    public static func + (lhs: simd_double4x4, rhs: simd_double4x4) -> simd_double4x4 { lhs.combined(with: rhs, +) }
    /// The difference of two matrices.
    public static func - (lhs: simd_double4x4, rhs: simd_double4x4) -> simd_double4x4 { lhs.combined(with: rhs, -) }
    /// Multiplies a matrix by another in place.
    public static func *= (lhs: inout simd_double4x4, rhs: simd_double4x4) { lhs = lhs * rhs }
    /// Multiplies every element by a scalar in place.
    public static func *= (lhs: inout simd_double4x4, rhs: Double) { lhs = lhs * rhs }
    /// Adds a matrix in place.
    public static func += (lhs: inout simd_double4x4, rhs: simd_double4x4) { lhs = lhs + rhs }
    /// Subtracts a matrix in place.
    public static func -= (lhs: inout simd_double4x4, rhs: simd_double4x4) { lhs = lhs - rhs }
    /// Whether every element of one matrix equals the other's.
    public static func == (lhs: simd_double4x4, rhs: simd_double4x4) -> Bool { lhs.equals(rhs) }
    /// Hashes the elements.
    public func hash(into hasher: inout Hasher) { hasher.combine(columnList) }
}

extension simd_double4x4: SquareMatrix {
    var columnList: [SIMD4<Double>] { [columns.0, columns.1, columns.2, columns.3] }
    init(columnList: [SIMD4<Double>]) {
        let padded = paddedColumns(columnList, count: 4)
        self.init(padded[0], padded[1], padded[2], padded[3])
    }
}

/// A 4×4 matrix of doubles (simd's `double4x4`).
public typealias double4x4 = simd_double4x4
/// A 4×4 matrix of doubles (simd's `matrix_double4x4`).
public typealias matrix_double4x4 = simd_double4x4
/// The identity matrix (simd's `matrix_identity_double4x4`).
public let matrix_identity_double4x4 = simd_double4x4(1)

/// The product of two matrices (simd's `simd_mul`).
public func simd_mul(_ lhs: simd_double4x4, _ rhs: simd_double4x4) -> simd_double4x4 { lhs * rhs }
/// A matrix applied to a column vector (simd's `simd_mul`).
public func simd_mul(_ lhs: simd_double4x4, _ rhs: SIMD4<Double>) -> SIMD4<Double> { lhs * rhs }
/// A row vector multiplied by a matrix (simd's `simd_mul`).
public func simd_mul(_ lhs: SIMD4<Double>, _ rhs: simd_double4x4) -> SIMD4<Double> { lhs * rhs }
/// The product of two matrices (simd's `matrix_multiply`).
public func matrix_multiply(_ lhs: simd_double4x4, _ rhs: simd_double4x4) -> simd_double4x4 { lhs * rhs }
/// A matrix applied to a column vector (simd's `matrix_multiply`).
public func matrix_multiply(_ lhs: simd_double4x4, _ rhs: SIMD4<Double>) -> SIMD4<Double> { lhs * rhs }
/// The inverse of a matrix (simd's `simd_inverse`).
public func simd_inverse(_ matrix: simd_double4x4) -> simd_double4x4 { matrix.inverse }
/// The transpose of a matrix (simd's `simd_transpose`).
public func simd_transpose(_ matrix: simd_double4x4) -> simd_double4x4 { matrix.transpose }
/// The determinant of a matrix (simd's `simd_determinant`).
public func simd_determinant(_ matrix: simd_double4x4) -> Double { matrix.determinant }
#endif
