#if os(Linux)
import Foundation

/// A lock guarding a value (`os`'s `OSAllocatedUnfairLock`, iOS 16), on Foundation's `NSLock`.
public struct OSAllocatedUnfairLock<State>: @unchecked Sendable {
    private final class Storage: @unchecked Sendable {
        let lock = NSLock()
        var state: State
        init(_ state: State) { self.state = state }
    }
    private let storage: Storage

    /// A lock guarding `initialState`.
    public init(initialState: State) { storage = Storage(initialState) }

    /// Runs `body` with the state, holding the lock.
    public func withLock<R>(_ body: (inout State) throws -> R) rethrows -> R {
        storage.lock.lock()
        defer { storage.lock.unlock() }
        return try body(&storage.state)
    }

    /// Runs `body` with the state when the lock is free now; nil when it is held.
    public func withLockIfAvailable<R>(_ body: (inout State) throws -> R) rethrows -> R? {
        guard storage.lock.try() else { return nil }
        defer { storage.lock.unlock() }
        return try body(&storage.state)
    }

    /// Takes the lock.
    public func lock() { storage.lock.lock() }
    /// Gives the lock back.
    public func unlock() { storage.lock.unlock() }
}

extension OSAllocatedUnfairLock where State == Void {
    /// A lock guarding nothing.
    public init() { self.init(initialState: ()) }

    /// Runs `body` holding the lock.
    public func withLock<R>(_ body: () throws -> R) rethrows -> R {
        try withLock { (_: inout Void) in try body() }
    }
}
#endif
