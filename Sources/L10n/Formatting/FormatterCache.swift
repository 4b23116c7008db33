import Synchronization

/// A thread-safe memo of expensive ICU objects by key: opening a formatter costs microseconds to
/// milliseconds, using one costs far less, so every formatter type keeps one per configuration.
final class FormatterCache<Key: Hashable & Sendable, Value: Sendable>: Sendable {
    private let storage = Mutex<[Key: Value]>([:])

    /// The cached value for `key`, made by `make` on first use. A failure is not cached.
    func value<E: Error>(for key: Key, make: () throws(E) -> Value) throws(E) -> Value {
        if let found = storage.withLock({ $0[key] }) { return found }
        let made = try make()
        return storage.withLock { cache in
            if let raced = cache[key] { return raced }
            cache[key] = made
            return made
        }
    }
}
