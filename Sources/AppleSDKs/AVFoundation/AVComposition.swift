#if os(Linux)
@_exported import Foundation
import StandInCoreGraphics
import StandInCoreMedia

/// An asset made of time ranges of other assets' tracks (AVFoundation's `AVComposition`).
open class AVComposition: AVAsset, @unchecked Sendable {
    var compositionTracks: [AVMutableCompositionTrack] = []
    var authoredSize = CGSize.zero
    /// The authored size of the video: its first video track's, unless a mutable composition sets one.
    open var naturalSize: CGSize {
        authoredSize == .zero ? (compositionTracks.first { $0.mediaType == .video }?.naturalSize ?? .zero) : authoredSize
    }
    /// Its tracks (each an `AVMutableCompositionTrack` for a mutable composition).
    open override var tracks: [AVAssetTrack] { compositionTracks }
    /// The duration: the end of its longest track.
    open override var duration: CMTime { compositionTracks.map(\.timeRange.end).max() ?? .zero }
}

/// A composition an app edits, as a video trimmer or merger does (AVFoundation's
/// `AVMutableComposition`). It keeps the time ranges inserted into it, so its duration and its
/// tracks' time ranges are those a device reports; inserting from an asset of a URL inserts
/// nothing, as a preview reads no tracks from files.
open class AVMutableComposition: AVComposition, @unchecked Sendable {
    /// The authored size of the video (zero: its first video track's).
    open override var naturalSize: CGSize {
        get { super.naturalSize }
        set { authoredSize = newValue }
    }
    /// Adds an empty track; `preferredTrackID` (or `kCMPersistentTrackID_Invalid` to let it pick)
    /// is used when free.
    open func addMutableTrack(withMediaType mediaType: AVMediaType, preferredTrackID: CMPersistentTrackID) -> AVMutableCompositionTrack? {
        let used = Set(compositionTracks.map(\.trackID))
        let trackID = preferredTrackID != kCMPersistentTrackID_Invalid && !used.contains(preferredTrackID)
            ? preferredTrackID : (1...).lazy.map { CMPersistentTrackID($0) }.first { !used.contains($0) } ?? 1
        let track = AVMutableCompositionTrack(asset: self, trackID: trackID, mediaType: mediaType)
        compositionTracks.append(track)
        return track
    }
    /// Removes a track.
    open func removeTrack(_ track: AVCompositionTrack) { compositionTracks.removeAll { $0 === track } }
    /// A track that can take `track`'s media: the first of its media type.
    open func mutableTrack(compatibleWith track: AVAssetTrack) -> AVMutableCompositionTrack? {
        compositionTracks.first { $0.mediaType == track.mediaType }
    }
    /// Inserts a time range of every track of `asset` at `startTime`, each into a track of its
    /// media type (added when missing). An asset of a URL has no tracks here, so nothing is inserted.
    open func insertTimeRange(_ timeRange: CMTimeRange, of asset: AVAsset, at startTime: CMTime) throws {
        for source in asset.tracks {
            let target = mutableTrack(compatibleWith: source)
                ?? addMutableTrack(withMediaType: source.mediaType, preferredTrackID: kCMPersistentTrackID_Invalid)
            try target?.insertTimeRange(timeRange, of: source, at: startTime)
        }
    }
    /// Inserts an empty time range into every track.
    open func insertEmptyTimeRange(_ timeRange: CMTimeRange) { compositionTracks.forEach { $0.insertEmptyTimeRange(timeRange) } }
    /// Removes a time range from every track.
    open func removeTimeRange(_ timeRange: CMTimeRange) { compositionTracks.forEach { $0.removeTimeRange(timeRange) } }
    /// Stretches or squeezes a time range of every track to `duration`.
    open func scaleTimeRange(_ timeRange: CMTimeRange, toDuration duration: CMTime) {
        compositionTracks.forEach { $0.scaleTimeRange(timeRange, toDuration: duration) }
    }
}

/// A track of a composition (AVFoundation's `AVCompositionTrack`).
open class AVCompositionTrack: AVAssetTrack, @unchecked Sendable {}

/// A track of a mutable composition (AVFoundation's `AVMutableCompositionTrack`): its time range
/// grows and shrinks with the ranges inserted and removed, and its transform is the app's to set.
open class AVMutableCompositionTrack: AVCompositionTrack, @unchecked Sendable {
    /// How the video is meant to be shown (apps copy the source track's, to keep portrait video upright).
    open override var preferredTransform: CGAffineTransform {
        get { storedTransform }
        set { storedTransform = newValue }
    }
    /// Whether the track is enabled.
    open override var isEnabled: Bool {
        get { storedEnabled }
        set { storedEnabled = newValue }
    }
    /// The audio's volume, 0 to 1.
    open var preferredVolume: Float = 1

    /// Inserts `timeRange` of `track`'s media at `startTime`, pushing later media back. Throws
    /// `AVError(.invalidSourceMedia)` when the range is invalid or not within the source's
    /// time range (always so for a source without media).
    open func insertTimeRange(_ timeRange: CMTimeRange, of track: AVAssetTrack, at startTime: CMTime) throws {
        guard timeRange.isValid, startTime.isNumeric, !timeRange.isEmpty, track.timeRange.containsTimeRange(timeRange) else {
            throw AVError(.invalidSourceMedia)
        }
        if storedNaturalSize == .zero { storedNaturalSize = track.naturalSize }
        storedTimeRange = CMTimeRange(start: .zero, duration: max(storedTimeRange.end, startTime) + timeRange.duration)
    }
    /// Inserts an empty time range (a gap), pushing later media back.
    open func insertEmptyTimeRange(_ timeRange: CMTimeRange) {
        guard timeRange.isValid, timeRange.start.isNumeric, timeRange.duration.isNumeric else { return }
        storedTimeRange = CMTimeRange(start: .zero, duration: max(storedTimeRange.end, timeRange.start) + timeRange.duration)
    }
    /// Removes a time range, pulling later media forward.
    open func removeTimeRange(_ timeRange: CMTimeRange) {
        storedTimeRange.duration = storedTimeRange.duration - storedTimeRange.intersection(timeRange).duration
    }
    /// Stretches or squeezes a time range to `duration`.
    open func scaleTimeRange(_ timeRange: CMTimeRange, toDuration duration: CMTime) {
        let covered = storedTimeRange.intersection(timeRange).duration
        guard covered > .zero, duration.isNumeric else { return }
        storedTimeRange.duration = storedTimeRange.duration - covered + duration
    }
}
#endif
