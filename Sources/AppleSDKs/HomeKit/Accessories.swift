#if os(Linux)
@_exported import Foundation

/// A device of a home, such as a light or a lock (HomeKit's `HMAccessory`). Only HomeKit makes
/// accessories, and a preview's device has none; if one were asked, it is unreachable.
open class HMAccessory: NSObject, @unchecked Sendable {
    /// Its delegate.
    open weak var delegate: (any HMAccessoryDelegate)?
    /// Its name.
    open internal(set) var name = ""
    /// Its room.
    open internal(set) weak var room: HMRoom?
    /// Its services.
    open internal(set) var services: [HMService] = []
    /// Whether the app can reach it: no.
    open internal(set) var isReachable = false
    /// Whether it is blocked.
    open internal(set) var isBlocked = false
    /// Whether a bridge connects it.
    open internal(set) var isBridged = false
    /// Whether it can identify itself.
    open internal(set) var supportsIdentify = false
    /// What kind of accessory it is.
    open internal(set) var category = HMAccessoryCategory(categoryType: HMAccessoryCategoryTypeOther)
    /// Its maker.
    open internal(set) var manufacturer: String?
    /// Its model.
    open internal(set) var model: String?
    /// Its firmware's version.
    open internal(set) var firmwareVersion: String?
    /// Its identifier.
    open internal(set) var uniqueIdentifier = UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0))
    /// Its identifier (deprecated name).
    @available(*, deprecated, renamed: "uniqueIdentifier")
    open var identifier: UUID { uniqueIdentifier }
    override init() {}
    /// Makes it blink or beep: fails with `.accessoryNotReachable`.
    open func identify(completionHandler completion: @escaping @Sendable ((any Error)?) -> Void) { completion(HMError(.accessoryNotReachable)) }
    /// Makes it blink or beep: throws `.accessoryNotReachable`.
    open func identify() async throws { throw HMError(.accessoryNotReachable) }
}

/// What an accessory tells its delegate (HomeKit's `HMAccessoryDelegate`); every method has an empty default.
public protocol HMAccessoryDelegate: AnyObject {
    /// It was renamed.
    func accessoryDidUpdateName(_ accessory: HMAccessory)
    /// A service was renamed.
    func accessory(_ accessory: HMAccessory, didUpdateNameFor service: HMService)
    /// A service's associated type changed.
    func accessory(_ accessory: HMAccessory, didUpdateAssociatedServiceTypeFor service: HMService)
    /// Its services changed.
    func accessoryDidUpdateServices(_ accessory: HMAccessory)
    /// Its reachability changed.
    func accessoryDidUpdateReachability(_ accessory: HMAccessory)
    /// A characteristic's value changed.
    func accessory(_ accessory: HMAccessory, service: HMService, didUpdateValueFor characteristic: HMCharacteristic)
    /// Its firmware changed.
    func accessory(_ accessory: HMAccessory, didUpdateFirmwareVersion firmwareVersion: String)
}

extension HMAccessoryDelegate {
    public func accessoryDidUpdateName(_ accessory: HMAccessory) {}
    public func accessory(_ accessory: HMAccessory, didUpdateNameFor service: HMService) {}
    public func accessory(_ accessory: HMAccessory, didUpdateAssociatedServiceTypeFor service: HMService) {}
    public func accessoryDidUpdateServices(_ accessory: HMAccessory) {}
    public func accessoryDidUpdateReachability(_ accessory: HMAccessory) {}
    public func accessory(_ accessory: HMAccessory, service: HMService, didUpdateValueFor characteristic: HMCharacteristic) {}
    public func accessory(_ accessory: HMAccessory, didUpdateFirmwareVersion firmwareVersion: String) {}
}

/// What kind of accessory one is (HomeKit's `HMAccessoryCategory`).
open class HMAccessoryCategory: NSObject, @unchecked Sendable {
    /// The kind, one of the `HMAccessoryCategoryType…` constants.
    open internal(set) var categoryType: String
    /// The kind's name.
    open var localizedDescription: String { categoryType }
    init(categoryType: String) { self.categoryType = categoryType }
}

