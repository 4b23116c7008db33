#if os(Linux)
@_exported import Foundation

// A peripheral's GATT database: services, their characteristics and descriptors. A preview
// discovers none; the mutable kinds are what a peripheral-manager app builds and publishes.

/// What a characteristic can do (Core Bluetooth's `CBCharacteristicProperties`).
public struct CBCharacteristicProperties: OptionSet, Hashable, Sendable {
    /// The properties' bits.
    public let rawValue: UInt
    /// Properties of these bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Its value can be broadcast.
    public static let broadcast = Self(rawValue: 0x01)
    /// Its value can be read.
    public static let read = Self(rawValue: 0x02)
    /// It can be written without a response.
    public static let writeWithoutResponse = Self(rawValue: 0x04)
    /// It can be written with a response.
    public static let write = Self(rawValue: 0x08)
    /// It notifies changes without acknowledgement.
    public static let notify = Self(rawValue: 0x10)
    /// It indicates changes, acknowledged.
    public static let indicate = Self(rawValue: 0x20)
    /// It accepts signed writes.
    public static let authenticatedSignedWrites = Self(rawValue: 0x40)
    /// It has extended properties.
    public static let extendedProperties = Self(rawValue: 0x80)
    /// Only trusted devices may subscribe to notifications.
    public static let notifyEncryptionRequired = Self(rawValue: 0x100)
    /// Only trusted devices may subscribe to indications.
    public static let indicateEncryptionRequired = Self(rawValue: 0x200)
}

/// Who may read and write a published characteristic (Core Bluetooth's `CBAttributePermissions`).
public struct CBAttributePermissions: OptionSet, Hashable, Sendable {
    /// The permissions' bits.
    public let rawValue: UInt
    /// Permissions of these bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Readable.
    public static let readable = Self(rawValue: 0x01)
    /// Writeable.
    public static let writeable = Self(rawValue: 0x02)
    /// Readable by trusted devices only.
    public static let readEncryptionRequired = Self(rawValue: 0x04)
    /// Writeable by trusted devices only.
    public static let writeEncryptionRequired = Self(rawValue: 0x08)
}

/// An attribute of a peripheral's database (Core Bluetooth's `CBAttribute`).
open class CBAttribute: NSObject, @unchecked Sendable {
    private let attributeUUID: CBUUID
    /// The attribute's type.
    open var uuid: CBUUID { attributeUUID }
    init(uuid: CBUUID) { attributeUUID = uuid }
}

/// A service of a peripheral (Core Bluetooth's `CBService`): none is discovered in a preview.
open class CBService: CBAttribute, @unchecked Sendable {
    weak var owner: CBPeripheral?
    var storedCharacteristics: [CBCharacteristic]?
    var storedIncludedServices: [CBService]?
    private let primary: Bool
    /// The peripheral it belongs to.
    open var peripheral: CBPeripheral? { owner }
    /// Whether it is a primary service.
    open var isPrimary: Bool { primary }
    /// Its characteristics, once discovered.
    open var characteristics: [CBCharacteristic]? { storedCharacteristics }
    /// The services it includes, once discovered.
    open var includedServices: [CBService]? { storedIncludedServices }
    init(uuid: CBUUID, isPrimary: Bool) {
        primary = isPrimary
        super.init(uuid: uuid)
    }
}

/// A service a peripheral-manager app publishes (Core Bluetooth's `CBMutableService`).
open class CBMutableService: CBService, @unchecked Sendable {
    /// A service of type `UUID`.
    public init(type UUID: CBUUID, primary isPrimary: Bool) { super.init(uuid: UUID, isPrimary: isPrimary) }
    /// Its characteristics.
    open override var characteristics: [CBCharacteristic]? {
        get { storedCharacteristics }
        set {
            storedCharacteristics = newValue
            newValue?.forEach { $0.owner = self }
        }
    }
    /// The services it includes.
    open override var includedServices: [CBService]? {
        get { storedIncludedServices }
        set { storedIncludedServices = newValue }
    }
}

/// A characteristic of a service (Core Bluetooth's `CBCharacteristic`): none is discovered in a preview.
open class CBCharacteristic: CBAttribute, @unchecked Sendable {
    weak var owner: CBService?
    var storedProperties: CBCharacteristicProperties
    var storedValue: Data?
    var storedDescriptors: [CBDescriptor]?
    /// The service it belongs to.
    open var service: CBService? { owner }
    /// What it can do.
    open var properties: CBCharacteristicProperties { storedProperties }
    /// Its last value read or notified.
    open var value: Data? { storedValue }
    /// Its descriptors, once discovered.
    open var descriptors: [CBDescriptor]? { storedDescriptors }
    /// Whether the app is subscribed to its notifications.
    open var isNotifying: Bool { false }
    init(uuid: CBUUID, properties: CBCharacteristicProperties, value: Data?) {
        storedProperties = properties
        storedValue = value
        super.init(uuid: uuid)
    }
}

/// A characteristic a peripheral-manager app publishes (Core Bluetooth's `CBMutableCharacteristic`).
open class CBMutableCharacteristic: CBCharacteristic, @unchecked Sendable {
    /// Who may read and write it.
    open var permissions: CBAttributePermissions
    /// The centrals subscribed to it: none in a preview.
    open var subscribedCentrals: [CBCentral]? { nil }
    /// A characteristic of type `UUID`; a non-nil `value` makes it a constant, cached value.
    public init(type UUID: CBUUID, properties: CBCharacteristicProperties, value: Data?, permissions: CBAttributePermissions) {
        self.permissions = permissions
        super.init(uuid: UUID, properties: properties, value: value)
    }
    /// What it can do.
    open override var properties: CBCharacteristicProperties {
        get { storedProperties }
        set { storedProperties = newValue }
    }
    /// Its value.
    open override var value: Data? {
        get { storedValue }
        set { storedValue = newValue }
    }
    /// Its descriptors.
    open override var descriptors: [CBDescriptor]? {
        get { storedDescriptors }
        set {
            storedDescriptors = newValue
            newValue?.forEach { $0.owner = self }
        }
    }
}

/// A descriptor of a characteristic (Core Bluetooth's `CBDescriptor`).
open class CBDescriptor: CBAttribute, @unchecked Sendable {
    weak var owner: CBCharacteristic?
    let storedValue: Any?
    /// The characteristic it describes.
    open var characteristic: CBCharacteristic? { owner }
    /// Its value (a string, number or data, by its type).
    open var value: Any? { storedValue }
    init(uuid: CBUUID, value: Any?) {
        storedValue = value
        super.init(uuid: uuid)
    }
}

/// A descriptor a peripheral-manager app publishes (Core Bluetooth's `CBMutableDescriptor`).
open class CBMutableDescriptor: CBDescriptor, @unchecked Sendable {
    /// A descriptor of type `UUID` with a value.
    public init(type UUID: CBUUID, value: Any?) { super.init(uuid: UUID, value: value) }
}
#endif
