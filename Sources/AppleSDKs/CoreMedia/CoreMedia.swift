#if os(Linux)
@_exported import Foundation

/// A time's numerator (Core Media's `CMTimeValue`).
public typealias CMTimeValue = Int64
/// A time's denominator, the units per second (Core Media's `CMTimeScale`).
public typealias CMTimeScale = Int32

/// A time as a rational number (Core Media's `CMTime`).
public struct CMTime: Hashable, Comparable, Sendable {
    /// The numerator.
    public var value: Int64
    /// The denominator.
    public var timescale: Int32
    /// A time of `value / timescale` seconds.
    public init(value: Int64, timescale: Int32) {
        self.value = value
        self.timescale = timescale
    }
    /// A time of `seconds`, at `preferredTimescale`.
    public init(seconds: Double, preferredTimescale: Int32) {
        self.init(value: Int64((seconds * Double(preferredTimescale)).rounded()), timescale: preferredTimescale)
    }
    /// The time in seconds.
    public var seconds: Double { timescale == 0 ? .nan : Double(value) / Double(timescale) }
    /// Zero.
    public static let zero = CMTime(value: 0, timescale: 1)
    /// No valid time.
    public static let invalid = CMTime(value: 0, timescale: 0)
    /// Whether it is a valid time.
    public var isValid: Bool { timescale != 0 }
    public static func < (lhs: CMTime, rhs: CMTime) -> Bool { lhs.seconds < rhs.seconds }
    public static func + (lhs: CMTime, rhs: CMTime) -> CMTime { CMTime(seconds: lhs.seconds + rhs.seconds, preferredTimescale: 600) }
    public static func - (lhs: CMTime, rhs: CMTime) -> CMTime { CMTime(seconds: lhs.seconds - rhs.seconds, preferredTimescale: 600) }
}

/// `seconds` as a time (Core Media's C spelling).
public func CMTimeMakeWithSeconds(_ seconds: Double, preferredTimescale: Int32) -> CMTime { CMTime(seconds: seconds, preferredTimescale: preferredTimescale) }
/// A time in seconds (Core Media's C spelling).
public func CMTimeGetSeconds(_ time: CMTime) -> Double { time.seconds }

/// A range of time (Core Media's `CMTimeRange`).
public struct CMTimeRange: Hashable, Sendable {
    /// The start.
    public var start: CMTime
    /// The duration.
    public var duration: CMTime
    /// A range.
    public init(start: CMTime, duration: CMTime) {
        self.start = start
        self.duration = duration
    }
}
#endif
