#if os(Linux)
@_exported import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Whether the app may use Apple Music (MusicKit's `MusicAuthorization`): in a preview it is not
/// determined, and asking is denied.
public struct MusicAuthorization: Sendable {
    /// An authorization status (MusicKit's `MusicAuthorization.Status`).
    public enum Status: Hashable, Sendable, CustomStringConvertible {
        case notDetermined, denied, restricted, authorized
        /// The status's name.
        public var description: String {
            switch self {
            case .notDetermined: "notDetermined"
            case .denied: "denied"
            case .restricted: "restricted"
            case .authorized: "authorized"
            }
        }
    }
    /// The status: not determined in a preview.
    public static var currentStatus: Status { .notDetermined }
    /// Asks the user for access: denied in a preview, where no one answers.
    public static func request() async -> Status { .denied }
}

/// An error getting the tokens Apple Music requests need (MusicKit's `MusicTokenRequestError`):
/// requests in a preview throw `.permissionDenied`, as the app is not authorized.
public enum MusicTokenRequestError: LocalizedError, Hashable, Sendable {
    case developerTokenRequestFailed, permissionDenied, privacyAcknowledgementRequired, userNotSignedIn,
         userTokenRequestFailed, userTokenRevoked, unknown

    /// What went wrong.
    public var errorDescription: String? {
        switch self {
        case .developerTokenRequestFailed: "The developer token could not be fetched."
        case .permissionDenied: "The user has not allowed this app to access Apple Music."
        case .privacyAcknowledgementRequired: "The user needs to acknowledge the Apple Music privacy policy."
        case .userNotSignedIn: "The user is not signed in to Apple Music."
        case .userTokenRequestFailed: "The user token could not be fetched."
        case .userTokenRevoked: "The user token was revoked."
        case .unknown: "An unknown error occurred."
        }
    }
}

/// A search of the Apple Music catalog (MusicKit's `MusicCatalogSearchRequest`): its response
/// throws `MusicTokenRequestError.permissionDenied` in a preview.
public struct MusicCatalogSearchRequest: @unchecked Sendable {
    /// The words searched for.
    public let term: String
    /// The kinds of items searched for.
    public let types: [any MusicCatalogSearchable.Type]
    /// The most items of each kind to return.
    public var limit: Int?
    /// Where in the results to start.
    public var offset: Int?
    /// Whether to return top results too.
    public var includeTopResults = false
    /// A search for `term` among `types`.
    public init(term: String, types: [any MusicCatalogSearchable.Type]) {
        self.term = term
        self.types = types
    }
    /// Runs the search: throws `MusicTokenRequestError.permissionDenied` in a preview.
    public func response() async throws -> MusicCatalogSearchResponse { throw MusicTokenRequestError.permissionDenied }
}

/// The results of a catalog search (MusicKit's `MusicCatalogSearchResponse`).
public struct MusicCatalogSearchResponse: Sendable {
    /// The songs found.
    public let songs: MusicItemCollection<Song>
    /// The albums found.
    public let albums: MusicItemCollection<Album>
    /// The artists found.
    public let artists: MusicItemCollection<Artist>
    /// The playlists found.
    public let playlists: MusicItemCollection<Playlist>
    /// The stations found.
    public let stations: MusicItemCollection<Station>
    /// The music videos found.
    public let musicVideos: MusicItemCollection<MusicVideo>
}

/// A request for catalog items by their properties (MusicKit's `MusicCatalogResourceRequest`):
/// its response throws `MusicTokenRequestError.permissionDenied` in a preview.
public struct MusicCatalogResourceRequest<MusicItemType: MusicItem & Decodable>: Sendable {
    /// The most items to return.
    public var limit: Int?
    /// More properties to load with the items, such as `.tracks`.
    public var properties: [PartialMusicProperty<MusicItemType>] = []
    /// A request for the items whose property at `keyPath` is `value`.
    public init<Value>(matching keyPath: KeyPath<MusicItemType.FilterType, Value>, equalTo value: Value)
    where MusicItemType: FilterableMusicItem {}
    /// A request for the items whose property at `keyPath` is one of `values`.
    public init<Value>(matching keyPath: KeyPath<MusicItemType.FilterType, Value>, memberOf values: [Value])
    where MusicItemType: FilterableMusicItem {}
    /// Runs the request: throws `MusicTokenRequestError.permissionDenied` in a preview.
    public func response() async throws -> MusicCatalogResourceResponse<MusicItemType> { throw MusicTokenRequestError.permissionDenied }
}

/// The items a catalog resource request found (MusicKit's `MusicCatalogResourceResponse`).
public struct MusicCatalogResourceResponse<MusicItemType: MusicItem>: Sendable {
    /// The items.
    public let items: MusicItemCollection<MusicItemType>
    /// The item with identifier `id`, if found.
    public func item(for id: MusicItemID) -> MusicItemType? { items.first { $0.id == id } }
}

/// A request for items of the user's library (MusicKit's `MusicLibraryRequest`): its response
/// throws `MusicTokenRequestError.permissionDenied` in a preview.
public struct MusicLibraryRequest<MusicItemType: MusicItem & Decodable>: Sendable {
    /// The most items to return.
    public var limit: Int?
    /// Where in the results to start.
    public var offset: Int?
    /// A request for all items of the kind.
    public init() {}
    /// Runs the request: throws `MusicTokenRequestError.permissionDenied` in a preview.
    public func response() async throws -> MusicLibraryResponse<MusicItemType> { throw MusicTokenRequestError.permissionDenied }
}

/// The items a library request found (MusicKit's `MusicLibraryResponse`).
public struct MusicLibraryResponse<MusicItemType: MusicItem>: Sendable {
    /// The items.
    public let items: MusicItemCollection<MusicItemType>
}

/// A request to an Apple Music API endpoint (MusicKit's `MusicDataRequest`): its response throws
/// `MusicTokenRequestError.permissionDenied` in a preview, which reaches no network.
public struct MusicDataRequest: Sendable {
    /// The URL request.
    public let urlRequest: URLRequest
    /// A request of `urlRequest`.
    public init(urlRequest: URLRequest) { self.urlRequest = urlRequest }
    /// Sends it: throws `MusicTokenRequestError.permissionDenied` in a preview.
    public func response() async throws -> MusicDataResponse { throw MusicTokenRequestError.permissionDenied }
}

/// The answer of an Apple Music API endpoint (MusicKit's `MusicDataResponse`).
public struct MusicDataResponse: @unchecked Sendable {
    /// The body.
    public let data: Data
    /// The HTTP response.
    public let urlResponse: HTTPURLResponse
}

/// The user's Apple Music subscription (MusicKit's `MusicSubscription`): a preview has no Apple
/// Music account, so it can neither play catalog content nor subscribe.
public struct MusicSubscription: Sendable, Equatable, CustomStringConvertible {
    /// Whether the user may be offered a subscription: no.
    public let canBecomeSubscriber: Bool
    /// Whether the app can play catalog content: no.
    public let canPlayCatalogContent: Bool
    /// Whether iCloud Music Library is on: no.
    public let hasCloudLibraryEnabled: Bool
    /// The capabilities, as text.
    public var description: String {
        "MusicSubscription(canBecomeSubscriber: \(canBecomeSubscriber), canPlayCatalogContent: \(canPlayCatalogContent), "
            + "hasCloudLibraryEnabled: \(hasCloudLibraryEnabled))"
    }
    /// The subscription now: none in a preview.
    public static var current: MusicSubscription {
        get async throws { MusicSubscription(canBecomeSubscriber: false, canPlayCatalogContent: false, hasCloudLibraryEnabled: false) }
    }
    /// The subscription and its changes: in a preview, the current one and then no change, as the
    /// sequence ends.
    public static var subscriptionUpdates: Updates { Updates() }

    /// The subscription's changes (MusicKit's `MusicSubscription.Updates`).
    public struct Updates: AsyncSequence, Sendable {
        /// What the sequence gives: subscriptions.
        public typealias Element = MusicSubscription
        /// Gives the changes one by one (MusicKit's `MusicSubscription.Updates.Iterator`).
        public struct Iterator: AsyncIteratorProtocol {
            var sent = false
            /// The next subscription: the current one first, then nil.
            public mutating func next() async -> MusicSubscription? {
                guard !sent else { return nil }
                sent = true
                return MusicSubscription(canBecomeSubscriber: false, canPlayCatalogContent: false, hasCloudLibraryEnabled: false)
            }
        }
        /// An iterator from the current subscription.
        public func makeAsyncIterator() -> Iterator { Iterator() }
    }
}
#endif
