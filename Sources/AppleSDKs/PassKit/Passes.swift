#if os(Linux)
@_exported import Foundation
import StandInUIKit

/// The error domain of Wallet pass errors (PassKit's `PKPassKitErrorDomain`).
public let PKPassKitErrorDomain = "PKPassKitErrorDomain"

/// An error of Wallet passes (PassKit's `PKPassKitError`).
public struct PKPassKitError: Error, CustomNSError, Sendable {
    /// Why it failed.
    public enum Code: Int, Sendable {
        case unknownError = -1, invalidDataError = 1, unsupportedVersionError = 2, invalidSignature = 3, notEntitledError = 4
    }
    /// The code.
    public let code: Code
    /// An error of a code.
    public init(_ code: Code, userInfo: [String: Any] = [:]) { self.code = code }
    /// Its domain, as `NSError` reports it.
    public static var errorDomain: String { PKPassKitErrorDomain }
    /// Its code's number.
    public var errorCode: Int { code.rawValue }
    /// The pass data is not a pass.
    public static var invalidDataError: Code { .invalidDataError }
    /// The pass's signature does not check.
    public static var invalidSignature: Code { .invalidSignature }
    /// The app may not use the pass.
    public static var notEntitledError: Code { .notEntitledError }
}

extension PKPassKitError.Code {
    /// Matches `catch PKPassKitError.invalidDataError`.
    public static func ~= (code: Self, error: any Error) -> Bool { (error as? PKPassKitError)?.code == code }
}

/// The kind of a Wallet pass (PassKit's `PKPassType`).
public enum PKPassType: UInt, Sendable {
    case barcode = 0, secureElement = 1, any = 18_446_744_073_709_551_615
}

/// A Wallet pass: a boarding pass, a ticket, a card (PassKit's `PKPass`). Pass data is a signed
/// archive a preview cannot check, so `init(data:)` throws `PKPassKitError.invalidDataError`.
open class PKPass: NSObject, @unchecked Sendable {
    /// The kind of pass.
    open var passType: PKPassType { .barcode }
    /// The pass type identifier.
    open var passTypeIdentifier: String { "" }
    /// The serial number.
    open var serialNumber: String { "" }
    /// The web service's token.
    open var authenticationToken: String? { nil }
    /// The web service's URL.
    open var webServiceURL: URL? { nil }
    /// The pass's name, e.g. "Boarding Pass".
    open var localizedName: String { "" }
    /// What the pass is, for accessibility.
    open var localizedDescription: String { "" }
    /// The issuer.
    open var organizationName: String { "" }
    /// When it is relevant.
    open var relevantDate: Date? { nil }
    /// The pass's own values.
    open var userInfo: [AnyHashable: Any]? { nil }
    /// A URL opening the pass in Wallet.
    open var passURL: URL? { nil }
    /// Whether it is on a paired device.
    open var isRemotePass: Bool { false }
    /// The device it is on.
    open var deviceName: String { "" }
    /// The pass's icon.
    open var icon: UIImage { UIImage() }
    /// An empty pass.
    public override init() {}
    /// A pass of a signed `.pkpass` archive: throws `invalidDataError`, as a preview checks no signature.
    public init(data: Data) throws { throw PKPassKitError(.invalidDataError) }
    /// The value of a field of the pass: none.
    open func localizedValue(forFieldKey key: String) -> Any? { nil }
}

/// What adding passes did (PassKit's `PKPassLibraryAddPassesStatus`).
public enum PKPassLibraryAddPassesStatus: Int, Sendable { case didAddPasses, shouldReviewPasses, didCancelAddPasses }

/// A notification of the pass library (PassKit's `PKPassLibraryNotificationName`).
public struct PKPassLibraryNotificationName: RawRepresentable, Hashable, Sendable {
    /// The notification's name.
    public let rawValue: String
    /// A name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A name.
    public init(_ rawValue: String) { self.rawValue = rawValue }
    /// Wallet's passes changed (never posted in a preview).
    public static let PKPassLibraryDidChange = PKPassLibraryNotificationName("PKPassLibraryDidChangeNotification")
    /// A paired device's payment passes changed (never posted in a preview).
    public static let PKPassLibraryRemotePaymentPassesDidChange =
        PKPassLibraryNotificationName("PKPassLibraryRemotePaymentPassesDidChangeNotification")
}

