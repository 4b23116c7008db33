#if os(Linux)
@_exported import Foundation

// The audio session's route and its notifications (AVFAudio's `AVAudioSession` routing API), as a
// podcast or video app's audio manager uses them. A preview's device plays through its built-in
// speaker, has only its built-in microphone as input, and nothing is plugged in or interrupts it:
// no route-change, interruption, hint or reset notification is ever posted.

extension AVAudioSession {
    /// Where the session's audio is routed among shared outputs (AVFAudio's `AVAudioSession.RouteSharingPolicy`).
    public enum RouteSharingPolicy: UInt, Sendable {
        /// The standard rules.
        case `default` = 0
        /// The shared route of long-form audio (podcasts, audiobooks, music).
        case longFormAudio = 1
        /// A route the app picks independently of others.
        case independent = 2
        /// The shared route of long-form video.
        case longFormVideo = 3
    }

    /// A kind of input or output port (AVFAudio's `AVAudioSession.Port`).
    public struct Port: Hashable, Sendable, RawRepresentable {
        /// The port type's name.
        public let rawValue: String
        /// A port type of a name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// A line-level input of the dock connector.
        public static let lineIn = Port(rawValue: "LineIn")
        /// The device's built-in microphone.
        public static let builtInMic = Port(rawValue: "MicrophoneBuiltIn")
        /// A wired headset's microphone.
        public static let headsetMic = Port(rawValue: "MicrophoneWired")
        /// A Continuity microphone (iOS 17).
        public static let continuityMicrophone = Port(rawValue: "MicrophoneContinuity")
        /// A line-level output of the dock connector.
        public static let lineOut = Port(rawValue: "LineOut")
        /// Wired headphones.
        public static let headphones = Port(rawValue: "Headphones")
        /// A Bluetooth A2DP device.
        public static let bluetoothA2DP = Port(rawValue: "BluetoothA2DPOutput")
        /// The receiver held to the ear during calls.
        public static let builtInReceiver = Port(rawValue: "Receiver")
        /// The device's built-in speaker.
        public static let builtInSpeaker = Port(rawValue: "Speaker")
        /// An HDMI output.
        public static let HDMI = Port(rawValue: "HDMIOutput")
        /// An AirPlay device.
        public static let airPlay = Port(rawValue: "AirPlay")
        /// A Bluetooth Low Energy device.
        public static let bluetoothLE = Port(rawValue: "BluetoothLEOutput")
        /// A Bluetooth hands-free device.
        public static let bluetoothHFP = Port(rawValue: "BluetoothHFP")
        /// A USB audio device.
        public static let usbAudio = Port(rawValue: "USBAudio")
        /// CarPlay audio.
        public static let carAudio = Port(rawValue: "CarAudio")
        /// A port of no real hardware.
        public static let virtual = Port(rawValue: "Virtual")
        /// A PCI device.
        public static let PCI = Port(rawValue: "PCI")
        /// A FireWire device.
        public static let fireWire = Port(rawValue: "FireWire")
        /// A DisplayPort device.
        public static let displayPort = Port(rawValue: "DisplayPort")
        /// An Audio Video Bridging device.
        public static let AVB = Port(rawValue: "AVB")
        /// A Thunderbolt device.
        public static let thunderbolt = Port(rawValue: "Thunderbolt")
    }

    /// An override of the output port (AVFAudio's `AVAudioSession.PortOverride`).
    public enum PortOverride: UInt, Sendable {
        /// No override: the category's route.
        case none = 0
        /// The built-in speaker.
        case speaker = 0x7370_6B72
    }

    /// Why the route changed (AVFAudio's `AVAudioSession.RouteChangeReason`), the value of
    /// `AVAudioSessionRouteChangeReasonKey`.
    public enum RouteChangeReason: UInt, Sendable {
        /// Not known.
        case unknown = 0
        /// A device became available, such as plugged-in headphones.
        case newDeviceAvailable = 1
        /// The device in use went away, such as unplugged headphones.
        case oldDeviceUnavailable = 2
        /// The category changed.
        case categoryChange = 3
        /// The output was overridden.
        case override = 4
        /// The device woke from sleep.
        case wakeFromSleep = 6
        /// No route suits the category.
        case noSuitableRouteForCategory = 7
        /// The route's configuration changed.
        case routeConfigurationChange = 8
    }

