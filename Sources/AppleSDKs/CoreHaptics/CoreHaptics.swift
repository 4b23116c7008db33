#if os(Linux)
@_exported import Foundation

/// "Now", as a time to start or stop a player at (Core Haptics' `CHHapticTimeImmediate`).
public let CHHapticTimeImmediate: TimeInterval = 0

/// An identifier of a registered audio resource (Core Haptics' `CHHapticAudioResourceID`).
public typealias CHHapticAudioResourceID = UInt

/// A Core Haptics error (Core Haptics' `CHHapticError`).
public struct CHHapticError: Error, Hashable, Sendable {
    /// What went wrong (Core Haptics' `CHHapticError.Code`).
    public enum Code: Int, Hashable, Sendable {
        case engineNotRunning = -4805, operationNotPermitted = -4806, engineStartTimeout = -4808, notSupported = -4809
        case serverInitFailed = -4810, serverInterrupted = -4811, invalidPatternPlayer = -4812, invalidPatternData = -4813
        case invalidPatternDictionary = -4814, invalidAudioSession = -4815, invalidEngineParameter = -4816
        case invalidParameterType = -4820, invalidEventType = -4821, invalidEventTime = -4822, invalidEventDuration = -4823
        case invalidAudioResource = -4824, resourceNotAvailable = -4825, badEventEntry = -4830, badParameterEntry = -4831
        case invalidTime = -4840, fileNotFound = -4851, insufficientPower = -4897, unknownError = -4898, memoryError = -4899

        /// Whether `error` is a Core Haptics error of this code (for `catch CHHapticError.notSupported`).
        public static func ~= (match: Code, error: any Error) -> Bool { (error as? CHHapticError)?.code == match }
    }

    /// The error's code.
    public let code: Code
    /// An error of `code`.
    public init(_ code: Code) { self.code = code }
    /// The errors' domain.
    public static let errorDomain = "com.apple.CoreHaptics"

    /// The haptic engine is not running.
    public static let engineNotRunning = Code.engineNotRunning
    /// The device does not support haptics.
    public static let notSupported = Code.notSupported
    /// A file was not found.
    public static let fileNotFound = Code.fileNotFound
    /// A pattern's data was invalid.
    public static let invalidPatternData = Code.invalidPatternData
}

/// What the device's haptic hardware can do (Core Haptics' `CHHapticDeviceCapability`).
public protocol CHHapticDeviceCapability {
    /// Whether the device plays haptics.
    var supportsHaptics: Bool { get }
    /// Whether the device plays audio through the haptic engine.
    var supportsAudio: Bool { get }
}

private struct PreviewDeviceCapability: CHHapticDeviceCapability {
    var supportsHaptics: Bool { false }
    var supportsAudio: Bool { false }
}

/// Plays haptic and audio patterns (Core Haptics' `CHHapticEngine`): a preview's device has no
/// haptics. The engine is made, but starting it fails with `CHHapticError.notSupported`, and its
/// players fail with `CHHapticError.engineNotRunning`; nothing is ever felt or heard.
public final class CHHapticEngine: @unchecked Sendable {
    /// Called when a start or stop finishes (Core Haptics' `CHHapticEngine.CompletionHandler`).
    public typealias CompletionHandler = ((any Error)?) -> Void
    /// Called when the engine stops by itself (Core Haptics' `CHHapticEngine.StoppedHandler`).
    public typealias StoppedHandler = (StoppedReason) -> Void
    /// Called after the engine was reset (Core Haptics' `CHHapticEngine.ResetHandler`).
    public typealias ResetHandler = () -> Void
    /// Called when every player finished (Core Haptics' `CHHapticEngine.FinishedHandler`).
    public typealias FinishedHandler = ((any Error)?) -> FinishedAction

    /// Why the engine stopped (Core Haptics' `CHHapticEngine.StoppedReason`).
    public enum StoppedReason: Int, Sendable {
        case systemError = -1, audioSessionInterrupt = 1, applicationSuspended, idleTimeout, notifyWhenFinished, engineDestroyed
        case gameControllerDisconnect
    }

    /// What to do once every player finished (Core Haptics' `CHHapticEngine.FinishedAction`).
    public enum FinishedAction: Int, Sendable { case stopEngine = 1, leaveEngineRunning }

    /// What the device's hardware can do: no haptics and no audio in a preview.
    public class func capabilitiesForHardware() -> any CHHapticDeviceCapability { PreviewDeviceCapability() }

    /// An engine (made on any device; it fails when started in a preview).
    public init() throws {}

    /// Called when the engine stops by itself: never in a preview.
    public var stoppedHandler: StoppedHandler = { _ in }
    /// Called after the engine was reset: never in a preview.
    public var resetHandler: ResetHandler = {}
    /// Whether the engine plays haptics only.
    public var playsHapticsOnly = false
    /// Whether the engine plays audio only.
    public var playsAudioOnly = false
    /// Whether haptics are muted.
    public var isMutedForHaptics = false
    /// Whether audio is muted.
    public var isMutedForAudio = false
    /// Whether the engine stops itself when idle.
    public var isAutoShutdownEnabled = false
    /// The engine's clock: 0, as it never runs in a preview.
    public var currentTime: TimeInterval { 0 }

