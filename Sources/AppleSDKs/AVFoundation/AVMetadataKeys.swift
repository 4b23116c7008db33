#if os(Linux)
@_exported import Foundation

// The names of metadata: keys, key spaces, identifiers (a key space and a key in one) and formats
// (AVFoundation's `AVMetadataKey`, `AVMetadataKeySpace`, `AVMetadataIdentifier`, `AVMetadataFormat`).

/// A metadata key within a key space (AVFoundation's `AVMetadataKey`); the common keys name what
/// every format has, such as a title or artwork.
public struct AVMetadataKey: Hashable, Sendable, RawRepresentable {
    /// The key.
    public let rawValue: String
    /// A key of a name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The title.
    public static let commonKeyTitle = AVMetadataKey(rawValue: "title")
    /// The creator.
    public static let commonKeyCreator = AVMetadataKey(rawValue: "creator")
    /// The subject.
    public static let commonKeySubject = AVMetadataKey(rawValue: "subject")
    /// The description.
    public static let commonKeyDescription = AVMetadataKey(rawValue: "description")
    /// The publisher.
    public static let commonKeyPublisher = AVMetadataKey(rawValue: "publisher")
    /// A contributor.
    public static let commonKeyContributor = AVMetadataKey(rawValue: "contributor")
    /// The creation date.
    public static let commonKeyCreationDate = AVMetadataKey(rawValue: "creationDate")
    /// The date last modified.
    public static let commonKeyLastModifiedDate = AVMetadataKey(rawValue: "lastModifiedDate")
    /// The type (genre).
    public static let commonKeyType = AVMetadataKey(rawValue: "type")
    /// The format.
    public static let commonKeyFormat = AVMetadataKey(rawValue: "format")
    /// The asset's identifier.
    public static let commonKeyIdentifier = AVMetadataKey(rawValue: "identifier")
    /// The source.
    public static let commonKeySource = AVMetadataKey(rawValue: "source")
    /// The language.
    public static let commonKeyLanguage = AVMetadataKey(rawValue: "language")
    /// A related resource.
    public static let commonKeyRelation = AVMetadataKey(rawValue: "relation")
    /// The location.
    public static let commonKeyLocation = AVMetadataKey(rawValue: "location")
    /// The copyrights.
    public static let commonKeyCopyrights = AVMetadataKey(rawValue: "copyrights")
    /// The album's name.
    public static let commonKeyAlbumName = AVMetadataKey(rawValue: "albumName")
    /// The author.
    public static let commonKeyAuthor = AVMetadataKey(rawValue: "author")
    /// The artist.
    public static let commonKeyArtist = AVMetadataKey(rawValue: "artist")
    /// The artwork (image data).
    public static let commonKeyArtwork = AVMetadataKey(rawValue: "artwork")
    /// The recording device's make.
    public static let commonKeyMake = AVMetadataKey(rawValue: "make")
    /// The recording device's model.
    public static let commonKeyModel = AVMetadataKey(rawValue: "model")
    /// The software that made it.
    public static let commonKeySoftware = AVMetadataKey(rawValue: "software")
    /// An accessibility description of the content.
    public static let commonKeyAccessibilityDescription = AVMetadataKey(rawValue: "accessibilityDescription")
}

/// A family of metadata keys, roughly one per file format (AVFoundation's `AVMetadataKeySpace`).
public struct AVMetadataKeySpace: Hashable, Sendable, RawRepresentable {
    /// The key space's name.
    public let rawValue: String
    /// A key space of a name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The common keys every format maps to.
    public static let common = AVMetadataKeySpace(rawValue: "comn")
    /// QuickTime user data.
    public static let quickTimeUserData = AVMetadataKeySpace(rawValue: "udta")
    /// ISO user data.
    public static let isoUserData = AVMetadataKeySpace(rawValue: "uiso")
    /// QuickTime metadata.
    public static let quickTimeMetadata = AVMetadataKeySpace(rawValue: "mdta")
    /// iTunes metadata.
    public static let iTunes = AVMetadataKeySpace(rawValue: "itsk")
    /// ID3 tags, as MP3 podcasts carry.
    public static let id3 = AVMetadataKeySpace(rawValue: "org.id3")
    /// Icecast/SHOUTcast stream metadata.
    public static let icy = AVMetadataKeySpace(rawValue: "icy")
    /// HTTP Live Streaming date ranges.
    public static let hlsDateRange = AVMetadataKeySpace(rawValue: "lsdr")

