#if os(Linux)
@_exported import Foundation

/// The longest `LAContext.touchIDAuthenticationAllowableReuseDuration` (LocalAuthentication's
/// `LATouchIDAuthenticationMaximumAllowableReuseDuration`): five minutes.
public let LATouchIDAuthenticationMaximumAllowableReuseDuration: TimeInterval = 300

/// The error domain of LocalAuthentication's errors (`LAErrorDomain`).
public let LAErrorDomain = "com.apple.LocalAuthentication"

extension LAError: CustomNSError {
    /// The error's domain: `LAErrorDomain`.
    public static var errorDomain: String { LAErrorDomain }
    /// The code's number (`LAError.Code`'s raw value).
    public var errorCode: Int { code.rawValue }

    /// The user's credentials did not match.
    public static var authenticationFailed: Code { .authenticationFailed }
    /// The user cancelled.
    public static var userCancel: Code { .userCancel }
    /// The user chose the fallback button.
    public static var userFallback: Code { .userFallback }
    /// The system cancelled, as another app came forward.
    public static var systemCancel: Code { .systemCancel }
    /// The device has no passcode.
    public static var passcodeNotSet: Code { .passcodeNotSet }
    /// The device has no biometry.
    public static var biometryNotAvailable: Code { .biometryNotAvailable }
    /// The user enrolled no biometry.
    public static var biometryNotEnrolled: Code { .biometryNotEnrolled }
    /// Biometry is locked after failed attempts.
    public static var biometryLockout: Code { .biometryLockout }
    /// The app cancelled (`LAContext.invalidate()` during an evaluation).
    public static var appCancel: Code { .appCancel }
    /// The context was invalidated.
    public static var invalidContext: Code { .invalidContext }
    /// No paired companion device (such as an Apple Watch) was available.
    public static var companionNotAvailable: Code { .companionNotAvailable }
    /// The biometric accessory is not paired.
    public static var biometryNotPaired: Code { .biometryNotPaired }
    /// The biometric accessory is disconnected.
    public static var biometryDisconnected: Code { .biometryDisconnected }
    /// Displayed dimensions were invalid.
    public static var invalidDimensions: Code { .invalidDimensions }
    /// Authentication needed an interface it was not allowed to show.
    public static var notInteractive: Code { .notInteractive }
}

extension LAError.Code {
    /// Whether `error` is an `LAError` of `code`, as in `catch LAError.userCancel`.
    public static func ~= (code: Self, error: any Error) -> Bool {
        (error as? LAError)?.code == code
    }

    /// Touch ID's former name of `.biometryNotAvailable`.
    @available(*, deprecated, renamed: "biometryNotAvailable")
    public static var touchIDNotAvailable: Self { .biometryNotAvailable }
    /// Touch ID's former name of `.biometryNotEnrolled`.
    @available(*, deprecated, renamed: "biometryNotEnrolled")
    public static var touchIDNotEnrolled: Self { .biometryNotEnrolled }
    /// Touch ID's former name of `.biometryLockout`.
    @available(*, deprecated, renamed: "biometryLockout")
    public static var touchIDLockout: Self { .biometryLockout }
    /// The former name of `.companionNotAvailable`.
    @available(*, deprecated, renamed: "companionNotAvailable")
    public static var watchNotAvailable: Self { .companionNotAvailable }
}
#endif
