#if os(Linux)
@_exported import Foundation

/// The app's audio session (AVFAudio's `AVAudioSession`): settings are accepted, nothing plays in a preview.
public final class AVAudioSession: NSObject, @unchecked Sendable {
    private static let shared = AVAudioSession()
    /// The shared session.
    public static func sharedInstance() -> AVAudioSession { shared }
    /// A category of audio use.
    public struct Category: Hashable, Sendable, RawRepresentable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let ambient = Category(rawValue: "AVAudioSessionCategoryAmbient"), soloAmbient = Category(rawValue: "AVAudioSessionCategorySoloAmbient")
        public static let playback = Category(rawValue: "AVAudioSessionCategoryPlayback"), record = Category(rawValue: "AVAudioSessionCategoryRecord")
        public static let playAndRecord = Category(rawValue: "AVAudioSessionCategoryPlayAndRecord")
        /// Several inputs and outputs at once.
        public static let multiRoute = Category(rawValue: "AVAudioSessionCategoryMultiRoute")
    }
    /// A mode of audio use.
    public struct Mode: Hashable, Sendable, RawRepresentable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let `default` = Mode(rawValue: "AVAudioSessionModeDefault"), spokenAudio = Mode(rawValue: "AVAudioSessionModeSpokenAudio")
        public static let moviePlayback = Mode(rawValue: "AVAudioSessionModeMoviePlayback"), voiceChat = Mode(rawValue: "AVAudioSessionModeVoiceChat")
        public static let measurement = Mode(rawValue: "AVAudioSessionModeMeasurement"), videoRecording = Mode(rawValue: "AVAudioSessionModeVideoRecording")
        public static let videoChat = Mode(rawValue: "AVAudioSessionModeVideoChat"), gameChat = Mode(rawValue: "AVAudioSessionModeGameChat")
        public static let voicePrompt = Mode(rawValue: "AVAudioSessionModeVoicePrompt")
    }
    /// Options of a category.
    public struct CategoryOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let mixWithOthers = CategoryOptions(rawValue: 1), duckOthers = CategoryOptions(rawValue: 2)
        public static let allowBluetooth = CategoryOptions(rawValue: 4), defaultToSpeaker = CategoryOptions(rawValue: 8)
        /// Pauses spoken audio of other apps and mixes with the rest.
        public static let interruptSpokenAudioAndMixWithOthers = CategoryOptions(rawValue: 0x11)
        /// Allows Bluetooth A2DP outputs and AirPlay.
        public static let allowBluetoothA2DP = CategoryOptions(rawValue: 0x20), allowAirPlay = CategoryOptions(rawValue: 0x40)
        /// Keeps recording when the built-in microphone is muted.
        public static let overrideMutedMicrophoneInterruption = CategoryOptions(rawValue: 0x80)
    }
    /// Options of deactivating.
    public struct SetActiveOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let notifyOthersOnDeactivation = SetActiveOptions(rawValue: 1)
    }
    /// The category.
    public private(set) var category = Category.soloAmbient
    /// The mode (AVFAudio's `AVAudioSession.mode`): `.default` until the app sets one.
    public private(set) var mode = Mode.default
    /// The category's options (AVFAudio's `AVAudioSession.categoryOptions`): none until the app sets some.
    public private(set) var categoryOptions: CategoryOptions = []
    /// The route-sharing policy (AVFAudio's `AVAudioSession.routeSharingPolicy`): `.default` until the app sets one.
    public private(set) var routeSharingPolicy = RouteSharingPolicy.default
    /// The input the app chose with `setPreferredInput(_:)`.
    var chosenInput: AVAudioSessionPortDescription?
    /// Whether the app may record (AVFAudio's `AVAudioSession.RecordPermission`).
    public enum RecordPermission: UInt, Sendable { case undetermined, denied, granted }
    /// Not yet asked, as on a fresh install.
    public var recordPermission: RecordPermission { .undetermined }
    /// Asks to record: refused in a preview, which has no microphone.
    public func requestRecordPermission(_ response: @escaping @Sendable (Bool) -> Void) { response(false) }
    /// Sets the category, keeping the mode.
    public func setCategory(_ category: Category) throws { self.category = category }
    /// Sets the category, mode and options (the route-sharing policy goes back to `.default`).
    public func setCategory(_ category: Category, mode: Mode = .default, options: CategoryOptions = []) throws {
        try setCategory(category, mode: mode, policy: .default, options: options)
    }
    /// Sets the category with options, keeping the mode.
    public func setCategory(_ category: Category, options: CategoryOptions) throws {
        self.category = category
        categoryOptions = options
    }
    /// Sets the category, mode, route-sharing policy and options, as a podcast or video app does
    /// with `.longFormAudio` or `.longFormVideo`.
    public func setCategory(_ category: Category, mode: Mode, policy: RouteSharingPolicy, options: CategoryOptions = []) throws {
        self.category = category
        self.mode = mode
        routeSharingPolicy = policy
        categoryOptions = options
    }
    /// Sets the mode.
    public func setMode(_ mode: Mode) throws { self.mode = mode }
    /// Activates or deactivates the session.
    public func setActive(_ active: Bool, options: SetActiveOptions = []) throws {}
    /// Whether other audio plays: no.
    public var isOtherAudioPlaying: Bool { false }
    /// The output volume.
    public var outputVolume: Float { 0.5 }
}

