#if os(Linux)
@_exported import Foundation

// The system's log categories (points of interest for Instruments) and the `os_signpost`
// functions apps mark intervals with through a log. A preview records nothing.

extension OSLog {
    /// A category the system gives a meaning (os's `OSLog.Category`).
    public struct Category: RawRepresentable, Hashable, Sendable {
        /// The category's name.
        public let rawValue: String
        /// A category of a name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Intervals and events Instruments shows in its Points of Interest track.
        public static let pointsOfInterest = Category(rawValue: "PointsOfInterest")
        /// Signposts recorded only while a tool traces the app.
        public static let dynamicTracing = Category(rawValue: "DynamicTracing")
        /// Signposts recorded with backtraces only while a tool traces the app.
        public static let dynamicStackTracing = Category(rawValue: "DynamicStackTracing")
    }

    /// A log of a subsystem and a system category (os's `OSLog(subsystem:category:)`).
    public convenience init(subsystem: String, category: OSLog.Category) { self.init(subsystem: subsystem, category: category.rawValue) }

    /// Whether signposts of the log are recorded: not in a preview.
    public var signpostsEnabled: Bool { false }
}

/// What a signpost marks (os's `OSSignpostType`).
public struct OSSignpostType: Sendable, Equatable {
    let rawValue: UInt8
    /// A single event.
    public static let event = OSSignpostType(rawValue: 0)
    /// The start of an interval.
    public static let begin = OSSignpostType(rawValue: 1)
    /// The end of an interval.
    public static let end = OSSignpostType(rawValue: 2)
}

extension OSSignpostID {
    /// A new identity for signposts of a log (os's `OSSignpostID(log:)`): identities count up from 1
    /// in a preview, so a run is the same every time.
    public init(log: OSLog) { self.init(SignpostIdentities.next()) }
    /// An identity for signposts about an object: a new one, as identities of addresses differ from run to run.
    public init(log: OSLog, object: AnyObject) { self.init(log: log) }
}

/// Counts the identities `OSSignpostID(log:)` makes.
private enum SignpostIdentities {
    private final class Counter: @unchecked Sendable {
        let lock = NSLock()
        var last: UInt64 = 0
    }
    private static let counter = Counter()
    static func next() -> UInt64 {
        counter.lock.withLock {
            counter.last += 1
            return counter.last
        }
    }
}

/// Marks a signpost in a log (os's `os_signpost(_:dso:log:name:signpostID:)`); not recorded.
public func os_signpost(_ type: OSSignpostType, dso: UnsafeRawPointer = #dsohandle, log: OSLog, name: StaticString, signpostID: OSSignpostID = .exclusive) {}

/// Marks a signpost with a formatted message (os's `os_signpost(_:dso:log:name:signpostID:_:_:)`); not recorded.
public func os_signpost(_ type: OSSignpostType, dso: UnsafeRawPointer = #dsohandle, log: OSLog, name: StaticString, signpostID: OSSignpostID = .exclusive,
                        _ format: StaticString, _ arguments: any CVarArg...) {}
#endif