    /// Whether an interruption began or ended (AVFAudio's `AVAudioSession.InterruptionType`), the
    /// value of `AVAudioSessionInterruptionTypeKey`.
    public enum InterruptionType: UInt, Sendable {
        /// The interruption ended.
        case ended = 0
        /// The interruption began.
        case began = 1
    }

    /// What to do after an interruption (AVFAudio's `AVAudioSession.InterruptionOptions`), the
    /// value of `AVAudioSessionInterruptionOptionKey`.
    public struct InterruptionOptions: OptionSet, Sendable {
        /// The options' bits.
        public let rawValue: UInt
        /// Options of bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Playback may resume.
        public static let shouldResume = InterruptionOptions(rawValue: 1)
    }

    /// Why the session was interrupted (AVFAudio's `AVAudioSession.InterruptionReason`), the value
    /// of `AVAudioSessionInterruptionReasonKey`.
    public enum InterruptionReason: UInt, Sendable {
        /// Another session was activated.
        case `default` = 0
        /// The app was suspended (no longer reported since iOS 16).
        case appWasSuspended = 1
        /// The built-in microphone was muted.
        case builtInMicMuted = 2
        /// The route was disconnected (iOS 17).
        case routeDisconnected = 4
    }

    /// Whether other apps' audio should be silenced (AVFAudio's `AVAudioSession.SilenceSecondaryAudioHintType`).
    public enum SilenceSecondaryAudioHintType: UInt, Sendable {
        /// Other audio ended: secondary audio may play again.
        case end = 0
        /// Other audio began: secondary audio should be silenced.
        case begin = 1
    }

    /// Posted when the route changes: never in a preview, where nothing is plugged in.
    public static let routeChangeNotification = Notification.Name("AVAudioSessionRouteChangeNotification")
    /// Posted when an interruption begins or ends: never in a preview.
    public static let interruptionNotification = Notification.Name("AVAudioSessionInterruptionNotification")
    /// Posted when other apps' primary audio starts or stops: never in a preview.
    public static let silenceSecondaryAudioHintNotification = Notification.Name("AVAudioSessionSilenceSecondaryAudioHintNotification")
    /// Posted when the media services were reset: never in a preview.
    public static let mediaServicesWereResetNotification = Notification.Name("AVAudioSessionMediaServicesWereResetNotification")
    /// Posted when the media services became unavailable: never in a preview.
    public static let mediaServicesWereLostNotification = Notification.Name("AVAudioSessionMediaServicesWereLostNotification")

    /// The current route: the built-in speaker as the one output, and the built-in microphone as
    /// input while the category records (none otherwise).
    public var currentRoute: AVAudioSessionRouteDescription {
        let records = category == .record || category == .playAndRecord
        return AVAudioSessionRouteDescription(inputs: records ? [.previewMicrophone] : [], outputs: [.previewSpeaker])
    }
    /// The inputs available: the built-in microphone.
    public var availableInputs: [AVAudioSessionPortDescription]? { [.previewMicrophone] }
    /// The input the app prefers: nil until it calls `setPreferredInput(_:)`.
    public var preferredInput: AVAudioSessionPortDescription? { chosenInput }
    /// Prefers an input (nil: the system's choice).
    public func setPreferredInput(_ inPort: AVAudioSessionPortDescription?) throws { chosenInput = inPort }
    /// Overrides the output port: accepted; the route is the built-in speaker either way.
    public func overrideOutputAudioPort(_ portOverride: PortOverride) throws {}
    /// Whether an input is available: the built-in microphone is.
    public var isInputAvailable: Bool { true }
    /// Whether other apps' primary audio is playing, so secondary audio should be silenced: no.
    public var secondaryAudioShouldBeSilencedHint: Bool { false }
    /// The hardware's sample rate: 48 kHz, as an iPhone's.
    public var sampleRate: Double { 48_000 }
    /// The hardware's I/O buffer duration, in seconds.
    public var ioBufferDuration: TimeInterval { 0.02 }
    /// The output's latency, in seconds.
    public var outputLatency: TimeInterval { 0.01 }
    /// The input's latency, in seconds.
    public var inputLatency: TimeInterval { 0.01 }
    /// Asks for a sample rate: accepted; the hardware keeps 48 kHz in a preview.
    public func setPreferredSampleRate(_ sampleRate: Double) throws {}
    /// Asks for an I/O buffer duration: accepted; the hardware keeps its own in a preview.
    public func setPreferredIOBufferDuration(_ duration: TimeInterval) throws {}
}