/// The app's audio (AVFAudio's `AVAudioApplication`, iOS 17).
public final class AVAudioApplication: NSObject, @unchecked Sendable {
    private static let sharedApplication = AVAudioApplication()
    /// The app's audio.
    public static var shared: AVAudioApplication { sharedApplication }
    /// Whether the app may record.
    public enum RecordPermission: Int, Sendable { case undetermined, denied, granted }
    /// Not yet asked.
    public var recordPermission: RecordPermission { .undetermined }
    /// Asks to record: refused in a preview.
    public static func requestRecordPermission() async -> Bool { false }
    /// Asks to record, to a completion handler: refused in a preview.
    public static func requestRecordPermission(completionHandler response: @escaping @Sendable (Bool) -> Void) { response(false) }
}

/// Records audio to a file (AVFAudio's `AVAudioRecorder`): a preview has no microphone, so it
/// records nothing and says so.
open class AVAudioRecorder: NSObject, @unchecked Sendable {
    /// The file recorded to.
    public let url: URL
    /// The recording's settings.
    public let settings: [String: Any]
    /// Its delegate.
    open weak var delegate: (any AVAudioRecorderDelegate)?
    /// Whether the levels are measured.
    open var isMeteringEnabled = false
    /// Whether it is recording: never.
    open var isRecording: Bool { false }
    /// The seconds recorded: none.
    open var currentTime: TimeInterval { 0 }
    /// A recorder to `url`.
    public init(url: URL, settings: [String: Any]) throws {
        self.url = url
        self.settings = settings
    }
    /// Readies the file: refused, as there is no microphone.
    open func prepareToRecord() -> Bool { false }
    /// Starts recording: refused.
    @discardableResult open func record() -> Bool { false }
    /// Records for `duration` seconds: refused.
    @discardableResult open func record(forDuration duration: TimeInterval) -> Bool { false }
    /// Pauses.
    open func pause() {}
    /// Stops.
    open func stop() {}
    /// Deletes the file.
    @discardableResult open func deleteRecording() -> Bool { false }
    /// Measures the levels.
    open func updateMeters() {}
    /// The average level of a channel, in decibels: silence.
    open func averagePower(forChannel channelNumber: Int) -> Float { -160 }
    /// The peak level of a channel: silence.
    open func peakPower(forChannel channelNumber: Int) -> Float { -160 }
}

/// What a recorder tells its delegate (AVFAudio's `AVAudioRecorderDelegate`).
public protocol AVAudioRecorderDelegate: AnyObject {}

/// A quality of encoded audio (AVFAudio's `AVAudioQuality`).
public enum AVAudioQuality: Int, Sendable { case min = 0, low = 0x20, medium = 0x40, high = 0x60, max = 0x7F }

/// The key of a recording's format.
public let AVFormatIDKey = "AVFormatIDKey"
/// The key of a recording's sample rate.
public let AVSampleRateKey = "AVSampleRateKey"
/// The key of a recording's channel count.
public let AVNumberOfChannelsKey = "AVNumberOfChannelsKey"
/// The key of an encoder's quality.
public let AVEncoderAudioQualityKey = "AVEncoderAudioQualityKey"
/// The key of an encoder's bit rate.
public let AVEncoderBitRateKey = "AVEncoderBitRateKey"
/// The key of linear PCM's bit depth.
public let AVLinearPCMBitDepthKey = "AVLinearPCMBitDepthKey"
/// MPEG-4 AAC audio.
public let kAudioFormatMPEG4AAC: UInt32 = 0x6161_6320
/// Linear PCM audio.
public let kAudioFormatLinearPCM: UInt32 = 0x6C70_636D
/// Apple Lossless audio.
public let kAudioFormatAppleLossless: UInt32 = 0x616C_6163
#endif
