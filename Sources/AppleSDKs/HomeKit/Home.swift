#if os(Linux)
@_exported import Foundation

/// Whether a home has a home hub (HomeKit's `HMHomeHubState`).
public enum HMHomeHubState: Int, Sendable { case notAvailable = 0, connected, disconnected }

/// A home (HomeKit's `HMHome`). Only HomeKit makes homes, and a preview's device has none, so
/// previews show homes through the app's own mock types; every change a home is asked for fails
/// with `.homeAccessNotAuthorized`.
open class HMHome: NSObject, @unchecked Sendable {
    /// Its delegate.
    open weak var delegate: (any HMHomeDelegate)?
    /// The name the reader gave it.
    open internal(set) var name = ""
    /// Whether it is the primary home.
    open internal(set) var isPrimary = false
    /// Its identifier.
    open internal(set) var uniqueIdentifier = UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0))
    /// Its home hub's state: none.
    open internal(set) var homeHubState = HMHomeHubState.notAvailable
    /// Its rooms.
    open internal(set) var rooms: [HMRoom] = []
    /// Its accessories.
    open internal(set) var accessories: [HMAccessory] = []
    /// Its zones.
    open internal(set) var zones: [HMZone] = []
    /// Its service groups.
    open internal(set) var serviceGroups: [HMServiceGroup] = []
    /// Its scenes.
    open internal(set) var actionSets: [HMActionSet] = []
    /// Its automations.
    open internal(set) var triggers: [HMTrigger] = []
    private let entireHome = HMRoom()

    override init() {}

    /// The room standing for the whole home.
    open func roomForEntireHome() -> HMRoom { entireHome }
    /// The services of given types among its accessories.
    open func servicesWithTypes(_ serviceTypes: [String]) -> [HMService]? {
        accessories.flatMap(\.services).filter { serviceTypes.contains($0.serviceType) }
    }

    /// Adds a room: fails with `.homeAccessNotAuthorized`.
    open func addRoom(withName roomName: String, completionHandler completion: @escaping @Sendable (HMRoom?, (any Error)?) -> Void) {
        completion(nil, HMError(.homeAccessNotAuthorized))
    }
    /// Adds a room: throws `.homeAccessNotAuthorized`.
    open func addRoom(named roomName: String) async throws -> HMRoom { throw HMError(.homeAccessNotAuthorized) }
    /// Removes a room: fails with `.homeAccessNotAuthorized`.
    open func removeRoom(_ room: HMRoom, completionHandler completion: @escaping @Sendable ((any Error)?) -> Void) { completion(HMError(.homeAccessNotAuthorized)) }
    /// Removes a room: throws `.homeAccessNotAuthorized`.
    open func removeRoom(_ room: HMRoom) async throws { throw HMError(.homeAccessNotAuthorized) }
    /// Adds a zone: fails with `.homeAccessNotAuthorized`.
    open func addZone(withName zoneName: String, completionHandler completion: @escaping @Sendable (HMZone?, (any Error)?) -> Void) {
        completion(nil, HMError(.homeAccessNotAuthorized))
    }
    /// Adds a zone: throws `.homeAccessNotAuthorized`.
    open func addZone(named zoneName: String) async throws -> HMZone { throw HMError(.homeAccessNotAuthorized) }
    /// Removes a zone: fails with `.homeAccessNotAuthorized`.
    open func removeZone(_ zone: HMZone, completionHandler completion: @escaping @Sendable ((any Error)?) -> Void) { completion(HMError(.homeAccessNotAuthorized)) }
    /// Removes a zone: throws `.homeAccessNotAuthorized`.
    open func removeZone(_ zone: HMZone) async throws { throw HMError(.homeAccessNotAuthorized) }
    /// Adds an accessory: fails with `.homeAccessNotAuthorized`.
    open func addAccessory(_ accessory: HMAccessory, completionHandler completion: @escaping @Sendable ((any Error)?) -> Void) { completion(HMError(.homeAccessNotAuthorized)) }
    /// Adds an accessory: throws `.homeAccessNotAuthorized`.
    open func addAccessory(_ accessory: HMAccessory) async throws { throw HMError(.homeAccessNotAuthorized) }
    /// Removes an accessory: fails with `.homeAccessNotAuthorized`.
    open func removeAccessory(_ accessory: HMAccessory, completionHandler completion: @escaping @Sendable ((any Error)?) -> Void) { completion(HMError(.homeAccessNotAuthorized)) }
    /// Removes an accessory: throws `.homeAccessNotAuthorized`.
    open func removeAccessory(_ accessory: HMAccessory) async throws { throw HMError(.homeAccessNotAuthorized) }
    /// Moves an accessory to a room: fails with `.homeAccessNotAuthorized`.
    open func assignAccessory(_ accessory: HMAccessory, to room: HMRoom, completionHandler completion: @escaping @Sendable ((any Error)?) -> Void) {
        completion(HMError(.homeAccessNotAuthorized))
    }
    /// Moves an accessory to a room: throws `.homeAccessNotAuthorized`.
    open func assignAccessory(_ accessory: HMAccessory, to room: HMRoom) async throws { throw HMError(.homeAccessNotAuthorized) }
    /// Unblocks an accessory: fails with `.homeAccessNotAuthorized`.
    open func unblockAccessory(_ accessory: HMAccessory, completionHandler completion: @escaping @Sendable ((any Error)?) -> Void) { completion(HMError(.homeAccessNotAuthorized)) }
    /// Unblocks an accessory: throws `.homeAccessNotAuthorized`.
    open func unblockAccessory(_ accessory: HMAccessory) async throws { throw HMError(.homeAccessNotAuthorized) }
    /// Shows the system's accessory setup: fails with `.homeAccessNotAuthorized`.
    @available(*, deprecated, message: "Use HMAccessorySetupManager")
    open func addAndSetupAccessories(completionHandler completion: @escaping @Sendable ((any Error)?) -> Void) { completion(HMError(.homeAccessNotAuthorized)) }
    /// Adds a scene: fails with `.homeAccessNotAuthorized`.
    open func addActionSet(withName actionSetName: String, completionHandler completion: @escaping @Sendable (HMActionSet?, (any Error)?) -> Void) {
        completion(nil, HMError(.homeAccessNotAuthorized))
    }
    /// Adds a scene: throws `.homeAccessNotAuthorized`.
    open func addActionSet(named actionSetName: String) async throws -> HMActionSet { throw HMError(.homeAccessNotAuthorized) }
    /// Removes a scene: fails with `.homeAccessNotAuthorized`.
    open func removeActionSet(_ actionSet: HMActionSet, completionHandler completion: @escaping @Sendable ((any Error)?) -> Void) { completion(HMError(.homeAccessNotAuthorized)) }
    /// Removes a scene: throws `.homeAccessNotAuthorized`.
    open func removeActionSet(_ actionSet: HMActionSet) async throws { throw HMError(.homeAccessNotAuthorized) }
    /// Runs a scene: fails with `.homeAccessNotAuthorized`.
    open func executeActionSet(_ actionSet: HMActionSet, completionHandler completion: @escaping @Sendable ((any Error)?) -> Void) { completion(HMError(.homeAccessNotAuthorized)) }
    /// Runs a scene: throws `.homeAccessNotAuthorized`.
    open func executeActionSet(_ actionSet: HMActionSet) async throws { throw HMError(.homeAccessNotAuthorized) }
    /// A built-in scene of a type: none.
    open func builtinActionSet(ofType actionSetType: String) -> HMActionSet? { nil }
    /// Adds an automation: fails with `.homeAccessNotAuthorized`.
    open func addTrigger(_ trigger: HMTrigger, completionHandler completion: @escaping @Sendable ((any Error)?) -> Void) { completion(HMError(.homeAccessNotAuthorized)) }
    /// Adds an automation: throws `.homeAccessNotAuthorized`.
    open func addTrigger(_ trigger: HMTrigger) async throws { throw HMError(.homeAccessNotAuthorized) }
    /// Removes an automation: fails with `.homeAccessNotAuthorized`.
    open func removeTrigger(_ trigger: HMTrigger, completionHandler completion: @escaping @Sendable ((any Error)?) -> Void) { completion(HMError(.homeAccessNotAuthorized)) }
    /// Removes an automation: throws `.homeAccessNotAuthorized`.
    open func removeTrigger(_ trigger: HMTrigger) async throws { throw HMError(.homeAccessNotAuthorized) }
}

