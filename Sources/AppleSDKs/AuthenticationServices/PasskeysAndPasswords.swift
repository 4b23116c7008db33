#if os(Linux)
@_exported import Foundation

/// Something that makes authorization requests (AuthenticationServices' `ASAuthorizationProvider`).
public protocol ASAuthorizationProvider: AnyObject {}

extension ASAuthorizationAppleIDProvider: ASAuthorizationProvider {}

/// How strongly a passkey request wants the user verified (AuthenticationServices'
/// `ASAuthorizationPublicKeyCredentialUserVerificationPreference`).
public struct ASAuthorizationPublicKeyCredentialUserVerificationPreference: RawRepresentable, Hashable, Sendable {
    /// The value's name.
    public let rawValue: String
    /// The value of a name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Verified if the device can.
    public static let preferred = Self(rawValue: "preferred")
    /// Always verified.
    public static let required = Self(rawValue: "required")
    /// Not verified.
    public static let discouraged = Self(rawValue: "discouraged")
}

/// Makes passkey requests for a relying party (AuthenticationServices'
/// `ASAuthorizationPlatformPublicKeyCredentialProvider`); the requests never run in a preview.
open class ASAuthorizationPlatformPublicKeyCredentialProvider: NSObject, ASAuthorizationProvider, @unchecked Sendable {
    /// The website the passkeys belong to.
    public let relyingPartyIdentifier: String
    /// A provider for `relyingPartyIdentifier` (a domain such as "example.com").
    public init(relyingPartyIdentifier: String) { self.relyingPartyIdentifier = relyingPartyIdentifier }
    /// A request that creates a passkey for a user.
    open func createCredentialRegistrationRequest(challenge: Data, name: String, userID: Data)
        -> ASAuthorizationPlatformPublicKeyCredentialRegistrationRequest {
        ASAuthorizationPlatformPublicKeyCredentialRegistrationRequest(relyingPartyIdentifier: relyingPartyIdentifier, challenge: challenge,
                                                                      name: name, userID: userID)
    }
    /// A request that signs in with a passkey.
    open func createCredentialAssertionRequest(challenge: Data) -> ASAuthorizationPlatformPublicKeyCredentialAssertionRequest {
        ASAuthorizationPlatformPublicKeyCredentialAssertionRequest(relyingPartyIdentifier: relyingPartyIdentifier, challenge: challenge)
    }
}

/// A request that creates a passkey (AuthenticationServices'
/// `ASAuthorizationPlatformPublicKeyCredentialRegistrationRequest`).
open class ASAuthorizationPlatformPublicKeyCredentialRegistrationRequest: ASAuthorizationRequest, @unchecked Sendable {
    /// The website the passkey belongs to.
    public let relyingPartyIdentifier: String
    /// The server's challenge.
    open var challenge: Data
    /// The account's name.
    open var name: String
    /// The account's name as shown.
    open var displayName: String?
    /// The account's identifier.
    open var userID: Data
    /// Whether the user is verified.
    open var userVerificationPreference = ASAuthorizationPublicKeyCredentialUserVerificationPreference.preferred
    init(relyingPartyIdentifier: String, challenge: Data, name: String, userID: Data) {
        self.relyingPartyIdentifier = relyingPartyIdentifier
        self.challenge = challenge
        self.name = name
        self.userID = userID
    }
}

/// Identifies a passkey a sign-in may use (AuthenticationServices'
/// `ASAuthorizationPlatformPublicKeyCredentialDescriptor`).
open class ASAuthorizationPlatformPublicKeyCredentialDescriptor: NSObject, @unchecked Sendable {
    /// The passkey's identifier.
    open var credentialID: Data
    /// A descriptor of the passkey `credentialID`.
    public init(credentialID: Data) { self.credentialID = credentialID }
}

/// A request that signs in with a passkey (AuthenticationServices'
/// `ASAuthorizationPlatformPublicKeyCredentialAssertionRequest`).
open class ASAuthorizationPlatformPublicKeyCredentialAssertionRequest: ASAuthorizationRequest, @unchecked Sendable {
    /// The website the passkey belongs to.
    public let relyingPartyIdentifier: String
    /// The server's challenge.
    open var challenge: Data
    /// The passkeys the sign-in may use; empty for any.
    open var allowedCredentials: [ASAuthorizationPlatformPublicKeyCredentialDescriptor] = []
    /// Whether the user is verified.
    open var userVerificationPreference = ASAuthorizationPublicKeyCredentialUserVerificationPreference.preferred
    init(relyingPartyIdentifier: String, challenge: Data) {
        self.relyingPartyIdentifier = relyingPartyIdentifier
        self.challenge = challenge
    }
}

/// A new passkey (AuthenticationServices' `ASAuthorizationPlatformPublicKeyCredentialRegistration`);
/// a preview never gets one.
open class ASAuthorizationPlatformPublicKeyCredentialRegistration: NSObject, ASAuthorizationCredential, @unchecked Sendable {
    /// The passkey's identifier.
    open var credentialID: Data { Data() }
    /// The client data the server checks.
    open var rawClientDataJSON: Data { Data() }
    /// The attestation the server checks.
    open var rawAttestationObject: Data? { nil }
}

/// A sign-in with a passkey (AuthenticationServices' `ASAuthorizationPlatformPublicKeyCredentialAssertion`);
/// a preview never gets one.
open class ASAuthorizationPlatformPublicKeyCredentialAssertion: NSObject, ASAuthorizationCredential, @unchecked Sendable {
    /// The passkey's identifier.
    open var credentialID: Data { Data() }
    /// The client data the server checks.
    open var rawClientDataJSON: Data { Data() }
    /// The authenticator data the server checks.
    open var rawAuthenticatorData: Data! { Data() }
    /// The signature the server checks.
    open var signature: Data! { Data() }
    /// The account's identifier.
    open var userID: Data! { Data() }
}

/// Makes requests for a saved password (AuthenticationServices' `ASAuthorizationPasswordProvider`).
open class ASAuthorizationPasswordProvider: NSObject, ASAuthorizationProvider, @unchecked Sendable {
    /// A provider.
    public override init() {}
    /// A request for a password saved in the keychain.
    open func createRequest() -> ASAuthorizationPasswordRequest { ASAuthorizationPasswordRequest() }
}

/// A request for a saved password (AuthenticationServices' `ASAuthorizationPasswordRequest`).
open class ASAuthorizationPasswordRequest: ASAuthorizationRequest, @unchecked Sendable {}

/// A user name and password (AuthenticationServices' `ASPasswordCredential`).
open class ASPasswordCredential: NSObject, ASAuthorizationCredential, @unchecked Sendable {
    /// The user name.
    public let user: String
    /// The password.
    public let password: String
    /// A credential.
    public init(user: String, password: String) {
        self.user = user
        self.password = password
    }
}

/// A sign-in method of the app's own that an authorization may end in (AuthenticationServices'
/// `ASAuthorizationCustomMethod`).
public struct ASAuthorizationCustomMethod: RawRepresentable, Hashable, Sendable {
    /// The value's name.
    public let rawValue: String
    /// The value of a name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The TV provider's account.
    public static let videoSubscriberAccount = Self(rawValue: "videoSubscriberAccount")
    /// Restoring purchases.
    public static let restorePurchase = Self(rawValue: "restorePurchase")
    /// Another method.
    public static let other = Self(rawValue: "other")
}
#endif
