#if os(Linux)
@_exported import Foundation
import StandInUIKit

/// The title key of now-playing info and media items (MediaPlayer's `MPMediaItemPropertyTitle`).
public let MPMediaItemPropertyTitle = "title"
/// The artist key (MediaPlayer's `MPMediaItemPropertyArtist`).
public let MPMediaItemPropertyArtist = "artist"
/// The album title key (MediaPlayer's `MPMediaItemPropertyAlbumTitle`).
public let MPMediaItemPropertyAlbumTitle = "albumTitle"
/// The album artist key (MediaPlayer's `MPMediaItemPropertyAlbumArtist`).
public let MPMediaItemPropertyAlbumArtist = "albumArtist"
/// The genre key (MediaPlayer's `MPMediaItemPropertyGenre`).
public let MPMediaItemPropertyGenre = "genre"
/// The duration key, in seconds (MediaPlayer's `MPMediaItemPropertyPlaybackDuration`).
public let MPMediaItemPropertyPlaybackDuration = "playbackDuration"
/// The artwork key, an `MPMediaItemArtwork` (MediaPlayer's `MPMediaItemPropertyArtwork`).
public let MPMediaItemPropertyArtwork = "artwork"
/// The persistent identifier key (MediaPlayer's `MPMediaItemPropertyPersistentID`).
public let MPMediaItemPropertyPersistentID = "persistentID"
/// The media type key (MediaPlayer's `MPMediaItemPropertyMediaType`).
public let MPMediaItemPropertyMediaType = "mediaType"
/// Whether the item is in iCloud, not on the device (MediaPlayer's `MPMediaItemPropertyIsCloudItem`).
public let MPMediaItemPropertyIsCloudItem = "isCloudItem"
/// The lyrics key (MediaPlayer's `MPMediaItemPropertyLyrics`).
public let MPMediaItemPropertyLyrics = "lyrics"
/// The play count key (MediaPlayer's `MPMediaItemPropertyPlayCount`).
public let MPMediaItemPropertyPlayCount = "playCount"
/// The asset URL key (MediaPlayer's `MPMediaItemPropertyAssetURL`).
public let MPMediaItemPropertyAssetURL = "assetURL"
/// The elapsed time key, in seconds (MediaPlayer's `MPNowPlayingInfoPropertyElapsedPlaybackTime`).
public let MPNowPlayingInfoPropertyElapsedPlaybackTime = "MPNowPlayingInfoPropertyElapsedPlaybackTime"
/// The playback rate key (MediaPlayer's `MPNowPlayingInfoPropertyPlaybackRate`).
public let MPNowPlayingInfoPropertyPlaybackRate = "MPNowPlayingInfoPropertyPlaybackRate"
/// The default playback rate key (MediaPlayer's `MPNowPlayingInfoPropertyDefaultPlaybackRate`).
public let MPNowPlayingInfoPropertyDefaultPlaybackRate = "MPNowPlayingInfoPropertyDefaultPlaybackRate"
/// The live stream key (MediaPlayer's `MPNowPlayingInfoPropertyIsLiveStream`).
public let MPNowPlayingInfoPropertyIsLiveStream = "MPNowPlayingInfoPropertyIsLiveStream"
/// The media type key, an `MPNowPlayingInfoMediaType` raw value (MediaPlayer's `MPNowPlayingInfoPropertyMediaType`).
public let MPNowPlayingInfoPropertyMediaType = "MPNowPlayingInfoPropertyMediaType"
/// The playback progress key, 0 to 1 (MediaPlayer's `MPNowPlayingInfoPropertyPlaybackProgress`).
public let MPNowPlayingInfoPropertyPlaybackProgress = "MPNowPlayingInfoPropertyPlaybackProgress"
/// The queue index key (MediaPlayer's `MPNowPlayingInfoPropertyPlaybackQueueIndex`).
public let MPNowPlayingInfoPropertyPlaybackQueueIndex = "MPNowPlayingInfoPropertyPlaybackQueueIndex"
/// The queue count key (MediaPlayer's `MPNowPlayingInfoPropertyPlaybackQueueCount`).
public let MPNowPlayingInfoPropertyPlaybackQueueCount = "MPNowPlayingInfoPropertyPlaybackQueueCount"
/// The asset URL key (MediaPlayer's `MPNowPlayingInfoPropertyAssetURL`).
public let MPNowPlayingInfoPropertyAssetURL = "MPNowPlayingInfoPropertyAssetURL"
/// The item identifier key (MediaPlayer's `MPNowPlayingInfoPropertyExternalContentIdentifier`).
public let MPNowPlayingInfoPropertyExternalContentIdentifier = "MPNowPlayingInfoPropertyExternalContentIdentifier"

/// The kind of media playing (MediaPlayer's `MPNowPlayingInfoMediaType`).
public enum MPNowPlayingInfoMediaType: UInt, Sendable { case none, audio, video }

/// Whether the app's media plays (MediaPlayer's `MPNowPlayingPlaybackState`).
public enum MPNowPlayingPlaybackState: UInt, Sendable { case unknown, playing, paused, stopped, interrupted }

/// What the Lock Screen and Control Center show of the app's media (MediaPlayer's
/// `MPNowPlayingInfoCenter`): keeps what the app sets; a preview shows no Lock Screen.
open class MPNowPlayingInfoCenter: NSObject, @unchecked Sendable {
    private static let center = MPNowPlayingInfoCenter()

    /// The app's center.
    open class func `default`() -> MPNowPlayingInfoCenter { center }

    /// The info of the item playing, by the `MPMediaItemProperty…`/`MPNowPlayingInfoProperty…` keys.
    open var nowPlayingInfo: [String: Any]?
    /// Whether the app's media plays.
    open var playbackState = MPNowPlayingPlaybackState.unknown
}

/// An item's artwork at any size (MediaPlayer's `MPMediaItemArtwork`).
open class MPMediaItemArtwork: NSObject, @unchecked Sendable {
    private let requestHandler: (CGSize) -> UIImage

    /// The artwork's largest size, at the origin.
    public let bounds: CGRect

    /// Artwork of the size whose image at a size `requestHandler` makes.
    public init(boundsSize: CGSize, requestHandler: @escaping (CGSize) -> UIImage) {
        bounds = CGRect(origin: .zero, size: boundsSize)
        self.requestHandler = requestHandler
    }

    /// Artwork of an image (deprecated by `init(boundsSize:requestHandler:)`).
    public convenience init(image: UIImage) {
        self.init(boundsSize: image.size) { _ in image }
    }

    /// The image at `size`, as the request handler makes it.
    open func image(at size: CGSize) -> UIImage? { requestHandler(size) }
}
#endif