/// What a home tells its delegate (HomeKit's `HMHomeDelegate`); every method has an empty default.
public protocol HMHomeDelegate: AnyObject {
    /// The home was renamed.
    func homeDidUpdateName(_ home: HMHome)
    /// An accessory was added.
    func home(_ home: HMHome, didAdd accessory: HMAccessory)
    /// An accessory was removed.
    func home(_ home: HMHome, didRemove accessory: HMAccessory)
    /// A room was added.
    func home(_ home: HMHome, didAdd room: HMRoom)
    /// A room was removed.
    func home(_ home: HMHome, didRemove room: HMRoom)
    /// A room was renamed.
    func home(_ home: HMHome, didUpdateNameFor room: HMRoom)
    /// An accessory moved to a room.
    func home(_ home: HMHome, didUpdate room: HMRoom, for accessory: HMAccessory)
    /// A zone was added.
    func home(_ home: HMHome, didAdd zone: HMZone)
    /// A zone was removed.
    func home(_ home: HMHome, didRemove zone: HMZone)
    /// A scene was added.
    func home(_ home: HMHome, didAdd actionSet: HMActionSet)
    /// A scene was removed.
    func home(_ home: HMHome, didRemove actionSet: HMActionSet)
    /// An automation was added.
    func home(_ home: HMHome, didAdd trigger: HMTrigger)
    /// An automation was removed.
    func home(_ home: HMHome, didRemove trigger: HMTrigger)
    /// An automation changed.
    func home(_ home: HMHome, didUpdate trigger: HMTrigger)
    /// The home hub's state changed.
    func home(_ home: HMHome, didUpdate homeHubState: HMHomeHubState)
    /// An accessory failed.
    func home(_ home: HMHome, didEncounterError error: any Error, for accessory: HMAccessory)
}

