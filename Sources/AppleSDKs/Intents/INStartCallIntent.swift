#if os(Linux)
@_exported import Foundation
import StandInAppleFoundation

// A call's intent, as a calling app donates it for a call it started (and makes a communication
// notification of an incoming call from). Kept as the app makes it.

/// Whether a call has audio or video (Intents' `INCallCapability`).
public enum INCallCapability: Int, Sendable { case unknown, audioCall, videoCall }

/// Where a call goes (Intents' `INCallDestinationType`).
public enum INCallDestinationType: Int, Sendable { case unknown, normal, emergency, voicemail, redial, callBack }

/// Which audio device a call uses (Intents' `INCallAudioRoute`).
public enum INCallAudioRoute: Int, Sendable { case unknown, speakerphoneAudioRoute, bluetoothAudioRoute }

/// A kind of call in the call history (Intents' `INCallRecordType`).
public enum INCallRecordType: Int, Sendable { case unknown, outgoing, missed, received, latest, voicemail, ringing, inProgress, onHold }

/// Kinds of calls in the call history (Intents' `INCallRecordTypeOptions`).
public struct INCallRecordTypeOptions: OptionSet, Sendable {
    /// The options' bits.
    public let rawValue: UInt
    /// Options of these bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Outgoing calls.
    public static let outgoing = Self(rawValue: 1)
    /// Missed calls.
    public static let missed = Self(rawValue: 2)
    /// Received calls.
    public static let received = Self(rawValue: 4)
    /// The latest call.
    public static let latest = Self(rawValue: 8)
    /// Voicemails.
    public static let voicemail = Self(rawValue: 16)
    /// Ringing calls.
    public static let ringing = Self(rawValue: 32)
    /// Calls in progress.
    public static let inProgress = Self(rawValue: 64)
    /// Calls on hold.
    public static let onHold = Self(rawValue: 128)
}

/// The calls a user asked to call back (Intents' `INCallRecordFilter`).
open class INCallRecordFilter: NSObject, @unchecked Sendable {
    /// The people of the calls.
    public let participants: [INPerson]?
    /// The kinds of calls.
    public let callTypes: INCallRecordTypeOptions
    /// Whether the calls had audio or video.
    public let callCapability: INCallCapability
    /// A filter.
    public init(participants: [INPerson]?, callTypes: INCallRecordTypeOptions, callCapability: INCallCapability) {
        self.participants = participants
        self.callTypes = callTypes
        self.callCapability = callCapability
    }
}

/// A call of the call history (Intents' `INCallRecord`).
open class INCallRecord: NSObject, @unchecked Sendable {
    /// The call's identifier.
    public let identifier: String
    /// When the call was made.
    public let dateCreated: Date?
    /// The kind of call.
    public let callRecordType: INCallRecordType
    /// The call's people.
    public let participants: [INPerson]?
    /// A record.
    public init(identifier: String, dateCreated: Date?, callRecordType: INCallRecordType, callDuration: NSNumber?, unseen: NSNumber?,
                participants: [INPerson]?, numberOfCalls: NSNumber?, isCallerIdBlocked: NSNumber?) {
        self.identifier = identifier
        self.dateCreated = dateCreated
        self.callRecordType = callRecordType
        self.participants = participants
    }
}

/// A request to start an audio or video call (Intents' `INStartCallIntent`).
open class INStartCallIntent: INIntent, INIntentSetImageKeyPath, @unchecked Sendable {
    /// The calls the user asked to call back.
    public let callRecordFilter: INCallRecordFilter?
    /// The call to call back.
    public let callRecordToCallBack: INCallRecord?
    /// The audio device.
    public let audioRoute: INCallAudioRoute
    /// Where the call goes.
    public let destinationType: INCallDestinationType
    /// The people to call.
    public let contacts: [INPerson]?
    /// Whether the call has audio or video.
    public let callCapability: INCallCapability

    /// A call intent (iOS 14).
    public init(callRecordFilter: INCallRecordFilter?, callRecordToCallBack: INCallRecord?, audioRoute: INCallAudioRoute,
                destinationType: INCallDestinationType, contacts: [INPerson]?, callCapability: INCallCapability) {
        self.callRecordFilter = callRecordFilter
        self.callRecordToCallBack = callRecordToCallBack
        self.audioRoute = audioRoute
        self.destinationType = destinationType
        self.contacts = contacts
        self.callCapability = callCapability
        super.init()
    }

    /// A call intent (iOS 13, deprecated in iOS 14).
    public convenience init(audioRoute: INCallAudioRoute, destinationType: INCallDestinationType, contacts: [INPerson]?,
                            recordTypeForRedialing: INCallRecordType, callCapability: INCallCapability) {
        self.init(callRecordFilter: nil, callRecordToCallBack: nil, audioRoute: audioRoute, destinationType: destinationType,
                  contacts: contacts, callCapability: callCapability)
    }
}

/// How the app handled a call intent (Intents' `INStartCallIntentResponseCode`).
public enum INStartCallIntentResponseCode: Int, Sendable {
    case unspecified, ready, continueInApp, userConfirmationRequired, failure, failureRequiringAppLaunch, failureCallingServiceNotAvailable
    case failureContactNotSupportedByApp, failureAirplaneModeEnabled, failureUnableToHandOff, failureAppConfigurationRequired
    case failureCallInProgress, failureCallRinging, failureRequiringInAppAuthentication
}

/// The app's answer to a call intent (Intents' `INStartCallIntentResponse`).
open class INStartCallIntentResponse: INIntentResponse, @unchecked Sendable {
    /// How the app handled the intent.
    public let code: INStartCallIntentResponseCode
    /// A response of a code.
    public init(code: INStartCallIntentResponseCode, userActivity: NSUserActivity?) {
        self.code = code
        super.init()
        self.userActivity = userActivity
    }
}
#endif
