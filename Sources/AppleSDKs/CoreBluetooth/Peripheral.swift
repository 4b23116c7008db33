#if os(Linux)
@_exported import Foundation

/// How a characteristic is written (Core Bluetooth's `CBCharacteristicWriteType`).
public enum CBCharacteristicWriteType: Int, Sendable {
    /// The peripheral confirms the write.
    case withResponse
    /// The write is not confirmed.
    case withoutResponse
}

/// A peripheral's connection state (Core Bluetooth's `CBPeripheralState`).
public enum CBPeripheralState: Int, Sendable {
    /// Not connected.
    case disconnected
    /// Connecting.
    case connecting
    /// Connected.
    case connected
    /// Disconnecting.
    case disconnecting
}

/// A remote device, central or peripheral (Core Bluetooth's `CBPeer`).
open class CBPeer: NSObject, @unchecked Sendable {
    private let peerIdentifier: UUID
    /// The device's identifier, stable on this phone.
    open var identifier: UUID { peerIdentifier }
    init(identifier: UUID) { peerIdentifier = identifier }
}

/// A remote central connected to the app's peripheral manager (Core Bluetooth's `CBCentral`): none in a preview.
open class CBCentral: CBPeer, @unchecked Sendable {
    /// The most data one notification to it can carry.
    open var maximumUpdateValueLength: Int { 20 }
}

/// A protocol/service multiplexer number of an L2CAP channel (Core Bluetooth's `CBL2CAPPSM`).
public typealias CBL2CAPPSM = UInt16

/// An open L2CAP channel to a peer (Core Bluetooth's `CBL2CAPChannel`): none opens in a preview.
open class CBL2CAPChannel: NSObject, @unchecked Sendable {
    /// The peer at the other end.
    open var peer: CBPeer? { nil }
    /// The channel's PSM.
    open var psm: CBL2CAPPSM { 0 }
    /// The stream to read from.
    open var inputStream: InputStream? { nil }
    /// The stream to write to.
    open var outputStream: OutputStream? { nil }
}

/// A remote peripheral a central manager found (Core Bluetooth's `CBPeripheral`). Apps never make
/// one, and a preview's central manager finds none, so its requests are never answered.
open class CBPeripheral: CBPeer, @unchecked Sendable {
    private let peripheralName: String?
    /// The object told of discoveries, reads and writes.
    open weak var delegate: (any CBPeripheralDelegate)?
    /// The peripheral's name.
    open var name: String? { peripheralName }
    /// Its connection state.
    open var state: CBPeripheralState { .disconnected }
    /// Its services, once discovered.
    open var services: [CBService]? { nil }
    /// Whether a write without response can be sent now.
    open var canSendWriteWithoutResponse: Bool { false }
    /// Whether the peripheral may receive the phone's notifications (ANCS).
    open var ancsAuthorized: Bool { false }

    init(identifier: UUID, name: String?) {
        peripheralName = name
        super.init(identifier: identifier)
    }

    /// Reads the signal strength.
    open func readRSSI() {}
    /// Discovers the services of these types (all when nil).
    open func discoverServices(_ serviceUUIDs: [CBUUID]?) {}
    /// Discovers the services a service includes.
    open func discoverIncludedServices(_ includedServiceUUIDs: [CBUUID]?, for service: CBService) {}
    /// Discovers a service's characteristics of these types (all when nil).
    open func discoverCharacteristics(_ characteristicUUIDs: [CBUUID]?, for service: CBService) {}
    /// Discovers a characteristic's descriptors.
    open func discoverDescriptors(for characteristic: CBCharacteristic) {}
    /// Reads a characteristic's value.
    open func readValue(for characteristic: CBCharacteristic) {}
    /// Reads a descriptor's value.
    open func readValue(for descriptor: CBDescriptor) {}
    /// The most data one write of `type` can carry: 512 bytes with a response, 20 without (the
    /// default ATT MTU of a connection not negotiated yet).
    open func maximumWriteValueLength(for type: CBCharacteristicWriteType) -> Int { type == .withResponse ? 512 : 20 }
    /// Writes a characteristic's value.
    open func writeValue(_ data: Data, for characteristic: CBCharacteristic, type: CBCharacteristicWriteType) {}
    /// Writes a descriptor's value.
    open func writeValue(_ data: Data, for descriptor: CBDescriptor) {}
    /// Subscribes to, or unsubscribes from, a characteristic's notifications.
    open func setNotifyValue(_ enabled: Bool, for characteristic: CBCharacteristic) {}
    /// Opens an L2CAP channel.
    open func openL2CAPChannel(_ PSM: CBL2CAPPSM) {}
}

