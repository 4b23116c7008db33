#if os(Linux)
@_exported import Foundation

/// The element type of a multi-dimensional array (Core ML's `MLMultiArrayDataType`).
public enum MLMultiArrayDataType: Int, Sendable, Hashable {
    /// 64-bit floats.
    case double = 65600
    /// 32-bit floats.
    case float32 = 65568
    /// 16-bit floats.
    case float16 = 65552
    /// 32-bit integers.
    case int32 = 131104
    /// 8-bit integers.
    case int8 = 131080
    /// 64-bit floats (`.double`).
    public static var float64: MLMultiArrayDataType { .double }
    /// 32-bit floats (`.float32`).
    public static var float: MLMultiArrayDataType { .float32 }
}

/// A multi-dimensional array of numbers, a model's tensors (Core ML's `MLMultiArray`): it holds
/// its elements, zero to start with, in row-major order.
open class MLMultiArray: NSObject, @unchecked Sendable {
    /// The size of each dimension.
    public let shape: [NSNumber]
    /// The distance between elements along each dimension.
    public let strides: [NSNumber]
    /// The element type.
    public let dataType: MLMultiArrayDataType
    private let lock = NSLock()
    private var elements: [Double]

    /// An array of zeros of a shape: throws for an empty shape or a negative or too large size.
    public init(shape: [NSNumber], dataType: MLMultiArrayDataType) throws {
        let sizes = shape.map(\.intValue)
        var total = 1
        for size in sizes {
            let (product, overflow) = total.multipliedReportingOverflow(by: size)
            guard size >= 0, !overflow, product <= 1 << 28 else {
                throw MLModelError(.generic, message: "Invalid MLMultiArray shape \(sizes).")
            }
            total = product
        }
        guard !sizes.isEmpty else { throw MLModelError(.generic, message: "An MLMultiArray needs at least one dimension.") }
        var strides = [Int](repeating: 1, count: sizes.count)
        for axis in stride(from: sizes.count - 2, through: 0, by: -1) { strides[axis] = strides[axis + 1] * sizes[axis + 1] }
        self.shape = shape
        self.strides = strides.map { NSNumber(value: $0) }
        self.dataType = dataType
        elements = [Double](repeating: 0, count: total)
    }

    /// The number of elements.
    open var count: Int { lock.withLock { elements.count } }

    /// The element at a linear index (0 past the end; setting past the end does nothing).
    open subscript(index: Int) -> NSNumber {
        get { number(lock.withLock { elements.indices.contains(index) ? elements[index] : 0 }) }
        set { lock.withLock { if elements.indices.contains(index) { elements[index] = stored(newValue) } } }
    }

    /// The element at an index per dimension (0 outside the array; setting outside does nothing).
    open subscript(key: [NSNumber]) -> NSNumber {
        get { self[offset(of: key) ?? -1] }
        set { if let offset = offset(of: key) { self[offset] = newValue } }
    }

    private func offset(of key: [NSNumber]) -> Int? {
        guard key.count == shape.count else { return nil }
        var offset = 0
        for (axis, index) in key.enumerated() {
            guard index.intValue >= 0, index.intValue < shape[axis].intValue else { return nil }
            offset += index.intValue * strides[axis].intValue
        }
        return offset
    }

    private func stored(_ value: NSNumber) -> Double {
        switch dataType {
        case .int32, .int8: Double(value.int64Value)
        case .float32, .float16: Double(value.floatValue)
        case .double: value.doubleValue
        }
    }

    private func number(_ value: Double) -> NSNumber {
        switch dataType {
        case .int32: NSNumber(value: Int32(clamping: Int64(value)))
        case .int8: NSNumber(value: Int8(clamping: Int64(value)))
        case .float32, .float16: NSNumber(value: Float(value))
        case .double: NSNumber(value: value)
        }
    }
}
#endif
