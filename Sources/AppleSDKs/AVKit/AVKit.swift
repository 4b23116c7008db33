#if os(Linux)
@_exported import StandInAVFoundation
import SwiftUI
import StandInUIKit

/// Plays a video with the system's controls (AVKit's `VideoPlayer`): a black rectangle of the
/// frame it is given, with the overlay on top, as nothing plays in a preview.
public struct VideoPlayer<VideoOverlay: View>: View {
    let overlay: VideoOverlay
    /// A player with an overlay.
    public init(player: AVPlayer?, @ViewBuilder videoOverlay: () -> VideoOverlay) { overlay = videoOverlay() }
    public var body: some View {
        ZStack {
            Color.black
            overlay
        }
    }
}

extension VideoPlayer where VideoOverlay == EmptyView {
    /// A player.
    public init(player: AVPlayer?) { overlay = EmptyView() }
}

/// A controller playing video with the system's controls (AVKit's `AVPlayerViewController`).
open class AVPlayerViewController: UIViewController, @unchecked Sendable {
    /// The player.
    open var player: AVPlayer?
    /// Its delegate.
    open weak var delegate: (any AVPlayerViewControllerDelegate)?
    /// Whether the controls show.
    open var showsPlaybackControls = true
    /// How the video is scaled.
    open var videoGravity = AVLayerVideoGravity.resizeAspect
    /// Whether picture in picture may start automatically.
    open var canStartPictureInPictureAutomaticallyFromInline = false
    /// Whether picture in picture is offered.
    open var allowsPictureInPicturePlayback = true
    /// Whether playing goes full screen.
    open var entersFullScreenWhenPlaybackBegins = false
    /// Whether the end of playback leaves full screen.
    open var exitsFullScreenWhenPlaybackEnds = false
    /// Whether the video may be shown on another screen.
    open var allowsVideoFrameAnalysis = true
}

/// The AirPlay button (AVKit's `AVRoutePickerView`).
open class AVRoutePickerView: UIView, @unchecked Sendable {}
#endif
