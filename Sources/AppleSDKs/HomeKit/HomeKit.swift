#if os(Linux)
@_exported import Foundation

/// The error domain of HomeKit's errors (HomeKit's `HMErrorDomain`).
public let HMErrorDomain = "HMErrorDomain"

/// An error HomeKit returns (HomeKit's `HMError`): in a preview, home operations fail with
/// `.homeAccessNotAuthorized` and accessory operations with `.accessoryNotReachable`.
public struct HMError: Error, CustomNSError, Hashable, Sendable {
    /// Why it failed (HomeKit's `HMError.Code`, also named `HMErrorCode`).
    public enum Code: Int, Sendable {
        case unexpectedError = -1, alreadyExists = 1, notFound = 2, invalidParameter = 3, accessoryNotReachable = 4,
             readOnlyCharacteristic = 5, writeOnlyCharacteristic = 6, notificationNotSupported = 7, operationTimedOut = 8,
             accessoryPoweredOff = 9, accessDenied = 10, accessoryIsBusy = 14, operationInProgress = 15,
             insufficientPrivileges = 17, accessoryPairingFailed = 18, invalidClass = 22, operationCancelled = 23,
             noActionsInActionSet = 25, fireDateInPast = 28, objectWithSimilarNameExistsInHome = 31,
             homeWithSimilarNameExists = 32, invalidValueType = 43, valueLowerThanMinimum = 44, valueHigherThanMaximum = 45,
             homeAccessNotAuthorized = 47, operationNotSupported = 48, genericError = 52, communicationFailure = 54,
             accessoryIsBlocked = 61, actionSetExecutionFailed = 63, networkUnavailable = 78, addAccessoryFailed = 79,
             missingEntitlement = 80, deviceLocked = 82, notAuthorizedForLocationServices = 85, noHomeHub = 91,
             incompatibleHomeHub = 92, incompatibleAccessory = 93, timedOutWaitingForAccessory = 100
    }
    /// The code.
    public let code: Code
    /// An error of a code.
    public init(_ code: Code, userInfo: [String: Any] = [:]) { self.code = code }
    /// Its domain, as `NSError` reports it.
    public static var errorDomain: String { HMErrorDomain }
    /// Its code's number.
    public var errorCode: Int { code.rawValue }
    /// The app may not reach the reader's homes.
    public static var homeAccessNotAuthorized: Code { .homeAccessNotAuthorized }
    /// The accessory cannot be reached.
    public static var accessoryNotReachable: Code { .accessoryNotReachable }
    /// The object is not there.
    public static var notFound: Code { .notFound }
    /// The object is there already.
    public static var alreadyExists: Code { .alreadyExists }
    /// The operation was cancelled.
    public static var operationCancelled: Code { .operationCancelled }
    /// The operation timed out.
    public static var operationTimedOut: Code { .operationTimedOut }
    /// The app lacks the HomeKit entitlement.
    public static var missingEntitlement: Code { .missingEntitlement }
}

/// The codes of HomeKit's errors (HomeKit's `HMErrorCode`).
public typealias HMErrorCode = HMError.Code

extension HMError.Code {
    /// Matches `catch HMError.homeAccessNotAuthorized`.
    public static func ~= (code: Self, error: any Error) -> Bool { (error as? HMError)?.code == code }
}

/// Whether the app may reach the reader's home data (HomeKit's `HMHomeManagerAuthorizationStatus`).
public struct HMHomeManagerAuthorizationStatus: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The reader has answered.
    public static let determined = Self(rawValue: 1)
    /// Access is restricted.
    public static let restricted = Self(rawValue: 2)
    /// The app may reach the home data.
    public static let authorized = Self(rawValue: 4)
}

