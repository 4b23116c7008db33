#if os(Linux)
import Foundation

/// A number that scales with Dynamic Type (SwiftUI's `@ScaledMetric`): scaled as the body style
/// scales from the default size, in the environment of the view being built.
@propertyWrapper
public struct ScaledMetric<Value: BinaryFloatingPoint>: DynamicProperty {
    private let base: Value
    private let textStyle: Font.TextStyle

    /// A metric scaled like `textStyle`.
    public init(wrappedValue: Value, relativeTo textStyle: Font.TextStyle) {
        base = wrappedValue
        self.textStyle = textStyle
    }

    /// A metric scaled like the body style.
    public init(wrappedValue: Value) {
        self.init(wrappedValue: wrappedValue, relativeTo: .body)
    }

    /// The value scaled for the current size category.
    public var wrappedValue: Value {
        let category = EnvironmentValues.current.sizeCategory
        let scale = DynamicTypeTable.pointSize(textStyle, category) / DynamicTypeTable.pointSize(textStyle, .large)
        return base * Value(scale)
    }
}
#endif
