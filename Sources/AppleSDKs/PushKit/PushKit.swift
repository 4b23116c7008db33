#if os(Linux)
@_exported import Foundation

/// A kind of push (PushKit's `PKPushType`).
public struct PKPushType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    /// A VoIP call's push.
    public static let voIP = Self(rawValue: "PKPushTypeVoIP")
    /// A watch complication's push.
    public static let complication = Self(rawValue: "PKPushTypeComplication")
    /// A file provider's push.
    public static let fileProvider = Self(rawValue: "PKPushTypeFileProvider")
}

/// The token of a kind of push (PushKit's `PKPushCredentials`); never delivered in a preview.
open class PKPushCredentials: NSObject, @unchecked Sendable {
    /// The kind of push.
    open internal(set) var type: PKPushType
    /// The token to send the server.
    open internal(set) var token: Data
    init(type: PKPushType, token: Data) {
        self.type = type
        self.token = token
    }
}

/// A push received (PushKit's `PKPushPayload`); never delivered in a preview.
open class PKPushPayload: NSObject, @unchecked Sendable {
    /// The kind of push.
    open internal(set) var type: PKPushType
    /// What the server sent.
    open internal(set) var dictionaryPayload: [AnyHashable: Any]
    init(type: PKPushType, dictionaryPayload: [AnyHashable: Any]) {
        self.type = type
        self.dictionaryPayload = dictionaryPayload
    }
}

/// Registers for pushes (PushKit's `PKPushRegistry`): a preview's device has no push service, so
/// no token is ever delivered, `pushToken(for:)` is nil and the delegate is never called.
open class PKPushRegistry: NSObject, @unchecked Sendable {
    /// Its delegate.
    open weak var delegate: (any PKPushRegistryDelegate)?
    /// The kinds of push asked for.
    open var desiredPushTypes: Set<PKPushType>?
    /// A registry calling its delegate on `queue`.
    public init(queue: DispatchQueue?) {}
    /// The token of a kind of push: none.
    open func pushToken(for type: PKPushType) -> Data? { nil }
}

/// What a push registry tells its delegate (PushKit's `PKPushRegistryDelegate`):
/// `pushRegistry(_:didUpdate:for:)` is required, the rest have defaults that do nothing (but call `completion`).
public protocol PKPushRegistryDelegate: AnyObject {
    /// A token was given for a kind of push.
    func pushRegistry(_ registry: PKPushRegistry, didUpdate pushCredentials: PKPushCredentials, for type: PKPushType)
    /// A push arrived; call `completion` when handled.
    func pushRegistry(_ registry: PKPushRegistry, didReceiveIncomingPushWith payload: PKPushPayload, for type: PKPushType,
                      completion: @escaping () -> Void)
    /// A push arrived (deprecated form).
    func pushRegistry(_ registry: PKPushRegistry, didReceiveIncomingPushWith payload: PKPushPayload, for type: PKPushType)
    /// A token is no longer valid.
    func pushRegistry(_ registry: PKPushRegistry, didInvalidatePushTokenFor type: PKPushType)
}

extension PKPushRegistryDelegate {
    public func pushRegistry(_ registry: PKPushRegistry, didReceiveIncomingPushWith payload: PKPushPayload, for type: PKPushType,
                             completion: @escaping () -> Void) { completion() }
    public func pushRegistry(_ registry: PKPushRegistry, didReceiveIncomingPushWith payload: PKPushPayload, for type: PKPushType) {}
    public func pushRegistry(_ registry: PKPushRegistry, didInvalidatePushTokenFor type: PKPushType) {}
}
#endif
