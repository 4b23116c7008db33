#if os(Linux)
@_exported import Foundation

/// Who a call is with (CallKit's `CXHandle`).
open class CXHandle: NSObject, @unchecked Sendable {
    /// The kind of a handle (CallKit's `CXHandle.HandleType`).
    public enum HandleType: Int, Sendable { case generic = 1, phoneNumber, emailAddress }
    /// Its kind.
    public let type: HandleType
    /// Its value, such as a phone number.
    public let value: String
    /// A handle of a kind and value.
    public init(type: HandleType, value: String) {
        self.type = type
        self.value = value
    }
    /// Whether it has the same kind and value as `handle`.
    open func isEqual(to handle: CXHandle) -> Bool { type == handle.type && value == handle.value }
    /// Whether `object` is a handle of the same kind and value.
    open override func isEqual(_ object: Any?) -> Bool { (object as? CXHandle).map(isEqual(to:)) ?? false }
    /// A hash of its kind and value.
    open override var hash: Int { value.utf8.reduce(type.rawValue) { $0 &* 31 &+ Int($1) } }
}

/// Why a call ended (CallKit's `CXCallEndedReason`).
public enum CXCallEndedReason: Int, Sendable { case failed = 1, remoteEnded, unanswered, answeredElsewhere, declinedElsewhere }

/// What changed about a call (CallKit's `CXCallUpdate`).
open class CXCallUpdate: NSObject, @unchecked Sendable {
    /// Who the call is with.
    open var remoteHandle: CXHandle?
    /// The caller's name shown.
    open var localizedCallerName: String?
    /// Whether the call can be held.
    open var supportsHolding = false
    /// Whether the call can be grouped.
    open var supportsGrouping = false
    /// Whether the call can be ungrouped.
    open var supportsUngrouping = false
    /// Whether the call plays DTMF tones.
    open var supportsDTMF = false
    /// Whether the call has video.
    open var hasVideo = false
    /// An update.
    public override init() {}
}

/// How the app's calls show in the system (CallKit's `CXProviderConfiguration`).
open class CXProviderConfiguration: NSObject, @unchecked Sendable {
    /// The app's name shown (deprecated: the bundle's name is used).
    open private(set) var localizedName: String?
    /// The ringtone's file in the app's bundle.
    open var ringtoneSound: String?
    /// The icon shown, a PNG template.
    open var iconTemplateImageData: Data?
    /// How many call groups there may be.
    open var maximumCallGroups = 2
    /// How many calls a group may have.
    open var maximumCallsPerCallGroup = 5
    /// Whether calls show in the Phone app's recents.
    open var includesCallsInRecents = true
    /// Whether calls may have video.
    open var supportsVideo = false
    /// The kinds of handles calls have.
    open var supportedHandleTypes: Set<CXHandle.HandleType> = []
    /// A configuration.
    public override init() {}
    /// A configuration showing a name.
    @available(*, deprecated, message: "Use init() instead; the app's name is taken from its bundle")
    public init(localizedName: String) { self.localizedName = localizedName }
}

