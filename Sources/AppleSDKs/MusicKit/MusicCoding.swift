#if os(Linux)
@_exported import Foundation

// Music items decode from Apple Music API's JSON, as MusicKit's do (`{"id", "type",
// "attributes", "relationships"}`), so a preview can show items an app decodes from a file, and
// encode back to it.

/// A resource of Apple Music API: identifier, type, attributes and relationships.
private struct Resource<Attributes: Codable, Relationships: Codable>: Codable {
    var id: MusicItemID
    var type: String
    var attributes: Attributes?
    var relationships: Relationships?
}

/// A resource with no relationships.
private struct NoRelationships: Codable {}

/// A day ("2014-05-09") or an instant (ISO 8601) of Apple Music API, as a date.
private func apiDate(_ text: String?) -> Date? {
    guard let text else { return nil }
    let formatter = ISO8601DateFormatter()
    formatter.formatOptions = text.count == 10 ? [.withFullDate] : [.withInternetDateTime]
    return formatter.date(from: text)
}

/// A date as an Apple Music API day.
private func apiDay(_ date: Date?) -> String? {
    guard let date else { return nil }
    let formatter = ISO8601DateFormatter()
    formatter.formatOptions = [.withFullDate]
    return formatter.string(from: date)
}

/// Seconds from Apple Music API's milliseconds.
private func seconds(_ milliseconds: Double?) -> TimeInterval? { milliseconds.map { $0 / 1000 } }

extension Song: Codable {
    private struct Attributes: Codable {
        var name: String, artistName: String, albumName: String?, artwork: Artwork?, durationInMillis: Double?
        var genreNames: [String]?, releaseDate: String?, trackNumber: Int?, discNumber: Int?, isrc: String?
        var composerName: String?, contentRating: ContentRating?, hasLyrics: Bool?, url: URL?, playParams: PlayParameters?
    }
    private struct Relationships: Codable { var albums: MusicItemCollection<Album>?, artists: MusicItemCollection<Artist>? }

    /// A song from Apple Music API's song resource.
    public init(from decoder: any Decoder) throws {
        let resource = try Resource<Attributes, Relationships>(from: decoder)
        let a = resource.attributes
        self.init(id: resource.id, title: a?.name ?? "", artistName: a?.artistName ?? "", albumTitle: a?.albumName, artwork: a?.artwork,
                  duration: seconds(a?.durationInMillis), genreNames: a?.genreNames ?? [], releaseDate: apiDate(a?.releaseDate),
                  trackNumber: a?.trackNumber, discNumber: a?.discNumber, isrc: a?.isrc, composerName: a?.composerName,
                  contentRating: a?.contentRating, hasLyrics: a?.hasLyrics ?? false, url: a?.url, playParameters: a?.playParams,
                  albums: resource.relationships?.albums, artists: resource.relationships?.artists)
    }
    /// The song as Apple Music API's song resource.
    public func encode(to encoder: any Encoder) throws {
        let attributes = Attributes(name: title, artistName: artistName, albumName: albumTitle, artwork: artwork,
                                    durationInMillis: duration.map { $0 * 1000 }, genreNames: genreNames, releaseDate: apiDay(releaseDate),
                                    trackNumber: trackNumber, discNumber: discNumber, isrc: isrc, composerName: composerName,
                                    contentRating: contentRating, hasLyrics: hasLyrics, url: url, playParams: playParameters)
        try Resource(id: id, type: "songs", attributes: attributes, relationships: Relationships(albums: albums, artists: artists)).encode(to: encoder)
    }
}

extension Album: Codable {
    private struct Attributes: Codable {
        var name: String, artistName: String, artwork: Artwork?, releaseDate: String?, trackCount: Int?, genreNames: [String]?
        var isCompilation: Bool?, isSingle: Bool?, copyright: String?, recordLabel: String?, upc: String?
        var contentRating: ContentRating?, url: URL?, playParams: PlayParameters?
    }
    private struct Relationships: Codable { var tracks: MusicItemCollection<Track>?, artists: MusicItemCollection<Artist>? }

    /// An album from Apple Music API's album resource.
    public init(from decoder: any Decoder) throws {
        let resource = try Resource<Attributes, Relationships>(from: decoder)
        let a = resource.attributes
        self.init(id: resource.id, title: a?.name ?? "", artistName: a?.artistName ?? "", artwork: a?.artwork,
                  releaseDate: apiDate(a?.releaseDate), trackCount: a?.trackCount ?? 0, genreNames: a?.genreNames ?? [],
                  isCompilation: a?.isCompilation, isSingle: a?.isSingle, copyright: a?.copyright, recordLabelName: a?.recordLabel,
                  upc: a?.upc, contentRating: a?.contentRating, url: a?.url, playParameters: a?.playParams,
                  tracks: resource.relationships?.tracks, artists: resource.relationships?.artists, relatedAlbums: nil)
    }
    /// The album as Apple Music API's album resource.
    public func encode(to encoder: any Encoder) throws {
        let attributes = Attributes(name: title, artistName: artistName, artwork: artwork, releaseDate: apiDay(releaseDate),
                                    trackCount: trackCount, genreNames: genreNames, isCompilation: isCompilation, isSingle: isSingle,
                                    copyright: copyright, recordLabel: recordLabelName, upc: upc, contentRating: contentRating,
                                    url: url, playParams: playParameters)
        try Resource(id: id, type: "albums", attributes: attributes, relationships: Relationships(tracks: tracks, artists: artists)).encode(to: encoder)
    }
}