    /// The short name an identifier of this key space starts with.
    var identifierPrefix: String {
        switch self {
        case .common: "common"
        case .id3: "id3"
        default: rawValue
        }
    }
}

/// A metadata key and its key space in one name, `"keySpace/key"` (AVFoundation's `AVMetadataIdentifier`).
public struct AVMetadataIdentifier: Hashable, Sendable, RawRepresentable {
    /// The identifier.
    public let rawValue: String
    /// An identifier of a name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The common title.
    public static let commonIdentifierTitle = AVMetadataIdentifier(rawValue: "common/title")
    /// The common creator.
    public static let commonIdentifierCreator = AVMetadataIdentifier(rawValue: "common/creator")
    /// The common subject.
    public static let commonIdentifierSubject = AVMetadataIdentifier(rawValue: "common/subject")
    /// The common description.
    public static let commonIdentifierDescription = AVMetadataIdentifier(rawValue: "common/description")
    /// The common publisher.
    public static let commonIdentifierPublisher = AVMetadataIdentifier(rawValue: "common/publisher")
    /// The common contributor.
    public static let commonIdentifierContributor = AVMetadataIdentifier(rawValue: "common/contributor")
    /// The common creation date.
    public static let commonIdentifierCreationDate = AVMetadataIdentifier(rawValue: "common/creationDate")
    /// The common date last modified.
    public static let commonIdentifierLastModifiedDate = AVMetadataIdentifier(rawValue: "common/lastModifiedDate")
    /// The common type.
    public static let commonIdentifierType = AVMetadataIdentifier(rawValue: "common/type")
    /// The common format.
    public static let commonIdentifierFormat = AVMetadataIdentifier(rawValue: "common/format")
    /// The common asset identifier.
    public static let commonIdentifierAssetIdentifier = AVMetadataIdentifier(rawValue: "common/identifier")
    /// The common source.
    public static let commonIdentifierSource = AVMetadataIdentifier(rawValue: "common/source")
    /// The common language.
    public static let commonIdentifierLanguage = AVMetadataIdentifier(rawValue: "common/language")
    /// The common relation.
    public static let commonIdentifierRelation = AVMetadataIdentifier(rawValue: "common/relation")
    /// The common location.
    public static let commonIdentifierLocation = AVMetadataIdentifier(rawValue: "common/location")
    /// The common copyrights.
    public static let commonIdentifierCopyrights = AVMetadataIdentifier(rawValue: "common/copyrights")
    /// The common album name.
    public static let commonIdentifierAlbumName = AVMetadataIdentifier(rawValue: "common/albumName")
    /// The common author.
    public static let commonIdentifierAuthor = AVMetadataIdentifier(rawValue: "common/author")
    /// The common artist.
    public static let commonIdentifierArtist = AVMetadataIdentifier(rawValue: "common/artist")
    /// The common artwork.
    public static let commonIdentifierArtwork = AVMetadataIdentifier(rawValue: "common/artwork")
    /// The common make.
    public static let commonIdentifierMake = AVMetadataIdentifier(rawValue: "common/make")
    /// The common model.
    public static let commonIdentifierModel = AVMetadataIdentifier(rawValue: "common/model")
    /// The common software.
    public static let commonIdentifierSoftware = AVMetadataIdentifier(rawValue: "common/software")
    /// The common accessibility description.
    public static let commonIdentifierAccessibilityDescription = AVMetadataIdentifier(rawValue: "common/accessibilityDescription")
    /// QuickTime metadata's title.
    public static let quickTimeMetadataTitle = AVMetadataIdentifier(rawValue: "mdta/com.apple.quicktime.title")
    /// QuickTime metadata's artist.
    public static let quickTimeMetadataArtist = AVMetadataIdentifier(rawValue: "mdta/com.apple.quicktime.artist")
    /// QuickTime metadata's artwork.
    public static let quickTimeMetadataArtwork = AVMetadataIdentifier(rawValue: "mdta/com.apple.quicktime.artwork")
    /// QuickTime metadata's description.
    public static let quickTimeMetadataDescription = AVMetadataIdentifier(rawValue: "mdta/com.apple.quicktime.description")
    /// QuickTime metadata's creation date.
    public static let quickTimeMetadataCreationDate = AVMetadataIdentifier(rawValue: "mdta/com.apple.quicktime.creationdate")
    /// QuickTime metadata's location, in ISO 6709 form.
    public static let quickTimeMetadataLocationISO6709 = AVMetadataIdentifier(rawValue: "mdta/com.apple.quicktime.location.ISO6709")
    /// iTunes metadata's song name.
    public static let iTunesMetadataSongName = AVMetadataIdentifier(rawValue: "itsk/%A9nam")
    /// iTunes metadata's artist.
    public static let iTunesMetadataArtist = AVMetadataIdentifier(rawValue: "itsk/%A9ART")
    /// iTunes metadata's album.
    public static let iTunesMetadataAlbum = AVMetadataIdentifier(rawValue: "itsk/%A9alb")
    /// iTunes metadata's cover art.
    public static let iTunesMetadataCoverArt = AVMetadataIdentifier(rawValue: "itsk/covr")
    /// The ID3 title (`TIT2`).
    public static let id3MetadataTitleDescription = AVMetadataIdentifier(rawValue: "id3/TIT2")
    /// The ID3 lead performer (`TPE1`).
    public static let id3MetadataLeadPerformer = AVMetadataIdentifier(rawValue: "id3/TPE1")
    /// The ID3 album title (`TALB`).
    public static let id3MetadataAlbumTitle = AVMetadataIdentifier(rawValue: "id3/TALB")
    /// The ID3 attached picture (`APIC`).
    public static let id3MetadataAttachedPicture = AVMetadataIdentifier(rawValue: "id3/APIC")
    /// The ID3 comments (`COMM`).
    public static let id3MetadataComments = AVMetadataIdentifier(rawValue: "id3/COMM")

