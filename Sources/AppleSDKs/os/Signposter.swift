#if os(Linux)
import Foundation

/// An interval's or event's identity in signposts (os' `OSSignpostID`).
public struct OSSignpostID: Sendable, Hashable {
    /// The identity's value.
    public let rawValue: UInt64
    /// An identity of a value.
    public init(_ value: UInt64) { rawValue = value }
    /// The identity of signposts that need none.
    public static let exclusive = OSSignpostID(0xEEEE_B0B5_B2B2_EEEE)
    /// No identity.
    public static let invalid = OSSignpostID(0)
    /// No identity given: the signposter makes one.
    public static let null = OSSignpostID(0)
}

/// A begun interval, to end it (os' `OSSignpostIntervalState`).
public struct OSSignpostIntervalState: Sendable {
    /// The interval's identity.
    public let signpostID: OSSignpostID
}

/// Marks intervals and events for Instruments (os' `OSSignposter`): a preview records nothing,
/// and identities count up from 1 for each signposter, so a run is the same every time.
public final class OSSignposter: @unchecked Sendable {
    private let lock = NSLock()
    private var lastID: UInt64 = 0

    /// A signposter writing to `logger`'s subsystem and category.
    public init(logger: Logger) {}
    /// A signposter of a subsystem and category.
    public init(subsystem: String, category: String) {}
    /// A signposter of a log.
    public init(logHandle: OSLog) {}
    /// A signposter that records nothing.
    public static let disabled = OSSignposter(subsystem: "", category: "")
    /// Whether signposts are recorded: not in a preview.
    public var isEnabled: Bool { false }

    /// A new identity.
    public func makeSignpostID() -> OSSignpostID {
        lock.lock()
        defer { lock.unlock() }
        lastID += 1
        return OSSignpostID(lastID)
    }
    /// An identity for an object: a new one, as identities of addresses would differ from run to run.
    public func makeSignpostID(from object: AnyObject) -> OSSignpostID { makeSignpostID() }
    /// Begins an interval.
    public func beginInterval(_ name: StaticString, id: OSSignpostID = .exclusive) -> OSSignpostIntervalState { OSSignpostIntervalState(signpostID: id) }
    /// Begins an interval with a message.
    public func beginInterval(_ name: StaticString, id: OSSignpostID = .exclusive, _ message: OSLogMessage) -> OSSignpostIntervalState {
        OSSignpostIntervalState(signpostID: id)
    }
    /// Ends an interval.
    public func endInterval(_ name: StaticString, _ state: OSSignpostIntervalState) {}
    /// Ends an interval with a message.
    public func endInterval(_ name: StaticString, _ state: OSSignpostIntervalState, _ message: OSLogMessage) {}
    /// Marks an event.
    public func emitEvent(_ name: StaticString, id: OSSignpostID = .exclusive) {}
    /// Marks an event with a message.
    public func emitEvent(_ name: StaticString, id: OSSignpostID = .exclusive, _ message: OSLogMessage) {}
    /// Runs `task` inside an interval and returns what it returns.
    public func withIntervalSignpost<T>(_ name: StaticString, id: OSSignpostID = .exclusive, around task: () throws -> T) rethrows -> T {
        try task()
    }
    /// Runs `task` inside an interval with a message and returns what it returns.
    public func withIntervalSignpost<T>(_ name: StaticString, id: OSSignpostID = .exclusive, _ message: OSLogMessage,
                                        around task: () throws -> T) rethrows -> T {
        try task()
    }
}
#endif