/// The reader's homes (HomeKit's `HMHomeManager`): a preview's device has no home, the app is not
/// authorized (`.determined` only), and adding a home fails with `.homeAccessNotAuthorized`.
/// Setting the delegate tells it at once that the (empty) homes are loaded.
open class HMHomeManager: NSObject, @unchecked Sendable {
    /// Its delegate; told `homeManagerDidUpdateHomes(_:)` as soon as it is set.
    open weak var delegate: (any HMHomeManagerDelegate)? {
        didSet { delegate?.homeManagerDidUpdateHomes(self) }
    }
    /// The reader's homes: none.
    open var homes: [HMHome] { [] }
    /// The primary home: none.
    open var primaryHome: HMHome? { nil }
    /// Whether the app may reach home data: `.determined` (asked, not authorized).
    open var authorizationStatus: HMHomeManagerAuthorizationStatus { .determined }
    /// A manager.
    public override init() {}
    /// Adds a home: fails with `.homeAccessNotAuthorized`.
    open func addHome(withName homeName: String, completionHandler completion: @escaping @Sendable (HMHome?, (any Error)?) -> Void) {
        completion(nil, HMError(.homeAccessNotAuthorized))
    }
    /// Adds a home: throws `.homeAccessNotAuthorized`.
    open func addHome(named homeName: String) async throws -> HMHome { throw HMError(.homeAccessNotAuthorized) }
    /// Removes a home: fails with `.notFound`.
    open func removeHome(_ home: HMHome, completionHandler completion: @escaping @Sendable ((any Error)?) -> Void) {
        completion(HMError(.notFound))
    }
    /// Removes a home: throws `.notFound`.
    open func removeHome(_ home: HMHome) async throws { throw HMError(.notFound) }
    /// Makes a home the primary one: fails with `.notFound`.
    open func updatePrimaryHome(_ home: HMHome, completionHandler completion: @escaping @Sendable ((any Error)?) -> Void) {
        completion(HMError(.notFound))
    }
    /// Makes a home the primary one: throws `.notFound`.
    open func updatePrimaryHome(_ home: HMHome) async throws { throw HMError(.notFound) }
}

/// What a home manager tells its delegate (HomeKit's `HMHomeManagerDelegate`); every method has an
/// empty default.
public protocol HMHomeManagerDelegate: AnyObject {
    /// The homes are loaded or changed.
    func homeManagerDidUpdateHomes(_ manager: HMHomeManager)
    /// The primary home changed.
    func homeManagerDidUpdatePrimaryHome(_ manager: HMHomeManager)
    /// A home was added.
    func homeManager(_ manager: HMHomeManager, didAdd home: HMHome)
    /// A home was removed.
    func homeManager(_ manager: HMHomeManager, didRemove home: HMHome)
    /// The authorization changed.
    func homeManager(_ manager: HMHomeManager, didUpdate status: HMHomeManagerAuthorizationStatus)
}

extension HMHomeManagerDelegate {
    public func homeManagerDidUpdateHomes(_ manager: HMHomeManager) {}
    public func homeManagerDidUpdatePrimaryHome(_ manager: HMHomeManager) {}
    public func homeManager(_ manager: HMHomeManager, didAdd home: HMHome) {}
    public func homeManager(_ manager: HMHomeManager, didRemove home: HMHome) {}
    public func homeManager(_ manager: HMHomeManager, didUpdate status: HMHomeManagerAuthorizationStatus) {}
}

/// Finds new accessories nearby (HomeKit's `HMAccessoryBrowser`): finds nothing in a preview.
open class HMAccessoryBrowser: NSObject, @unchecked Sendable {
    /// Its delegate (never called in a preview).
    open weak var delegate: (any HMAccessoryBrowserDelegate)?
    /// The accessories found: none.
    open var discoveredAccessories: [HMAccessory] { [] }
    /// A browser.
    public override init() {}
    /// Starts searching (nothing is found).
    open func startSearchingForNewAccessories() {}
    /// Stops searching.
    open func stopSearchingForNewAccessories() {}
}

/// What an accessory browser tells its delegate (HomeKit's `HMAccessoryBrowserDelegate`).
public protocol HMAccessoryBrowserDelegate: AnyObject {
    /// An accessory was found.
    func accessoryBrowser(_ browser: HMAccessoryBrowser, didFindNewAccessory accessory: HMAccessory)
    /// A found accessory went away.
    func accessoryBrowser(_ browser: HMAccessoryBrowser, didRemoveNewAccessory accessory: HMAccessory)
}

extension HMAccessoryBrowserDelegate {
    public func accessoryBrowser(_ browser: HMAccessoryBrowser, didFindNewAccessory accessory: HMAccessory) {}
    public func accessoryBrowser(_ browser: HMAccessoryBrowser, didRemoveNewAccessory accessory: HMAccessory) {}
}
#endif
