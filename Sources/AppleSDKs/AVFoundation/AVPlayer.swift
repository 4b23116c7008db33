#if os(Linux)
import Foundation

/// A media asset (AVFoundation's `AVAsset`): a file's media is not read in a preview, so an
/// asset of a URL has no tracks and a zero duration.
open class AVAsset: NSObject, @unchecked Sendable {
    /// An asset.
    public override init() {}
    /// An asset of a URL (an `AVURLAsset` is the usual spelling).
    public convenience init(url URL: URL) { self.init() }
    /// The duration: zero, as nothing is read here.
    open var duration: CMTime { .zero }
    /// The tracks: none, as nothing is read here (a composition has the tracks added to it).
    open var tracks: [AVAssetTrack] { [] }
}

/// An asset at a URL (AVFoundation's `AVURLAsset`).
open class AVURLAsset: AVAsset, @unchecked Sendable {
    /// The URL.
    public let url: URL
    /// An asset at `url`.
    public init(url URL: URL, options: [String: Any]? = nil) { url = URL }
}

/// What a player plays (AVFoundation's `AVPlayerItem`).
open class AVPlayerItem: NSObject, @unchecked Sendable {
    /// The asset.
    public let asset: AVAsset
    /// An item of a URL.
    public convenience init(url URL: URL) { self.init(asset: AVURLAsset(url: URL)) }
    /// An item of an asset.
    public init(asset: AVAsset) { self.asset = asset }
    /// The duration.
    open var duration: CMTime { asset.duration }
    /// The current time.
    open func currentTime() -> CMTime { .zero }
    /// Whether the item can play: unknown, as nothing is loaded.
    open var status: Status { .unknown }
    /// How much to buffer ahead, in seconds.
    open var preferredForwardBufferDuration: TimeInterval = 0
    /// The highest bit rate to stream at, in bits per second (0: no limit).
    open var preferredPeakBitRate: Double = 0
    /// The highest bit rate to stream at over an expensive network (0: no limit).
    open var preferredPeakBitRateForExpensiveNetworks: Double = 0
    /// The largest video resolution to stream (zero: no limit).
    open var preferredMaximumResolution: CGSize = .zero
    /// Whether playback may continue while the app is in the background.
    open var canUseNetworkResourcesForLiveStreamingWhilePaused = false
    /// How pitch is kept at other rates (AVFoundation's `AVPlayerItem.audioTimePitchAlgorithm`):
    /// `.timeDomain` by default, as on iOS 15 and later.
    open var audioTimePitchAlgorithm = AVAudioTimePitchAlgorithm.timeDomain
    /// Metadata the app supplies for the system's player interface, such as a title and artwork
    /// (AVFoundation's `AVPlayerItem.externalMetadata`): kept as set.
    open var externalMetadata: [AVMetadataItem] = []
    /// The options selected in media selection groups, by `select(_:in:)`.
    var chosenMediaOptions: [(group: AVMediaSelectionGroup, option: AVMediaSelectionOption?)] = []
    /// Whether an item can play (AVFoundation's `AVPlayerItem.Status`).
    public enum Status: Int, Sendable { case unknown, readyToPlay, failed }
    /// Posted when an item plays to its end.
    public static var didPlayToEndTimeNotification: Notification.Name { .AVPlayerItemDidPlayToEndTime }
    /// Posted when an item fails to play to its end.
    public static var failedToPlayToEndTimeNotification: Notification.Name { .AVPlayerItemFailedToPlayToEndTime }
}

/// Plays media (AVFoundation's `AVPlayer`): a preview shows the first frame's place and never plays.
open class AVPlayer: NSObject, @unchecked Sendable {
    /// The item.
    open private(set) var currentItem: AVPlayerItem?
    /// The rate (0: paused).
    open var rate: Float = 0
    /// The rate `play()` plays at (AVFoundation's `AVPlayer.defaultRate`, iOS 16): 1 until the app
    /// sets another, as a speed menu does.
    open var defaultRate: Float = 1
    /// Whether media options are selected by the system's criteria (AVFoundation's
    /// `AVPlayer.appliesMediaSelectionCriteriaAutomatically`).
    open var appliesMediaSelectionCriteriaAutomatically = true
    /// The volume.
    open var volume: Float = 1
    /// Whether it is muted.
    open var isMuted = false
    /// What happens at the end.
    open var actionAtItemEnd = ActionAtItemEnd.pause
    /// Whether playing waits for enough buffered media to avoid stalls.
    open var automaticallyWaitsToMinimizeStalling = true
    /// Whether the display stays awake while video plays.
    open var preventsDisplaySleepDuringVideoPlayback = true
    /// What a player does at the end of an item.
    public enum ActionAtItemEnd: Int, Sendable { case advance, pause, none }
    /// A player with nothing to play.
    public override init() {}
    /// A player of a URL.
    public init(url URL: URL) { currentItem = AVPlayerItem(url: URL) }
    /// A player of an item.
    public init(playerItem item: AVPlayerItem?) { currentItem = item }
    /// Plays (not in a preview).
    open func play() {}
    /// Pauses.
    open func pause() {}
    /// Seeks.
    open func seek(to time: CMTime) {}
    /// Replaces the item.
    open func replaceCurrentItem(with item: AVPlayerItem?) { currentItem = item }
    /// The current time.
    open func currentTime() -> CMTime { .zero }
}

/// Plays items in turn (AVFoundation's `AVQueuePlayer`).
open class AVQueuePlayer: AVPlayer, @unchecked Sendable {
    /// A queue of items.
    public init(items: [AVPlayerItem]) { super.init(playerItem: items.first) }
    /// An empty queue.
    public override init() { super.init() }
}

/// Loops an item (AVFoundation's `AVPlayerLooper`).
public final class AVPlayerLooper: NSObject, @unchecked Sendable {
    /// A looper.
    public init(player: AVQueuePlayer, templateItem itemToLoop: AVPlayerItem) {}
}
#endif
