#if os(Linux)
import Foundation

/// A value kept under a key in user defaults (SwiftUI's `@AppStorage`). Screens are rendered
/// without a device, so values live in memory, one store per process shared by every render:
/// a render reads the default until some code writes the key.
@propertyWrapper
public struct AppStorage<Value>: DynamicProperty {
    private let key: String
    private let defaultValue: Value

    private init(key: String, defaultValue: Value) {
        self.key = key
        self.defaultValue = defaultValue
    }

    /// A Boolean stored under `key`.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Bool {
        self.init(key: key, defaultValue: wrappedValue)
    }

    /// An integer stored under `key`.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Int {
        self.init(key: key, defaultValue: wrappedValue)
    }

    /// A number stored under `key`.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Double {
        self.init(key: key, defaultValue: wrappedValue)
    }

    /// A string stored under `key`.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == String {
        self.init(key: key, defaultValue: wrappedValue)
    }

    /// A URL stored under `key`.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == URL {
        self.init(key: key, defaultValue: wrappedValue)
    }

    /// Data stored under `key`.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Data {
        self.init(key: key, defaultValue: wrappedValue)
    }

    /// An enumeration stored by its raw value under `key`.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value: RawRepresentable, Value.RawValue == String {
        self.init(key: key, defaultValue: wrappedValue)
    }

    /// An enumeration stored by its raw value under `key`.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value: RawRepresentable, Value.RawValue == Int {
        self.init(key: key, defaultValue: wrappedValue)
    }

    /// An optional value stored under `key`, nil until written.
    public init<Wrapped>(_ key: String, store: UserDefaults? = nil) where Value == Wrapped? {
        self.init(key: key, defaultValue: nil)
    }

    /// The stored value, or the default when the key was never written.
    public var wrappedValue: Value {
        get { AppStorageMemory.shared.value(for: key) as? Value ?? defaultValue }
        nonmutating set { AppStorageMemory.shared.set(newValue, for: key) }
    }

    /// A binding to the stored value, for controls (`$useEmojiSearch`).
    public var projectedValue: Binding<Value> {
        let key = key, defaultValue = defaultValue
        return Binding(get: { AppStorageMemory.shared.value(for: key) as? Value ?? defaultValue },
                       set: { AppStorageMemory.shared.set($0, for: key) })
    }
}

/// The in-memory user defaults of `@AppStorage`.
final class AppStorageMemory: @unchecked Sendable {
    static let shared = AppStorageMemory()
    private let lock = NSLock()
    private var values: [String: Any] = [:]

    func value(for key: String) -> Any? {
        lock.withLock { values[key] }
    }

    func set(_ value: Any, for key: String) {
        lock.withLock { values[key] = value }
    }
}
#endif
