#if os(Linux)
@_exported import Foundation

// Why a player or item failed (AVFoundation's `AVPlayerItem.error`, `AVPlayer.error`). Nothing
// loads in a preview, so nothing fails either: the status stays `.unknown` and the error is nil.

extension AVPlayerItem {
    /// Why the item failed (`status == .failed`): nil, as nothing is loaded in a preview.
    public var error: (any Error)? { nil }
}

extension AVPlayer {
    /// Why the player failed (`status == .failed`): nil, as nothing is loaded in a preview.
    public var error: (any Error)? { nil }
}
#endif
