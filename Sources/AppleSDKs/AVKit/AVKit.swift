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
    /// Whether paused frames are analysed for Live Text and visual look up.
    open var allowsVideoFrameAnalysis = true
    /// Whether the controller publishes Now Playing info to the system (on by default).
    open var updatesNowPlayingInfoCenter = true
    /// Whether the controls prevent seeking, as for an ad.
    open var requiresLinearPlayback = false
    /// The speeds the controls offer (iOS 16): the system's by default.
    open var speeds = AVPlaybackSpeed.systemDefaultSpeeds
    /// The rate chosen when there is no player to hold it.
    private var chosenRate: Float = 1
    /// The speed selected (iOS 16): the one of `speeds` at the player's `defaultRate`, if any.
    open var selectedSpeed: AVPlaybackSpeed? {
        let rate = player?.defaultRate ?? chosenRate
        return speeds.first { $0.rate == rate }
    }
    /// Selects a speed: the player's `defaultRate` becomes its rate, and a playing player's rate too.
    open func selectSpeed(_ speed: AVPlaybackSpeed) {
        chosenRate = speed.rate
        guard let player else { return }
        player.defaultRate = speed.rate
        if player.rate != 0 { player.rate = speed.rate }
    }
}
#endif
