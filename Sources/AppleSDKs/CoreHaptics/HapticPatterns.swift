#if os(Linux)
@_exported import Foundation

/// One haptic or audio event of a pattern (Core Haptics' `CHHapticEvent`).
open class CHHapticEvent: NSObject, @unchecked Sendable {
    /// The kind of an event (Core Haptics' `CHHapticEvent.EventType`).
    public struct EventType: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// A brief tap.
        public static let hapticTransient = EventType(rawValue: "HapticTransient")
        /// A sustained vibration.
        public static let hapticContinuous = EventType(rawValue: "HapticContinuous")
        /// A sustained tone.
        public static let audioContinuous = EventType(rawValue: "AudioContinuous")
        /// A registered audio file.
        public static let audioCustom = EventType(rawValue: "AudioCustom")
    }

    /// What an event parameter sets (Core Haptics' `CHHapticEvent.ParameterID`).
    public struct ParameterID: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// How strong a haptic is, 0 to 1.
        public static let hapticIntensity = ParameterID(rawValue: "HapticIntensity")
        /// How sharp a haptic is, 0 to 1.
        public static let hapticSharpness = ParameterID(rawValue: "HapticSharpness")
        /// How long an event takes to reach full strength.
        public static let attackTime = ParameterID(rawValue: "AttackTime")
        /// How long an event takes to fade.
        public static let decayTime = ParameterID(rawValue: "DecayTime")
        /// How long an event takes to end after its duration.
        public static let releaseTime = ParameterID(rawValue: "ReleaseTime")
        /// Whether an event holds its strength for its duration.
        public static let sustained = ParameterID(rawValue: "Sustained")
        /// An audio event's volume.
        public static let audioVolume = ParameterID(rawValue: "AudioVolume")
        /// An audio event's pitch.
        public static let audioPitch = ParameterID(rawValue: "AudioPitch")
        /// An audio event's stereo position.
        public static let audioPan = ParameterID(rawValue: "AudioPan")
        /// An audio event's brightness.
        public static let audioBrightness = ParameterID(rawValue: "AudioBrightness")
    }

    /// The event's kind.
    public let type: EventType
    /// The event's parameters.
    public let eventParameters: [CHHapticEventParameter]
    /// When the event starts, relative to the pattern's start.
    open var relativeTime: TimeInterval
    /// How long the event lasts (0 for a transient event).
    open var duration: TimeInterval

    /// An event of `type`.
    public init(eventType type: EventType, parameters: [CHHapticEventParameter], relativeTime time: TimeInterval) {
        self.type = type
        eventParameters = parameters
        relativeTime = time
        duration = 0
    }

    /// An event of `type` lasting `duration`.
    public init(eventType type: EventType, parameters: [CHHapticEventParameter], relativeTime time: TimeInterval,
                duration: TimeInterval) {
        self.type = type
        eventParameters = parameters
        relativeTime = time
        self.duration = duration
    }

    /// An event playing a registered audio resource.
    public convenience init(audioResourceID resID: CHHapticAudioResourceID, parameters: [CHHapticEventParameter],
                            relativeTime time: TimeInterval) {
        self.init(eventType: .audioCustom, parameters: parameters, relativeTime: time)
    }

    /// An event playing a registered audio resource for `duration`.
    public convenience init(audioResourceID resID: CHHapticAudioResourceID, parameters: [CHHapticEventParameter],
                            relativeTime time: TimeInterval, duration: TimeInterval) {
        self.init(eventType: .audioCustom, parameters: parameters, relativeTime: time, duration: duration)
    }
}

/// A value of an event's parameter (Core Haptics' `CHHapticEventParameter`).
open class CHHapticEventParameter: NSObject, @unchecked Sendable {
    /// What the parameter sets.
    public let parameterID: CHHapticEvent.ParameterID
    /// The value.
    open var value: Float
    /// A parameter.
    public init(parameterID: CHHapticEvent.ParameterID, value: Float) {
        self.parameterID = parameterID
        self.value = value
    }
}

