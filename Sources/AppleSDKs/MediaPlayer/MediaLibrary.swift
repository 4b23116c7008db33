#if os(Linux)
@_exported import Foundation
import StandInUIKit

/// Whether the app may read the music library (MediaPlayer's `MPMediaLibraryAuthorizationStatus`).
public enum MPMediaLibraryAuthorizationStatus: Int, Sendable { case notDetermined, denied, restricted, authorized }

/// The user's music library (MediaPlayer's `MPMediaLibrary`): not determined in a preview, and a
/// request is denied.
open class MPMediaLibrary: NSObject, @unchecked Sendable {
    private static let library = MPMediaLibrary()
    /// The device's library.
    open class func `default`() -> MPMediaLibrary { library }
    /// Whether the app may read the library: `.notDetermined`.
    open class func authorizationStatus() -> MPMediaLibraryAuthorizationStatus { .notDetermined }
    /// Asks for access: calls `handler` with `.denied` at once.
    open class func requestAuthorization(_ handler: @escaping (MPMediaLibraryAuthorizationStatus) -> Void) { handler(.denied) }
    /// Asks for access: `.denied`.
    open class func requestAuthorization() async -> MPMediaLibraryAuthorizationStatus { .denied }
}

/// Kinds of media (MediaPlayer's `MPMediaType`).
public struct MPMediaType: OptionSet, Sendable {
    /// The raw value.
    public let rawValue: UInt
    /// Kinds of the raw value.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Audio kinds.
    public static let music = Self(rawValue: 1), podcast = Self(rawValue: 2), audioBook = Self(rawValue: 4), audioITunesU = Self(rawValue: 8)
    /// Any audio.
    public static let anyAudio = Self(rawValue: 0xFF)
    /// Video kinds.
    public static let movie = Self(rawValue: 1 << 8), tvShow = Self(rawValue: 1 << 9), videoPodcast = Self(rawValue: 1 << 10)
    /// Music videos, any video, any media.
    public static let musicVideo = Self(rawValue: 1 << 11), anyVideo = Self(rawValue: 0xFF00), any = Self(rawValue: ~0)
}

/// The persistent identifier of a library item (MediaPlayer's `MPMediaEntityPersistentID`).
public typealias MPMediaEntityPersistentID = UInt64

/// A song or video of the library (MediaPlayer's `MPMediaItem`); a preview's library has none.
open class MPMediaItem: NSObject, @unchecked Sendable {
    /// The title.
    open var title: String? { nil }
    /// The artist.
    open var artist: String? { nil }
    /// The album's title.
    open var albumTitle: String? { nil }
    /// The album's artist.
    open var albumArtist: String? { nil }
    /// The genre.
    open var genre: String? { nil }
    /// The duration, in seconds.
    open var playbackDuration: TimeInterval { 0 }
    /// The artwork.
    open var artwork: MPMediaItemArtwork? { nil }
    /// The file, for items the app may play.
    open var assetURL: URL? { nil }
    /// The persistent identifier.
    open var persistentID: MPMediaEntityPersistentID { 0 }
    /// The kind of media.
    open var mediaType: MPMediaType { .music }
    /// The value of an `MPMediaItemProperty…` key.
    open func value(forProperty property: String) -> Any? { nil }
}

/// Items played together, as an album (MediaPlayer's `MPMediaItemCollection`).
open class MPMediaItemCollection: NSObject, @unchecked Sendable {
    /// The items.
    public let items: [MPMediaItem]
    /// The number of items.
    open var count: Int { items.count }
    /// The item standing for the collection.
    open var representativeItem: MPMediaItem? { items.first }
    /// A collection of the items.
    public init(items: [MPMediaItem]) { self.items = items }
}

/// A filter of a library query (MediaPlayer's `MPMediaPropertyPredicate`).
open class MPMediaPropertyPredicate: NSObject, @unchecked Sendable {
    /// How the value is compared (MediaPlayer's `MPMediaPredicateComparison`).
    public typealias Comparison = MPMediaPredicateComparison
    /// A filter of items whose property equals `value`.
    public init(value: Any?, forProperty property: String) {}
    /// A filter of items whose property equals or contains `value`.
    public init(value: Any?, forProperty property: String, comparisonType: MPMediaPredicateComparison) {}
}

