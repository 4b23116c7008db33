#if os(Linux)
@_exported import Foundation
import StandInCoreMedia

// What a podcast or video player sets around playback: seeking with tolerances and completion
// handlers, the pitch algorithm of a speed menu, precise durations, route detection and the
// buffering state. Nothing plays or buffers in a preview: a seek finishes at once (a URL asset's
// duration is zero, so the playhead stays at zero), buffers are empty, no other route is found.

/// How audio keeps its pitch at rates other than 1 (AVFoundation's `AVAudioTimePitchAlgorithm`).
public struct AVAudioTimePitchAlgorithm: Hashable, Sendable, RawRepresentable {
    /// The algorithm's name.
    public let rawValue: String
    /// An algorithm of a name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Low quality, very cheap, for rates snapped to a few steps (deprecated in iOS 15).
    public static let lowQualityZeroLatency = AVAudioTimePitchAlgorithm(rawValue: "LowQualityZeroLatency")
    /// Modest quality suited to speech, as a podcast app's speed menu uses (the default).
    public static let timeDomain = AVAudioTimePitchAlgorithm(rawValue: "TimeDomain")
    /// The highest quality, suited to music.
    public static let spectral = AVAudioTimePitchAlgorithm(rawValue: "Spectral")
    /// No pitch correction: the pitch follows the rate.
    public static let varispeed = AVAudioTimePitchAlgorithm(rawValue: "Varispeed")
}

/// The `AVURLAsset` option asking for a precise duration and precise seeking (AVFoundation's
/// `AVURLAssetPreferPreciseDurationAndTimingKey`); a `Bool` value.
public let AVURLAssetPreferPreciseDurationAndTimingKey = "AVURLAssetPreferPreciseDurationAndTimingKey"
/// The `AVURLAsset` option allowing cellular access (AVFoundation's `AVURLAssetAllowsCellularAccessKey`); a `Bool` value.
public let AVURLAssetAllowsCellularAccessKey = "AVURLAssetAllowsCellularAccessKey"

extension AVPlayer {
    /// Posted when the player's rate changes (AVFoundation's `AVPlayer.rateDidChangeNotification`):
    /// never in a preview, where the rate changes only as the app sets it.
    public static let rateDidChangeNotification = Notification.Name("AVPlayerRateDidChangeNotification")

    /// Seeks within tolerances, then calls `completionHandler`: at once, finished.
    public func seek(to time: CMTime, toleranceBefore: CMTime, toleranceAfter: CMTime,
                     completionHandler: @escaping @Sendable (Bool) -> Void) {
        completionHandler(true)
    }

    /// Seeks within tolerances, and says whether it finished: it does at once.
    public func seek(to time: CMTime, toleranceBefore: CMTime, toleranceAfter: CMTime) async -> Bool { true }
}

extension AVPlayerItem {
    /// Posted when the item's time jumps (AVFoundation's `AVPlayerItem.timeJumpedNotification`): never in a preview.
    public static let timeJumpedNotification = Notification.Name("AVPlayerItemTimeJumpedNotification")
    /// Posted when playback stalls (AVFoundation's `AVPlayerItem.playbackStalledNotification`): never in a preview.
    public static var playbackStalledNotification: Notification.Name { .AVPlayerItemPlaybackStalled }

    /// Seeks, then calls `completionHandler` (if any): at once, finished.
    public func seek(to time: CMTime, completionHandler: (@Sendable (Bool) -> Void)? = nil) {
        completionHandler?(true)
    }
    /// Seeks within tolerances, then calls `completionHandler` (if any): at once, finished.
    public func seek(to time: CMTime, toleranceBefore: CMTime, toleranceAfter: CMTime,
                     completionHandler: (@Sendable (Bool) -> Void)? = nil) {
        completionHandler?(true)
    }
    /// Seeks, and says whether it finished: it does at once.
    public func seek(to time: CMTime) async -> Bool { true }
    /// Seeks within tolerances, and says whether it finished: it does at once.
    public func seek(to time: CMTime, toleranceBefore: CMTime, toleranceAfter: CMTime) async -> Bool { true }
    /// Cancels seeks not yet finished: there are none.
    public func cancelPendingSeeks() {}

    /// Whether playback is likely to keep up: no, as nothing is buffered in a preview.
    public var isPlaybackLikelyToKeepUp: Bool { false }
    /// Whether the buffer is empty: yes, in a preview.
    public var isPlaybackBufferEmpty: Bool { true }
    /// Whether the buffer is full: no, in a preview.
    public var isPlaybackBufferFull: Bool { false }
}

/// Finds the playback routes around the device, such as AirPlay speakers and TVs (AVFoundation's
/// `AVRouteDetector`): a preview's device finds none, so `multipleRoutesDetected` stays false
/// and `.AVRouteDetectorMultipleRoutesDetectedDidChange` is never posted.
open class AVRouteDetector: NSObject, @unchecked Sendable {
    /// Whether detection runs (off by default, as it costs power).
    open var isRouteDetectionEnabled = false
    /// Whether routes of custom protocols are detected too (iOS 16).
    open var detectsCustomRoutes = false
    /// Whether a route besides the device's own was found: never, in a preview.
    open var multipleRoutesDetected: Bool { false }
    /// A detector, not yet enabled.
    public override init() {}
}

extension Notification.Name {
    /// Posted when `AVRouteDetector.multipleRoutesDetected` changes (AVFoundation's
    /// `AVRouteDetectorMultipleRoutesDetectedDidChange`): never in a preview.
    public static let AVRouteDetectorMultipleRoutesDetectedDidChange = Notification.Name("AVRouteDetectorMultipleRoutesDetectedDidChangeNotification")
}
#endif