/// A change to a playing pattern's parameters (Core Haptics' `CHHapticDynamicParameter`).
open class CHHapticDynamicParameter: NSObject, @unchecked Sendable {
    /// What a dynamic parameter changes (Core Haptics' `CHHapticDynamicParameter.ID`).
    public struct ID: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Scales haptic intensity.
        public static let hapticIntensityControl = ID(rawValue: "HapticIntensityControl")
        /// Shifts haptic sharpness.
        public static let hapticSharpnessControl = ID(rawValue: "HapticSharpnessControl")
        /// Scales haptic attack time.
        public static let hapticAttackTimeControl = ID(rawValue: "HapticAttackTimeControl")
        /// Scales haptic decay time.
        public static let hapticDecayTimeControl = ID(rawValue: "HapticDecayTimeControl")
        /// Scales haptic release time.
        public static let hapticReleaseTimeControl = ID(rawValue: "HapticReleaseTimeControl")
        /// Scales audio volume.
        public static let audioVolumeControl = ID(rawValue: "AudioVolumeControl")
        /// Shifts audio pitch.
        public static let audioPitchControl = ID(rawValue: "AudioPitchControl")
        /// Shifts audio pan.
        public static let audioPanControl = ID(rawValue: "AudioPanControl")
        /// Shifts audio brightness.
        public static let audioBrightnessControl = ID(rawValue: "AudioBrightnessControl")
    }

    /// What it changes.
    public let parameterID: ID
    /// The value.
    open var value: Float
    /// When, relative to the pattern's start.
    open var relativeTime: TimeInterval
    /// A change.
    public init(parameterID: ID, value: Float, relativeTime time: TimeInterval) {
        self.parameterID = parameterID
        self.value = value
        relativeTime = time
    }
}

/// A parameter changing along control points (Core Haptics' `CHHapticParameterCurve`).
open class CHHapticParameterCurve: NSObject, @unchecked Sendable {
    /// A point of a curve (Core Haptics' `CHHapticParameterCurve.ControlPoint`).
    open class ControlPoint: NSObject, @unchecked Sendable {
        /// When, relative to the curve's start.
        open var relativeTime: TimeInterval
        /// The value.
        open var value: Float
        /// A point.
        public init(relativeTime time: TimeInterval, value: Float) {
            relativeTime = time
            self.value = value
        }
    }

    /// What it changes.
    public let parameterID: CHHapticDynamicParameter.ID
    /// When it starts, relative to the pattern's start.
    open var relativeTime: TimeInterval
    /// Its points.
    public let controlPoints: [ControlPoint]
    /// A curve.
    public init(parameterID: CHHapticDynamicParameter.ID, controlPoints: [ControlPoint], relativeTime: TimeInterval) {
        self.parameterID = parameterID
        self.controlPoints = controlPoints
        self.relativeTime = relativeTime
    }
}

/// Events and parameter changes played together (Core Haptics' `CHHapticPattern`).
open class CHHapticPattern: NSObject, @unchecked Sendable {
    /// A key of an AHAP dictionary (Core Haptics' `CHHapticPattern.Key`).
    public struct Key: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The format's version.
        public static let version = Key(rawValue: "Version")
        /// The pattern's entries.
        public static let pattern = Key(rawValue: "Pattern")
        /// An event entry.
        public static let event = Key(rawValue: "Event")
        /// An event's type.
        public static let eventType = Key(rawValue: "EventType")
        /// An entry's time.
        public static let time = Key(rawValue: "Time")
        /// An event's duration.
        public static let eventDuration = Key(rawValue: "EventDuration")
        /// An event's parameters.
        public static let eventParameters = Key(rawValue: "EventParameters")
        /// A parameter's identifier.
        public static let parameterID = Key(rawValue: "ParameterID")
        /// A parameter's value.
        public static let parameterValue = Key(rawValue: "ParameterValue")
    }

    let events: [CHHapticEvent]

    /// The pattern's length: the end of its last event.
    open var duration: TimeInterval { events.map { $0.relativeTime + $0.duration }.max() ?? 0 }

    /// A pattern of `events` and parameter changes.
    public init(events: [CHHapticEvent], parameters: [CHHapticDynamicParameter]) throws {
        self.events = events
    }

    /// A pattern of `events` and parameter curves.
    public init(events: [CHHapticEvent], parameterCurves: [CHHapticParameterCurve]) throws {
        self.events = events
    }

    /// A pattern of an AHAP dictionary (its events are not read in a preview, where nothing plays).
    public init(dictionary patternDict: [Key: Any]) throws {
        events = []
    }

    /// A pattern of the AHAP file at `ahapURL`: fails with `CHHapticError.fileNotFound` when there is no such file.
    public init(contentsOf ahapURL: URL) throws {
        guard FileManager.default.fileExists(atPath: ahapURL.path) else { throw CHHapticError(.fileNotFound) }
        events = []
    }

    /// The pattern as an AHAP dictionary.
    open func exportDictionary() throws -> [Key: Any] { [.version: 1.0, .pattern: [Any]()] }
}
#endif
