#if os(Linux)
@_exported import Foundation
import StandInUIKit
import SwiftUI

/// A scope of Sign in with Apple (AuthenticationServices' `ASAuthorization.Scope`).
public struct ASAuthorizationScope: Hashable, Sendable, RawRepresentable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let fullName = ASAuthorizationScope(rawValue: "full_name"), email = ASAuthorizationScope(rawValue: "email")
}

/// A finished authorization (AuthenticationServices' `ASAuthorization`).
open class ASAuthorization: NSObject, @unchecked Sendable {
    /// A scope.
    public typealias Scope = ASAuthorizationScope
    /// The credential.
    open var credential: any ASAuthorizationCredential { ASAuthorizationAppleIDCredential() }
}

/// A credential (AuthenticationServices' `ASAuthorizationCredential`).
public protocol ASAuthorizationCredential: AnyObject {}

/// An Apple ID credential (AuthenticationServices' `ASAuthorizationAppleIDCredential`).
open class ASAuthorizationAppleIDCredential: NSObject, ASAuthorizationCredential, @unchecked Sendable {
    /// The user's identifier.
    open var user: String { "" }
    /// The e-mail address.
    open var email: String? { nil }
    /// The name.
    open var fullName: PersonNameComponents? { nil }
    /// The identity token.
    open var identityToken: Data? { nil }
    /// The authorization code.
    open var authorizationCode: Data? { nil }
    /// Whether the user seems a real person: `.unsupported` in a preview, which has no user.
    open var realUserStatus: ASUserDetectionStatus { .unsupported }
}

/// Whether a Sign in with Apple user seems a real person (AuthenticationServices' `ASUserDetectionStatus`).
public enum ASUserDetectionStatus: Int, Sendable {
    /// The system can't tell.
    case unsupported
    /// The system hasn't decided.
    case unknown
    /// Likely a real person.
    case likelyReal
}

/// A request of a provider (AuthenticationServices' `ASAuthorizationRequest`).
open class ASAuthorizationRequest: NSObject, @unchecked Sendable {}

/// A Sign in with Apple request (AuthenticationServices' `ASAuthorizationAppleIDRequest`).
open class ASAuthorizationAppleIDRequest: ASAuthorizationRequest, @unchecked Sendable {
    /// The scopes asked for.
    open var requestedScopes: [ASAuthorization.Scope]?
    /// A nonce.
    open var nonce: String?
    /// The state.
    open var state: String?
}

/// Makes Sign in with Apple requests (AuthenticationServices' `ASAuthorizationAppleIDProvider`).
open class ASAuthorizationAppleIDProvider: NSObject, @unchecked Sendable {
    /// A credential's state.
    public enum CredentialState: Int, Sendable { case revoked, authorized, notFound, transferred }
    /// A provider.
    public override init() {}
    /// A request.
    open func createRequest() -> ASAuthorizationAppleIDRequest { ASAuthorizationAppleIDRequest() }
    /// The state of a user's credential: not found in a preview.
    open func credentialState(forUserID userID: String) async throws -> CredentialState { .notFound }
    /// The state of a user's credential, to a completion handler: not found in a preview.
    open func getCredentialState(forUserID userID: String, completion: @escaping @Sendable (CredentialState, (any Error)?) -> Void) {
        completion(.notFound, nil)
    }
}

/// Runs authorization requests (AuthenticationServices' `ASAuthorizationController`): never runs in a preview.
open class ASAuthorizationController: NSObject, @unchecked Sendable {
    /// Its delegate.
    open weak var delegate: (any ASAuthorizationControllerDelegate)?
    /// Its presentation context provider.
    open weak var presentationContextProvider: (any ASAuthorizationControllerPresentationContextProviding)?
    /// A controller of requests.
    public init(authorizationRequests: [ASAuthorizationRequest]) {}
    /// Runs the requests (nothing happens in a preview).
    open func performRequests() {}
    /// Runs the requests with options (AuthenticationServices' `performRequests(options:)`, iOS 16):
    /// nothing happens in a preview, and the delegate is never called.
    open func performRequests(options: RequestOptions = []) {}
    /// Offers the requests in the keyboard's AutoFill bar (AuthenticationServices'
    /// `performAutoFillAssistedRequests()`, iOS 16): a preview's keyboard offers nothing.
    open func performAutoFillAssistedRequests() {}
    /// Cancels the requests running (iOS 16).
    open func cancel() {}

    /// Options of how requests run (AuthenticationServices' `ASAuthorizationController.RequestOptions`).
    public struct RequestOptions: OptionSet, Sendable {
        /// The options' bits.
        public let rawValue: UInt
        /// Options of bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Only credentials already on the device; otherwise the request fails at once.
        public static let preferImmediatelyAvailableCredentials = RequestOptions(rawValue: 1)
    }
}

/// What an authorization controller tells its delegate (AuthenticationServices' `ASAuthorizationControllerDelegate`).
@MainActor
public protocol ASAuthorizationControllerDelegate: AnyObject {}

/// Where an authorization is presented (AuthenticationServices' `ASAuthorizationControllerPresentationContextProviding`).
@MainActor
public protocol ASAuthorizationControllerPresentationContextProviding: AnyObject {}