    /// Starts the engine: fails with `CHHapticError.notSupported` in a preview.
    public func start() throws { throw CHHapticError(.notSupported) }
    /// Starts the engine: fails with `CHHapticError.notSupported` in a preview.
    public func start() async throws { throw CHHapticError(.notSupported) }
    /// Starts the engine, then calls `completionHandler` with `CHHapticError.notSupported`.
    public func start(completionHandler: CompletionHandler? = nil) { completionHandler?(CHHapticError(.notSupported)) }
    /// Stops the engine.
    public func stop() async throws {}
    /// Stops the engine, then calls `completionHandler`.
    public func stop(completionHandler: CompletionHandler? = nil) { completionHandler?(nil) }
    /// Calls `finishedHandler` once every player finished: at once, as none plays in a preview.
    public func notifyWhenPlayersFinished(finishedHandler: @escaping FinishedHandler) { _ = finishedHandler(nil) }

    /// A player of `pattern` (whose start fails, as the engine does not run).
    public func makePlayer(with pattern: CHHapticPattern) throws -> any CHHapticPatternPlayer { PreviewPatternPlayer() }
    /// An advanced player of `pattern` (whose start fails, as the engine does not run).
    public func makeAdvancedPlayer(with pattern: CHHapticPattern) throws -> any CHHapticAdvancedPatternPlayer { PreviewPatternPlayer() }
    /// Plays the AHAP file at `url`: fails, as the engine does not run.
    public func playPattern(from url: URL) throws { throw CHHapticError(.engineNotRunning) }
    /// Plays AHAP `data`: fails, as the engine does not run.
    public func playPattern(from data: Data) throws { throw CHHapticError(.engineNotRunning) }
    /// Registers an audio file for custom audio events.
    public func registerAudioResource(_ resourceURL: URL, options: [AnyHashable: Any] = [:]) throws -> CHHapticAudioResourceID { 1 }
    /// Unregisters an audio resource.
    public func unregisterAudioResource(_ resourceID: CHHapticAudioResourceID) throws {}
}

/// Plays a pattern (Core Haptics' `CHHapticPatternPlayer`).
public protocol CHHapticPatternPlayer: AnyObject {
    /// Whether the player is muted.
    var isMuted: Bool { get set }
    /// Starts playing at `time` (engine time, or `CHHapticTimeImmediate`).
    func start(atTime time: TimeInterval) throws
    /// Stops playing at `time`.
    func stop(atTime time: TimeInterval) throws
    /// Changes parameters while playing.
    func sendParameters(_ parameters: [CHHapticDynamicParameter], atTime time: TimeInterval) throws
    /// Schedules a parameter curve.
    func scheduleParameterCurve(_ parameterCurve: CHHapticParameterCurve, atTime time: TimeInterval) throws
    /// Stops at once and removes scheduled events.
    func cancel() throws
}

/// Plays a pattern with pausing, seeking and looping (Core Haptics' `CHHapticAdvancedPatternPlayer`).
public protocol CHHapticAdvancedPatternPlayer: CHHapticPatternPlayer {
    /// Whether the pattern loops.
    var loopEnabled: Bool { get set }
    /// Where a loop ends.
    var loopEnd: TimeInterval { get set }
    /// The playback rate.
    var playbackRate: Float { get set }
    /// Called when the pattern finished.
    var completionHandler: (((any Error)?) -> Void)? { get set }
    /// Pauses at `time`.
    func pause(atTime time: TimeInterval) throws
    /// Resumes at `time`.
    func resume(atTime time: TimeInterval) throws
    /// Moves to `offsetTime` into the pattern.
    func seek(toOffset offsetTime: TimeInterval) throws
}

/// A player in a preview: its engine never runs, so playing fails with `.engineNotRunning`.
private final class PreviewPatternPlayer: CHHapticAdvancedPatternPlayer {
    var isMuted = false
    var loopEnabled = false
    var loopEnd: TimeInterval = 0
    var playbackRate: Float = 1
    var completionHandler: (((any Error)?) -> Void)?
    func start(atTime time: TimeInterval) throws { throw CHHapticError(.engineNotRunning) }
    func stop(atTime time: TimeInterval) throws {}
    func sendParameters(_ parameters: [CHHapticDynamicParameter], atTime time: TimeInterval) throws {}
    func scheduleParameterCurve(_ parameterCurve: CHHapticParameterCurve, atTime time: TimeInterval) throws {}
    func cancel() throws {}
    func pause(atTime time: TimeInterval) throws {}
    func resume(atTime time: TimeInterval) throws { throw CHHapticError(.engineNotRunning) }
    func seek(toOffset offsetTime: TimeInterval) throws {}
}
#endif
