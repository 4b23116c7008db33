#if os(Linux)
import Foundation

/// The system's log, read back (OSLog's `OSLogStore`): a preview's log holds no entries.
public final class OSLogStore: @unchecked Sendable {
    /// Which log a store reads.
    public enum Scope: Int, Sendable { case system, currentProcessIdentifier }
    private init() {}
    /// The log of a scope.
    public convenience init(scope: Scope) throws { self.init() }
    /// The local store.
    public static func local() throws -> OSLogStore { OSLogStore() }
    /// A position at a date.
    public func position(date: Date) -> OSLogPosition { OSLogPosition() }
    /// A position some seconds from the end.
    public func position(timeIntervalSinceEnd seconds: TimeInterval) -> OSLogPosition { OSLogPosition() }
    /// A position some seconds after the latest boot.
    public func position(timeIntervalSinceLatestBoot seconds: TimeInterval) -> OSLogPosition { OSLogPosition() }
    /// The entries: none.
    public func getEntries(with options: OSLogEnumerator.Options = [], at position: OSLogPosition? = nil,
                           matching predicate: NSPredicate? = nil) throws -> [OSLogEntry] { [] }
}

/// A place in a log (OSLog's `OSLogPosition`).
public final class OSLogPosition: Sendable {}

/// Reads a log's entries (OSLog's `OSLogEnumerator`).
public enum OSLogEnumerator {
    /// Options of reading.
    public struct Options: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let reverse = Options(rawValue: 1)
    }
}

/// An entry of a log (OSLog's `OSLogEntry`).
open class OSLogEntry: NSObject, @unchecked Sendable {
    /// The message.
    open var composedMessage: String { "" }
    /// When it was logged.
    open var date: Date { Date() }
}

/// A logged message (OSLog's `OSLogEntryLog`).
open class OSLogEntryLog: OSLogEntry, @unchecked Sendable {
    /// A message's level.
    public enum Level: Int, Sendable { case undefined, debug, info, notice, error, fault }
    /// The level.
    open var level: Level { .undefined }
    /// The subsystem.
    open var subsystem: String { "" }
    /// The category.
    open var category: String { "" }
    /// The process.
    open var process: String { "" }
}
#endif
