#if os(Linux)
@_exported import Foundation

/// A connected MFi accessory (ExternalAccessory's `EAAccessory`): apps never make one, and none is
/// connected in a preview.
open class EAAccessory: NSObject, @unchecked Sendable {
    /// Whether the accessory is connected.
    open var isConnected: Bool { false }
    /// The connection's identifier.
    open var connectionID: Int { EAConnectionIDNone }
    /// The accessory's name.
    open var name: String { "" }
    /// The accessory's manufacturer.
    open var manufacturer: String { "" }
    /// The accessory's model number.
    open var modelNumber: String { "" }
    /// The accessory's serial number.
    open var serialNumber: String { "" }
    /// The accessory's firmware revision.
    open var firmwareRevision: String { "" }
    /// The accessory's hardware revision.
    open var hardwareRevision: String { "" }
    /// The accessory's dock type.
    open var dockType: String { "" }
    /// The protocols it speaks, reverse-DNS names such as `com.example.protocol`.
    open var protocolStrings: [String] { [] }
    /// The object told when it disconnects.
    open weak var delegate: (any EAAccessoryDelegate)?
    override init() {}
}

/// What an accessory tells its delegate (ExternalAccessory's `EAAccessoryDelegate`).
public protocol EAAccessoryDelegate: AnyObject {
    /// The accessory disconnected (optional).
    func accessoryDidDisconnect(_ accessory: EAAccessory)
}

extension EAAccessoryDelegate {
    /// Does nothing.
    public func accessoryDidDisconnect(_ accessory: EAAccessory) {}
}

/// No connection (ExternalAccessory's `EAConnectionIDNone`).
public let EAConnectionIDNone = 0

/// A closure kept to be called later on the main queue.
struct PendingCompletion: @unchecked Sendable {
    let completion: EABluetoothAccessoryPickerCompletion?
}

/// What the Bluetooth accessory picker calls when it closes (ExternalAccessory's `EABluetoothAccessoryPickerCompletion`).
public typealias EABluetoothAccessoryPickerCompletion = ((any Error)?) -> Void

/// The app's view of connected accessories (ExternalAccessory's `EAAccessoryManager`). A preview's
/// device has none connected, and its Bluetooth accessory picker finds none: it closes with
/// `EABluetoothAccessoryPickerError.resultNotFound`, soon after on the main queue.
open class EAAccessoryManager: NSObject, @unchecked Sendable {
    private static let manager = EAAccessoryManager()
    /// The app's manager.
    open class func shared() -> EAAccessoryManager { manager }
    /// The connected accessories: none in a preview.
    open var connectedAccessories: [EAAccessory] { [] }
    override init() {}

    /// Starts posting `EAAccessoryDidConnect` and `EAAccessoryDidDisconnect` (none comes in a preview).
    open func registerForLocalNotifications() {}
    /// Stops posting the accessory notifications.
    open func unregisterForLocalNotifications() {}
    /// Shows the picker of Bluetooth accessories whose names match `predicate`: it finds none, and
    /// `completion` gets `EABluetoothAccessoryPickerError.resultNotFound`.
    open func showBluetoothAccessoryPicker(withNameFilter predicate: NSPredicate?, completion: EABluetoothAccessoryPickerCompletion? = nil) {
        let pending = PendingCompletion(completion: completion)
        DispatchQueue.main.async { pending.completion?(EABluetoothAccessoryPickerError(.resultNotFound)) }
    }
    /// Shows the picker of Bluetooth accessories whose names match `predicate`: throws
    /// `EABluetoothAccessoryPickerError.resultNotFound`, as it finds none.
    open func showBluetoothAccessoryPicker(withNameFilter predicate: NSPredicate?) async throws {
        throw EABluetoothAccessoryPickerError(.resultNotFound)
    }
}

extension NSNotification.Name {
    /// Posted when an accessory connects, the accessory under `EAAccessoryKey` (ExternalAccessory's `EAAccessoryDidConnect`).
    public static let EAAccessoryDidConnect = NSNotification.Name("EAAccessoryDidConnectNotification")
    /// Posted when an accessory disconnects (ExternalAccessory's `EAAccessoryDidDisconnect`).
    public static let EAAccessoryDidDisconnect = NSNotification.Name("EAAccessoryDidDisconnectNotification")
}

/// The user-info key of the accessory in the connect and disconnect notifications (ExternalAccessory's `EAAccessoryKey`).
public let EAAccessoryKey = "EAAccessoryKey"
/// The user-info key of the accessory picked in Bluetooth settings (ExternalAccessory's `EAAccessorySelectedKey`).
public let EAAccessorySelectedKey = "EAAccessorySelectedKey"

/// A communication session with an accessory over one of its protocols (ExternalAccessory's `EASession`).
open class EASession: NSObject, @unchecked Sendable {
    /// The accessory.
    open var accessory: EAAccessory? { nil }
    /// The protocol spoken.
    open var protocolString: String? { nil }
    /// The stream to read from.
    open var inputStream: InputStream? { nil }
    /// The stream to write to.
    open var outputStream: OutputStream? { nil }
    /// A session with `accessory` over `protocolString`: nil in a preview, where no accessory is connected.
    public init?(accessory: EAAccessory, forProtocol protocolString: String) { return nil }
}

/// An error of the Bluetooth accessory picker (ExternalAccessory's `EABluetoothAccessoryPickerError`).
public struct EABluetoothAccessoryPickerError: Error, Hashable, Sendable, CustomNSError {
    /// What happened (ExternalAccessory's `EABluetoothAccessoryPickerError.Code`).
    public enum Code: Int, Hashable, Sendable {
        case alreadyConnected = 0, resultNotFound, resultCancelled, resultFailed

        /// Whether `error` is an `EABluetoothAccessoryPickerError` of this code (`catch EABluetoothAccessoryPickerError.resultCancelled`).
        public static func ~= (code: Code, error: any Error) -> Bool { (error as? EABluetoothAccessoryPickerError)?.code == code }
    }
    /// The code.
    public let code: Code
    /// An error of a code.
    public init(_ code: Code) { self.code = code }
    /// The errors' domain, `EABluetoothAccessoryPickerErrorDomain`.
    public static var errorDomain: String { EABluetoothAccessoryPickerErrorDomain }
    /// The code's number.
    public var errorCode: Int { code.rawValue }

    /// The accessory is already connected.
    public static var alreadyConnected: Code { .alreadyConnected }
    /// No accessory was found: what a preview's picker closes with.
    public static var resultNotFound: Code { .resultNotFound }
    /// The user canceled.
    public static var resultCancelled: Code { .resultCancelled }
    /// The picker failed.
    public static var resultFailed: Code { .resultFailed }
}

/// The domain of the Bluetooth accessory picker's errors (ExternalAccessory's `EABluetoothAccessoryPickerErrorDomain`).
public let EABluetoothAccessoryPickerErrorDomain = "EABluetoothAccessoryPickerErrorDomain"
#endif
