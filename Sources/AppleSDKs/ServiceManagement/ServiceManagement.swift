#if os(Linux)
@_exported import Foundation

/// The domain of the errors `SMAppService` throws (ServiceManagement's `SMAppServiceErrorDomain`).
public let SMAppServiceErrorDomain = "SMAppServiceErrorDomain"
/// The domain of Service Management's older errors (ServiceManagement's `kSMErrorDomainFramework`).
public let kSMErrorDomainFramework = "CFErrorDomainSMFramework"
/// The domain of launchd's errors (ServiceManagement's `kSMErrorDomainLaunchd`).
public let kSMErrorDomainLaunchd = "CFErrorDomainLaunchd"
/// The domain of inter-process errors (ServiceManagement's `kSMErrorDomainIPC`).
public let kSMErrorDomainIPC = "CFErrorDomainMachIPC"

/// An internal failure (ServiceManagement's `kSMErrorInternalFailure`).
public let kSMErrorInternalFailure = 2
/// The app's code signature does not allow the operation (ServiceManagement's `kSMErrorInvalidSignature`).
public let kSMErrorInvalidSignature = 3
/// Authorization failed (ServiceManagement's `kSMErrorAuthorizationFailure`).
public let kSMErrorAuthorizationFailure = 4
/// The tool is not valid (ServiceManagement's `kSMErrorToolNotValid`).
public let kSMErrorToolNotValid = 5
/// No such job is registered (ServiceManagement's `kSMErrorJobNotFound`).
public let kSMErrorJobNotFound = 6
/// The service is unavailable (ServiceManagement's `kSMErrorServiceUnavailable`).
public let kSMErrorServiceUnavailable = 7
/// The job's property list was not found (ServiceManagement's `kSMErrorJobPlistNotFound`).
public let kSMErrorJobPlistNotFound = 8
/// The job must be enabled first (ServiceManagement's `kSMErrorJobMustBeEnabled`).
public let kSMErrorJobMustBeEnabled = 9
/// The property list is invalid (ServiceManagement's `kSMErrorInvalidPlist`).
public let kSMErrorInvalidPlist = 10
/// The user denied the launch (ServiceManagement's `kSMErrorLaunchDeniedByUser`).
public let kSMErrorLaunchDeniedByUser = 11
/// The service is already registered (ServiceManagement's `kSMErrorAlreadyRegistered`).
public let kSMErrorAlreadyRegistered = 12

/// The app itself, a helper, a launch agent or a daemon the system may launch at login
/// (ServiceManagement's `SMAppService`, which Mac apps use for "Launch at login"). A preview is
/// not an installed, signed app: every service is `.notRegistered`, `register()` throws
/// `kSMErrorServiceUnavailable` and `unregister()` throws `kSMErrorJobNotFound` (both `NSError`s
/// of `SMAppServiceErrorDomain`), so a toggle bound to the status shows "off".
open class SMAppService: NSObject, @unchecked Sendable {
    /// Whether the system launches a service (ServiceManagement's `SMAppService.Status`).
    public enum Status: Int, Sendable, CustomStringConvertible {
        /// Not registered: what every service of a preview is.
        case notRegistered = 0
        /// Registered and allowed to launch.
        case enabled = 1
        /// Registered, waiting for the user's approval in System Settings.
        case requiresApproval = 2
        /// The service's bundle or property list was not found.
        case notFound = 3

        /// The case's name.
        public var description: String {
            switch self {
            case .notRegistered: "notRegistered"
            case .enabled: "enabled"
            case .requiresApproval: "requiresApproval"
            case .notFound: "notFound"
            }
        }
    }

    /// The app itself, launched at login.
    public static let mainApp = SMAppService(name: "mainApp")

    /// A login item of the app's `Contents/Library/LoginItems` with the bundle identifier.
    open class func loginItem(identifier: String) -> SMAppService { SMAppService(name: identifier) }

    /// A launch agent of the app's `Contents/Library/LaunchAgents` property list.
    open class func agent(plistName: String) -> SMAppService { SMAppService(name: plistName) }

    /// A launch daemon of the app's `Contents/Library/LaunchDaemons` property list.
    open class func daemon(plistName: String) -> SMAppService { SMAppService(name: plistName) }

    /// The status of a legacy launchd property list: not registered in a preview.
    open class func statusForLegacyPlist(at url: URL) -> Status { .notRegistered }

    /// Opens System Settings at Login Items: nothing opens in a preview.
    open class func openSystemSettingsLoginItems() {}

    private let name: String

    init(name: String) { self.name = name }

    /// Whether the system launches the service: `.notRegistered` in a preview.
    open var status: Status { .notRegistered }

    /// Registers the service: throws `kSMErrorServiceUnavailable` in a preview.
    open func register() throws {
        throw Self.error(kSMErrorServiceUnavailable, "Launching \(name) at login is not available in a preview.")
    }

    /// Unregisters the service: throws `kSMErrorJobNotFound`, as nothing is registered in a preview.
    open func unregister() throws {
        throw Self.error(kSMErrorJobNotFound, "\(name) is not registered.")
    }

    /// Unregisters the service: throws `kSMErrorJobNotFound`, as nothing is registered in a preview.
    open func unregister() async throws {
        throw Self.error(kSMErrorJobNotFound, "\(name) is not registered.")
    }

    /// Unregisters the service, then calls `handler` with `kSMErrorJobNotFound` (at once).
    open func unregister(completionHandler handler: @escaping @Sendable ((any Error)?) -> Void) {
        handler(Self.error(kSMErrorJobNotFound, "\(name) is not registered."))
    }

    private static func error(_ code: Int, _ description: String) -> NSError {
        NSError(domain: SMAppServiceErrorDomain, code: code, userInfo: [NSLocalizedDescriptionKey: description])
    }
}

/// Turns a login item of the app's bundle on or off (ServiceManagement's deprecated
/// `SMLoginItemSetEnabled`): refused in a preview (`false`). `identifier` is a `CFString`, which is
/// a `String` here.
public func SMLoginItemSetEnabled(_ identifier: String, _ enabled: Bool) -> Bool { false }
#endif