extension HMHomeDelegate {
    public func homeDidUpdateName(_ home: HMHome) {}
    public func home(_ home: HMHome, didAdd accessory: HMAccessory) {}
    public func home(_ home: HMHome, didRemove accessory: HMAccessory) {}
    public func home(_ home: HMHome, didAdd room: HMRoom) {}
    public func home(_ home: HMHome, didRemove room: HMRoom) {}
    public func home(_ home: HMHome, didUpdateNameFor room: HMRoom) {}
    public func home(_ home: HMHome, didUpdate room: HMRoom, for accessory: HMAccessory) {}
    public func home(_ home: HMHome, didAdd zone: HMZone) {}
    public func home(_ home: HMHome, didRemove zone: HMZone) {}
    public func home(_ home: HMHome, didAdd actionSet: HMActionSet) {}
    public func home(_ home: HMHome, didRemove actionSet: HMActionSet) {}
    public func home(_ home: HMHome, didAdd trigger: HMTrigger) {}
    public func home(_ home: HMHome, didRemove trigger: HMTrigger) {}
    public func home(_ home: HMHome, didUpdate trigger: HMTrigger) {}
    public func home(_ home: HMHome, didUpdate homeHubState: HMHomeHubState) {}
    public func home(_ home: HMHome, didEncounterError error: any Error, for accessory: HMAccessory) {}
}

/// A room of a home (HomeKit's `HMRoom`); only HomeKit makes rooms.
open class HMRoom: NSObject, @unchecked Sendable {
    /// Its name.
    open internal(set) var name = ""
    /// Its accessories.
    open internal(set) var accessories: [HMAccessory] = []
    /// Its identifier.
    open internal(set) var uniqueIdentifier = UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1))
    override init() {}
}

/// A group of rooms, such as a floor (HomeKit's `HMZone`); only HomeKit makes zones.
open class HMZone: NSObject, @unchecked Sendable {
    /// Its name.
    open internal(set) var name = ""
    /// Its rooms.
    open internal(set) var rooms: [HMRoom] = []
    /// Its identifier.
    open internal(set) var uniqueIdentifier = UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2))
    override init() {}
    /// Adds a room: fails with `.homeAccessNotAuthorized`.
    open func addRoom(_ room: HMRoom, completionHandler completion: @escaping @Sendable ((any Error)?) -> Void) { completion(HMError(.homeAccessNotAuthorized)) }
    /// Adds a room: throws `.homeAccessNotAuthorized`.
    open func addRoom(_ room: HMRoom) async throws { throw HMError(.homeAccessNotAuthorized) }
    /// Removes a room: fails with `.homeAccessNotAuthorized`.
    open func removeRoom(_ room: HMRoom, completionHandler completion: @escaping @Sendable ((any Error)?) -> Void) { completion(HMError(.homeAccessNotAuthorized)) }
    /// Removes a room: throws `.homeAccessNotAuthorized`.
    open func removeRoom(_ room: HMRoom) async throws { throw HMError(.homeAccessNotAuthorized) }
}

/// A group of services the reader controls together (HomeKit's `HMServiceGroup`).
open class HMServiceGroup: NSObject, @unchecked Sendable {
    /// Its name.
    open internal(set) var name = ""
    /// Its services.
    open internal(set) var services: [HMService] = []
    /// Its identifier.
    open internal(set) var uniqueIdentifier = UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 3))
    override init() {}
    /// Adds a service: fails with `.homeAccessNotAuthorized`.
    open func addService(_ service: HMService, completionHandler completion: @escaping @Sendable ((any Error)?) -> Void) { completion(HMError(.homeAccessNotAuthorized)) }
    /// Adds a service: throws `.homeAccessNotAuthorized`.
    open func addService(_ service: HMService) async throws { throw HMError(.homeAccessNotAuthorized) }
}
#endif
