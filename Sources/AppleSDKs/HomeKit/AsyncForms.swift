#if os(Linux)
@_exported import Foundation

// The async forms Swift imports for HomeKit's completion-handler methods under their own names
// (`addHome(withName:)` of `addHome(withName:completionHandler:)`); they fail as the completion
// forms do, as a preview has no home to change.

extension HMHomeManager {
    /// Adds a home (HomeKit's async `addHome(withName:)`): throws `.homeAccessNotAuthorized`.
    public func addHome(withName homeName: String) async throws -> HMHome { throw HMError(.homeAccessNotAuthorized) }
}

extension HMHome {
    /// Adds a room (HomeKit's async `addRoom(withName:)`): throws `.homeAccessNotAuthorized`.
    public func addRoom(withName roomName: String) async throws -> HMRoom { throw HMError(.homeAccessNotAuthorized) }
    /// Adds a zone (HomeKit's async `addZone(withName:)`): throws `.homeAccessNotAuthorized`.
    public func addZone(withName zoneName: String) async throws -> HMZone { throw HMError(.homeAccessNotAuthorized) }
    /// Adds a scene (HomeKit's async `addActionSet(withName:)`): throws `.homeAccessNotAuthorized`.
    public func addActionSet(withName actionSetName: String) async throws -> HMActionSet { throw HMError(.homeAccessNotAuthorized) }
    /// Finds and adds new accessories (HomeKit's async `addAndSetupAccessories()`): throws `.homeAccessNotAuthorized`.
    public func addAndSetupAccessories() async throws { throw HMError(.homeAccessNotAuthorized) }
}

extension HMCharacteristicWriteAction {
    /// Changes the value written (HomeKit's async `updateTargetValue(_:)`): throws `.homeAccessNotAuthorized`.
    public func updateTargetValue(_ targetValue: TargetValueType) async throws { throw HMError(.homeAccessNotAuthorized) }
}
#endif
