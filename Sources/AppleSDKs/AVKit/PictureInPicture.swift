#if os(Linux)
@_exported import Foundation
import StandInUIKit

/// Plays a player layer's video in a floating window (AVKit's `AVPictureInPictureController`):
/// a preview's device does not support picture in picture, so `isPictureInPictureSupported()` is
/// false, `init?(playerLayer:)` gives nil, and a controller made of a content source is never
/// possible or active; starting and stopping do nothing.
open class AVPictureInPictureController: NSObject, @unchecked Sendable {
    /// What a picture in picture window shows (AVKit's `AVPictureInPictureController.ContentSource`).
    open class ContentSource: NSObject, @unchecked Sendable {
        /// The player layer shown.
        public let playerLayer: AVPlayerLayer?
        /// A source of a player layer.
        public init(playerLayer: AVPlayerLayer) { self.playerLayer = playerLayer }
    }

    /// Whether the device supports picture in picture: no, in a preview.
    open class func isPictureInPictureSupported() -> Bool { false }

    /// The system's image of a button starting picture in picture.
    open class var pictureInPictureButtonStartImage: UIImage { UIImage(systemName: "pip.enter") ?? UIImage() }
    /// The system's image of a button stopping picture in picture.
    open class var pictureInPictureButtonStopImage: UIImage { UIImage(systemName: "pip.exit") ?? UIImage() }

    /// The player layer shown.
    public let playerLayer: AVPlayerLayer
    /// What the window shows (iOS 15).
    open var contentSource: ContentSource?
    /// Its delegate.
    open weak var delegate: (any AVPictureInPictureControllerDelegate)?
    /// Whether picture in picture starts when the app goes to the background.
    open var canStartPictureInPictureAutomaticallyFromInline = false
    /// Whether the window's controls prevent seeking.
    open var requiresLinearPlayback = false
    /// Whether picture in picture can start now: never, in a preview.
    open var isPictureInPicturePossible: Bool { false }
    /// Whether picture in picture is showing: never, in a preview.
    open var isPictureInPictureActive: Bool { false }
    /// Whether picture in picture is suspended: never, in a preview.
    open var isPictureInPictureSuspended: Bool { false }

    /// A controller of `playerLayer`: nil, as the device does not support picture in picture.
    public init?(playerLayer: AVPlayerLayer) { return nil }

    /// A controller of a content source (iOS 15): never possible or active in a preview.
    public init(contentSource: ContentSource) {
        self.contentSource = contentSource
        playerLayer = contentSource.playerLayer ?? AVPlayerLayer()
    }

    /// Starts picture in picture: nothing happens in a preview.
    open func startPictureInPicture() {}
    /// Stops picture in picture: nothing happens in a preview.
    open func stopPictureInPicture() {}
}

/// What a picture in picture controller tells its delegate (AVKit's
/// `AVPictureInPictureControllerDelegate`): every method is optional; none is called in a preview.
public protocol AVPictureInPictureControllerDelegate: AnyObject {
    /// Picture in picture will start.
    func pictureInPictureControllerWillStartPictureInPicture(_ pictureInPictureController: AVPictureInPictureController)
    /// Picture in picture started.
    func pictureInPictureControllerDidStartPictureInPicture(_ pictureInPictureController: AVPictureInPictureController)
    /// Picture in picture failed to start.
    func pictureInPictureController(_ pictureInPictureController: AVPictureInPictureController,
                                    failedToStartPictureInPictureWithError error: any Error)
    /// Picture in picture will stop.
    func pictureInPictureControllerWillStopPictureInPicture(_ pictureInPictureController: AVPictureInPictureController)
    /// Picture in picture stopped.
    func pictureInPictureControllerDidStopPictureInPicture(_ pictureInPictureController: AVPictureInPictureController)
    /// The app should restore its interface before picture in picture stops, then call `completionHandler`.
    func pictureInPictureController(_ pictureInPictureController: AVPictureInPictureController,
                                    restoreUserInterfaceForPictureInPictureStopWithCompletionHandler completionHandler: @escaping (Bool) -> Void)
}

extension AVPictureInPictureControllerDelegate {
    public func pictureInPictureControllerWillStartPictureInPicture(_ pictureInPictureController: AVPictureInPictureController) {}
    public func pictureInPictureControllerDidStartPictureInPicture(_ pictureInPictureController: AVPictureInPictureController) {}
    public func pictureInPictureController(_ pictureInPictureController: AVPictureInPictureController,
                                           failedToStartPictureInPictureWithError error: any Error) {}
    public func pictureInPictureControllerWillStopPictureInPicture(_ pictureInPictureController: AVPictureInPictureController) {}
    public func pictureInPictureControllerDidStopPictureInPicture(_ pictureInPictureController: AVPictureInPictureController) {}
    public func pictureInPictureController(_ pictureInPictureController: AVPictureInPictureController,
                                           restoreUserInterfaceForPictureInPictureStopWithCompletionHandler completionHandler: @escaping (Bool) -> Void) {
        completionHandler(true)
    }
}
#endif
