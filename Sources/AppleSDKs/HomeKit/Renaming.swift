#if os(Linux)
@_exported import Foundation

/// A HomeKit object the user names (a home, room, zone, accessory, service, scene or trigger):
/// renaming one needs the home's data, which a preview has no access to, so it fails with
/// `renameRefusal` (HomeKit's `updateName(_:completionHandler:)` and its async form on each class).
public protocol HMRenamable: AnyObject {
    /// The error a rename fails with.
    var renameRefusal: HMError { get }
}

extension HMRenamable {
    /// A preview has no access to the home.
    public var renameRefusal: HMError { HMError(.homeAccessNotAuthorized) }

    /// Renames it: fails with `renameRefusal`.
    public func updateName(_ name: String, completionHandler completion: @escaping @Sendable ((any Error)?) -> Void) {
        completion(renameRefusal)
    }

    /// Renames it: throws `renameRefusal`.
    public func updateName(_ name: String) async throws { throw renameRefusal }
}

extension HMHome: HMRenamable {}
extension HMRoom: HMRenamable {}
extension HMZone: HMRenamable {}
extension HMServiceGroup: HMRenamable {}
extension HMActionSet: HMRenamable {}
extension HMTrigger: HMRenamable {}

extension HMAccessory: HMRenamable {
    /// The accessory is out of reach.
    public var renameRefusal: HMError { HMError(.accessoryNotReachable) }
}

extension HMService: HMRenamable {
    /// The accessory is out of reach.
    public var renameRefusal: HMError { HMError(.accessoryNotReachable) }
}
#endif
