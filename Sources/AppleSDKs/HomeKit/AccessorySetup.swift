#if os(Linux)
@_exported import Foundation

/// Proof that the user owns an accessory, negotiated outside HomeKit (HomeKit's
/// `HMAccessoryOwnershipToken`): the data kept as given.
open class HMAccessoryOwnershipToken: NSObject, @unchecked Sendable {
    /// The token's data.
    let data: Data
    /// A token of `data`; nil when it is empty.
    public init?(data: Data) {
        guard !data.isEmpty else { return nil }
        self.data = data
    }
}

/// What authenticates a HomeKit accessory, the URL of its setup code (HomeKit's
/// `HMAccessorySetupPayload`): kept as given; a preview adds no accessory with it.
open class HMAccessorySetupPayload: NSObject, @unchecked Sendable {
    /// The setup payload's URL, such as `X-HM://…` from the accessory's QR code.
    let setupPayloadURL: URL
    /// The ownership token, if any.
    let ownershipToken: HMAccessoryOwnershipToken?

    /// A payload of a setup code's URL; nil when there is none.
    public init?(url setupPayloadURL: URL?) {
        guard let setupPayloadURL else { return nil }
        self.setupPayloadURL = setupPayloadURL
        ownershipToken = nil
    }

    /// A payload of a setup code's URL and a token proving ownership.
    public init?(url setupPayloadURL: URL, ownershipToken: HMAccessoryOwnershipToken?) {
        self.setupPayloadURL = setupPayloadURL
        self.ownershipToken = ownershipToken
    }
}

/// How the system's accessory setup goes (HomeKit's `HMAccessorySetupRequest`): the values are
/// kept as set.
open class HMAccessorySetupRequest: NSObject, @unchecked Sendable {
    /// The home the accessory is added to; nil lets the user choose.
    open var homeUniqueIdentifier: UUID?
    /// The room suggested; nil lets the system suggest one.
    open var suggestedRoomUniqueIdentifier: UUID?
    /// The accessory's suggested name.
    open var suggestedAccessoryName: String?
    /// The setup payload; nil lets the user scan the accessory's code.
    open var payload: HMAccessorySetupPayload?
    /// A request with nothing set.
    public override init() {}
}

/// What the system's accessory setup added (HomeKit's `HMAccessorySetupResult`): only HomeKit makes
/// one, and a preview's setup never succeeds, so a preview never receives one.
open class HMAccessorySetupResult: NSObject, @unchecked Sendable {
    /// The home the accessories were added to.
    open private(set) var homeUniqueIdentifier: UUID
    /// The accessories added.
    open private(set) var accessoryUniqueIdentifiers: [UUID]

    init(homeUniqueIdentifier: UUID, accessoryUniqueIdentifiers: [UUID]) {
        self.homeUniqueIdentifier = homeUniqueIdentifier
        self.accessoryUniqueIdentifiers = accessoryUniqueIdentifiers
    }
}

/// Shows the system's sheet that adds accessories to a home (HomeKit's `HMAccessorySetupManager`),
/// which needs no home authorization. A preview cannot show the system's sheet, so setup ends as
/// when the user dismisses it: with `HMError(.operationCancelled)`, and nothing is added.
open class HMAccessorySetupManager: NSObject, @unchecked Sendable {
    /// A setup manager.
    public override init() {}

    /// Sets up accessories as `request` says: fails with `.operationCancelled`.
    open func performAccessorySetup(using request: HMAccessorySetupRequest,
                                    completionHandler completion: @escaping @Sendable (HMAccessorySetupResult?, (any Error)?) -> Void) {
        completion(nil, HMError(.operationCancelled))
    }

    /// Sets up accessories as `request` says: throws `.operationCancelled`.
    open func performAccessorySetup(using request: HMAccessorySetupRequest) async throws -> HMAccessorySetupResult {
        throw HMError(.operationCancelled)
    }
}

extension HMHome {
    /// Adds the accessories of a setup payload (HomeKit's `addAndSetupAccessories(with:completionHandler:)`):
    /// fails with `.homeAccessNotAuthorized`, as every change of a preview's home does.
    public func addAndSetupAccessories(with payload: HMAccessorySetupPayload,
                                       completionHandler completion: @escaping @Sendable ([HMAccessory]?, (any Error)?) -> Void) {
        completion(nil, HMError(.homeAccessNotAuthorized))
    }

    /// Adds the accessories of a setup payload (HomeKit's async `addAndSetupAccessories(with:)`):
    /// throws `.homeAccessNotAuthorized`.
    public func addAndSetupAccessories(with payload: HMAccessorySetupPayload) async throws -> [HMAccessory] {
        throw HMError(.homeAccessNotAuthorized)
    }
}
#endif
