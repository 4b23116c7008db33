#if os(Linux)
/// A key for a value in the environment (SwiftUI's `EnvironmentKey`): declare one, extend
/// `EnvironmentValues` with a property that reads `self[MyKey.self]`, and set it with
/// `.environment(\.myValue, …)`.
public protocol EnvironmentKey {
    /// The type of the value.
    associatedtype Value
    /// The value where no ancestor set one.
    static var defaultValue: Value { get }
}

extension EnvironmentValues {
    /// The value of a custom key: its default until an ancestor sets it.
    public subscript<Key: EnvironmentKey>(key: Key.Type) -> Key.Value {
        get { extras[ObjectIdentifier(key)] as? Key.Value ?? Key.defaultValue }
        set { extras[ObjectIdentifier(key)] = newValue }
    }

    /// The object of type `T` set with `.environment(object)`, if any.
    func object<T>(ofType type: T.Type) -> T? {
        extras[ObjectIdentifier(type)] as? T
    }
}

/// Reads a value from the environment inside `body` (SwiftUI's `@Environment`): a key path
/// (`@Environment(\.dismiss)`), or an `@Observable` object set with `.environment(object)`
/// (`@Environment(Model.self)`).
@propertyWrapper
public struct Environment<Value>: DynamicProperty, EnvironmentRequirement {
    private let read: @Sendable (EnvironmentValues) -> Value
    /// The object an ancestor must set, for the form that stops without one.
    private var requiredObject: ObjectIdentifier?

    /// Reads the value at `keyPath`.
    public init(_ keyPath: KeyPath<EnvironmentValues, Value> & Sendable) {
        read = { $0[keyPath: keyPath] }
    }

    /// Reads the object of type `Value` that an ancestor set with `.environment(object)`. A view
    /// reading an object no ancestor set stops, as in SwiftUI, with a message naming the type.
    public init(_ objectType: Value.Type) where Value: AnyObject {
        read = { environment in
            guard let object = environment.object(ofType: objectType) else {
                fatalError("No \(Value.self) in the environment: set one with .environment(object) on an ancestor")
            }
            return object
        }
        requiredObject = ObjectIdentifier(objectType)
    }

    /// Reads the object of type `Wrapped` if an ancestor set one, nil otherwise.
    public init<Wrapped: AnyObject>(_ objectType: Wrapped.Type) where Value == Wrapped? {
        read = { $0.object(ofType: objectType) }
    }

    /// The current value, from the environment of the view being built.
    public var wrappedValue: Value { read(EnvironmentValues.current) }

    package func isMissing(in environment: EnvironmentValues) -> Bool {
        requiredObject.map { environment.extras[$0] == nil } ?? false
    }
}

nonisolated extension View {
    /// Puts `object` in the environment of the view and everything inside, for
    /// `@Environment(Model.self)`.
    public func environment<T: AnyObject>(_ object: T?) -> some View {
        environmentChange { $0.extras[ObjectIdentifier(T.self)] = object }
    }

    /// Puts `object` in the environment for `@EnvironmentObject`.
    public func environmentObject<T: ObservableObject>(_ object: T) -> some View {
        environmentChange { $0.extras[ObjectIdentifier(T.self)] = object }
    }
}

/// Reads an `ObservableObject` an ancestor put in the environment (SwiftUI's
/// `@EnvironmentObject`).
@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicProperty, EnvironmentRequirement {
    /// An environment object.
    public init() {}

    package func isMissing(in environment: EnvironmentValues) -> Bool {
        environment.object(ofType: ObjectType.self) == nil
    }

    /// The object; a view reading one no ancestor set stops with a message naming the type.
    public var wrappedValue: ObjectType {
        guard let object = EnvironmentValues.current.object(ofType: ObjectType.self) else {
            fatalError("No ObservableObject of type \(ObjectType.self) found: set one with .environmentObject(_:) on an ancestor")
        }
        return object
    }

    /// Bindings to the object's properties (`$model.name`).
    public var projectedValue: ObservedObject<ObjectType>.Wrapper {
        ObservedObject(wrappedValue: wrappedValue).projectedValue
    }
}
#endif
