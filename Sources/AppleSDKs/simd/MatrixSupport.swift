#if os(Linux)
@_exported import Foundation

/// What the square matrices of this module share: their columns as an array, from which the
/// arithmetic below works for any size and scalar.
protocol SquareMatrix {
    /// A column's type.
    associatedtype Column: SIMD where Column.Scalar: FloatingPoint
    /// The columns, left to right.
    var columnList: [Column] { get }
    /// A matrix of its columns (missing ones are zero).
    init(columnList: [Column])
}

extension SquareMatrix {
    /// The number of rows and columns.
    static var size: Int { Column.scalarCount }

    /// The identity matrix.
    static var identity: Self { Self(diagonalOf: Column(repeating: 1)) }

    /// A matrix with `diagonal` on its diagonal and zero elsewhere.
    init(diagonalOf diagonal: Column) {
        self.init(columnList: (0..<Self.size).map { index in
            var column = Column()
            column[index] = diagonal[index]
            return column
        })
    }

    /// A matrix of its rows.
    init(rowList: [Column]) { self = Self(columnList: rowList).transposed }

    /// The element at `column`, `row`.
    func element(_ column: Int, _ row: Int) -> Column.Scalar { columnList[column][row] }

    /// The matrix mirrored about its diagonal.
    var transposed: Self {
        Self(columnList: (0..<Self.size).map { row in
            var column = Column()
            for index in 0..<Self.size { column[index] = element(index, row) }
            return column
        })
    }

    /// The matrix applied to a column vector.
    func applied(to vector: Column) -> Column {
        var result = Column()
        for (index, column) in columnList.enumerated() { result += column * vector[index] }
        return result
    }

    /// A row vector multiplied by the matrix.
    func rowApplied(_ vector: Column) -> Column {
        var result = Column()
        for (index, column) in columnList.enumerated() { result[index] = (vector * column).sum() }
        return result
    }

    /// The product `self × other`.
    func multiplied(by other: Self) -> Self { Self(columnList: other.columnList.map(applied(to:))) }

    /// The matrices combined element by element.
    func combined(with other: Self, _ operation: (Column, Column) -> Column) -> Self {
        Self(columnList: zip(columnList, other.columnList).map(operation))
    }

    /// Every element times `scalar`.
    func scaled(by scalar: Column.Scalar) -> Self { Self(columnList: columnList.map { $0 * scalar }) }

    /// Whether every element equals the other's.
    func equals(_ other: Self) -> Bool { columnList == other.columnList }

    /// The determinant (by elimination with partial pivoting).
    var determinantValue: Column.Scalar {
        // det(A) = det(Aᵀ): the columns are eliminated as rows.
        var rows = columnList
        var result: Column.Scalar = 1
        for pivot in 0..<Self.size {
            guard let best = (pivot..<Self.size).max(by: { Swift.abs(rows[$0][pivot]) < Swift.abs(rows[$1][pivot]) }),
                  rows[best][pivot] != 0 else { return 0 }
            if best != pivot {
                rows.swapAt(best, pivot)
                result = -result
            }
            result *= rows[pivot][pivot]
            for row in (pivot + 1)..<Self.size {
                rows[row] -= rows[pivot] * (rows[row][pivot] / rows[pivot][pivot])
            }
        }
        return result
    }

    /// The inverse (Gauss–Jordan elimination); the zero matrix when the matrix is singular.
    var inverted: Self {
        // Reducing the columns of A (the rows of Aᵀ) alongside the identity gives the rows of
        // (Aᵀ)⁻¹, which are the columns of A⁻¹.
        var left = columnList, right = Self.identity.columnList
        for pivot in 0..<Self.size {
            guard let best = (pivot..<Self.size).max(by: { Swift.abs(left[$0][pivot]) < Swift.abs(left[$1][pivot]) }),
                  left[best][pivot] != 0 else { return Self(columnList: []) }
            left.swapAt(best, pivot)
            right.swapAt(best, pivot)
            let scale = 1 / left[pivot][pivot]
            left[pivot] *= scale
            right[pivot] *= scale
            for row in 0..<Self.size where row != pivot {
                let factor = left[row][pivot]
                left[row] -= left[pivot] * factor
                right[row] -= right[pivot] * factor
            }
        }
        return Self(columnList: right)
    }

    /// The matrix as simd prints it: its columns, each as a list.
    func printed(as name: String) -> String {
        name + "([" + columnList.map { column in "[" + column.indices.map { "\(column[$0])" }.joined(separator: ", ") + "]" }
            .joined(separator: ", ") + "])"
    }
}

/// The columns of an array, missing ones zero.
func paddedColumns<Column: SIMD>(_ columns: [Column], count: Int) -> [Column] {
    (0..<count).map { $0 < columns.count ? columns[$0] : Column() }
}
#endif
