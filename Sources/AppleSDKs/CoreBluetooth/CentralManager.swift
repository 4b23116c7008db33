#if os(Linux)
@_exported import Foundation

/// The state of a Bluetooth manager (Core Bluetooth's `CBManagerState`).
public enum CBManagerState: Int, Sendable {
    /// Not known yet: a manager's state until its first update.
    case unknown
    /// The connection to the system's Bluetooth service was lost for a moment.
    case resetting
    /// The device has no Bluetooth Low Energy.
    case unsupported
    /// The app may not use Bluetooth.
    case unauthorized
    /// Bluetooth is off: what a preview's device reports.
    case poweredOff
    /// Bluetooth is on and ready.
    case poweredOn
}

/// Whether the app may use Bluetooth (Core Bluetooth's `CBManagerAuthorization`).
public enum CBManagerAuthorization: Int, Sendable {
    /// The user has not been asked yet: a preview's answer.
    case notDetermined
    /// Bluetooth is restricted on the device.
    case restricted
    /// The user denied access.
    case denied
    /// The user allowed access.
    case allowedAlways
}

/// What central and peripheral managers share (Core Bluetooth's `CBManager`). A preview's device
/// has Bluetooth switched off and the app was never asked for access: `authorization` is
/// `.notDetermined`, and a manager's `state` is `.unknown` until its first update reports
/// `.poweredOff`.
open class CBManager: NSObject, @unchecked Sendable {
    var currentState = CBManagerState.unknown
    /// The manager's state: `.unknown`, then `.poweredOff` from the first update on.
    open var state: CBManagerState { currentState }
    /// Whether the app may use Bluetooth: not determined in a preview.
    open class var authorization: CBManagerAuthorization { .notDetermined }
    /// Whether the app may use Bluetooth (the instance form of iOS 13.0): not determined in a preview.
    @available(*, deprecated, message: "Use CBManager.authorization")
    open var authorization: CBManagerAuthorization { .notDetermined }
    override init() {}

    /// Reports the device's state once, asynchronously on `queue` (the main queue when nil), as a
    /// new manager does.
    func reportState(on queue: DispatchQueue?, _ deliver: @escaping @Sendable () -> Void) {
        (queue ?? .main).async { [self] in
            currentState = .poweredOff
            deliver()
        }
    }
}

/// Scans for, connects to and retrieves peripherals (Core Bluetooth's `CBCentralManager`). In a
/// preview Bluetooth is off: the delegate hears `centralManagerDidUpdateState(_:)` once, soon after
/// the manager is made, with `.poweredOff`; scanning and connecting do nothing (as on a device
/// with Bluetooth off), and no peripheral is ever found or retrieved.
open class CBCentralManager: CBManager, @unchecked Sendable {
    /// The kinds of scanning and connecting the device supports (Core Bluetooth's `CBCentralManager.Feature`).
    public struct Feature: OptionSet, Sendable {
        /// The features' bits.
        public let rawValue: UInt
        /// Features of these bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Extended scanning and connecting (Bluetooth 5).
        public static let extendedScanAndConnect = Self(rawValue: 1)
    }

    /// The object told of state changes, discoveries and connections.
    open weak var delegate: (any CBCentralManagerDelegate)?
    /// Whether the manager is scanning: never in a preview, as Bluetooth is off.
    open var isScanning: Bool { false }

    /// A manager whose delegate is called on `queue` (the main queue when nil), with options such as
    /// `CBCentralManagerOptionShowPowerAlertKey`.
    public init(delegate: (any CBCentralManagerDelegate)?, queue: DispatchQueue?, options: [String: Any]? = nil) {
        self.delegate = delegate
        super.init()
        reportState(on: queue) { [self] in self.delegate?.centralManagerDidUpdateState(self) }
    }
    /// A manager whose delegate is called on `queue` (the main queue when nil).
    public convenience init(delegate: (any CBCentralManagerDelegate)?, queue: DispatchQueue?) {
        self.init(delegate: delegate, queue: queue, options: nil)
    }
    /// A manager without a delegate yet, calling it on the main queue.
    public override init() {
        super.init()
        reportState(on: nil) { [self] in self.delegate?.centralManagerDidUpdateState(self) }
    }

