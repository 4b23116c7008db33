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

/// A property of an `ObservableObject` that views follow (Combine's `@Published`). Its value is
/// kept in a box the object's copies share, so a pipeline built on `$property` in the object's
/// `init` sees the values the preview sets afterwards, synchronously, as Combine sends them.
@propertyWrapper
public struct Published<Value> {
    let storage: PublishedStorage<Value>

    /// The current value; setting it sends the new value to the subscribers first, as Combine's
    /// `willSet` does.
    public var wrappedValue: Value {
        get { storage.value }
        nonmutating set { storage.send(newValue) }
    }

    /// A published property starting at `value`.
    public init(wrappedValue value: Value) {
        storage = PublishedStorage(value)
    }

    /// A published property starting at `value`.
    public init(initialValue value: Value) {
        storage = PublishedStorage(value)
    }

    /// The publisher of the value (`$query.debounce(…)`, `.assign(to: &$items)`): Combine makes
    /// it a publisher that sends the current value and each later one; setting it to another
    /// publisher sets the value (writing back its own publisher, as `&$items` does, changes nothing).
    public var projectedValue: Publisher {
        get { Publisher(value: storage.value, storage: storage) }
        set {
            if newValue.storage !== storage { storage.send(newValue.value) }
        }
    }

    /// The publisher of a published property's value (Combine's `Published.Publisher`).
    public struct Publisher {
        /// The value it sends first.
        public var value: Value
        /// The property's box, whose later values it sends; nil for a publisher of one value.
        package let storage: PublishedStorage<Value>?

        /// A publisher of `value`.
        public init(value: Value) {
            self.value = value
            storage = nil
        }

        init(value: Value, storage: PublishedStorage<Value>) {
            self.value = value
            self.storage = storage
        }
    }
}

/// The box of a published property's value and of what follows it. Views are built on one
/// thread at a time, so it is never used concurrently. A subscriber that sets the property it
/// follows is sent at most `maximumDepth` nested values, so a pipeline feeding itself ends.
package final class PublishedStorage<Value>: @unchecked Sendable {
    private(set) var value: Value
    private var subscribers: [(id: Int, receive: (Value) -> Void)] = []
    private var lastID = 0
    private var depth = 0
    private var retained: [Any] = []
    private static var maximumDepth: Int { 16 }

    init(_ value: Value) { self.value = value }

    /// Sends `newValue` to the subscribers, in the order they subscribed, then keeps it.
    func send(_ newValue: Value) {
        if depth < Self.maximumDepth {
            depth += 1
            defer { depth -= 1 }
            for subscriber in subscribers { subscriber.receive(newValue) }
        }
        value = newValue
    }

    /// Sets the value as `send` does (for `assign(to: &$property)`).
    package func set(_ newValue: Value) { send(newValue) }

    /// Follows the later values; the identity removes the subscriber.
    package func subscribe(_ receive: @escaping (Value) -> Void) -> Int {
        lastID += 1
        subscribers.append((lastID, receive))
        return lastID
    }

    /// Stops sending to a subscriber.
    package func unsubscribe(_ id: Int) {
        subscribers.removeAll { $0.id == id }
    }

    /// Keeps a subscription alive as long as the property (`assign(to: &$property)`).
    package func retain(_ subscription: Any) {
        retained.append(subscription)
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
