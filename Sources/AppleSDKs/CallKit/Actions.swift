#if os(Linux)
@_exported import Foundation

/// Something to do with calls, fulfilled or failed by the app (CallKit's `CXAction`).
open class CXAction: NSObject, @unchecked Sendable {
    /// Its identifier (fixed in a preview).
    open private(set) var uuid = UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0xA1))
    /// Whether it was fulfilled or failed.
    open private(set) var isComplete = false
    /// When it times out: never, in a preview.
    open var timeoutDate: Date { .distantFuture }
    /// An action.
    public override init() {}
    /// Marks it done.
    open func fulfill() { isComplete = true }
    /// Marks it failed.
    open func fail() { isComplete = true }
}

/// An action on one call (CallKit's `CXCallAction`).
open class CXCallAction: CXAction, @unchecked Sendable {
    /// The call's identifier.
    open private(set) var callUUID: UUID
    /// An action on the call of `callUUID`.
    public init(call callUUID: UUID) { self.callUUID = callUUID }
}

/// Starts an outgoing call (CallKit's `CXStartCallAction`).
open class CXStartCallAction: CXCallAction, @unchecked Sendable {
    /// Who to call.
    open var handle: CXHandle
    /// The contact called.
    open var contactIdentifier: String?
    /// Whether the call has video.
    open var isVideo = false
    /// An action calling `handle`.
    public init(call callUUID: UUID, handle: CXHandle) {
        self.handle = handle
        super.init(call: callUUID)
    }
    /// Marks it done, the call having started at `dateStarted`.
    open func fulfill(withDateStarted dateStarted: Date) { fulfill() }
}

/// Answers an incoming call (CallKit's `CXAnswerCallAction`).
open class CXAnswerCallAction: CXCallAction, @unchecked Sendable {
    /// Marks it done, the call having connected at `dateConnected`.
    open func fulfill(withDateConnected dateConnected: Date) { fulfill() }
}

/// Ends a call (CallKit's `CXEndCallAction`).
open class CXEndCallAction: CXCallAction, @unchecked Sendable {
    /// Marks it done, the call having ended at `dateEnded`.
    open func fulfill(withDateEnded dateEnded: Date) { fulfill() }
}

/// Holds or resumes a call (CallKit's `CXSetHeldCallAction`).
open class CXSetHeldCallAction: CXCallAction, @unchecked Sendable {
    /// Whether to hold it.
    open var isOnHold: Bool
    /// An action holding or resuming a call.
    public init(call callUUID: UUID, onHold: Bool) {
        isOnHold = onHold
        super.init(call: callUUID)
    }
}

/// Mutes or unmutes a call (CallKit's `CXSetMutedCallAction`).
open class CXSetMutedCallAction: CXCallAction, @unchecked Sendable {
    /// Whether to mute it.
    open var isMuted: Bool
    /// An action muting or unmuting a call.
    public init(call callUUID: UUID, muted: Bool) {
        isMuted = muted
        super.init(call: callUUID)
    }
}

/// Groups a call with another (CallKit's `CXSetGroupCallAction`).
open class CXSetGroupCallAction: CXCallAction, @unchecked Sendable {
    /// The call to group with, or nil to ungroup.
    open var callUUIDToGroupWith: UUID?
    /// An action grouping a call.
    public init(call callUUID: UUID, callUUIDToGroupWith: UUID?) {
        self.callUUIDToGroupWith = callUUIDToGroupWith
        super.init(call: callUUID)
    }
}

/// Plays DTMF tones in a call (CallKit's `CXPlayDTMFCallAction`).
open class CXPlayDTMFCallAction: CXCallAction, @unchecked Sendable {
    /// How the digits are played (CallKit's `CXPlayDTMFCallAction.ActionType`).
    public enum ActionType: Int, Sendable { case singleTone = 1, softPause, hardPause }
    /// The digits.
    open var digits: String
    /// How they are played.
    open var type: ActionType
    /// An action playing `digits`.
    public init(call callUUID: UUID, digits: String, type: ActionType) {
        self.digits = digits
        self.type = type
        super.init(call: callUUID)
    }
}

/// Actions asked of the system together (CallKit's `CXTransaction`).
open class CXTransaction: NSObject, @unchecked Sendable {
    /// Its identifier (fixed in a preview).
    open private(set) var uuid = UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0xB1))
    /// Its actions.
    open private(set) var actions: [CXAction]
    /// Whether every action is complete.
    open var isComplete: Bool { actions.allSatisfy(\.isComplete) }
    /// A transaction of `actions`.
    public init(actions: [CXAction]) { self.actions = actions }
    /// A transaction of one action.
    public convenience init(action: CXAction) { self.init(actions: [action]) }
    /// Adds an action.
    open func addAction(_ action: CXAction) { actions.append(action) }
}
#endif