    /// Whether the device supports `features`: no, in a preview.
    open class func supports(_ features: Feature) -> Bool { false }
    /// Starts scanning for peripherals advertising `serviceUUIDs` (all when nil): nothing is found,
    /// as Bluetooth is off.
    open func scanForPeripherals(withServices serviceUUIDs: [CBUUID]?, options: [String: Any]? = nil) {}
    /// Stops scanning.
    open func stopScan() {}
    /// Connects to a peripheral: never completes in a preview, as Bluetooth is off.
    open func connect(_ peripheral: CBPeripheral, options: [String: Any]? = nil) {}
    /// Cancels a connection or a pending one.
    open func cancelPeripheralConnection(_ peripheral: CBPeripheral) {}
    /// The known peripherals of these identifiers: none in a preview.
    open func retrievePeripherals(withIdentifiers identifiers: [UUID]) -> [CBPeripheral] { [] }
    /// The peripherals connected to the device with these services: none in a preview.
    open func retrieveConnectedPeripherals(withServices serviceUUIDs: [CBUUID]) -> [CBPeripheral] { [] }
}

/// What a central manager tells its delegate (Core Bluetooth's `CBCentralManagerDelegate`); every
/// method but `centralManagerDidUpdateState(_:)` is optional. Called on the manager's queue.
public protocol CBCentralManagerDelegate: AnyObject {
    /// The manager's state changed (required): called once in a preview, with `.poweredOff`.
    func centralManagerDidUpdateState(_ central: CBCentralManager)
    /// The system relaunched the app to restore the manager's state.
    func centralManager(_ central: CBCentralManager, willRestoreState dict: [String: Any])
    /// A scan found a peripheral, with its advertisement (keyed by `CBAdvertisementData…Key`) and signal strength.
    func centralManager(_ central: CBCentralManager, didDiscover peripheral: CBPeripheral, advertisementData: [String: Any], rssi RSSI: NSNumber)
    /// A connection succeeded.
    func centralManager(_ central: CBCentralManager, didConnect peripheral: CBPeripheral)
    /// A connection failed.
    func centralManager(_ central: CBCentralManager, didFailToConnect peripheral: CBPeripheral, error: (any Error)?)
    /// A peripheral disconnected.
    func centralManager(_ central: CBCentralManager, didDisconnectPeripheral peripheral: CBPeripheral, error: (any Error)?)
    /// A peripheral disconnected, possibly to be reconnected by the system (`timestamp` is a `CFAbsoluteTime`).
    func centralManager(_ central: CBCentralManager, didDisconnectPeripheral peripheral: CBPeripheral, timestamp: TimeInterval,
                        isReconnecting: Bool, error: (any Error)?)
}

extension CBCentralManagerDelegate {
    /// Does nothing.
    public func centralManager(_ central: CBCentralManager, willRestoreState dict: [String: Any]) {}
    /// Does nothing.
    public func centralManager(_ central: CBCentralManager, didDiscover peripheral: CBPeripheral, advertisementData: [String: Any], rssi RSSI: NSNumber) {}
    /// Does nothing.
    public func centralManager(_ central: CBCentralManager, didConnect peripheral: CBPeripheral) {}
    /// Does nothing.
    public func centralManager(_ central: CBCentralManager, didFailToConnect peripheral: CBPeripheral, error: (any Error)?) {}
    /// Does nothing.
    public func centralManager(_ central: CBCentralManager, didDisconnectPeripheral peripheral: CBPeripheral, error: (any Error)?) {}
    /// Does nothing.
    public func centralManager(_ central: CBCentralManager, didDisconnectPeripheral peripheral: CBPeripheral, timestamp: TimeInterval,
                               isReconnecting: Bool, error: (any Error)?) {}
}
#endif
