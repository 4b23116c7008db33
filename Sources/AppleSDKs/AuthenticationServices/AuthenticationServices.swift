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
}

/// What an authorization controller tells its delegate (AuthenticationServices' `ASAuthorizationControllerDelegate`).
@MainActor
public protocol ASAuthorizationControllerDelegate: AnyObject {}

/// Where an authorization is presented (AuthenticationServices' `ASAuthorizationControllerPresentationContextProviding`).
@MainActor
public protocol ASAuthorizationControllerPresentationContextProviding: AnyObject {}

/// An authorization error (AuthenticationServices' `ASAuthorizationError`).
public struct ASAuthorizationError: Error, Sendable {
    /// Why it failed.
    public enum Code: Int, Sendable { case unknown = 1000, canceled, invalidResponse, notHandled, failed, notInteractive }
    /// The code.
    public let code: Code
    /// An error of a code.
    public init(_ code: Code) { self.code = code }
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