/// How a filter compares (MediaPlayer's `MPMediaPredicateComparison`).
public enum MPMediaPredicateComparison: Int, Sendable { case equalTo, contains }

/// A query of the music library (MediaPlayer's `MPMediaQuery`): finds nothing in a preview.
open class MPMediaQuery: NSObject, @unchecked Sendable {
    /// The items found: none.
    open var items: [MPMediaItem]? { [] }
    /// The collections found: none.
    open var collections: [MPMediaItemCollection]? { [] }
    /// The filters.
    open var filterPredicates: Set<MPMediaPropertyPredicate>?
    /// A query of every item.
    public override init() {}
    /// A query of the items the filters let through.
    public init(filterPredicates: Set<MPMediaPropertyPredicate>?) { self.filterPredicates = filterPredicates }
    /// Adds a filter.
    open func addFilterPredicate(_ predicate: MPMediaPropertyPredicate) { filterPredicates = (filterPredicates ?? []).union([predicate]) }
    /// A query of songs.
    open class func songs() -> MPMediaQuery { MPMediaQuery() }
    /// A query of albums.
    open class func albums() -> MPMediaQuery { MPMediaQuery() }
    /// A query of artists.
    open class func artists() -> MPMediaQuery { MPMediaQuery() }
    /// A query of playlists.
    open class func playlists() -> MPMediaQuery { MPMediaQuery() }
    /// A query of podcasts.
    open class func podcasts() -> MPMediaQuery { MPMediaQuery() }
}

/// Whether the music player plays (MediaPlayer's `MPMusicPlaybackState`).
public enum MPMusicPlaybackState: Int, Sendable { case stopped, playing, paused, interrupted, seekingForward, seekingBackward }

/// How the music player repeats (MediaPlayer's `MPMusicRepeatMode`).
public enum MPMusicRepeatMode: Int, Sendable { case `default`, none, one, all }

/// How the music player shuffles (MediaPlayer's `MPMusicShuffleMode`).
public enum MPMusicShuffleMode: Int, Sendable { case `default`, off, songs, albums }

/// What plays media (MediaPlayer's `MPMediaPlayback`).
public protocol MPMediaPlayback: AnyObject {
    /// Prepares to play.
    func prepareToPlay()
    /// Whether it is prepared.
    var isPreparedToPlay: Bool { get }
    /// Plays.
    func play()
    /// Pauses.
    func pause()
    /// Stops.
    func stop()
    /// The position, in seconds.
    var currentPlaybackTime: TimeInterval { get set }
    /// The rate.
    var currentPlaybackRate: Float { get set }
}

/// The Music app's player or the app's own (MediaPlayer's `MPMusicPlayerController`): its queue is
/// empty in a preview and nothing sounds; `play()`, `pause()` and `stop()` change `playbackState`.
open class MPMusicPlayerController: NSObject, MPMediaPlayback, @unchecked Sendable {
    private static let system = MPMusicPlayerController()
    private static let application = MPMusicPlayerController()

    /// The Music app's player.
    open class var systemMusicPlayer: MPMusicPlayerController { system }
    /// The app's own player.
    open class var applicationMusicPlayer: MPMusicPlayerController { application }
    /// The app's own player whose queue the app edits.
    open class var applicationQueuePlayer: MPMusicPlayerController { application }

    /// The item playing: none.
    open var nowPlayingItem: MPMediaItem?
    /// The index of the item playing in the queue.
    open var indexOfNowPlayingItem: Int { 0 }
    /// Whether it plays.
    open private(set) var playbackState = MPMusicPlaybackState.stopped
    /// How it repeats.
    open var repeatMode = MPMusicRepeatMode.default
    /// How it shuffles.
    open var shuffleMode = MPMusicShuffleMode.default
    /// The position, in seconds.
    open var currentPlaybackTime: TimeInterval = 0
    /// The rate.
    open var currentPlaybackRate: Float = 0
    /// Whether it is prepared.
    open private(set) var isPreparedToPlay = false

