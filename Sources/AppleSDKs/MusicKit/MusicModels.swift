#if os(Linux)
@_exported import Foundation

// The music items of the catalog. As on a device, apps cannot make them (their initializers are
// internal): they come from requests, which throw in a preview.

/// A song (MusicKit's `Song`).
public struct Song: MusicItem, PlayableMusicItem, MusicCatalogSearchable, FilterableMusicItem, MusicPropertyContainer {
    /// The properties a catalog request filters songs by.
    public typealias FilterType = any SongFilter
    /// The identifier.
    public let id: MusicItemID
    /// The title.
    public let title: String
    /// The artist's name.
    public let artistName: String
    /// The album's title.
    public let albumTitle: String?
    /// The artwork.
    public let artwork: Artwork?
    /// The length, in seconds.
    public let duration: TimeInterval?
    /// The genres' names.
    public let genreNames: [String]
    /// The release date.
    public let releaseDate: Date?
    /// The position on the album.
    public let trackNumber: Int?
    /// The disc of the album.
    public let discNumber: Int?
    /// The International Standard Recording Code.
    public let isrc: String?
    /// The composer's name.
    public let composerName: String?
    /// Whether it is explicit.
    public let contentRating: ContentRating?
    /// Whether it has lyrics.
    public let hasLyrics: Bool
    /// Its page in Apple Music.
    public let url: URL?
    /// What a player needs to play it.
    public let playParameters: PlayParameters?
    /// The albums it is on, if loaded.
    public let albums: MusicItemCollection<Album>?
    /// Its artists, if loaded.
    public let artists: MusicItemCollection<Artist>?
}

/// An album (MusicKit's `Album`).
public struct Album: MusicItem, PlayableMusicItem, MusicCatalogSearchable, FilterableMusicItem, MusicPropertyContainer {
    /// The properties a catalog request filters albums by.
    public typealias FilterType = any AlbumFilter
    /// The identifier.
    public let id: MusicItemID
    /// The title.
    public let title: String
    /// The artist's name.
    public let artistName: String
    /// The artwork.
    public let artwork: Artwork?
    /// The release date.
    public let releaseDate: Date?
    /// The number of tracks.
    public let trackCount: Int
    /// The genres' names.
    public let genreNames: [String]
    /// Whether it is a compilation.
    public let isCompilation: Bool?
    /// Whether it is a single.
    public let isSingle: Bool?
    /// The copyright notice.
    public let copyright: String?
    /// The record label's name.
    public let recordLabelName: String?
    /// The Universal Product Code.
    public let upc: String?
    /// Whether it is explicit.
    public let contentRating: ContentRating?
    /// Its page in Apple Music.
    public let url: URL?
    /// What a player needs to play it.
    public let playParameters: PlayParameters?
    /// Its tracks, if loaded.
    public let tracks: MusicItemCollection<Track>?
    /// Its artists, if loaded.
    public let artists: MusicItemCollection<Artist>?
    /// Related albums, if loaded.
    public let relatedAlbums: MusicItemCollection<Album>?
}

/// An artist (MusicKit's `Artist`).
public struct Artist: MusicItem, MusicCatalogSearchable, FilterableMusicItem, MusicPropertyContainer {
    /// The properties a catalog request filters artists by.
    public typealias FilterType = any ArtistFilter
    /// The identifier.
    public let id: MusicItemID
    /// The name.
    public let name: String
    /// The artwork.
    public let artwork: Artwork?
    /// The genres' names.
    public let genreNames: [String]?
    /// Its page in Apple Music.
    public let url: URL?
    /// Its albums, if loaded.
    public let albums: MusicItemCollection<Album>?
    /// Its full-length albums, if loaded.
    public let fullAlbums: MusicItemCollection<Album>?
    /// Its top songs, if loaded.
    public let topSongs: MusicItemCollection<Song>?
}

/// A playlist (MusicKit's `Playlist`).
public struct Playlist: MusicItem, PlayableMusicItem, MusicCatalogSearchable, FilterableMusicItem, MusicPropertyContainer {
    /// The properties a catalog request filters playlists by.
    public typealias FilterType = any PlaylistFilter
    /// The identifier.
    public let id: MusicItemID
    /// The name.
    public let name: String
    /// The curator's name.
    public let curatorName: String?
    /// A short description.
    public let shortDescription: String?
    /// The full description.
    public let standardDescription: String?
    /// The artwork.
    public let artwork: Artwork?
    /// When it last changed.
    public let lastModifiedDate: Date?
    /// Its page in Apple Music.
    public let url: URL?
    /// What a player needs to play it.
    public let playParameters: PlayParameters?
    /// Its tracks, if loaded.
    public let tracks: MusicItemCollection<Track>?
}

/// A radio station (MusicKit's `Station`).
public struct Station: MusicItem, PlayableMusicItem, MusicCatalogSearchable, FilterableMusicItem, MusicPropertyContainer {
    /// The properties a catalog request filters stations by.
    public typealias FilterType = any StationFilter
    /// The identifier.
    public let id: MusicItemID
    /// The name.
    public let name: String
    /// The artwork.
    public let artwork: Artwork?
    /// Whether it broadcasts live.
    public let isLive: Bool
    /// The length of an episode, in seconds.
    public let duration: TimeInterval?
    /// Whether it is explicit.
    public let contentRating: ContentRating?
    /// Its page in Apple Music.
    public let url: URL?
    /// What a player needs to play it.
    public let playParameters: PlayParameters?
}

/// A music video (MusicKit's `MusicVideo`).
public struct MusicVideo: MusicItem, PlayableMusicItem, MusicCatalogSearchable, FilterableMusicItem, MusicPropertyContainer {
    /// The properties a catalog request filters music videos by.
    public typealias FilterType = any MusicVideoFilter
    /// The identifier.
    public let id: MusicItemID
    /// The title.
    public let title: String
    /// The artist's name.
    public let artistName: String
    /// The artwork.
    public let artwork: Artwork?
    /// The length, in seconds.
    public let duration: TimeInterval?
    /// Its page in Apple Music.
    public let url: URL?
    /// What a player needs to play it.
    public let playParameters: PlayParameters?
}

/// A track of an album or playlist (MusicKit's `Track`).
public enum Track: MusicItem, PlayableMusicItem, MusicPropertyContainer {
    /// A song.
    case song(Song)
    /// A music video.
    case musicVideo(MusicVideo)
    /// The identifier.
    public var id: MusicItemID {
        switch self { case .song(let song): song.id; case .musicVideo(let video): video.id }
    }
    /// The title.
    public var title: String {
        switch self { case .song(let song): song.title; case .musicVideo(let video): video.title }
    }
    /// The artist's name.
    public var artistName: String {
        switch self { case .song(let song): song.artistName; case .musicVideo(let video): video.artistName }
    }
    /// The artwork.
    public var artwork: Artwork? {
        switch self { case .song(let song): song.artwork; case .musicVideo(let video): video.artwork }
    }
    /// The length, in seconds.
    public var duration: TimeInterval? {
        switch self { case .song(let song): song.duration; case .musicVideo(let video): video.duration }
    }
    /// The album's title, for a song.
    public var albumTitle: String? {
        switch self { case .song(let song): song.albumTitle; case .musicVideo: nil }
    }
    /// What a player needs to play it.
    public var playParameters: PlayParameters? {
        switch self { case .song(let song): song.playParameters; case .musicVideo(let video): video.playParameters }
    }
}
#endif