/// A key of a pass library notification's user info (PassKit's `PKPassLibraryNotificationKey`).
public struct PKPassLibraryNotificationKey: RawRepresentable, Hashable, Sendable {
    /// The key.
    public let rawValue: String
    /// A key.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The passes added.
    public static let addedPassesUserInfoKey = PKPassLibraryNotificationKey(rawValue: "PKPassLibraryAddedPassesUserInfoKey")
    /// The passes replaced.
    public static let replacementPassesUserInfoKey = PKPassLibraryNotificationKey(rawValue: "PKPassLibraryReplacementPassesUserInfoKey")
    /// The passes removed.
    public static let removedPassInfosUserInfoKey = PKPassLibraryNotificationKey(rawValue: "PKPassLibraryRemovedPassInfosUserInfoKey")
}

/// The passes in Wallet (PassKit's `PKPassLibrary`): a preview's device has no Wallet, so it is
/// not available, holds no pass, and adding passes is cancelled.
open class PKPassLibrary: NSObject, @unchecked Sendable {
    /// Whether Wallet is available: no, in a preview.
    open class func isPassLibraryAvailable() -> Bool { false }
    /// Whether Wallet's automatic pass presentation is suppressed: no.
    open class func isSuppressingAutomaticPassPresentation() -> Bool { false }
    /// The library.
    public override init() {}
    /// The app's passes: none.
    open func passes() -> [PKPass] { [] }
    /// The app's passes of a kind: none.
    open func passes(of passType: PKPassType) -> [PKPass] { [] }
    /// A pass by identifier and serial number: none.
    open func pass(withPassTypeIdentifier identifier: String, serialNumber: String) -> PKPass? { nil }
    /// Whether Wallet has a pass: no.
    open func containsPass(_ pass: PKPass) -> Bool { false }
    /// Replaces a pass: fails, as Wallet has none.
    open func replacePass(with pass: PKPass) -> Bool { false }
    /// Removes a pass: nothing to remove.
    open func removePass(_ pass: PKPass) {}
    /// Adds passes: `completion` is called at once with `.didCancelAddPasses`.
    open func addPasses(_ passes: [PKPass], withCompletionHandler completion: ((PKPassLibraryAddPassesStatus) -> Void)? = nil) {
        completion?(.didCancelAddPasses)
    }
    /// Adds passes: `.didCancelAddPasses`.
    open func addPasses(_ passes: [PKPass]) async -> PKPassLibraryAddPassesStatus { .didCancelAddPasses }
    /// Opens Wallet's card setup: nothing opens.
    open func openPaymentSetup() {}
    /// Whether a card can be added to Wallet: no.
    open func canAddSecureElementPass(primaryAccountIdentifier: String) -> Bool { false }
    /// Whether cards can be activated: no.
    open var isSecureElementPassActivationAvailable: Bool { false }
}

/// Wallet's sheet adding passes (PassKit's `PKAddPassesViewController`): a placeholder in a
/// preview, which never presents it; `canAddPasses()` is false.
open class PKAddPassesViewController: UIViewController, @unchecked Sendable {
    /// Whether the device can add passes: no, in a preview.
    open class func canAddPasses() -> Bool { false }
    /// Told when the sheet closes.
    open weak var delegate: (any PKAddPassesViewControllerDelegate)?
    /// The sheet for a pass.
    public init?(pass: PKPass) { super.init(nibName: nil, bundle: nil) }
    /// The sheet for passes.
    public init?(passes: [PKPass]) { super.init(nibName: nil, bundle: nil) }
    /// Not from an archive.
    public required init?(coder: NSCoder) { return nil }
}

/// What Wallet's add sheet tells the app (PassKit's `PKAddPassesViewControllerDelegate`): never called in a preview.
public protocol PKAddPassesViewControllerDelegate: AnyObject {
    /// The sheet closed.
    func addPassesViewControllerDidFinish(_ controller: PKAddPassesViewController)
}

extension PKAddPassesViewControllerDelegate {
    /// Does nothing by default.
    public func addPassesViewControllerDidFinish(_ controller: PKAddPassesViewController) {}
}
#endif
