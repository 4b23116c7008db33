#if os(Linux)
@_exported import Foundation

/// A time's numerator (Core Media's `CMTimeValue`).
public typealias CMTimeValue = Int64
/// A time's denominator, the units per second (Core Media's `CMTimeScale`).
public typealias CMTimeScale = Int32
/// A time's epoch, which tells loops of a timeline apart (Core Media's `CMTimeEpoch`).
public typealias CMTimeEpoch = Int64

/// What kind of time a `CMTime` is (Core Media's `CMTimeFlags`).
public struct CMTimeFlags: OptionSet, Hashable, Sendable {
    /// The flags' bits.
    public let rawValue: UInt32
    /// Flags of bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// The time is valid.
    public static let valid = CMTimeFlags(rawValue: 1 << 0)
    /// The time was rounded when converted.
    public static let hasBeenRounded = CMTimeFlags(rawValue: 1 << 1)
    /// The time is +∞.
    public static let positiveInfinity = CMTimeFlags(rawValue: 1 << 2)
    /// The time is −∞.
    public static let negativeInfinity = CMTimeFlags(rawValue: 1 << 3)
    /// The time is not known (the duration of a live stream).
    public static let indefinite = CMTimeFlags(rawValue: 1 << 4)
    /// The flags that make a time non-numeric.
    public static let impliedValueFlagsMask: CMTimeFlags = [.positiveInfinity, .negativeInfinity, .indefinite]
}

/// A time as a rational number (Core Media's `CMTime`). Equal times compare equal whatever their
/// timescale (`1/2 == 300/600`), as Core Media's `==` does.
public struct CMTime: Hashable, Comparable, Sendable {
    /// The numerator.
    public var value: CMTimeValue
    /// The denominator.
    public var timescale: CMTimeScale
    /// What kind of time it is.
    public var flags: CMTimeFlags
    /// The epoch.
    public var epoch: CMTimeEpoch
    /// A time of all four fields.
    public init(value: CMTimeValue, timescale: CMTimeScale, flags: CMTimeFlags, epoch: CMTimeEpoch) {
        self.value = value
        self.timescale = timescale
        self.flags = flags
        self.epoch = epoch
    }
    /// A time of `value / timescale` seconds (invalid when `timescale` is not positive).
    public init(value: CMTimeValue, timescale: CMTimeScale) {
        self.init(value: value, timescale: timescale, flags: timescale > 0 ? .valid : [], epoch: 0)
    }
    /// A time of `seconds`, at `preferredTimescale` (±∞ give the infinite times, NaN an invalid one).
    public init(seconds: Double, preferredTimescale: CMTimeScale) {
        let scaled = (seconds * Double(preferredTimescale)).rounded()
        if seconds.isNaN || preferredTimescale <= 0 {
            self = .invalid
        } else if scaled >= Double(Int64.max) {
            self = .positiveInfinity
        } else if scaled <= Double(Int64.min) {
            self = .negativeInfinity
        } else {
            self.init(value: Int64(scaled), timescale: preferredTimescale)
        }
    }
    /// The time in seconds: ±∞ for the infinities, NaN for an invalid or indefinite time.
    public var seconds: Double {
        if flags.contains(.positiveInfinity) { return .infinity }
        if flags.contains(.negativeInfinity) { return -.infinity }
        return isNumeric ? Double(value) / Double(timescale) : .nan
    }
    /// Zero.
    public static let zero = CMTime(value: 0, timescale: 1)
    /// No valid time.
    public static let invalid = CMTime(value: 0, timescale: 0, flags: [], epoch: 0)
    /// +∞ (Core Media's `kCMTimePositiveInfinity`).
    public static let positiveInfinity = CMTime(value: 0, timescale: 0, flags: [.valid, .positiveInfinity], epoch: 0)
    /// −∞ (Core Media's `kCMTimeNegativeInfinity`).
    public static let negativeInfinity = CMTime(value: 0, timescale: 0, flags: [.valid, .negativeInfinity], epoch: 0)
    /// A time not known (Core Media's `kCMTimeIndefinite`).
    public static let indefinite = CMTime(value: 0, timescale: 0, flags: [.valid, .indefinite], epoch: 0)
    /// Whether it is a valid time.
    public var isValid: Bool { flags.contains(.valid) }
    /// Whether it is a valid, finite, known time.
    public var isNumeric: Bool { isValid && flags.isDisjoint(with: .impliedValueFlagsMask) && timescale > 0 }
    /// Whether it is +∞.
    public var isPositiveInfinity: Bool { isValid && flags.contains(.positiveInfinity) }
    /// Whether it is −∞.
    public var isNegativeInfinity: Bool { isValid && flags.contains(.negativeInfinity) }
    /// Whether it is indefinite.
    public var isIndefinite: Bool { isValid && flags.contains(.indefinite) }

