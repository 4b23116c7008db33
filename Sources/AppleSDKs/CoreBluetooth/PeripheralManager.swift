#if os(Linux)
@_exported import Foundation

/// How quickly a peripheral manager answers a central (Core Bluetooth's `CBPeripheralManagerConnectionLatency`).
public enum CBPeripheralManagerConnectionLatency: Int, Sendable {
    /// Saves power.
    case low
    /// Balances power and speed.
    case medium
    /// Answers fastest.
    case high
}

/// A read or write request from a central (Core Bluetooth's `CBATTRequest`): none arrives in a preview.
open class CBATTRequest: NSObject, @unchecked Sendable {
    /// The central asking.
    public let central: CBCentral
    /// The characteristic asked about.
    public let characteristic: CBCharacteristic
    /// Where in the value the request starts.
    public let offset: Int
    /// The value read back, or written.
    open var value: Data?
    init(central: CBCentral, characteristic: CBCharacteristic, offset: Int, value: Data?) {
        self.central = central
        self.characteristic = characteristic
        self.offset = offset
        self.value = value
    }
}

/// Publishes services and advertises them to centrals (Core Bluetooth's `CBPeripheralManager`). In a
/// preview Bluetooth is off: the delegate hears `peripheralManagerDidUpdateState(_:)` once with
/// `.poweredOff`, and nothing is advertised or requested.
open class CBPeripheralManager: CBManager, @unchecked Sendable {
    /// The object told of state changes, subscriptions and requests.
    open weak var delegate: (any CBPeripheralManagerDelegate)?
    /// Whether the manager is advertising: never in a preview.
    open var isAdvertising: Bool { false }

    /// A manager whose delegate is called on `queue` (the main queue when nil), with options such as
    /// `CBPeripheralManagerOptionShowPowerAlertKey`.
    public init(delegate: (any CBPeripheralManagerDelegate)?, queue: DispatchQueue?, options: [String: Any]? = nil) {
        self.delegate = delegate
        super.init()
        reportState(on: queue) { [self] in self.delegate?.peripheralManagerDidUpdateState(self) }
    }
    /// A manager whose delegate is called on `queue` (the main queue when nil).
    public convenience init(delegate: (any CBPeripheralManagerDelegate)?, queue: DispatchQueue?) {
        self.init(delegate: delegate, queue: queue, options: nil)
    }
    /// A manager without a delegate yet, calling it on the main queue.
    public override init() {
        super.init()
        reportState(on: nil) { [self] in self.delegate?.peripheralManagerDidUpdateState(self) }
    }

    /// Starts advertising (keys `CBAdvertisementDataLocalNameKey` and `CBAdvertisementDataServiceUUIDsKey`):
    /// nothing is advertised, as Bluetooth is off.
    open func startAdvertising(_ advertisementData: [String: Any]?) {}
    /// Stops advertising.
    open func stopAdvertising() {}
    /// Publishes a service.
    open func add(_ service: CBMutableService) {}
    /// Removes a published service.
    open func remove(_ service: CBMutableService) {}
    /// Removes every published service.
    open func removeAllServices() {}
    /// Answers a request.
    open func respond(to request: CBATTRequest, withResult result: CBATTError.Code) {}
    /// Sends a new value to subscribed centrals (all when nil): not sent in a preview, which has none.
    open func updateValue(_ value: Data, for characteristic: CBMutableCharacteristic, onSubscribedCentrals centrals: [CBCentral]?) -> Bool { false }
    /// Sets how quickly a central is answered.
    open func setDesiredConnectionLatency(_ latency: CBPeripheralManagerConnectionLatency, for central: CBCentral) {}
}

/// What a peripheral manager tells its delegate (Core Bluetooth's `CBPeripheralManagerDelegate`);
/// every method but `peripheralManagerDidUpdateState(_:)` is optional.
public protocol CBPeripheralManagerDelegate: AnyObject {
    /// The manager's state changed (required): called once in a preview, with `.poweredOff`.
    func peripheralManagerDidUpdateState(_ peripheral: CBPeripheralManager)
    /// The system relaunched the app to restore the manager's state.
    func peripheralManager(_ peripheral: CBPeripheralManager, willRestoreState dict: [String: Any])
    /// Advertising started, or failed to.
    func peripheralManagerDidStartAdvertising(_ peripheral: CBPeripheralManager, error: (any Error)?)
    /// A service was published, or failed to be.
    func peripheralManager(_ peripheral: CBPeripheralManager, didAdd service: CBService, error: (any Error)?)
    /// A central subscribed to a characteristic.
    func peripheralManager(_ peripheral: CBPeripheralManager, central: CBCentral, didSubscribeTo characteristic: CBCharacteristic)
    /// A central unsubscribed from a characteristic.
    func peripheralManager(_ peripheral: CBPeripheralManager, central: CBCentral, didUnsubscribeFrom characteristic: CBCharacteristic)
    /// A central asked to read a value.
    func peripheralManager(_ peripheral: CBPeripheralManager, didReceiveRead request: CBATTRequest)
    /// Centrals asked to write values.
    func peripheralManager(_ peripheral: CBPeripheralManager, didReceiveWrite requests: [CBATTRequest])
    /// Updates can be sent again.
    func peripheralManagerIsReady(toUpdateSubscribers peripheral: CBPeripheralManager)
}

extension CBPeripheralManagerDelegate {
    /// Does nothing.
    public func peripheralManager(_ peripheral: CBPeripheralManager, willRestoreState dict: [String: Any]) {}
    /// Does nothing.
    public func peripheralManagerDidStartAdvertising(_ peripheral: CBPeripheralManager, error: (any Error)?) {}
    /// Does nothing.
    public func peripheralManager(_ peripheral: CBPeripheralManager, didAdd service: CBService, error: (any Error)?) {}
    /// Does nothing.
    public func peripheralManager(_ peripheral: CBPeripheralManager, central: CBCentral, didSubscribeTo characteristic: CBCharacteristic) {}
    /// Does nothing.
    public func peripheralManager(_ peripheral: CBPeripheralManager, central: CBCentral, didUnsubscribeFrom characteristic: CBCharacteristic) {}
    /// Does nothing.
    public func peripheralManager(_ peripheral: CBPeripheralManager, didReceiveRead request: CBATTRequest) {}
    /// Does nothing.
    public func peripheralManager(_ peripheral: CBPeripheralManager, didReceiveWrite requests: [CBATTRequest]) {}
    /// Does nothing.
    public func peripheralManagerIsReady(toUpdateSubscribers peripheral: CBPeripheralManager) {}
}
#endif
