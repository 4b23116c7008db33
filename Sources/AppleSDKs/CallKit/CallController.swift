#if os(Linux)
@_exported import Foundation

/// The error domain of CallKit's errors (CallKit's `CXErrorDomain`).
public let CXErrorDomain = "com.apple.CallKit.error"
/// The error domain of incoming call errors (CallKit's `CXErrorDomainIncomingCall`).
public let CXErrorDomainIncomingCall = "com.apple.CallKit.error.incomingcall"
/// The error domain of transaction errors (CallKit's `CXErrorDomainRequestTransaction`).
public let CXErrorDomainRequestTransaction = "com.apple.CallKit.error.requesttransaction"
/// The error domain of call directory errors (CallKit's `CXErrorDomainCallDirectoryManager`).
public let CXErrorDomainCallDirectoryManager = "com.apple.CallKit.error.calldirectorymanager"

/// A CallKit error (CallKit's `CXError`).
public struct CXError: Error, CustomNSError, Hashable, Sendable {
    /// Why it failed.
    public enum Code: Int, Sendable { case unknown = 0, unentitled, invalidArgument, missingVoIPBackgroundMode }
    /// The code.
    public let code: Code
    /// An error of a code.
    public init(_ code: Code, userInfo: [String: Any] = [:]) { self.code = code }
    /// Its domain, as `NSError` reports it.
    public static var errorDomain: String { CXErrorDomain }
    /// Its code's number.
    public var errorCode: Int { code.rawValue }
}

/// Why reporting an incoming call failed (CallKit's `CXErrorCodeIncomingCallError`).
public struct CXErrorCodeIncomingCallError: Error, CustomNSError, Hashable, Sendable {
    /// Why it failed.
    public enum Code: Int, Sendable {
        case unknown = 0, unentitled, callUUIDAlreadyExists, filteredByDoNotDisturb, filteredByBlockList, callIsProtected
    }
    /// The code.
    public let code: Code
    /// An error of a code.
    public init(_ code: Code, userInfo: [String: Any] = [:]) { self.code = code }
    /// Its domain, as `NSError` reports it.
    public static var errorDomain: String { CXErrorDomainIncomingCall }
    /// Its code's number.
    public var errorCode: Int { code.rawValue }
    /// The app is not entitled.
    public static var unentitled: Code { .unentitled }
    /// Do Not Disturb filtered the call.
    public static var filteredByDoNotDisturb: Code { .filteredByDoNotDisturb }
    /// The block list filtered the call.
    public static var filteredByBlockList: Code { .filteredByBlockList }
}

/// Why a transaction failed (CallKit's `CXErrorCodeRequestTransactionError`).
public struct CXErrorCodeRequestTransactionError: Error, CustomNSError, Hashable, Sendable {
    /// Why it failed.
    public enum Code: Int, Sendable {
        case unknown = 0, unentitled, unknownCallProvider, emptyTransaction, unknownCallUUID, callUUIDAlreadyExists,
             invalidAction, maximumCallGroupsReached, callIsProtected
    }
    /// The code.
    public let code: Code
    /// An error of a code.
    public init(_ code: Code, userInfo: [String: Any] = [:]) { self.code = code }
    /// Its domain, as `NSError` reports it.
    public static var errorDomain: String { CXErrorDomainRequestTransaction }
    /// Its code's number.
    public var errorCode: Int { code.rawValue }
    /// The app is not entitled.
    public static var unentitled: Code { .unentitled }
    /// No call provider is known.
    public static var unknownCallProvider: Code { .unknownCallProvider }
    /// The call is not known.
    public static var unknownCallUUID: Code { .unknownCallUUID }
}

/// Why a call directory request failed (CallKit's `CXErrorCodeCallDirectoryManagerError`).
public struct CXErrorCodeCallDirectoryManagerError: Error, CustomNSError, Hashable, Sendable {
    /// Why it failed.
    public enum Code: Int, Sendable {
        case unknown = 0, noExtensionFound, loadingInterrupted, entriesOutOfOrder, duplicateEntries, maximumEntriesExceeded,
             extensionDisabled, currentlyLoading, unexpectedIncrementalRemoval
    }
    /// The code.
    public let code: Code
    /// An error of a code.
    public init(_ code: Code, userInfo: [String: Any] = [:]) { self.code = code }
    /// Its domain, as `NSError` reports it.
    public static var errorDomain: String { CXErrorDomainCallDirectoryManager }
    /// Its code's number.
    public var errorCode: Int { code.rawValue }
    /// No extension has the identifier.
    public static var noExtensionFound: Code { .noExtensionFound }
}

extension CXErrorCodeIncomingCallError.Code {
    /// Matches `catch CXErrorCodeIncomingCallError.unentitled`.
    public static func ~= (code: Self, error: any Error) -> Bool { (error as? CXErrorCodeIncomingCallError)?.code == code }
}

extension CXErrorCodeRequestTransactionError.Code {
    /// Matches `catch CXErrorCodeRequestTransactionError.unknownCallProvider`.
    public static func ~= (code: Self, error: any Error) -> Bool { (error as? CXErrorCodeRequestTransactionError)?.code == code }
}

