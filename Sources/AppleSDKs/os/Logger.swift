#if os(Linux)
import Foundation

/// How much of an interpolated value a log message shows (os's `OSLogPrivacy`).
public struct OSLogPrivacy: Sendable, Equatable {
    let rawValue: Int
    /// Shown.
    public static let `public` = OSLogPrivacy(rawValue: 0)
    /// Redacted.
    public static let `private` = OSLogPrivacy(rawValue: 1)
    /// Redacted unless a scalar.
    public static let auto = OSLogPrivacy(rawValue: 2)
    /// Hashed.
    public static let sensitive = OSLogPrivacy(rawValue: 3)
    /// Redacted with a mask.
    public static func `private`(mask: OSLogPrivacy.Mask) -> OSLogPrivacy { .private }
    /// How a private value is masked.
    public enum Mask: Sendable { case hash, none }
}

/// A message to log, with interpolated values (os's `OSLogMessage`). Its `text` is the message as
/// `os` prints it with every value shown (as Xcode's console shows a debug build's log): values are
/// formatted and aligned as their interpolation asks, and privacy redacts nothing.
public struct OSLogMessage: ExpressibleByStringInterpolation, Sendable {
    /// The text, values interpolated.
    public let text: String

    /// A message of a literal.
    public init(stringLiteral value: String) { text = value }
    /// A message of literals and interpolated values.
    public init(stringInterpolation: Interpolation) { text = stringInterpolation.text }

    /// Builds a message's text (os's `OSLogInterpolation`); its `appendInterpolation` forms are in
    /// LogInterpolation.swift.
    public struct Interpolation: StringInterpolationProtocol {
        var text = ""
        /// An empty message.
        public init(literalCapacity: Int, interpolationCount: Int) {}
        /// Adds literal text.
        public mutating func appendLiteral(_ literal: String) { text += literal }
    }
}

/// The name apps see for a message's builder (os's `OSLogInterpolation`).
public typealias OSLogInterpolation = OSLogMessage.Interpolation

/// A log message's level (os's `OSLogType`).
public struct OSLogType: Sendable, Equatable {
    let rawValue: UInt8
    public static let `default` = OSLogType(rawValue: 0), info = OSLogType(rawValue: 1), debug = OSLogType(rawValue: 2)
    public static let error = OSLogType(rawValue: 16), fault = OSLogType(rawValue: 17)
}

/// A log (os's `OSLog`).
public final class OSLog: @unchecked Sendable {
    /// The default log.
    public static let `default` = OSLog(subsystem: "", category: "")
    /// A log that is off.
    public static let disabled = OSLog(subsystem: "", category: "")
    /// A log of `subsystem` and `category`.
    public init(subsystem: String, category: String) {}
}

/// Writes to the unified log (os's `Logger`). Messages are not kept: a preview's logging is the
/// app's business, and it must never mix into the report.
public struct Logger: Sendable {
    /// The default logger.
    public init() {}
    /// A logger of `subsystem` and `category`.
    public init(subsystem: String, category: String) {}
    /// A logger writing to `log`.
    public init(_ log: OSLog) {}

    public func log(_ message: OSLogMessage) {}
    public func log(level: OSLogType, _ message: OSLogMessage) {}
    public func trace(_ message: OSLogMessage) {}
    public func debug(_ message: OSLogMessage) {}
    public func info(_ message: OSLogMessage) {}
    public func notice(_ message: OSLogMessage) {}
    public func warning(_ message: OSLogMessage) {}
    public func error(_ message: OSLogMessage) {}
    public func critical(_ message: OSLogMessage) {}
    public func fault(_ message: OSLogMessage) {}
}

/// Logs a formatted message (os's `os_log`); not kept.
public func os_log(_ message: StaticString, log: OSLog = .default, type: OSLogType = .default, _ arguments: any CVarArg...) {}

/// Logs a formatted message of a level (os's `os_log`); not kept.
public func os_log(_ type: OSLogType, log: OSLog = .default, _ message: StaticString, _ arguments: any CVarArg...) {}
#endif
