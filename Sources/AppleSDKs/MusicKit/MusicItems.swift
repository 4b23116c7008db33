#if os(Linux)
@_exported import Foundation
// `import MusicKit` brings `CGColor` (of `Artwork`), as Foundation does on Apple platforms.
@_exported import StandInCoreGraphics

/// The identifier of a music item (MusicKit's `MusicItemID`).
public struct MusicItemID: RawRepresentable, Hashable, Sendable, Codable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The identifier's text.
    public let rawValue: String
    /// An identifier of `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// An identifier of `rawValue`.
    public init(_ rawValue: String) { self.rawValue = rawValue }
    /// An identifier written as a string literal.
    public init(stringLiteral value: String) { rawValue = value }
    /// The identifier's text.
    public var description: String { rawValue }
}

/// An item of the Apple Music catalog or the user's library (MusicKit's `MusicItem`).
public protocol MusicItem: Identifiable, Hashable, Sendable where ID == MusicItemID {
    /// The item's identifier.
    var id: MusicItemID { get }
}

/// A music item a player can play (MusicKit's `PlayableMusicItem`).
public protocol PlayableMusicItem: MusicItem {
    /// What the player needs to play it.
    var playParameters: PlayParameters? { get }
}

/// A kind of music item a catalog search can find (MusicKit's `MusicCatalogSearchable`).
public protocol MusicCatalogSearchable: MusicItem {}

/// A music item whose more properties can be loaded (MusicKit's `MusicPropertyContainer`).
public protocol MusicPropertyContainer {}

/// A kind of music item a catalog resource request can filter by its properties (MusicKit's
/// `FilterableMusicItem`).
public protocol FilterableMusicItem: MusicItem {
    /// The properties to filter by, such as `\.id`.
    associatedtype FilterType
}

/// What a player needs to play an item (MusicKit's `PlayParameters`).
public struct PlayParameters: Hashable, Sendable, Codable {
    /// The item's identifier.
    public let id: MusicItemID
    /// The item's kind.
    let kind: String
}

/// Whether content is explicit (MusicKit's `ContentRating`).
public enum ContentRating: String, Hashable, Sendable, Codable {
    case clean, explicit
}

/// An item's artwork (MusicKit's `Artwork`): the URL of its image at any size, and its colors;
/// it decodes from Apple Music API's artwork (`url`, `width`, `height`, `bgColor`, `textColor1`…).
public struct Artwork: Hashable, Sendable, Codable, CustomStringConvertible {
    private enum CodingKeys: String, CodingKey {
        case urlFormat = "url", maximumWidth = "width", maximumHeight = "height", alternateText
        case backgroundHex = "bgColor", text1 = "textColor1", text2 = "textColor2", text3 = "textColor3", text4 = "textColor4"
    }
    /// The URL with `{w}` and `{h}` for the size.
    let urlFormat: String
    /// The colors as hexadecimal RGB ("1c1c1c").
    let backgroundHex: String?, text1: String?, text2: String?, text3: String?, text4: String?
    /// The widest image available.
    public let maximumWidth: Int
    /// The tallest image available.
    public let maximumHeight: Int
    /// A description of the image.
    public let alternateText: String?
    /// The image's average color.
    public var backgroundColor: CGColor? { color(backgroundHex) }
    /// The color of text on the image.
    public var primaryTextColor: CGColor? { color(text1) }
    /// A second text color.
    public var secondaryTextColor: CGColor? { color(text2) }
    /// A third text color.
    public var tertiaryTextColor: CGColor? { color(text3) }
    /// A fourth text color.
    public var quaternaryTextColor: CGColor? { color(text4) }
    /// The URL of the image at a size, in pixels.
    public func url(width: Int, height: Int) -> URL? {
        URL(string: urlFormat.replacingOccurrences(of: "{w}", with: String(width)).replacingOccurrences(of: "{h}", with: String(height)))
    }
    /// The artwork's URL format.
    public var description: String { "Artwork(urlFormat: \"\(urlFormat)\", maximumWidth: \(maximumWidth), maximumHeight: \(maximumHeight))" }

    private func color(_ hex: String?) -> CGColor? {
        guard let hex, hex.count == 6, let rgb = Int(hex, radix: 16) else { return nil }
        return CGColor(red: CGFloat((rgb >> 16) & 0xFF) / 255, green: CGFloat((rgb >> 8) & 0xFF) / 255, blue: CGFloat(rgb & 0xFF) / 255, alpha: 1)
    }
}

