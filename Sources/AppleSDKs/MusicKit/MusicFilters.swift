#if os(Linux)
@_exported import Foundation

// What catalog requests filter items by (`\.id`) and the relationships `with(_:)` loads (`.tracks`).

/// Song properties a catalog request filters by (MusicKit's `SongFilter`).
public protocol SongFilter {
    /// The identifier.
    var id: MusicItemID { get }
    /// The International Standard Recording Code.
    var isrc: String? { get }
}
/// Album properties a catalog request filters by (MusicKit's `AlbumFilter`).
public protocol AlbumFilter {
    /// The identifier.
    var id: MusicItemID { get }
    /// The Universal Product Code.
    var upc: String? { get }
}
/// Artist properties a catalog request filters by (MusicKit's `ArtistFilter`).
public protocol ArtistFilter {
    /// The identifier.
    var id: MusicItemID { get }
}
/// Playlist properties a catalog request filters by (MusicKit's `PlaylistFilter`).
public protocol PlaylistFilter {
    /// The identifier.
    var id: MusicItemID { get }
}
/// Station properties a catalog request filters by (MusicKit's `StationFilter`).
public protocol StationFilter {
    /// The identifier.
    var id: MusicItemID { get }
}
/// Music video properties a catalog request filters by (MusicKit's `MusicVideoFilter`).
public protocol MusicVideoFilter {
    /// The identifier.
    var id: MusicItemID { get }
    /// The International Standard Recording Code.
    var isrc: String? { get }
}

extension PartialMusicProperty where Root == Song {
    /// The albums a song is on.
    public static var albums: MusicRelationshipProperty<Song, Album> { MusicRelationshipProperty("albums") }
    /// A song's artists.
    public static var artists: MusicRelationshipProperty<Song, Artist> { MusicRelationshipProperty("artists") }
}

extension PartialMusicProperty where Root == Album {
    /// An album's tracks.
    public static var tracks: MusicRelationshipProperty<Album, Track> { MusicRelationshipProperty("tracks") }
    /// An album's artists.
    public static var artists: MusicRelationshipProperty<Album, Artist> { MusicRelationshipProperty("artists") }
    /// Related albums.
    public static var relatedAlbums: MusicRelationshipProperty<Album, Album> { MusicRelationshipProperty("relatedAlbums") }
}

extension PartialMusicProperty where Root == Artist {
    /// An artist's albums.
    public static var albums: MusicRelationshipProperty<Artist, Album> { MusicRelationshipProperty("albums") }
    /// An artist's full-length albums.
    public static var fullAlbums: MusicRelationshipProperty<Artist, Album> { MusicRelationshipProperty("fullAlbums") }
    /// An artist's top songs.
    public static var topSongs: MusicRelationshipProperty<Artist, Song> { MusicRelationshipProperty("topSongs") }
}

extension PartialMusicProperty where Root == Playlist {
    /// A playlist's tracks.
    public static var tracks: MusicRelationshipProperty<Playlist, Track> { MusicRelationshipProperty("tracks") }
}
#endif
