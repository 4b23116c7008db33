#if os(Linux)
@_exported import Foundation

/// What a command's handler answers (MediaPlayer's `MPRemoteCommandHandlerStatus`).
public enum MPRemoteCommandHandlerStatus: Int, Sendable {
    case success = 0, noSuchContent = 100, noActionableNowPlayingItem = 110, deviceNotFound = 120, commandFailed = 200
}

/// A command of the Lock Screen, Control Center or headphones (MediaPlayer's `MPRemoteCommand`):
/// keeps the handlers the app adds; a preview sends no command.
open class MPRemoteCommand: NSObject, @unchecked Sendable {
    private final class Target: NSObject, @unchecked Sendable {
        let handler: (MPRemoteCommandEvent) -> MPRemoteCommandHandlerStatus
        init(_ handler: @escaping (MPRemoteCommandEvent) -> MPRemoteCommandHandlerStatus) { self.handler = handler }
    }

    private var targets: [Target] = []

    /// Whether the command's button is enabled.
    open var isEnabled = true

    override init() {}

    /// Adds a handler; returns the object `removeTarget(_:)` removes it by.
    @discardableResult
    open func addTarget(handler: @escaping (MPRemoteCommandEvent) -> MPRemoteCommandHandlerStatus) -> Any {
        let target = Target(handler)
        targets.append(target)
        return target
    }

    /// Removes the handler `addTarget(handler:)` returned, or every handler for `nil`.
    open func removeTarget(_ target: Any?) {
        guard let target = target as? AnyObject else { targets.removeAll(); return }
        targets.removeAll { $0 === target }
    }
}

/// A command skipping a fixed interval (MediaPlayer's `MPSkipIntervalCommand`).
open class MPSkipIntervalCommand: MPRemoteCommand, @unchecked Sendable {
    /// The intervals offered, in seconds.
    open var preferredIntervals: [NSNumber] = [15]
}

/// A command moving playback to a time (MediaPlayer's `MPChangePlaybackPositionCommand`).
open class MPChangePlaybackPositionCommand: MPRemoteCommand, @unchecked Sendable {}

/// A command changing the playback rate (MediaPlayer's `MPChangePlaybackRateCommand`).
open class MPChangePlaybackRateCommand: MPRemoteCommand, @unchecked Sendable {
    /// The rates offered.
    open var supportedPlaybackRates: [NSNumber] = []
}

/// A like, dislike or bookmark command (MediaPlayer's `MPFeedbackCommand`).
open class MPFeedbackCommand: MPRemoteCommand, @unchecked Sendable {
    /// Whether the feedback is given.
    open var isActive = false
    /// The button's title.
    open var localizedTitle = ""
}

/// The app's remote commands (MediaPlayer's `MPRemoteCommandCenter`).
open class MPRemoteCommandCenter: NSObject, @unchecked Sendable {
    private static let center = MPRemoteCommandCenter()

    /// The app's command center.
    open class func shared() -> MPRemoteCommandCenter { center }

    /// Play.
    public let playCommand = MPRemoteCommand()
    /// Pause.
    public let pauseCommand = MPRemoteCommand()
    /// Stop.
    public let stopCommand = MPRemoteCommand()
    /// Play or pause.
    public let togglePlayPauseCommand = MPRemoteCommand()
    /// Next track.
    public let nextTrackCommand = MPRemoteCommand()
    /// Previous track.
    public let previousTrackCommand = MPRemoteCommand()
    /// Skip forward.
    public let skipForwardCommand = MPSkipIntervalCommand()
    /// Skip backward.
    public let skipBackwardCommand = MPSkipIntervalCommand()
    /// Seek forward while held.
    public let seekForwardCommand = MPRemoteCommand()
    /// Seek backward while held.
    public let seekBackwardCommand = MPRemoteCommand()
    /// Move the playback position (the scrubber).
    public let changePlaybackPositionCommand = MPChangePlaybackPositionCommand()
    /// Change the playback rate.
    public let changePlaybackRateCommand = MPChangePlaybackRateCommand()
    /// Like.
    public let likeCommand = MPFeedbackCommand()
    /// Dislike.
    public let dislikeCommand = MPFeedbackCommand()
    /// Bookmark.
    public let bookmarkCommand = MPFeedbackCommand()
}

/// A command sent to the app (MediaPlayer's `MPRemoteCommandEvent`).
open class MPRemoteCommandEvent: NSObject, @unchecked Sendable {
    /// The command.
    public let command: MPRemoteCommand
    /// When it was sent, in seconds since boot.
    public let timestamp: TimeInterval

    /// An event of the command (a stand-in's own, for tests; the system makes them on a device).
    public init(command: MPRemoteCommand, timestamp: TimeInterval = 0) {
        self.command = command
        self.timestamp = timestamp
    }
}

/// A command to move playback to a time (MediaPlayer's `MPChangePlaybackPositionCommandEvent`).
open class MPChangePlaybackPositionCommandEvent: MPRemoteCommandEvent, @unchecked Sendable {
    /// The time to move to, in seconds.
    public let positionTime: TimeInterval

    /// An event moving to `positionTime` (a stand-in's own, for tests).
    public init(command: MPRemoteCommand, positionTime: TimeInterval) {
        self.positionTime = positionTime
        super.init(command: command)
    }
}

/// A command to skip an interval (MediaPlayer's `MPSkipIntervalCommandEvent`).
open class MPSkipIntervalCommandEvent: MPRemoteCommandEvent, @unchecked Sendable {
    /// The interval, in seconds.
    public let interval: TimeInterval

    /// An event skipping `interval` (a stand-in's own, for tests).
    public init(command: MPRemoteCommand, interval: TimeInterval) {
        self.interval = interval
        super.init(command: command)
    }
}

/// A command to change the playback rate (MediaPlayer's `MPChangePlaybackRateCommandEvent`).
open class MPChangePlaybackRateCommandEvent: MPRemoteCommandEvent, @unchecked Sendable {
    /// The rate.
    public let playbackRate: Float

    /// An event changing the rate (a stand-in's own, for tests).
    public init(command: MPRemoteCommand, playbackRate: Float) {
        self.playbackRate = playbackRate
        super.init(command: command)
    }
}
#endif
