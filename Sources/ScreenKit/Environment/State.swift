/// A value a view owns (SwiftUI's `@State`). A screen is laid out once, in the state it was built
/// with, so a state is simply held; writes through its binding are kept for the same layout.
@propertyWrapper
public struct State<Value> {
    private let box: Box<Value>

    /// A state starting at `value`.
    public init(wrappedValue value: Value) {
        box = Box(value)
    }

    /// A state starting at `value` (for `_flag = State(initialValue: true)` in an initializer).
    public init(initialValue value: Value) {
        box = Box(value)
    }

    /// The current value.
    public var wrappedValue: Value {
        get { box.value }
        nonmutating set { box.value = newValue }
    }

    /// A binding to the value, for controls (`$title`).
    public var projectedValue: Binding<Value> {
        let box = self.box
        return Binding(get: { box.value }, set: { box.value = $0 })
    }
}

/// A reference to a value owned elsewhere (SwiftUI's `Binding` and `@Binding`).
@propertyWrapper @dynamicMemberLookup
public struct Binding<Value> {
    private let getter: () -> Value
    private let setter: (Value) -> Void

    /// A binding from a getter and a setter.
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        getter = get
        setter = set
    }

    /// A binding that always reads `value` and ignores writes (`.constant(true)`).
    public static func constant(_ value: Value) -> Binding<Value> {
        Binding(get: { value }, set: { _ in })
    }

    /// Another binding's view of the same value (for `@Binding var title: String`).
    public init(projectedValue: Binding<Value>) {
        self = projectedValue
    }

    /// The value.
    public var wrappedValue: Value {
        get { getter() }
        nonmutating set { setter(newValue) }
    }

    /// The binding itself (`$title` inside a view holding `@Binding var title`).
    public var projectedValue: Binding<Value> { self }

    /// A binding to a property of the value (`$item.title`).
    public subscript<Member>(dynamicMember keyPath: WritableKeyPath<Value, Member>) -> Binding<Member> {
        let getter = self.getter, setter = self.setter
        return Binding<Member>(get: { getter()[keyPath: keyPath] }, set: { member in
            var value = getter()
            value[keyPath: keyPath] = member
            setter(value)
        })
    }
}

/// Storage shared by a state and its bindings.
final class Box<Value> {
    var value: Value
    init(_ value: Value) { self.value = value }
}
