#if os(Linux)
import Foundation
import SwiftUI

// AuthenticationServices' SwiftUI actions (iOS 16.4): `@Environment(\.webAuthenticationSession)`
// and `@Environment(\.authorizationController)`. A preview signs nobody in: each request ends
// as a user's cancel would, so the view shows its signed-out state.

/// Starts a web sign-in from a view (AuthenticationServices' `WebAuthenticationSession`).
public struct WebAuthenticationSession: Sendable {
    /// The browser session a sign-in asks for.
    public struct BrowserSession: Sendable, Hashable {
        let name: String
        /// The browser's shared cookies.
        public static let shared = BrowserSession(name: "shared")
        /// A private session of no cookies.
        public static let ephemeral = BrowserSession(name: "ephemeral")
    }

    /// Signs in at `url`: cancelled in a preview.
    public func authenticate(using url: URL, callbackURLScheme: String, preferredBrowserSession: BrowserSession? = nil,
                             additionalHeaderFields: [String: String] = [:]) async throws -> URL {
        throw ASAuthorizationError(.canceled)
    }
}

/// Runs authorization requests from a view (AuthenticationServices' `AuthorizationController`).
public struct AuthorizationController: Sendable {
    /// Runs `requests`: cancelled in a preview.
    public func performRequests(_ requests: [ASAuthorizationRequest], customMethods: [ASAuthorizationCustomMethod] = []) async throws -> ASAuthorizationResult {
        throw ASAuthorizationError(.canceled)
    }

    /// Runs `request`: cancelled in a preview.
    public func performRequest(_ request: ASAuthorizationRequest) async throws -> ASAuthorizationResult {
        throw ASAuthorizationError(.canceled)
    }

    /// Runs `requests` with options (iOS 16.4): cancelled in a preview.
    public func performRequests(_ requests: [ASAuthorizationRequest], options: ASAuthorizationController.RequestOptions) async throws -> ASAuthorizationResult {
        throw ASAuthorizationError(.canceled)
    }

    /// Runs `request` with options (iOS 16.4): cancelled in a preview.
    public func performRequest(_ request: ASAuthorizationRequest, options: ASAuthorizationController.RequestOptions) async throws -> ASAuthorizationResult {
        throw ASAuthorizationError(.canceled)
    }

    /// Offers `requests` in the keyboard's AutoFill bar (iOS 16.4): a preview's keyboard offers
    /// nothing, so it ends as a cancel.
    public func performAutoFillAssistedRequests(_ requests: [ASAuthorizationRequest]) async throws -> ASAuthorizationResult {
        throw ASAuthorizationError(.canceled)
    }
}

/// What an authorization gave (AuthenticationServices' `ASAuthorizationResult`).
public enum ASAuthorizationResult: Sendable {
    /// A Sign in with Apple credential.
    case appleID(ASAuthorizationAppleIDCredential)
    /// A password from the keychain.
    case password(ASPasswordCredential)
    /// A sign-in with a passkey.
    case passkeyAssertion(ASAuthorizationPlatformPublicKeyCredentialAssertion)
    /// A new passkey.
    case passkeyRegistration(ASAuthorizationPlatformPublicKeyCredentialRegistration)
    /// A sign-in method of the app's own, chosen by the user.
    case customMethod(ASAuthorizationCustomMethod)
}

extension EnvironmentValues {
    /// The action that starts a web sign-in.
    public var webAuthenticationSession: WebAuthenticationSession { WebAuthenticationSession() }
    /// The action that runs authorization requests.
    public var authorizationController: AuthorizationController { AuthorizationController() }
}
#endif