/// The `userInfo` key of a route change's `AVAudioSession.RouteChangeReason` raw value (AVFAudio's `AVAudioSessionRouteChangeReasonKey`).
public let AVAudioSessionRouteChangeReasonKey = "AVAudioSessionRouteChangeReasonKey"
/// The `userInfo` key of the route before a change, an `AVAudioSessionRouteDescription` (AVFAudio's `AVAudioSessionRouteChangePreviousRouteKey`).
public let AVAudioSessionRouteChangePreviousRouteKey = "AVAudioSessionRouteChangePreviousRouteKey"
/// The `userInfo` key of an interruption's `AVAudioSession.InterruptionType` raw value (AVFAudio's `AVAudioSessionInterruptionTypeKey`).
public let AVAudioSessionInterruptionTypeKey = "AVAudioSessionInterruptionTypeKey"
/// The `userInfo` key of an ended interruption's `AVAudioSession.InterruptionOptions` raw value (AVFAudio's `AVAudioSessionInterruptionOptionKey`).
public let AVAudioSessionInterruptionOptionKey = "AVAudioSessionInterruptionOptionKey"
/// The `userInfo` key of an interruption's `AVAudioSession.InterruptionReason` raw value (AVFAudio's `AVAudioSessionInterruptionReasonKey`).
public let AVAudioSessionInterruptionReasonKey = "AVAudioSessionInterruptionReasonKey"
/// The `userInfo` key of the hint's `AVAudioSession.SilenceSecondaryAudioHintType` raw value (AVFAudio's `AVAudioSessionSilenceSecondaryAudioHintTypeKey`).
public let AVAudioSessionSilenceSecondaryAudioHintTypeKey = "AVAudioSessionSilenceSecondaryAudioHintTypeKey"

/// A route's inputs and outputs (AVFAudio's `AVAudioSessionRouteDescription`).
open class AVAudioSessionRouteDescription: NSObject, @unchecked Sendable {
    /// The input ports.
    public let inputs: [AVAudioSessionPortDescription]
    /// The output ports.
    public let outputs: [AVAudioSessionPortDescription]

    init(inputs: [AVAudioSessionPortDescription], outputs: [AVAudioSessionPortDescription]) {
        self.inputs = inputs
        self.outputs = outputs
    }
}

/// One input or output port of a route (AVFAudio's `AVAudioSessionPortDescription`). Two
/// descriptions of the same port are equal.
open class AVAudioSessionPortDescription: NSObject, @unchecked Sendable {
    /// The kind of port.
    public let portType: AVAudioSession.Port
    /// The port's name, as the system shows it.
    public let portName: String
    /// The port's unique identifier.
    public let uid: String
    /// Whether the port processes voice calls in hardware: no.
    open var hasHardwareVoiceCallProcessing: Bool { false }

    init(portType: AVAudioSession.Port, portName: String, uid: String) {
        self.portType = portType
        self.portName = portName
        self.uid = uid
    }

    /// Whether `object` describes the same port.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? AVAudioSessionPortDescription else { return false }
        return other.portType == portType && other.uid == uid
    }
    /// The hash of the port's identifier.
    open override var hash: Int { uid.hashValue }

    /// A preview device's built-in speaker.
    static var previewSpeaker: AVAudioSessionPortDescription {
        AVAudioSessionPortDescription(portType: .builtInSpeaker, portName: "Speaker", uid: "Speaker")
    }
    /// A preview device's built-in microphone.
    static var previewMicrophone: AVAudioSessionPortDescription {
        AVAudioSessionPortDescription(portType: .builtInMic, portName: "iPhone Microphone", uid: "Built-In Microphone")
    }
}
#endif