/// An authorization error (AuthenticationServices' `ASAuthorizationError`); `catch ASAuthorizationError.canceled`
/// matches it as it does the bridged error on a device.
public struct ASAuthorizationError: Error, CustomNSError, Sendable {
    /// Why it failed.
    public enum Code: Int, Sendable {
        case unknown = 1000, canceled, invalidResponse, notHandled, failed, notInteractive

        /// Whether `error` is an authorization error of this code (for `catch ASAuthorizationError.canceled`).
        public static func ~= (match: Code, error: any Error) -> Bool { (error as? ASAuthorizationError)?.code == match }
    }
    /// The code.
    public let code: Code
    /// An error of a code.
    public init(_ code: Code) { self.code = code }
    /// The error domain.
    public static var errorDomain: String { "com.apple.AuthenticationServices.AuthorizationError" }
    /// The code's number.
    public var errorCode: Int { code.rawValue }
    /// An unknown failure.
    public static var unknown: Code { .unknown }
    /// The user cancelled.
    public static var canceled: Code { .canceled }
    /// The response was invalid.
    public static var invalidResponse: Code { .invalidResponse }
    /// The request was not handled.
    public static var notHandled: Code { .notHandled }
    /// The request failed.
    public static var failed: Code { .failed }
    /// The request needed the user but could not ask.
    public static var notInteractive: Code { .notInteractive }
}

/// A web sign-in (AuthenticationServices' `ASWebAuthenticationSession`): never starts in a preview.
open class ASWebAuthenticationSession: NSObject, @unchecked Sendable {
    /// What a session finishes with.
    public typealias CompletionHandler = @Sendable (URL?, (any Error)?) -> Void
    /// Whether the browser's cookies are not shared.
    open var prefersEphemeralWebBrowserSession = false
    /// Where it is presented.
    open weak var presentationContextProvider: (any ASWebAuthenticationPresentationContextProviding)?
    /// A session.
    public init(url URL: URL, callbackURLScheme: String?, completionHandler: @escaping CompletionHandler) {}
    /// Starts (refused in a preview).
    @discardableResult open func start() -> Bool { false }
    /// Cancels.
    open func cancel() {}
}

/// The error domain of web sign-ins (AuthenticationServices' `ASWebAuthenticationSessionErrorDomain`).
public let ASWebAuthenticationSessionErrorDomain = "com.apple.AuthenticationServices.WebAuthenticationSession"

/// A web sign-in's error (AuthenticationServices' `ASWebAuthenticationSessionError`); both
/// `catch let error as ASWebAuthenticationSessionError where error.code == .canceledLogin` and
/// `catch ASWebAuthenticationSessionError.canceledLogin` match it, as they do on a device.
public struct ASWebAuthenticationSessionError: Error, CustomNSError, Sendable {
    /// Why it failed (AuthenticationServices' `ASWebAuthenticationSessionError.Code`).
    public enum Code: Int, Sendable {
        /// The user cancelled.
        case canceledLogin = 1
        /// No presentation context was given.
        case presentationContextNotProvided = 2
        /// The presentation context was invalid.
        case presentationContextInvalid = 3

        /// Whether `error` is a web sign-in error of this code (for `catch ASWebAuthenticationSessionError.canceledLogin`).
        public static func ~= (match: Code, error: any Error) -> Bool { (error as? ASWebAuthenticationSessionError)?.code == match }
    }
    /// The code.
    public let code: Code
    /// An error of a code.
    public init(_ code: Code, userInfo: [String: Any] = [:]) { self.code = code }
    /// The error domain.
    public static var errorDomain: String { ASWebAuthenticationSessionErrorDomain }
    /// The code's number.
    public var errorCode: Int { code.rawValue }
    /// The user cancelled.
    public static var canceledLogin: Code { .canceledLogin }
    /// No presentation context was given.
    public static var presentationContextNotProvided: Code { .presentationContextNotProvided }
    /// The presentation context was invalid.
    public static var presentationContextInvalid: Code { .presentationContextInvalid }
}

/// Where a web sign-in is presented (AuthenticationServices' `ASWebAuthenticationPresentationContextProviding`).
@MainActor
public protocol ASWebAuthenticationPresentationContextProviding: AnyObject {}

/// The window a sign-in is presented in (AuthenticationServices' `ASPresentationAnchor`).
public typealias ASPresentationAnchor = UIWindow

/// The Sign in with Apple button (AuthenticationServices' SwiftUI `SignInWithAppleButton`): a
/// rounded button of the system's height in the style's color. Its title is Apple's, localized by
/// the system, so it is not drawn as text the app would have to translate.
public struct SignInWithAppleButton: View {
    /// What the button says.
    public enum Label: Sendable { case signIn, `continue`, signUp }
    /// The button's colors.
    public struct Style: Sendable {
        let fill: Color
        /// Black.
        public static let black = Style(fill: .black)
        /// White.
        public static let white = Style(fill: .white)
        /// White with an outline.
        public static let whiteOutline = Style(fill: .white)
    }
    /// A button.
    public init(_ label: Label = .signIn, onRequest: @escaping (ASAuthorizationAppleIDRequest) -> Void,
                onCompletion: @escaping (Result<ASAuthorization, any Error>) -> Void) {}
    public var body: some View {
        RoundedRectangle(cornerRadius: 8).fill(Color.black).frame(minWidth: 140, minHeight: 44)
    }
}

extension View {
    /// Sets the Sign in with Apple button's style (accepted).
    public func signInWithAppleButtonStyle(_ style: SignInWithAppleButton.Style) -> some View { self }
}
#endif