/// A call the system knows of (CallKit's `CXCall`).
open class CXCall: NSObject, @unchecked Sendable {
    /// Its identifier.
    open internal(set) var uuid = UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0xC1))
    /// Whether the app placed it.
    open internal(set) var isOutgoing = false
    /// Whether it is held.
    open internal(set) var isOnHold = false
    /// Whether it connected.
    open internal(set) var hasConnected = false
    /// Whether it ended.
    open internal(set) var hasEnded = false
    override init() {}
    /// Whether it is the same call as `call`.
    open func isEqual(to call: CXCall) -> Bool { uuid == call.uuid }
}

/// Watches the device's calls (CallKit's `CXCallObserver`): a preview's device has no call.
open class CXCallObserver: NSObject, @unchecked Sendable {
    /// The calls: none.
    open var calls: [CXCall] { [] }
    private weak var delegate: (any CXCallObserverDelegate)?
    /// An observer.
    public override init() {}
    /// Sets its delegate (never called in a preview).
    open func setDelegate(_ delegate: (any CXCallObserverDelegate)?, queue: DispatchQueue?) { self.delegate = delegate }
}

/// What a call observer tells its delegate (CallKit's `CXCallObserverDelegate`).
public protocol CXCallObserverDelegate: AnyObject {
    /// A call changed.
    func callObserver(_ callObserver: CXCallObserver, callChanged call: CXCall)
}

/// Asks the system to act on calls (CallKit's `CXCallController`): a preview's device has no call
/// service, so every request fails with `CXErrorCodeRequestTransactionError.unknownCallProvider`.
open class CXCallController: NSObject, @unchecked Sendable {
    /// Its observer of the device's calls (none).
    public let callObserver = CXCallObserver()
    /// A controller.
    public override init() {}
    /// A controller calling back on `queue`.
    public init(queue: DispatchQueue) {}
    /// Asks for a transaction: fails with `.unknownCallProvider`.
    open func request(_ transaction: CXTransaction, completion: @escaping @Sendable ((any Error)?) -> Void) {
        completion(CXErrorCodeRequestTransactionError(.unknownCallProvider))
    }
    /// Asks for a transaction: throws `.unknownCallProvider`.
    open func request(_ transaction: CXTransaction) async throws { throw CXErrorCodeRequestTransactionError(.unknownCallProvider) }
    /// Asks for actions: fails with `.unknownCallProvider`.
    open func requestTransaction(with actions: [CXAction], completion: @escaping @Sendable ((any Error)?) -> Void) {
        completion(CXErrorCodeRequestTransactionError(.unknownCallProvider))
    }
    /// Asks for actions: throws `.unknownCallProvider`.
    open func requestTransaction(with actions: [CXAction]) async throws { throw CXErrorCodeRequestTransactionError(.unknownCallProvider) }
    /// Asks for an action: fails with `.unknownCallProvider`.
    open func requestTransaction(with action: CXAction, completion: @escaping @Sendable ((any Error)?) -> Void) {
        completion(CXErrorCodeRequestTransactionError(.unknownCallProvider))
    }
    /// Asks for an action: throws `.unknownCallProvider`.
    open func requestTransaction(with action: CXAction) async throws { throw CXErrorCodeRequestTransactionError(.unknownCallProvider) }
}

/// The app's call directory extensions (CallKit's `CXCallDirectoryManager`): in a preview they are
/// disabled and reloading one fails with `.noExtensionFound`.
open class CXCallDirectoryManager: NSObject, @unchecked Sendable {
    /// Whether an extension is on (CallKit's `CXCallDirectoryManager.EnabledStatus`).
    public enum EnabledStatus: Int, Sendable { case unknown = 0, disabled, enabled }
    /// The shared manager.
    public static let sharedInstance = CXCallDirectoryManager()
    override init() {}
    /// Reloads an extension: fails with `.noExtensionFound`.
    open func reloadExtension(withIdentifier identifier: String, completionHandler completion: (@Sendable ((any Error)?) -> Void)? = nil) {
        completion?(CXErrorCodeCallDirectoryManagerError(.noExtensionFound))
    }
    /// Reloads an extension: throws `.noExtensionFound`.
    open func reloadExtension(withIdentifier identifier: String) async throws { throw CXErrorCodeCallDirectoryManagerError(.noExtensionFound) }
    /// Whether an extension is on: `.disabled`.
    open func getEnabledStatusForExtension(withIdentifier identifier: String,
                                           completionHandler completion: @escaping @Sendable (EnabledStatus, (any Error)?) -> Void) {
        completion(.disabled, nil)
    }
    /// Whether an extension is on: `.disabled`.
    open func enabledStatusForExtension(withIdentifier identifier: String) async throws -> EnabledStatus { .disabled }
    /// Opens the extension's settings: nothing opens in a preview.
    open func openSettings(completionHandler completion: (@Sendable ((any Error)?) -> Void)? = nil) { completion?(nil) }
    /// Opens the extension's settings: nothing opens in a preview.
    open func openSettings() async throws {}
}
#endif