    /// Plays the query's items.
    open func setQueue(with query: MPMediaQuery) {}
    /// Plays the collection's items.
    open func setQueue(with itemCollection: MPMediaItemCollection) {}
    /// Plays the Apple Music items of the store identifiers.
    open func setQueue(with storeIDs: [String]) {}
    /// Prepares to play.
    open func prepareToPlay() { isPreparedToPlay = true }
    /// Plays (nothing sounds).
    open func play() { playbackState = .playing }
    /// Pauses.
    open func pause() { playbackState = .paused }
    /// Stops.
    open func stop() { playbackState = .stopped }
    /// Skips to the next item.
    open func skipToNextItem() {}
    /// Skips to the previous item.
    open func skipToPreviousItem() {}
    /// Goes back to the item's start.
    open func skipToBeginning() { currentPlaybackTime = 0 }
    /// Starts posting playback notifications.
    open func beginGeneratingPlaybackNotifications() {}
    /// Stops posting playback notifications.
    open func endGeneratingPlaybackNotifications() {}
}

extension Notification.Name {
    /// The music player's item changed (MediaPlayer's `MPMusicPlayerControllerNowPlayingItemDidChange`).
    public static let MPMusicPlayerControllerNowPlayingItemDidChange = Notification.Name("MPMusicPlayerControllerNowPlayingItemDidChangeNotification")
    /// The music player's state changed (MediaPlayer's `MPMusicPlayerControllerPlaybackStateDidChange`).
    public static let MPMusicPlayerControllerPlaybackStateDidChange = Notification.Name("MPMusicPlayerControllerPlaybackStateDidChangeNotification")
}

/// The system's volume slider and route button (MediaPlayer's `MPVolumeView`): a plain view,
/// drawn as a placeholder of its frame when shown through a `UIViewRepresentable`.
open class MPVolumeView: UIView, @unchecked Sendable {
    /// Whether the slider shows.
    open var showsVolumeSlider = true
    /// Whether the route button shows (deprecated for AVKit's route picker).
    open var showsRouteButton = true
}

/// The system's picker of library items (MediaPlayer's `MPMediaPickerController`): a plain
/// controller, a placeholder in a preview; it never picks.
open class MPMediaPickerController: UIViewController, @unchecked Sendable {
    /// The kinds of media offered.
    public let mediaTypes: MPMediaType
    /// Its delegate.
    open weak var delegate: (any MPMediaPickerControllerDelegate)?
    /// Whether several items may be picked.
    open var allowsPickingMultipleItems = false
    /// Whether cloud items are offered.
    open var showsCloudItems = true
    /// The prompt above the list.
    open var prompt: String?
    /// A picker of the kinds of media.
    public init(mediaTypes: MPMediaType) {
        self.mediaTypes = mediaTypes
        super.init(nibName: nil, bundle: nil)
    }
    /// Not from an archive.
    public required init?(coder: NSCoder) { return nil }
}

/// What the picker tells its delegate (MediaPlayer's `MPMediaPickerControllerDelegate`).
@MainActor
public protocol MPMediaPickerControllerDelegate: AnyObject {
    /// The user picked items.
    func mediaPicker(_ mediaPicker: MPMediaPickerController, didPickMediaItems mediaItemCollection: MPMediaItemCollection)
    /// The user cancelled.
    func mediaPickerDidCancel(_ mediaPicker: MPMediaPickerController)
}

extension MPMediaPickerControllerDelegate {
    /// Does nothing unless the conforming type implements it.
    public func mediaPicker(_ mediaPicker: MPMediaPickerController, didPickMediaItems mediaItemCollection: MPMediaItemCollection) {}
    /// Does nothing unless the conforming type implements it.
    public func mediaPickerDidCancel(_ mediaPicker: MPMediaPickerController) {}
}
#endif
