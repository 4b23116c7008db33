#if os(Linux)
@_exported import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import StandInUIKit

/// The error domain of LinkPresentation's errors (LinkPresentation's `LPErrorDomain`).
public let LPErrorDomain = "LPErrorDomain"

/// An error fetching a link's metadata (LinkPresentation's `LPError`).
public struct LPError: Error, CustomNSError, Sendable {
    /// Why it failed.
    public enum Code: Int, Sendable {
        case unknown = 1, metadataFetchFailed = 2, metadataFetchCancelled = 3, metadataFetchTimedOut = 4, metadataFetchNotAllowed = 5
    }
    /// The code.
    public let code: Code
    /// An error of a code.
    public init(_ code: Code, userInfo: [String: Any] = [:]) { self.code = code }
    /// Its domain, as `NSError` reports it.
    public static var errorDomain: String { LPErrorDomain }
    /// Its code's number.
    public var errorCode: Int { code.rawValue }
    /// The fetch failed.
    public static var metadataFetchFailed: Code { .metadataFetchFailed }
    /// The fetch was cancelled.
    public static var metadataFetchCancelled: Code { .metadataFetchCancelled }
}

extension LPError.Code {
    /// Matches `catch LPError.metadataFetchFailed`.
    public static func ~= (code: Self, error: any Error) -> Bool { (error as? LPError)?.code == code }
}

/// A link's title, icon and image (LinkPresentation's `LPLinkMetadata`): what the app sets, as a
/// preview fetches none.
open class LPLinkMetadata: NSObject, @unchecked Sendable {
    /// The URL asked for.
    open var originalURL: URL?
    /// The URL after redirects.
    open var url: URL?
    /// The page's title.
    open var title: String?
    /// The page's icon.
    open var iconProvider: NSItemProvider?
    /// The page's image.
    open var imageProvider: NSItemProvider?
    /// The page's video.
    open var videoProvider: NSItemProvider?
    /// The page's remote video.
    open var remoteVideoURL: URL?
    /// Empty metadata.
    public override init() {}
}

/// Fetches a link's metadata (LinkPresentation's `LPMetadataProvider`): a preview has no network,
/// so every fetch fails with `LPError.metadataFetchFailed` (`metadataFetchCancelled` after `cancel()`).
open class LPMetadataProvider: NSObject, @unchecked Sendable {
    private var cancelled = false
    /// Whether the icon and image are fetched too.
    open var shouldFetchSubresources = true
    /// How long a fetch may take.
    open var timeout: TimeInterval = 30
    /// A provider.
    public override init() {}
    private var failure: LPError { LPError(cancelled ? .metadataFetchCancelled : .metadataFetchFailed) }
    /// Fetches a URL's metadata: throws, as a preview is offline.
    open func startFetchingMetadata(for URL: URL) async throws -> LPLinkMetadata { throw failure }
    /// Fetches a URL's metadata: `completionHandler` is called at once with the offline error.
    open func startFetchingMetadata(for URL: URL, completionHandler: @escaping @Sendable (LPLinkMetadata?, (any Error)?) -> Void) {
        completionHandler(nil, failure)
    }
    /// Fetches a request's metadata: throws, as a preview is offline.
    open func startFetchingMetadata(for request: URLRequest) async throws -> LPLinkMetadata { throw failure }
    /// Fetches a request's metadata: `completionHandler` is called at once with the offline error.
    open func startFetchingMetadata(for request: URLRequest, completionHandler: @escaping @Sendable (LPLinkMetadata?, (any Error)?) -> Void) {
        completionHandler(nil, failure)
    }
    /// Cancels the fetch: later fetches fail as cancelled.
    open func cancel() { cancelled = true }
}

/// A link's rich preview (LinkPresentation's `LPLinkView`): a UIKit view, so in SwiftUI (through
/// `UIViewRepresentable`) a preview draws it as a placeholder of its frame.
open class LPLinkView: UIView, @unchecked Sendable {
    /// The metadata shown.
    open var metadata: LPLinkMetadata
    /// The view of a URL (before its metadata is fetched).
    public init(url: URL) {
        metadata = LPLinkMetadata()
        metadata.originalURL = url
        metadata.url = url
        super.init(frame: .zero)
    }
    /// The view of metadata.
    public init(metadata: LPLinkMetadata) {
        self.metadata = metadata
        super.init(frame: .zero)
    }
    /// An empty view of a frame.
    public override init(frame: CGRect) {
        metadata = LPLinkMetadata()
        super.init(frame: frame)
    }
    /// Not from an archive.
    public required init?(coder: NSCoder) { return nil }
}
#endif