    /// Whether two times are the same instant (`1/2 == 300/600`), or the same non-numeric time.
    public static func == (lhs: CMTime, rhs: CMTime) -> Bool {
        guard lhs.isNumeric, rhs.isNumeric else {
            return lhs.flags.intersection([.valid, .positiveInfinity, .negativeInfinity, .indefinite])
                == rhs.flags.intersection([.valid, .positiveInfinity, .negativeInfinity, .indefinite])
        }
        return lhs.value.multipliedFullWidth(by: Int64(rhs.timescale)) == rhs.value.multipliedFullWidth(by: Int64(lhs.timescale))
    }
    /// Hashes the instant, so equal times at different timescales hash alike.
    public func hash(into hasher: inout Hasher) {
        if isNumeric { hasher.combine(seconds) } else { hasher.combine(flags.intersection([.valid, .positiveInfinity, .negativeInfinity, .indefinite])) }
    }
    /// Whether `lhs` is earlier than `rhs`.
    public static func < (lhs: CMTime, rhs: CMTime) -> Bool {
        if lhs.isNumeric, rhs.isNumeric {
            let left = lhs.value.multipliedFullWidth(by: Int64(rhs.timescale))
            let right = rhs.value.multipliedFullWidth(by: Int64(lhs.timescale))
            return (left.high, left.low) < (right.high, right.low)
        }
        return lhs.seconds < rhs.seconds
    }
    /// The sum of two times (±∞ stay infinite; an invalid time makes it invalid).
    public static func + (lhs: CMTime, rhs: CMTime) -> CMTime { combine(lhs, rhs, negatingRight: false) }
    /// The difference of two times.
    public static func - (lhs: CMTime, rhs: CMTime) -> CMTime { combine(lhs, rhs, negatingRight: true) }

    /// The sum or difference: exact at a shared timescale, else at the finer of the two.
    private static func combine(_ lhs: CMTime, _ rhs: CMTime, negatingRight: Bool) -> CMTime {
        guard lhs.isValid, rhs.isValid else { return .invalid }
        guard lhs.isNumeric, rhs.isNumeric else {
            let total = negatingRight ? lhs.seconds - rhs.seconds : lhs.seconds + rhs.seconds
            return total.isNaN ? .indefinite : (total > 0 ? .positiveInfinity : .negativeInfinity)
        }
        if lhs.timescale == rhs.timescale {
            let (sum, overflow) = negatingRight ? lhs.value.subtractingReportingOverflow(rhs.value) : lhs.value.addingReportingOverflow(rhs.value)
            if !overflow { return CMTime(value: sum, timescale: lhs.timescale) }
        }
        let total = negatingRight ? lhs.seconds - rhs.seconds : lhs.seconds + rhs.seconds
        return CMTime(seconds: total, preferredTimescale: max(lhs.timescale, rhs.timescale))
    }
}

/// `value / timescale` seconds (Core Media's C spelling).
public func CMTimeMake(value: Int64, timescale: Int32) -> CMTime { CMTime(value: value, timescale: timescale) }
/// `seconds` as a time (Core Media's C spelling).
public func CMTimeMakeWithSeconds(_ seconds: Double, preferredTimescale: Int32) -> CMTime { CMTime(seconds: seconds, preferredTimescale: preferredTimescale) }
/// A time in seconds (Core Media's C spelling).
public func CMTimeGetSeconds(_ time: CMTime) -> Double { time.seconds }
/// −1, 0 or 1 as `time1` is before, at or after `time2` (Core Media's `CMTimeCompare`).
public func CMTimeCompare(_ time1: CMTime, _ time2: CMTime) -> Int32 { time1 < time2 ? -1 : (time1 == time2 ? 0 : 1) }
/// The sum of two times (Core Media's `CMTimeAdd`).
public func CMTimeAdd(_ lhs: CMTime, _ rhs: CMTime) -> CMTime { lhs + rhs }
/// The difference of two times (Core Media's `CMTimeSubtract`).
public func CMTimeSubtract(_ lhs: CMTime, _ rhs: CMTime) -> CMTime { lhs - rhs }
/// Zero (Core Media's `kCMTimeZero`).
public let kCMTimeZero = CMTime.zero
/// No valid time (Core Media's `kCMTimeInvalid`).
public let kCMTimeInvalid = CMTime.invalid
/// +∞ (Core Media's `kCMTimePositiveInfinity`).
public let kCMTimePositiveInfinity = CMTime.positiveInfinity
/// A time not known (Core Media's `kCMTimeIndefinite`).
public let kCMTimeIndefinite = CMTime.indefinite
#endif
