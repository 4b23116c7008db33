#if os(Linux)
@_exported import Foundation
import StandInUIKit

/// What a player view controller tells its delegate (AVKit's `AVPlayerViewControllerDelegate`):
/// every method is optional; a preview never plays, goes full screen or starts picture in picture,
/// so none is called.
public protocol AVPlayerViewControllerDelegate: AnyObject {
    /// Picture in picture will start.
    func playerViewControllerWillStartPictureInPicture(_ playerViewController: AVPlayerViewController)
    /// Picture in picture started.
    func playerViewControllerDidStartPictureInPicture(_ playerViewController: AVPlayerViewController)
    /// Picture in picture failed to start.
    func playerViewController(_ playerViewController: AVPlayerViewController, failedToStartPictureInPictureWithError error: any Error)
    /// Picture in picture will stop.
    func playerViewControllerWillStopPictureInPicture(_ playerViewController: AVPlayerViewController)
    /// Picture in picture stopped.
    func playerViewControllerDidStopPictureInPicture(_ playerViewController: AVPlayerViewController)
    /// Whether the controller dismisses itself when picture in picture starts (default: yes).
    func playerViewControllerShouldAutomaticallyDismissAtPictureInPictureStart(_ playerViewController: AVPlayerViewController) -> Bool
    /// The app should restore its interface before picture in picture stops, then call `completionHandler`.
    func playerViewController(_ playerViewController: AVPlayerViewController,
                              restoreUserInterfaceForPictureInPictureStopWithCompletionHandler completionHandler: @escaping (Bool) -> Void)
    /// Full screen will begin.
    func playerViewController(_ playerViewController: AVPlayerViewController,
                              willBeginFullScreenPresentationWithAnimationCoordinator coordinator: any UIViewControllerTransitionCoordinator)
    /// Full screen will end.
    func playerViewController(_ playerViewController: AVPlayerViewController,
                              willEndFullScreenPresentationWithAnimationCoordinator coordinator: any UIViewControllerTransitionCoordinator)
}

extension AVPlayerViewControllerDelegate {
    public func playerViewControllerWillStartPictureInPicture(_ playerViewController: AVPlayerViewController) {}
    public func playerViewControllerDidStartPictureInPicture(_ playerViewController: AVPlayerViewController) {}
    public func playerViewController(_ playerViewController: AVPlayerViewController, failedToStartPictureInPictureWithError error: any Error) {}
    public func playerViewControllerWillStopPictureInPicture(_ playerViewController: AVPlayerViewController) {}
    public func playerViewControllerDidStopPictureInPicture(_ playerViewController: AVPlayerViewController) {}
    public func playerViewControllerShouldAutomaticallyDismissAtPictureInPictureStart(_ playerViewController: AVPlayerViewController) -> Bool { true }
    public func playerViewController(_ playerViewController: AVPlayerViewController,
                                     restoreUserInterfaceForPictureInPictureStopWithCompletionHandler completionHandler: @escaping (Bool) -> Void) {
        completionHandler(true)
    }
    public func playerViewController(_ playerViewController: AVPlayerViewController,
                                     willBeginFullScreenPresentationWithAnimationCoordinator coordinator: any UIViewControllerTransitionCoordinator) {}
    public func playerViewController(_ playerViewController: AVPlayerViewController,
                                     willEndFullScreenPresentationWithAnimationCoordinator coordinator: any UIViewControllerTransitionCoordinator) {}
}
#endif