    /// The common key a format-specific identifier maps to, as AVFoundation maps them.
    var commonKey: AVMetadataKey? {
        if rawValue.hasPrefix("common/") { return AVMetadataKey(rawValue: String(rawValue.dropFirst("common/".count))) }
        switch self {
        case .quickTimeMetadataTitle, .iTunesMetadataSongName, .id3MetadataTitleDescription: return .commonKeyTitle
        case .quickTimeMetadataArtist, .iTunesMetadataArtist, .id3MetadataLeadPerformer: return .commonKeyArtist
        case .quickTimeMetadataArtwork, .iTunesMetadataCoverArt, .id3MetadataAttachedPicture: return .commonKeyArtwork
        case .iTunesMetadataAlbum, .id3MetadataAlbumTitle: return .commonKeyAlbumName
        case .quickTimeMetadataDescription: return .commonKeyDescription
        case .quickTimeMetadataCreationDate: return .commonKeyCreationDate
        case .quickTimeMetadataLocationISO6709: return .commonKeyLocation
        default: return nil
        }
    }
}

/// A format of metadata in a file (AVFoundation's `AVMetadataFormat`).
public struct AVMetadataFormat: Hashable, Sendable, RawRepresentable {
    /// The format's name.
    public let rawValue: String
    /// A format of a name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// QuickTime user data.
    public static let quickTimeUserData = AVMetadataFormat(rawValue: "com.apple.quicktime.udta")
    /// ISO user data.
    public static let isoUserData = AVMetadataFormat(rawValue: "org.mp4ra")
    /// QuickTime metadata.
    public static let quickTimeMetadata = AVMetadataFormat(rawValue: "com.apple.quicktime.mdta")
    /// iTunes metadata.
    public static let iTunesMetadata = AVMetadataFormat(rawValue: "com.apple.itunes")
    /// ID3 tags.
    public static let id3Metadata = AVMetadataFormat(rawValue: "org.id3")
    /// HTTP Live Streaming metadata.
    public static let hlsMetadata = AVMetadataFormat(rawValue: "com.apple.quicktime.HLS")
    /// A format not known.
    public static let unknown = AVMetadataFormat(rawValue: "UNKNOWN")
}

/// A key of a metadata item's extra attributes (AVFoundation's `AVMetadataExtraAttributeKey`).
public struct AVMetadataExtraAttributeKey: Hashable, Sendable, RawRepresentable {
    /// The key.
    public let rawValue: String
    /// A key of a name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Further information, such as an ID3 comment's description.
    public static let info = AVMetadataExtraAttributeKey(rawValue: "info")
    /// The URI that identifies the value's meaning.
    public static let valueURI = AVMetadataExtraAttributeKey(rawValue: "valueURI")
    /// The base URI of a URI value.
    public static let baseURI = AVMetadataExtraAttributeKey(rawValue: "baseURI")
}
#endif
