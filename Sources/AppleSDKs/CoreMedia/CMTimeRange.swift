#if os(Linux)
@_exported import Foundation

/// A track's identifier within a file, stable across edits (Core Media's `CMPersistentTrackID`).
public typealias CMPersistentTrackID = Int32
/// No track: pass it for a composition to pick the identifier (Core Media's `kCMPersistentTrackID_Invalid`).
public let kCMPersistentTrackID_Invalid: CMPersistentTrackID = 0

/// A range of time (Core Media's `CMTimeRange`): from `start`, lasting `duration`; it holds the
/// times `start ≤ t < end`.
public struct CMTimeRange: Hashable, Sendable {
    /// The start.
    public var start: CMTime
    /// The duration.
    public var duration: CMTime
    /// A range of a start and duration.
    public init(start: CMTime, duration: CMTime) {
        self.start = start
        self.duration = duration
    }
    /// The range from `start` up to `end` (invalid when either is, or `end` is before `start`).
    public init(start: CMTime, end: CMTime) {
        guard start.isValid, end.isValid, start <= end else {
            self = .invalid
            return
        }
        self.init(start: start, duration: end - start)
    }
    /// The time just past the range: `start + duration`.
    public var end: CMTime { start + duration }
    /// Whether it is valid: valid times and a duration that is not negative.
    public var isValid: Bool { start.isValid && duration.isValid && duration.epoch == 0 && !(duration < .zero) }
    /// Whether it lasts no time.
    public var isEmpty: Bool { isValid && duration == .zero }
    /// Whether its start or duration is indefinite.
    public var isIndefinite: Bool { isValid && (start.isIndefinite || duration.isIndefinite) }
    /// Whether `time` is in the range (`start ≤ time < end`).
    public func containsTime(_ time: CMTime) -> Bool {
        isValid && time.isValid && !(time < start) && time < end
    }
    /// Whether `range` lies wholly within this one.
    public func containsTimeRange(_ range: CMTimeRange) -> Bool {
        isValid && range.isValid && !(range.start < start) && !(end < range.end)
    }
    /// The times both ranges hold (an empty range when they do not meet).
    public func intersection(_ otherRange: CMTimeRange) -> CMTimeRange {
        guard isValid, otherRange.isValid else { return .invalid }
        let later = max(start, otherRange.start), earlier = min(end, otherRange.end)
        return earlier < later ? CMTimeRange(start: later, duration: .zero) : CMTimeRange(start: later, end: earlier)
    }
    /// The smallest range holding both.
    public func union(_ otherRange: CMTimeRange) -> CMTimeRange {
        guard isValid, otherRange.isValid else { return .invalid }
        return CMTimeRange(start: min(start, otherRange.start), end: max(end, otherRange.end))
    }
    /// The empty range at zero (Core Media's `kCMTimeRangeZero`).
    public static let zero = CMTimeRange(start: .zero, duration: .zero)
    /// No valid range (Core Media's `kCMTimeRangeInvalid`).
    public static let invalid = CMTimeRange(start: .invalid, duration: .invalid)
}

/// A range of a start and duration (Core Media's C spelling).
public func CMTimeRangeMake(start: CMTime, duration: CMTime) -> CMTimeRange { CMTimeRange(start: start, duration: duration) }
/// The range from `start` up to `end` (Core Media's `CMTimeRangeFromTimeToTime`).
public func CMTimeRangeFromTimeToTime(start: CMTime, end: CMTime) -> CMTimeRange { CMTimeRange(start: start, end: end) }
/// The time just past a range (Core Media's `CMTimeRangeGetEnd`).
public func CMTimeRangeGetEnd(_ range: CMTimeRange) -> CMTime { range.end }
/// Whether a range holds a time (Core Media's `CMTimeRangeContainsTime`).
public func CMTimeRangeContainsTime(_ range: CMTimeRange, time: CMTime) -> Bool { range.containsTime(time) }
/// The empty range at zero (Core Media's `kCMTimeRangeZero`).
public let kCMTimeRangeZero = CMTimeRange.zero
/// No valid range (Core Media's `kCMTimeRangeInvalid`).
public let kCMTimeRangeInvalid = CMTimeRange.invalid
#endif