/// What a peripheral tells its delegate (Core Bluetooth's `CBPeripheralDelegate`); every method is
/// optional. Nothing is called in a preview, as no peripheral is ever found.
public protocol CBPeripheralDelegate: AnyObject {
    /// The peripheral's name changed.
    func peripheralDidUpdateName(_ peripheral: CBPeripheral)
    /// Services were removed or changed.
    func peripheral(_ peripheral: CBPeripheral, didModifyServices invalidatedServices: [CBService])
    /// The signal strength was read.
    func peripheral(_ peripheral: CBPeripheral, didReadRSSI RSSI: NSNumber, error: (any Error)?)
    /// Services were discovered.
    func peripheral(_ peripheral: CBPeripheral, didDiscoverServices error: (any Error)?)
    /// A service's included services were discovered.
    func peripheral(_ peripheral: CBPeripheral, didDiscoverIncludedServicesFor service: CBService, error: (any Error)?)
    /// A service's characteristics were discovered.
    func peripheral(_ peripheral: CBPeripheral, didDiscoverCharacteristicsFor service: CBService, error: (any Error)?)
    /// A characteristic's value was read or notified.
    func peripheral(_ peripheral: CBPeripheral, didUpdateValueFor characteristic: CBCharacteristic, error: (any Error)?)
    /// A characteristic was written.
    func peripheral(_ peripheral: CBPeripheral, didWriteValueFor characteristic: CBCharacteristic, error: (any Error)?)
    /// A subscription to notifications started or stopped.
    func peripheral(_ peripheral: CBPeripheral, didUpdateNotificationStateFor characteristic: CBCharacteristic, error: (any Error)?)
    /// A characteristic's descriptors were discovered.
    func peripheral(_ peripheral: CBPeripheral, didDiscoverDescriptorsFor characteristic: CBCharacteristic, error: (any Error)?)
    /// A descriptor's value was read.
    func peripheral(_ peripheral: CBPeripheral, didUpdateValueFor descriptor: CBDescriptor, error: (any Error)?)
    /// A descriptor was written.
    func peripheral(_ peripheral: CBPeripheral, didWriteValueFor descriptor: CBDescriptor, error: (any Error)?)
    /// Writes without response can be sent again.
    func peripheralIsReady(toSendWriteWithoutResponse peripheral: CBPeripheral)
    /// An L2CAP channel opened, or failed to.
    func peripheral(_ peripheral: CBPeripheral, didOpen channel: CBL2CAPChannel?, error: (any Error)?)
}

extension CBPeripheralDelegate {
    /// Does nothing.
    public func peripheralDidUpdateName(_ peripheral: CBPeripheral) {}
    /// Does nothing.
    public func peripheral(_ peripheral: CBPeripheral, didModifyServices invalidatedServices: [CBService]) {}
    /// Does nothing.
    public func peripheral(_ peripheral: CBPeripheral, didReadRSSI RSSI: NSNumber, error: (any Error)?) {}
    /// Does nothing.
    public func peripheral(_ peripheral: CBPeripheral, didDiscoverServices error: (any Error)?) {}
    /// Does nothing.
    public func peripheral(_ peripheral: CBPeripheral, didDiscoverIncludedServicesFor service: CBService, error: (any Error)?) {}
    /// Does nothing.
    public func peripheral(_ peripheral: CBPeripheral, didDiscoverCharacteristicsFor service: CBService, error: (any Error)?) {}
    /// Does nothing.
    public func peripheral(_ peripheral: CBPeripheral, didUpdateValueFor characteristic: CBCharacteristic, error: (any Error)?) {}
    /// Does nothing.
    public func peripheral(_ peripheral: CBPeripheral, didWriteValueFor characteristic: CBCharacteristic, error: (any Error)?) {}
    /// Does nothing.
    public func peripheral(_ peripheral: CBPeripheral, didUpdateNotificationStateFor characteristic: CBCharacteristic, error: (any Error)?) {}
    /// Does nothing.
    public func peripheral(_ peripheral: CBPeripheral, didDiscoverDescriptorsFor characteristic: CBCharacteristic, error: (any Error)?) {}
    /// Does nothing.
    public func peripheral(_ peripheral: CBPeripheral, didUpdateValueFor descriptor: CBDescriptor, error: (any Error)?) {}
    /// Does nothing.
    public func peripheral(_ peripheral: CBPeripheral, didWriteValueFor descriptor: CBDescriptor, error: (any Error)?) {}
    /// Does nothing.
    public func peripheralIsReady(toSendWriteWithoutResponse peripheral: CBPeripheral) {}
    /// Does nothing.
    public func peripheral(_ peripheral: CBPeripheral, didOpen channel: CBL2CAPChannel?, error: (any Error)?) {}
}
#endif