/// An accessory of another kind (HomeKit's `HMAccessoryCategoryTypeOther`).
public let HMAccessoryCategoryTypeOther = "Other"
/// A bridge (HomeKit's `HMAccessoryCategoryTypeBridge`).
public let HMAccessoryCategoryTypeBridge = "Bridge"
/// A light (HomeKit's `HMAccessoryCategoryTypeLightbulb`).
public let HMAccessoryCategoryTypeLightbulb = "Lightbulb"
/// A switch (HomeKit's `HMAccessoryCategoryTypeSwitch`).
public let HMAccessoryCategoryTypeSwitch = "Switch"
/// A programmable switch (HomeKit's `HMAccessoryCategoryTypeProgrammableSwitch`).
public let HMAccessoryCategoryTypeProgrammableSwitch = "Programmable Switch"
/// An outlet (HomeKit's `HMAccessoryCategoryTypeOutlet`).
public let HMAccessoryCategoryTypeOutlet = "Outlet"
/// A thermostat (HomeKit's `HMAccessoryCategoryTypeThermostat`).
public let HMAccessoryCategoryTypeThermostat = "Thermostat"
/// A door lock (HomeKit's `HMAccessoryCategoryTypeDoorLock`).
public let HMAccessoryCategoryTypeDoorLock = "Door Lock"
/// A door (HomeKit's `HMAccessoryCategoryTypeDoor`).
public let HMAccessoryCategoryTypeDoor = "Door"
/// A garage door opener (HomeKit's `HMAccessoryCategoryTypeGarageDoorOpener`).
public let HMAccessoryCategoryTypeGarageDoorOpener = "Garage Door Opener"
/// A window (HomeKit's `HMAccessoryCategoryTypeWindow`).
public let HMAccessoryCategoryTypeWindow = "Window"
/// A window covering (HomeKit's `HMAccessoryCategoryTypeWindowCovering`).
public let HMAccessoryCategoryTypeWindowCovering = "Window Covering"
/// A fan (HomeKit's `HMAccessoryCategoryTypeFan`).
public let HMAccessoryCategoryTypeFan = "Fan"
/// A sensor (HomeKit's `HMAccessoryCategoryTypeSensor`).
public let HMAccessoryCategoryTypeSensor = "Sensor"
/// A security system (HomeKit's `HMAccessoryCategoryTypeSecuritySystem`).
public let HMAccessoryCategoryTypeSecuritySystem = "Security System"
/// A camera (HomeKit's `HMAccessoryCategoryTypeIPCamera`).
public let HMAccessoryCategoryTypeIPCamera = "IP Camera"
/// A video doorbell (HomeKit's `HMAccessoryCategoryTypeVideoDoorbell`).
public let HMAccessoryCategoryTypeVideoDoorbell = "Video Doorbell"
/// An air purifier (HomeKit's `HMAccessoryCategoryTypeAirPurifier`).
public let HMAccessoryCategoryTypeAirPurifier = "Air Purifier"
/// An air conditioner (HomeKit's `HMAccessoryCategoryTypeAirConditioner`).
public let HMAccessoryCategoryTypeAirConditioner = "Air Conditioner"
/// A heater (HomeKit's `HMAccessoryCategoryTypeAirHeater`).
public let HMAccessoryCategoryTypeAirHeater = "Air Heater"
/// A sprinkler (HomeKit's `HMAccessoryCategoryTypeSprinkler`).
public let HMAccessoryCategoryTypeSprinkler = "Sprinkler"
/// A television (HomeKit's `HMAccessoryCategoryTypeTelevision`).
public let HMAccessoryCategoryTypeTelevision = "Television"
/// A speaker (HomeKit's `HMAccessoryCategoryTypeSpeaker`).
public let HMAccessoryCategoryTypeSpeaker = "Speaker"

