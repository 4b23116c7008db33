#if os(Linux)
@_exported import Foundation

/// What a device can authenticate with (LocalAuthentication's `LAPolicy`).
public enum LAPolicy: Int, Sendable { case deviceOwnerAuthenticationWithBiometrics = 1, deviceOwnerAuthentication }

/// The biometry a device has (LocalAuthentication's `LABiometryType`).
public enum LABiometryType: Int, Sendable { case none, touchID, faceID, opticID }

/// An authentication error (LocalAuthentication's `LAError`).
public struct LAError: Error, Sendable {
    /// Why it failed.
    public enum Code: Int, Sendable { case authenticationFailed = -1, userCancel = -2, userFallback = -3, systemCancel = -4, passcodeNotSet = -5,
                                      biometryNotAvailable = -6, biometryNotEnrolled = -7, biometryLockout = -8, appCancel = -9,
                                      invalidContext = -10, companionNotAvailable = -11, biometryNotPaired = -12,
                                      biometryDisconnected = -13, invalidDimensions = -14, notInteractive = -1004 }
    /// The code.
    public let code: Code
    /// An error of a code.
    public init(_ code: Code) { self.code = code }
}

/// Asks the device owner to authenticate (LocalAuthentication's `LAContext`): a preview has a
/// device with Face ID, and authentication is never attempted.
open class LAContext: NSObject, @unchecked Sendable {
    /// The biometry: Face ID.
    open var biometryType: LABiometryType { .faceID }
    /// The fallback button's title.
    open var localizedFallbackTitle: String?
    /// The cancel button's title.
    open var localizedCancelTitle: String?
    /// How long, in seconds, a recent device unlock counts as a Touch ID authentication (0: never).
    open var touchIDAuthenticationAllowableReuseDuration: TimeInterval = 0
    /// The reason shown when a keychain item needs authentication.
    open var localizedReason = ""
    /// Whether authentication may show its interface (if not, it fails with `.notInteractive`).
    open var interactionNotAllowed = false
    /// A context.
    public override init() {}
    /// Whether a policy can be evaluated: no, in a preview.
    open func canEvaluatePolicy(_ policy: LAPolicy, error: UnsafeMutablePointer<NSError?>?) -> Bool { false }
    /// Evaluates a policy: refused.
    open func evaluatePolicy(_ policy: LAPolicy, localizedReason: String) async throws -> Bool { throw LAError(.notInteractive) }
    /// Evaluates a policy: refused.
    open func evaluatePolicy(_ policy: LAPolicy, localizedReason: String, reply: @escaping @Sendable (Bool, (any Error)?) -> Void) {
        reply(false, LAError(.notInteractive))
    }
    /// Forgets the authentication.
    open func invalidate() {}
}
#endif