/// A collection of music items, a batch of a longer list (MusicKit's `MusicItemCollection`); a
/// collection the app makes has no next batch.
public struct MusicItemCollection<MusicItemType: MusicItem>: RandomAccessCollection, ExpressibleByArrayLiteral, Hashable, Sendable {
    private var items: [MusicItemType]
    /// The collection's title, if any.
    public let title: String?
    /// Whether a next batch can be loaded: no.
    public var hasNextBatch: Bool { false }
    /// A collection of `elements`.
    public init<S: Sequence>(_ elements: S) where S.Element == MusicItemType {
        items = Array(elements)
        title = nil
    }
    /// A collection of the literal's items.
    public init(arrayLiteral elements: MusicItemType...) { self.init(elements) }
    /// The first item's position.
    public var startIndex: Int { items.startIndex }
    /// The position after the last item.
    public var endIndex: Int { items.endIndex }
    /// The item at `position`.
    public subscript(position: Int) -> MusicItemType { items[position] }
    /// Appends a next batch's items to `collection`.
    public static func += (collection: inout MusicItemCollection<MusicItemType>, nextBatchCollection: MusicItemCollection<MusicItemType>) {
        collection.items += nextBatchCollection.items
    }
}

extension MusicItemCollection: Codable where MusicItemType: Codable {
    private enum CodingKeys: String, CodingKey { case data }
    /// A collection from Apple Music API's resource collection (`{"data": […]}`).
    public init(from decoder: any Decoder) throws {
        items = try decoder.container(keyedBy: CodingKeys.self).decode([MusicItemType].self, forKey: .data)
        title = nil
    }
    /// The collection as Apple Music API's resource collection.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(items, forKey: .data)
    }
}

extension MusicItemCollection where MusicItemType: Decodable {
    /// Loads the next batch: nil, there is none.
    public func nextBatch(limit: Int? = nil) async throws -> MusicItemCollection<MusicItemType>? { nil }
}

/// Where more properties of an item are loaded from (MusicKit's `MusicPropertySource`).
public enum MusicPropertySource: Hashable, Sendable {
    case catalog, library
}

/// A property of a music item to load (MusicKit's `PartialMusicProperty`), such as `.tracks`.
public class PartialMusicProperty<Root>: Hashable, @unchecked Sendable, CustomStringConvertible {
    /// The property's name.
    let name: String
    init(_ name: String) { self.name = name }
    /// The property's name.
    public var description: String { name }
    /// Whether two are the same property.
    public static func == (lhs: PartialMusicProperty, rhs: PartialMusicProperty) -> Bool { lhs.name == rhs.name }
    /// Hashes the property's name.
    public func hash(into hasher: inout Hasher) { hasher.combine(name) }
}

/// A property of a music item loaded asynchronously (MusicKit's `PartialMusicAsyncProperty`).
public class PartialMusicAsyncProperty<Root>: PartialMusicProperty<Root>, @unchecked Sendable {}

/// A relationship of a music item to a collection of others (MusicKit's `MusicRelationshipProperty`).
public final class MusicRelationshipProperty<Root, RelatedMusicItemType: MusicItem & Decodable>: PartialMusicAsyncProperty<Root>,
    @unchecked Sendable {}

extension MusicItem where Self: MusicPropertyContainer & Decodable {
    /// The item with more properties loaded: a preview reaches no Apple Music, so it throws
    /// `MusicTokenRequestError.permissionDenied`.
    public func with(_ properties: [PartialMusicAsyncProperty<Self>]) async throws -> Self {
        throw MusicTokenRequestError.permissionDenied
    }
    /// The item with more properties loaded from `preferredSource`: throws
    /// `MusicTokenRequestError.permissionDenied` in a preview.
    public func with(_ properties: [PartialMusicAsyncProperty<Self>], preferredSource: MusicPropertySource) async throws -> Self {
        throw MusicTokenRequestError.permissionDenied
    }
    /// The item with more properties loaded: throws `MusicTokenRequestError.permissionDenied`
    /// in a preview.
    public func with(_ properties: PartialMusicAsyncProperty<Self>..., preferredSource: MusicPropertySource = .catalog) async throws -> Self {
        throw MusicTokenRequestError.permissionDenied
    }
}
#endif
