#if os(Linux)
import Foundation

nonisolated extension View {
    /// Focus bound to a condition: nothing is focused in a render.
    public func focused(_ condition: FocusState<Bool>.Binding) -> some View { self }

    /// Focus bound to a value.
    public func focused<Value: Hashable>(_ binding: FocusState<Value?>.Binding, equals value: Value) -> some View { self }
}

/// Where keyboard focus is (SwiftUI's `@FocusState`): nothing is focused in a render.
@propertyWrapper
public struct FocusState<Value: Hashable>: DynamicProperty {
    /// A binding to the focus.
    @propertyWrapper
    public struct Binding {
        let value: Value
        /// The focused value.
        public var wrappedValue: Value {
            get { value }
            nonmutating set {}
        }
        /// The binding itself.
        public var projectedValue: Binding { self }
    }

    private let value: Value

    /// Focus starting unfocused.
    public init() where Value == Bool {
        value = false
    }

    /// Focus starting at nil.
    public init<T: Hashable>() where Value == T? {
        value = nil
    }

    /// The focused value.
    public var wrappedValue: Value {
        get { value }
        nonmutating set {}
    }

    /// A binding for `focused(_:)`.
    public var projectedValue: Binding { Binding(value: value) }
}
#endif
