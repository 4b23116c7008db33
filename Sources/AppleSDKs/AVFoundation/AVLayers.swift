#if os(Linux)
import Foundation
import StandInQuartzCore

/// Shows a capture session's video (AVFoundation's `AVCaptureVideoPreviewLayer`): nothing here.
open class AVCaptureVideoPreviewLayer: CALayer, @unchecked Sendable {
    /// The session.
    open var session: AVCaptureSession?
    /// How the video is scaled.
    open var videoGravity = AVLayerVideoGravity.resizeAspect
    /// The connection.
    open var connection: AVCaptureConnection? { nil }
    /// A layer of a session.
    public init(session: AVCaptureSession) { self.session = session }
    /// A layer.
    public required init() {}
}

/// Shows a player's video (AVFoundation's `AVPlayerLayer`).
open class AVPlayerLayer: CALayer, @unchecked Sendable {
    /// The player.
    open var player: AVPlayer?
    /// How the video is scaled.
    open var videoGravity = AVLayerVideoGravity.resizeAspect
    /// A layer of a player.
    public init(player: AVPlayer?) { self.player = player }
    /// A layer.
    public required init() {}
}

/// How a layer scales video (AVFoundation's `AVLayerVideoGravity`).
public struct AVLayerVideoGravity: Hashable, Sendable, RawRepresentable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let resize = AVLayerVideoGravity(rawValue: "AVLayerVideoGravityResize")
    public static let resizeAspect = AVLayerVideoGravity(rawValue: "AVLayerVideoGravityResizeAspect")
    public static let resizeAspectFill = AVLayerVideoGravity(rawValue: "AVLayerVideoGravityResizeAspectFill")
}
#endif
