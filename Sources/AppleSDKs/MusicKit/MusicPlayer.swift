#if os(Linux)
@_exported import Foundation

/// Plays music (MusicKit's `MusicPlayer`): a preview plays nothing, so the player stays stopped
/// at time 0, and starting playback throws `MusicTokenRequestError.permissionDenied`.
public class MusicPlayer: @unchecked Sendable {
    /// Whether a player is playing (MusicKit's `MusicPlayer.PlaybackStatus`).
    public enum PlaybackStatus: Hashable, Sendable {
        case stopped, playing, paused, interrupted, seekingForward, seekingBackward
    }
    /// What a player repeats (MusicKit's `MusicPlayer.RepeatMode`).
    public enum RepeatMode: Hashable, Sendable {
        case none, one, all
    }
    /// Whether a player shuffles (MusicKit's `MusicPlayer.ShuffleMode`).
    public enum ShuffleMode: Hashable, Sendable {
        case off, songs
    }

    /// What a view shows of a player (MusicKit's `MusicPlayer.State`, an `ObservableObject`):
    /// stopped in a preview.
    public final class State: @unchecked Sendable {
        /// Whether it plays: stopped.
        public internal(set) var playbackStatus = PlaybackStatus.stopped
        /// The playback rate: 0, as nothing plays.
        public var playbackRate: Float = 0
        /// What it repeats (nil: the system's choice).
        public var repeatMode: RepeatMode?
        /// Whether it shuffles (nil: the system's choice).
        public var shuffleMode: ShuffleMode?
        init() {}
    }

    /// What a view shows of the player: stopped in a preview.
    public let state = State()
    /// The position in the current entry, in seconds: where the app put it, 0 at first.
    public var playbackTime: TimeInterval = 0
    /// Whether the player is ready to play: no.
    public var isPreparedToPlay: Bool { false }

    init() {}

    /// Gets ready to play: throws `MusicTokenRequestError.permissionDenied` in a preview.
    public func prepareToPlay() async throws { throw MusicTokenRequestError.permissionDenied }
    /// Plays the queue: throws `MusicTokenRequestError.permissionDenied` in a preview, and the
    /// player stays stopped.
    public func play() async throws { throw MusicTokenRequestError.permissionDenied }
    /// Pauses: nothing plays.
    public func pause() {}
    /// Stops: nothing plays.
    public func stop() {}
    /// Plays the next entry: nothing plays.
    public func skipToNextEntry() async throws {}
    /// Plays the previous entry: nothing plays.
    public func skipToPreviousEntry() async throws {}
    /// Plays the current entry from its start: nothing plays.
    public func restartCurrentEntry() {}
    /// Seeks forward: nothing plays.
    public func beginSeekingForward() {}
    /// Seeks backward: nothing plays.
    public func beginSeekingBackward() {}
    /// Ends seeking.
    public func endSeeking() {}
}

extension MusicPlayer {
    /// A player's queue (MusicKit's `MusicPlayer.Queue`, an `ObservableObject`): keeps the entries
    /// it is made with; its current entry is the one it starts at.
    public class Queue: ExpressibleByArrayLiteral, Hashable, @unchecked Sendable {
        /// An entry of a queue (MusicKit's `MusicPlayer.Queue.Entry`).
        public struct Entry: Identifiable, Hashable, Sendable, CustomStringConvertible {
            /// The item an entry plays (MusicKit's `MusicPlayer.Queue.Entry.Item`).
            public enum Item: Hashable, Sendable {
                case song(Song)
                case musicVideo(MusicVideo)
            }
            /// The entry's identifier.
            public let id: String
            /// The title.
            public let title: String
            /// The subtitle, such as the artist's name.
            public let subtitle: String?
            /// The artwork.
            public let artwork: Artwork?
            /// The song or music video, if the entry is one.
            public let item: Item?
            /// Where playback starts, in seconds.
            public var startTime: TimeInterval?
            /// Where playback ends, in seconds.
            public var endTime: TimeInterval?
            /// Whether the entry's items are still being resolved: no.
            public var isTransient: Bool { false }
            /// The entry's title.
            public var description: String { title }

            /// An entry playing `playableMusicItem`.
            public init(_ playableMusicItem: any PlayableMusicItem, startTime: TimeInterval? = nil, endTime: TimeInterval? = nil) {
                id = playableMusicItem.id.rawValue
                (title, subtitle, artwork, item) = Self.describe(playableMusicItem)
                self.startTime = startTime
                self.endTime = endTime
            }