/// A function of an accessory, such as its light (HomeKit's `HMService`); only HomeKit makes services.
open class HMService: NSObject, @unchecked Sendable {
    /// The kind, one of the `HMServiceType…` constants.
    open internal(set) var serviceType = HMServiceTypeSwitch
    /// Its name.
    open internal(set) var name = ""
    /// The kind's name.
    open var localizedDescription: String { name }
    /// Its characteristics.
    open internal(set) var characteristics: [HMCharacteristic] = []
    /// Whether it is the accessory's main function.
    open internal(set) var isPrimaryService = false
    /// Whether the reader can control it.
    open internal(set) var isUserInteractive = true
    /// What a generic service controls, such as a fan behind a switch.
    open internal(set) var associatedServiceType: String?
    /// Services linked to it.
    open internal(set) var linkedServices: [HMService]?
    /// Its accessory.
    open internal(set) weak var accessory: HMAccessory?
    /// Its identifier.
    open internal(set) var uniqueIdentifier = UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2, 0))
    override init() {}
}

/// One value of a service, such as a light's brightness (HomeKit's `HMCharacteristic`); only
/// HomeKit makes characteristics. Reads, writes and notifications fail with `.accessoryNotReachable`.
open class HMCharacteristic: NSObject, @unchecked Sendable {
    /// The kind, one of the `HMCharacteristicType…` constants.
    open internal(set) var characteristicType = HMCharacteristicTypePowerState
    /// The kind's name.
    open var localizedDescription: String { characteristicType }
    /// The last value read.
    open internal(set) var value: Any?
    /// Its format, range and units.
    open internal(set) var metadata: HMCharacteristicMetadata?
    /// What it allows, of the `HMCharacteristicProperty…` constants.
    open internal(set) var properties: [String] = []
    /// Whether the app is told its changes.
    open internal(set) var isNotificationEnabled = false
    /// Its service.
    open internal(set) weak var service: HMService?
    /// Its identifier.
    open internal(set) var uniqueIdentifier = UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 3, 0))
    override init() {}
    /// Reads its value: fails with `.accessoryNotReachable`.
    open func readValue(completionHandler completion: @escaping @Sendable ((any Error)?) -> Void) { completion(HMError(.accessoryNotReachable)) }
    /// Reads its value: throws `.accessoryNotReachable`.
    open func readValue() async throws { throw HMError(.accessoryNotReachable) }
    /// Writes its value: fails with `.accessoryNotReachable`.
    open func writeValue(_ value: Any?, completionHandler completion: @escaping @Sendable ((any Error)?) -> Void) { completion(HMError(.accessoryNotReachable)) }
    /// Writes its value: throws `.accessoryNotReachable`.
    open func writeValue(_ value: Any?) async throws { throw HMError(.accessoryNotReachable) }
    /// Turns change notifications on or off: fails with `.accessoryNotReachable`.
    open func enableNotification(_ enable: Bool, completionHandler completion: @escaping @Sendable ((any Error)?) -> Void) { completion(HMError(.accessoryNotReachable)) }
    /// Turns change notifications on or off: throws `.accessoryNotReachable`.
    open func enableNotification(_ enable: Bool) async throws { throw HMError(.accessoryNotReachable) }
}

/// A characteristic's format, range and units (HomeKit's `HMCharacteristicMetadata`).
open class HMCharacteristicMetadata: NSObject, @unchecked Sendable {
    /// The smallest value.
    open internal(set) var minimumValue: NSNumber?
    /// The largest value.
    open internal(set) var maximumValue: NSNumber?
    /// The step between values.
    open internal(set) var stepValue: NSNumber?
    /// The longest string.
    open internal(set) var maxLength: NSNumber?
    /// The values allowed.
    open internal(set) var validValues: [NSNumber]?
    /// The format, one of the `HMCharacteristicMetadataFormat…` constants.
    open internal(set) var format: String?
    /// The units, one of the `HMCharacteristicMetadataUnits…` constants.
    open internal(set) var units: String?
    /// The maker's description.
    open internal(set) var manufacturerDescription: String?
    override init() {}
}
#endif
