#if os(Linux)
/// A key for a value the focused view publishes to the rest of the app (SwiftUI's
/// `FocusedValueKey`): declare one, extend `FocusedValues` with a property reading
/// `self[MyKey.self]`, publish with `.focusedValue(\.myValue, …)` and read with
/// `@FocusedValue(\.myValue)`. Nothing has focus in a still screen: readers see nil.
public protocol FocusedValueKey {
    /// The type of the value.
    associatedtype Value
}

/// The values focused views publish (SwiftUI's `FocusedValues`). Empty in a render: no view is
/// focused, so every key reads nil.
public struct FocusedValues: Sendable {
    /// No published values.
    init() {}

    /// The value of `key`: nil, as nothing is focused.
    public subscript<Key: FocusedValueKey>(key: Key.Type) -> Key.Value? {
        get { nil }
        set {}
    }
}

/// Reads a value the focused view publishes (SwiftUI's `@FocusedValue`): nil in a render.
@propertyWrapper
public struct FocusedValue<Value>: DynamicProperty {
    /// A reader of the value at `keyPath` of the focused values.
    public init(_ keyPath: KeyPath<FocusedValues, Value?>) {}

    /// A reader of the focused object of type `Value` (`@FocusedValue(Model.self)`).
    public init(_ objectType: Value.Type) where Value: AnyObject {}

    /// The value: nil, as nothing is focused.
    public var wrappedValue: Value? { nil }
}

/// Reads a binding the focused view publishes (SwiftUI's `@FocusedBinding`): nil in a render.
@propertyWrapper
public struct FocusedBinding<Value>: DynamicProperty {
    /// A reader of the binding at `keyPath` of the focused values.
    public init(_ keyPath: KeyPath<FocusedValues, Binding<Value>?>) {}

    /// The value: nil, as nothing is focused.
    public var wrappedValue: Value? {
        get { nil }
        nonmutating set {}
    }

    /// The binding: nil.
    public var projectedValue: Binding<Value?> { Binding.constant(nil) }
}

/// Reads an observable object the focused view publishes (SwiftUI's `@FocusedObject`): nil in a render.
@propertyWrapper
public struct FocusedObject<ObjectType: ObservableObject>: DynamicProperty {
    /// A reader of the focused object.
    public init() {}

    /// The object: nil, as nothing is focused.
    public var wrappedValue: ObjectType? { nil }
}

nonisolated extension View {
    /// Publishes `value` at `keyPath` while the view has focus; accepted, nothing is focused in
    /// a render.
    public func focusedValue<Value>(_ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value?) -> some View { self }

    /// Publishes `object` while the view has focus; accepted, nothing is focused in a render.
    public func focusedValue<T: AnyObject>(_ object: T?) -> some View { self }

    /// Publishes `value` at `keyPath` while the view's scene is focused; accepted, not drawn.
    public func focusedSceneValue<Value>(_ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value?) -> some View { self }

    /// Publishes `object` while the view's scene is focused; accepted, not drawn.
    public func focusedSceneValue<T: AnyObject>(_ object: T?) -> some View { self }

    /// Publishes an observable object while the view has focus; accepted, not drawn.
    public func focusedObject<T: ObservableObject>(_ object: T?) -> some View { self }

    /// Publishes an observable object while the view's scene is focused; accepted, not drawn.
    public func focusedSceneObject<T: ObservableObject>(_ object: T?) -> some View { self }

    /// Whether the view can take focus; accepted, nothing is focused in a render.
    public func focusable(_ isFocusable: Bool = true) -> some View { self }
}
#endif
