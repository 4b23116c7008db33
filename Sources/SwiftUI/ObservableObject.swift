#if os(Linux)
@_exported import Observation

/// An object whose changes views follow (Combine's `ObservableObject`, which SwiftUI
/// re-exports). A screen is laid out once, so changes are only ever read, never watched.
public protocol ObservableObject: AnyObject {}

extension ObservableObject {
    /// What announces the object's changes (`objectWillChange.send()`); a render watches none.
    public var objectWillChange: ObservableObjectPublisher { ObservableObjectPublisher() }
}

/// Announces that an object is about to change (Combine's `ObservableObjectPublisher`; Combine
/// makes it a publisher). A render lays the screen out once, so nobody listens.
public final class ObservableObjectPublisher: @unchecked Sendable {
    /// A publisher.
    public init() {}

    /// Announces a change.
    public func send() {}
}

/// A property of an `ObservableObject` that views follow (Combine's `@Published`).
@propertyWrapper
public struct Published<Value> {
    /// The current value.
    public var wrappedValue: Value

    /// A published property starting at `value`.
    public init(wrappedValue value: Value) {
        wrappedValue = value
    }

    /// A published property starting at `value`.
    public init(initialValue value: Value) {
        wrappedValue = value
    }

    /// The publisher of the value (`$query.debounce(…)`, `.assign(to: &$items)`): Combine makes
    /// it a publisher that sends the current value to each subscriber; setting it sets the value.
    public var projectedValue: Publisher {
        get { Publisher(value: wrappedValue) }
        set { wrappedValue = newValue.value }
    }

    /// The publisher of a published property's value (Combine's `Published.Publisher`).
    public struct Publisher {
        /// The value it sends.
        public var value: Value

        /// A publisher of `value`.
        public init(value: Value) { self.value = value }
    }
}

/// An `ObservableObject` a view is given (SwiftUI's `@ObservedObject`).
@propertyWrapper @dynamicMemberLookup
public struct ObservedObject<ObjectType: AnyObject>: DynamicProperty {
    /// The object.
    public var wrappedValue: ObjectType

    /// Follows `object`.
    public init(wrappedValue object: ObjectType) {
        wrappedValue = object
    }

    /// Follows `object`.
    public init(initialValue object: ObjectType) {
        wrappedValue = object
    }

    /// Bindings to the object's properties (`$model.name`).
    public var projectedValue: Wrapper { Wrapper(object: wrappedValue) }

    /// Bindings to an object's properties.
    @dynamicMemberLookup
    public struct Wrapper {
        let object: ObjectType

        /// A binding to the property at `keyPath`.
        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
            let object = object
            return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
        }
    }

    /// A binding to the property at `keyPath` (`_model[dynamicMember:]`).
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
        projectedValue[dynamicMember: keyPath]
    }
}

/// An `ObservableObject` a view owns (SwiftUI's `@StateObject`): made once, when the view is
/// built.
@propertyWrapper
public struct StateObject<ObjectType: AnyObject>: DynamicProperty {
    private let object: ObjectType

    /// Owns the object `make` returns.
    public init(wrappedValue make: @autoclosure () -> ObjectType) {
        object = make()
    }

    /// The object.
    public var wrappedValue: ObjectType { object }

    /// Bindings to the object's properties (`$model.name`).
    public var projectedValue: ObservedObject<ObjectType>.Wrapper { ObservedObject(wrappedValue: object).projectedValue }
}

/// Bindings to the properties of an `@Observable` object (SwiftUI's `@Bindable`).
@propertyWrapper @dynamicMemberLookup
public struct Bindable<Value> {
    /// The object.
    public var wrappedValue: Value

    /// Bindings to `object`'s properties.
    public init(wrappedValue object: Value) where Value: AnyObject {
        wrappedValue = object
    }

    /// Bindings to `object`'s properties (`@Bindable var model = model` in a body).
    public init(_ object: Value) where Value: AnyObject {
        wrappedValue = object
    }

    /// Bindings to the object's properties (`$model.name`).
    public var projectedValue: Bindable<Value> { self }

    /// A binding to the property at `keyPath`.
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject> {
        let object = wrappedValue
        return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
    }
}

extension Bindable: DynamicProperty {}
#endif
