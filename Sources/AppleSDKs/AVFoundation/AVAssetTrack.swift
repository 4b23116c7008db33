#if os(Linux)
@_exported import Foundation
import StandInCoreGraphics
import StandInCoreMedia

/// A track of an asset: its video, audio or text (AVFoundation's `AVAssetTrack`). Nothing is read
/// from files in a preview, so an asset of a URL has no tracks; the tracks a preview sees are a
/// composition's, whose size and time range follow what is inserted into them.
open class AVAssetTrack: NSObject, @unchecked Sendable {
    /// The asset it belongs to.
    open private(set) weak var asset: AVAsset?
    /// Its identifier within the asset.
    public let trackID: CMPersistentTrackID
    /// Its kind of media.
    public let mediaType: AVMediaType
    var storedNaturalSize = CGSize.zero
    var storedTransform = CGAffineTransform.identity
    var storedTimeRange = CMTimeRange.zero
    var storedEnabled = true

    init(asset: AVAsset?, trackID: CMPersistentTrackID, mediaType: AVMediaType) {
        self.asset = asset
        self.trackID = trackID
        self.mediaType = mediaType
    }

    /// The video's size before `preferredTransform` (zero for audio).
    open var naturalSize: CGSize { storedNaturalSize }
    /// How the video is meant to be shown (a rotation for portrait video).
    open var preferredTransform: CGAffineTransform { storedTransform }
    /// The time the track's media covers.
    open var timeRange: CMTimeRange { storedTimeRange }
    /// Whether the track is enabled.
    open var isEnabled: Bool { storedEnabled }
    /// Whether the track can be played: not in a preview, which decodes nothing.
    open var isPlayable: Bool { false }
    /// The video's frame rate: not known in a preview, 0.
    open var nominalFrameRate: Float { 0 }
    /// The media's bit rate in bits per second: unknown, 0.
    open var estimatedDataRate: Float { 0 }
    /// The units per second the track's times count in.
    open var naturalTimeScale: CMTimeScale { 600 }
}

extension AVAsset {
    /// The tracks of a media type, loaded (iOS 15's `try await asset.loadTracks(withMediaType: .video)`):
    /// none for an asset of a URL in a preview, as nothing is read.
    public func loadTracks(withMediaType mediaType: AVMediaType) async throws -> [AVAssetTrack] { tracks(withMediaType: mediaType) }
    /// The track of an identifier, loaded.
    public func loadTrack(withTrackID trackID: CMPersistentTrackID) async throws -> AVAssetTrack? { track(withTrackID: trackID) }
    /// The tracks of a media type.
    public func tracks(withMediaType mediaType: AVMediaType) -> [AVAssetTrack] { tracks.filter { $0.mediaType == mediaType } }
    /// The track of an identifier.
    public func track(withTrackID trackID: CMPersistentTrackID) -> AVAssetTrack? { tracks.first { $0.trackID == trackID } }
    /// Loads three properties.
    public func load<A, B, C>(_ first: AVAsyncProperty<AVAsset, A>, _ second: AVAsyncProperty<AVAsset, B>,
                              _ third: AVAsyncProperty<AVAsset, C>) async throws -> (A, B, C) {
        (first.value(self), second.value(self), third.value(self))
    }
}

extension AVAsyncProperty where Root == AVAsset, Value == [AVAssetTrack] {
    /// The asset's tracks.
    public static var tracks: AVAsyncProperty<AVAsset, [AVAssetTrack]> { AVAsyncProperty { $0.tracks } }
}

extension AVAssetTrack {
    /// Loads a property (iOS 16's `try await track.load(.naturalSize)`).
    public func load<T>(_ property: AVAsyncProperty<AVAssetTrack, T>) async throws -> T { property.value(self) }
    /// Loads two properties.
    public func load<A, B>(_ first: AVAsyncProperty<AVAssetTrack, A>, _ second: AVAsyncProperty<AVAssetTrack, B>) async throws -> (A, B) {
        (first.value(self), second.value(self))
    }
    /// Loads three properties.
    public func load<A, B, C>(_ first: AVAsyncProperty<AVAssetTrack, A>, _ second: AVAsyncProperty<AVAssetTrack, B>,
                              _ third: AVAsyncProperty<AVAssetTrack, C>) async throws -> (A, B, C) {
        (first.value(self), second.value(self), third.value(self))
    }
}

extension AVAsyncProperty where Root == AVAssetTrack, Value == CGSize {
    /// The track's natural size.
    public static var naturalSize: AVAsyncProperty<AVAssetTrack, CGSize> { AVAsyncProperty { $0.naturalSize } }
}

extension AVAsyncProperty where Root == AVAssetTrack, Value == CGAffineTransform {
    /// The track's preferred transform.
    public static var preferredTransform: AVAsyncProperty<AVAssetTrack, CGAffineTransform> { AVAsyncProperty { $0.preferredTransform } }
}

extension AVAsyncProperty where Root == AVAssetTrack, Value == CMTimeRange {
    /// The track's time range.
    public static var timeRange: AVAsyncProperty<AVAssetTrack, CMTimeRange> { AVAsyncProperty { $0.timeRange } }
}

extension AVAsyncProperty where Root == AVAssetTrack, Value == Float {
    /// The track's frame rate.
    public static var nominalFrameRate: AVAsyncProperty<AVAssetTrack, Float> { AVAsyncProperty { $0.nominalFrameRate } }
    /// The track's bit rate.
    public static var estimatedDataRate: AVAsyncProperty<AVAssetTrack, Float> { AVAsyncProperty { $0.estimatedDataRate } }
}

extension AVAsyncProperty where Root == AVAssetTrack, Value == Bool {
    /// Whether the track can be played.
    public static var isPlayable: AVAsyncProperty<AVAssetTrack, Bool> { AVAsyncProperty { $0.isPlayable } }
    /// Whether the track is enabled.
    public static var isEnabled: AVAsyncProperty<AVAssetTrack, Bool> { AVAsyncProperty { $0.isEnabled } }
}

extension AVAsyncProperty where Root == AVAssetTrack, Value == AVMediaType {
    /// The track's media type.
    public static var mediaType: AVAsyncProperty<AVAssetTrack, AVMediaType> { AVAsyncProperty { $0.mediaType } }
}
#endif
