#if os(Linux)
@_exported import Foundation

/// Kinds of media a web view's playback concerns (WebKit's `WKAudiovisualMediaTypes`), as in
/// `configuration.mediaTypesRequiringUserActionForPlayback = []`. Nothing plays in a preview.
public struct WKAudiovisualMediaTypes: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Media with sound.
    public static let audio = WKAudiovisualMediaTypes(rawValue: 1 << 0)
    /// Video.
    public static let video = WKAudiovisualMediaTypes(rawValue: 1 << 1)
    /// Every kind of media.
    public static let all = WKAudiovisualMediaTypes(rawValue: .max)
}
#endif