            private static func describe(_ item: any PlayableMusicItem) -> (String, String?, Artwork?, Item?) {
                switch item {
                case let song as Song: return (song.title, song.artistName, song.artwork, .song(song))
                case let video as MusicVideo: return (video.title, video.artistName, video.artwork, .musicVideo(video))
                case let album as Album: return (album.title, album.artistName, album.artwork, nil)
                case let playlist as Playlist: return (playlist.name, playlist.curatorName, playlist.artwork, nil)
                case let station as Station: return (station.name, nil, station.artwork, nil)
                case Track.song(let song) as Track: return describe(song)
                case Track.musicVideo(let video) as Track: return describe(video)
                default: return (item.id.rawValue, nil, nil, nil)
                }
            }
        }

        /// Where entries are inserted (MusicKit's `MusicPlayer.Queue.EntryInsertionPosition`).
        public enum EntryInsertionPosition: Hashable, Sendable {
            case afterCurrentEntry, tail
        }

        var queued: [Entry]
        /// The entry playing or next to play.
        public var currentEntry: Entry?

        /// A queue of `entries`, starting at `startEntry` (or the first).
        public required init<S: Sequence>(_ entries: S, startingAt startEntry: S.Element? = nil) where S.Element == Entry {
            queued = Array(entries)
            currentEntry = startEntry ?? queued.first
        }
        /// A queue of `playableItems`, starting at `startPlayableItem` (or the first).
        public required convenience init<S: Sequence, PlayableMusicItemType: PlayableMusicItem>(
            for playableItems: S, startingAt startPlayableItem: S.Element? = nil
        ) where S.Element == PlayableMusicItemType {
            let entries = playableItems.map { Entry($0) }
            self.init(entries, startingAt: startPlayableItem.flatMap { start in entries.first { $0.id == start.id.rawValue } })
        }
        /// A queue of the literal's items.
        public required convenience init(arrayLiteral elements: any PlayableMusicItem...) {
            self.init(elements.map { Entry($0) })
        }
        /// Adds `item` at `position`.
        public func insert(_ item: some PlayableMusicItem, position: EntryInsertionPosition) async throws {
            let entry = Entry(item)
            switch position {
            case .tail: queued.append(entry)
            case .afterCurrentEntry:
                let index = currentEntry.flatMap { current in queued.firstIndex(of: current) }.map { $0 + 1 } ?? queued.endIndex
                queued.insert(entry, at: index)
            }
        }
        /// Whether two are the same queue.
        public static func == (lhs: Queue, rhs: Queue) -> Bool { lhs === rhs }
        /// Hashes the queue's identity.
        public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
    }
}

/// The app's own music player (MusicKit's `ApplicationMusicPlayer`): stopped in a preview.
public final class ApplicationMusicPlayer: MusicPlayer, @unchecked Sendable {
    /// The app's player.
    public static let shared = ApplicationMusicPlayer()
    /// The queue: empty at first.
    public var queue = Queue([])

    /// The application player's queue (MusicKit's `ApplicationMusicPlayer.Queue`), whose entries
    /// the app can change.
    public final class Queue: MusicPlayer.Queue, @unchecked Sendable {
        /// The queue's entries (MusicKit's `ApplicationMusicPlayer.Queue.Entries`).
        public struct Entries: RandomAccessCollection, MutableCollection, RangeReplaceableCollection, Hashable, Sendable {
            var entries: [Entry]
            /// No entries.
            public init() { entries = [] }
            /// The first entry's position.
            public var startIndex: Int { entries.startIndex }
            /// The position after the last entry.
            public var endIndex: Int { entries.endIndex }
            /// The entry at `position`.
            public subscript(position: Int) -> Entry {
                get { entries[position] }
                set { entries[position] = newValue }
            }
            /// Replaces the entries in `subrange` with `newElements`.
            public mutating func replaceSubrange<C: Collection>(_ subrange: Range<Int>, with newElements: C) where C.Element == Entry {
                entries.replaceSubrange(subrange, with: newElements)
            }
        }
        /// The entries.
        public var entries: Entries {
            get {
                var all = Entries()
                all.entries = queued
                return all
            }
            set { queued = newValue.entries }
        }
    }
}

/// The Music app's player, which the app controls (MusicKit's `SystemMusicPlayer`): stopped in a
/// preview.
public final class SystemMusicPlayer: MusicPlayer, @unchecked Sendable {
    /// The Music app's player.
    public static let shared = SystemMusicPlayer()
    /// The queue: empty at first.
    public var queue = MusicPlayer.Queue([])
}
#endif
