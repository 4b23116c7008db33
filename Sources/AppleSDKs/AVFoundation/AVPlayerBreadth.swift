#if os(Linux)
import Foundation
import StandInCoreGraphics
import StandInCoreMedia

// The AVFoundation API of player and media screens: time observers, the player's status, the
// end-of-item notification, iOS 16's async asset loading and thumbnails. Nothing plays or is
// decoded in a preview: a player stays paused at zero, an asset's duration is zero, a
// thumbnail cannot be made.

extension AVPlayer {
    /// Whether the player is playing, paused or waiting (AVFoundation's `AVPlayer.TimeControlStatus`).
    public enum TimeControlStatus: Int, Sendable { case paused, waitingToPlayAtSpecifiedRate, playing }

    /// Whether the player can play (AVFoundation's `AVPlayer.Status`).
    public enum Status: Int, Sendable { case unknown, readyToPlay, failed }

    /// Paused, always: nothing plays in a preview.
    public var timeControlStatus: TimeControlStatus { .paused }

    /// Unknown, as nothing is loaded.
    public var status: Status { .unknown }

    /// Calls `block` every `interval` while playing: never, as nothing plays. Returns a token
    /// for `removeTimeObserver(_:)`.
    public func addPeriodicTimeObserver(forInterval interval: CMTime, queue: DispatchQueue?,
                                        using block: @escaping @Sendable (CMTime) -> Void) -> Any { NSObject() }

    /// Calls `block` when playback crosses one of `times`: never.
    public func addBoundaryTimeObserver(forTimes times: [NSValue], queue: DispatchQueue?,
                                        using block: @escaping @Sendable () -> Void) -> Any { NSObject() }

    /// Stops a time observer.
    public func removeTimeObserver(_ observer: Any) {}

    /// Seeks, and says whether it finished: it does at once.
    public func seek(to time: CMTime) async -> Bool { true }

    /// Seeks within tolerances.
    public func seek(to time: CMTime, toleranceBefore: CMTime, toleranceAfter: CMTime) {}

    /// Seeks, then calls `completionHandler`.
    public func seek(to time: CMTime, completionHandler: @escaping @Sendable (Bool) -> Void) { completionHandler(true) }

    /// Plays at `rate`: not in a preview.
    public func playImmediately(atRate rate: Float) {}
}

extension Notification.Name {
    /// An item played to its end.
    public static let AVPlayerItemDidPlayToEndTime = Notification.Name("AVPlayerItemDidPlayToEndTimeNotification")
    /// An item failed to play to its end.
    public static let AVPlayerItemFailedToPlayToEndTime = Notification.Name("AVPlayerItemFailedToPlayToEndTimeNotification")
    /// An item's playback stalled.
    public static let AVPlayerItemPlaybackStalled = Notification.Name("AVPlayerItemPlaybackStalledNotification")
}

/// A property of an asset loaded asynchronously (AVFoundation's `AVAsyncProperty`).
public struct AVAsyncProperty<Root, Value>: Sendable {
    let value: @Sendable (Root) -> Value
}

extension AVAsyncProperty where Root == AVAsset, Value == CMTime {
    /// The asset's duration.
    public static var duration: AVAsyncProperty<AVAsset, CMTime> { AVAsyncProperty { $0.duration } }
}

extension AVAsyncProperty where Root == AVAsset, Value == Bool {
    /// Whether the asset can be played: not here, as nothing is read.
    public static var isPlayable: AVAsyncProperty<AVAsset, Bool> { AVAsyncProperty { _ in false } }
}

extension AVAsyncProperty where Root == AVAsset, Value == CGSize {
    /// The asset's natural size: zero.
    public static var naturalSize: AVAsyncProperty<AVAsset, CGSize> { AVAsyncProperty { _ in .zero } }
}

extension AVAsset {
    /// Loads a property (iOS 16's `try await asset.load(.duration)`).
    public func load<T>(_ property: AVAsyncProperty<AVAsset, T>) async throws -> T { property.value(self) }

    /// Loads two properties.
    public func load<A, B>(_ first: AVAsyncProperty<AVAsset, A>, _ second: AVAsyncProperty<AVAsset, B>) async throws -> (A, B) {
        (first.value(self), second.value(self))
    }
}

/// Makes still images of an asset (AVFoundation's `AVAssetImageGenerator`): none can be made
/// here, as no video is decoded, so a view shows its placeholder.
open class AVAssetImageGenerator: NSObject, @unchecked Sendable {
    /// Why no image was made.
    public struct NotDecoded: Error, CustomStringConvertible {
        public var description: String { "video frames are not decoded on Linux" }
    }

    /// The asset.
    public let asset: AVAsset
    /// Whether the track's transform is applied.
    open var appliesPreferredTrackTransform = false
    /// The largest image made (zero: the video's own size).
    open var maximumSize = CGSize.zero
    /// How much earlier than the requested time an image may be taken from (default: any).
    open var requestedTimeToleranceBefore = CMTime.positiveInfinity
    /// How much later than the requested time an image may be taken from (default: any).
    open var requestedTimeToleranceAfter = CMTime.positiveInfinity
    /// A generator of `asset`'s images.
    public init(asset: AVAsset) { self.asset = asset }
    /// The image at `time`: fails, as nothing is decoded.
    open func image(at time: CMTime) async throws -> (image: CGImage, actualTime: CMTime) { throw NotDecoded() }
    /// The image at `time`, synchronously: fails.
    open func copyCGImage(at requestedTime: CMTime, actualTime: UnsafeMutablePointer<CMTime>?) throws -> CGImage { throw NotDecoded() }
    /// Makes the image at `requestedTime`, then calls `handler` with it: with no image and the
    /// error, as nothing is decoded.
    open func generateCGImageAsynchronously(for requestedTime: CMTime,
                                            completionHandler handler: @escaping @Sendable (CGImage?, CMTime, (any Error)?) -> Void) {
        handler(nil, .invalid, NotDecoded())
    }
    /// Cancels the images not yet made.
    open func cancelAllCGImageGeneration() {}
}
#endif