extension Artist: Codable {
    private struct Attributes: Codable { var name: String, artwork: Artwork?, genreNames: [String]?, url: URL? }
    private struct Relationships: Codable { var albums: MusicItemCollection<Album>? }

    /// An artist from Apple Music API's artist resource.
    public init(from decoder: any Decoder) throws {
        let resource = try Resource<Attributes, Relationships>(from: decoder)
        let a = resource.attributes
        self.init(id: resource.id, name: a?.name ?? "", artwork: a?.artwork, genreNames: a?.genreNames, url: a?.url,
                  albums: resource.relationships?.albums, fullAlbums: nil, topSongs: nil)
    }
    /// The artist as Apple Music API's artist resource.
    public func encode(to encoder: any Encoder) throws {
        let attributes = Attributes(name: name, artwork: artwork, genreNames: genreNames, url: url)
        try Resource(id: id, type: "artists", attributes: attributes, relationships: Relationships(albums: albums)).encode(to: encoder)
    }
}

extension Playlist: Codable {
    private struct Description: Codable { var short: String?, standard: String? }
    private struct Attributes: Codable {
        var name: String, curatorName: String?, description: Description?, artwork: Artwork?, lastModifiedDate: String?
        var url: URL?, playParams: PlayParameters?
    }
    private struct Relationships: Codable { var tracks: MusicItemCollection<Track>? }

    /// A playlist from Apple Music API's playlist resource.
    public init(from decoder: any Decoder) throws {
        let resource = try Resource<Attributes, Relationships>(from: decoder)
        let a = resource.attributes
        self.init(id: resource.id, name: a?.name ?? "", curatorName: a?.curatorName, shortDescription: a?.description?.short,
                  standardDescription: a?.description?.standard, artwork: a?.artwork, lastModifiedDate: apiDate(a?.lastModifiedDate),
                  url: a?.url, playParameters: a?.playParams, tracks: resource.relationships?.tracks)
    }
    /// The playlist as Apple Music API's playlist resource.
    public func encode(to encoder: any Encoder) throws {
        let attributes = Attributes(name: name, curatorName: curatorName, description: Description(short: shortDescription, standard: standardDescription),
                                    artwork: artwork, lastModifiedDate: lastModifiedDate.map { ISO8601DateFormatter().string(from: $0) },
                                    url: url, playParams: playParameters)
        try Resource(id: id, type: "playlists", attributes: attributes, relationships: Relationships(tracks: tracks)).encode(to: encoder)
    }
}

extension Station: Codable {
    private struct Attributes: Codable {
        var name: String, artwork: Artwork?, isLive: Bool?, durationInMillis: Double?, contentRating: ContentRating?, url: URL?
        var playParams: PlayParameters?
    }

    /// A station from Apple Music API's station resource.
    public init(from decoder: any Decoder) throws {
        let resource = try Resource<Attributes, NoRelationships>(from: decoder)
        let a = resource.attributes
        self.init(id: resource.id, name: a?.name ?? "", artwork: a?.artwork, isLive: a?.isLive ?? false,
                  duration: seconds(a?.durationInMillis), contentRating: a?.contentRating, url: a?.url, playParameters: a?.playParams)
    }
    /// The station as Apple Music API's station resource.
    public func encode(to encoder: any Encoder) throws {
        let attributes = Attributes(name: name, artwork: artwork, isLive: isLive, durationInMillis: duration.map { $0 * 1000 },
                                    contentRating: contentRating, url: url, playParams: playParameters)
        try Resource<Attributes, NoRelationships>(id: id, type: "stations", attributes: attributes, relationships: nil).encode(to: encoder)
    }
}

extension MusicVideo: Codable {
    private struct Attributes: Codable {
        var name: String, artistName: String, artwork: Artwork?, durationInMillis: Double?, url: URL?, playParams: PlayParameters?
    }

    /// A music video from Apple Music API's music video resource.
    public init(from decoder: any Decoder) throws {
        let resource = try Resource<Attributes, NoRelationships>(from: decoder)
        let a = resource.attributes
        self.init(id: resource.id, title: a?.name ?? "", artistName: a?.artistName ?? "", artwork: a?.artwork,
                  duration: seconds(a?.durationInMillis), url: a?.url, playParameters: a?.playParams)
    }
    /// The music video as Apple Music API's music video resource.
    public func encode(to encoder: any Encoder) throws {
        let attributes = Attributes(name: title, artistName: artistName, artwork: artwork, durationInMillis: duration.map { $0 * 1000 },
                                    url: url, playParams: playParameters)
        try Resource<Attributes, NoRelationships>(id: id, type: "music-videos", attributes: attributes, relationships: nil).encode(to: encoder)
    }
}

extension Track: Codable {
    private enum Keys: String, CodingKey { case type }
    /// A song or music video, by the resource's type.
    public init(from decoder: any Decoder) throws {
        let type = try decoder.container(keyedBy: Keys.self).decode(String.self, forKey: .type)
        self = type == "music-videos" || type == "library-music-videos" ? .musicVideo(try MusicVideo(from: decoder)) : .song(try Song(from: decoder))
    }
    /// The song or music video's resource.
    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .song(let song): try song.encode(to: encoder)
        case .musicVideo(let video): try video.encode(to: encoder)
        }
    }
}
#endif