/// Tells the system about the app's calls (CallKit's `CXProvider`). A preview's device has no call
/// service: reporting an incoming call fails with `CXErrorCodeIncomingCallError.unentitled`, and
/// the delegate is never called.
open class CXProvider: NSObject, @unchecked Sendable {
    /// Its configuration.
    open var configuration: CXProviderConfiguration
    /// The transactions waiting for the app: none.
    open var pendingTransactions: [CXTransaction] { [] }
    private weak var delegate: (any CXProviderDelegate)?
    /// A provider of a configuration.
    public init(configuration: CXProviderConfiguration) { self.configuration = configuration }
    /// Sets its delegate and the queue it is called on.
    open func setDelegate(_ delegate: (any CXProviderDelegate)?, queue: DispatchQueue?) { self.delegate = delegate }
    /// Reports a new incoming call: fails with `.unentitled`.
    open func reportNewIncomingCall(with UUID: UUID, update: CXCallUpdate, completion: @escaping @Sendable ((any Error)?) -> Void) {
        completion(CXErrorCodeIncomingCallError(.unentitled))
    }
    /// Reports a new incoming call: throws `.unentitled`.
    open func reportNewIncomingCall(with UUID: UUID, update: CXCallUpdate) async throws { throw CXErrorCodeIncomingCallError(.unentitled) }
    /// Reports that a call changed.
    open func reportCall(with UUID: UUID, updated update: CXCallUpdate) {}
    /// Reports that a call ended.
    open func reportCall(with UUID: UUID, endedAt dateEnded: Date?, reason endedReason: CXCallEndedReason) {}
    /// Reports that an outgoing call started connecting.
    open func reportOutgoingCall(with UUID: UUID, startedConnectingAt dateStartedConnecting: Date?) {}
    /// Reports that an outgoing call connected.
    open func reportOutgoingCall(with UUID: UUID, connectedAt dateConnected: Date?) {}
    /// The pending actions of a kind for a call: none.
    open func pendingCallActions<T: CXCallAction>(of callActionClass: T.Type, withCall callUUID: UUID) -> [T] { [] }
    /// Stops the provider.
    open func invalidate() {}
    /// Reports a VoIP push's call from a notification service extension: fails with `.unentitled`.
    open class func reportNewIncomingVoIPPushPayload(_ dictionaryPayload: [AnyHashable: Any], completion: (@Sendable ((any Error)?) -> Void)?) {
        completion?(CXErrorCodeIncomingCallError(.unentitled))
    }
}

/// What a provider tells the app (CallKit's `CXProviderDelegate`): `providerDidReset(_:)` is
/// required, the rest have empty defaults. Never called in a preview.
public protocol CXProviderDelegate: AnyObject {
    /// The provider was reset: end every call.
    func providerDidReset(_ provider: CXProvider)
    /// The provider began.
    func providerDidBegin(_ provider: CXProvider)
    /// A transaction is to run; returns whether the app ran it itself.
    func provider(_ provider: CXProvider, execute transaction: CXTransaction) -> Bool
    /// Start an outgoing call.
    func provider(_ provider: CXProvider, perform action: CXStartCallAction)
    /// Answer a call.
    func provider(_ provider: CXProvider, perform action: CXAnswerCallAction)
    /// End a call.
    func provider(_ provider: CXProvider, perform action: CXEndCallAction)
    /// Hold or resume a call.
    func provider(_ provider: CXProvider, perform action: CXSetHeldCallAction)
    /// Mute or unmute a call.
    func provider(_ provider: CXProvider, perform action: CXSetMutedCallAction)
    /// Group calls.
    func provider(_ provider: CXProvider, perform action: CXSetGroupCallAction)
    /// Play DTMF tones.
    func provider(_ provider: CXProvider, perform action: CXPlayDTMFCallAction)
    /// An action timed out.
    func provider(_ provider: CXProvider, timedOutPerforming action: CXAction)
}

extension CXProviderDelegate {
    public func providerDidBegin(_ provider: CXProvider) {}
    public func provider(_ provider: CXProvider, execute transaction: CXTransaction) -> Bool { false }
    public func provider(_ provider: CXProvider, perform action: CXStartCallAction) {}
    public func provider(_ provider: CXProvider, perform action: CXAnswerCallAction) {}
    public func provider(_ provider: CXProvider, perform action: CXEndCallAction) {}
    public func provider(_ provider: CXProvider, perform action: CXSetHeldCallAction) {}
    public func provider(_ provider: CXProvider, perform action: CXSetMutedCallAction) {}
    public func provider(_ provider: CXProvider, perform action: CXSetGroupCallAction) {}
    public func provider(_ provider: CXProvider, perform action: CXPlayDTMFCallAction) {}
    public func provider(_ provider: CXProvider, timedOutPerforming action: CXAction) {}
}
#endif
