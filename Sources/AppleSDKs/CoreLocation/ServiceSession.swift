#if os(Linux)
@_exported import Foundation

/// Declares what location access a part of the app needs, and reports why it lacks it (iOS 18
/// Core Location's `CLServiceSession`). In a preview access is not determined and the prompt is
/// never answered: `diagnostics` yields exactly one diagnostic and ends — for a session asking for
/// `.whenInUse` or `.always` access it says the request is in progress (`authorizationRequestInProgress`),
/// for `.none` it reports nothing amiss — and after `invalidate()` it ends at once. A view model's
/// `for try await` loop therefore runs once and finishes instead of hanging the preview.
public final class CLServiceSession: @unchecked Sendable {
    /// The access a session asks for (Core Location's `CLServiceSession.AuthorizationRequirement`).
    public enum AuthorizationRequirement: Hashable, Sendable {
        /// None: the session asks for nothing, but counts as a session if access was given.
        case none
        /// Access while the app is in use.
        case whenInUse
        /// Access at all times.
        case always
    }

    /// Why a session's needs are not met (Core Location's `CLServiceSession.Diagnostic`).
    public struct Diagnostic: Sendable {
        /// Whether the app may not use the location.
        public let authorizationDenied: Bool
        /// Whether location services are off for every app.
        public let authorizationDeniedGlobally: Bool
        /// Whether the user is being asked for access.
        public let authorizationRequestInProgress: Bool
        /// Whether access is restricted, such as by parental controls.
        public let authorizationRestricted: Bool
        /// Whether `.always` access was asked for and refused.
        public let alwaysAuthorizationDenied: Bool
        /// Whether precise locations were asked for and refused.
        public let fullAccuracyDenied: Bool
        /// Whether the app is not in use enough for the session.
        public let insufficientlyInUse: Bool
        /// Whether the app needs a session to get updates.
        public let serviceSessionRequired: Bool

        init(authorizationRequestInProgress: Bool) {
            authorizationDenied = false
            authorizationDeniedGlobally = false
            self.authorizationRequestInProgress = authorizationRequestInProgress
            authorizationRestricted = false
            alwaysAuthorizationDenied = false
            fullAccuracyDenied = false
            insufficientlyInUse = false
            serviceSessionRequired = false
        }
    }

    /// The session's diagnostics as they change (Core Location's `CLServiceSession.Diagnostics`).
    public struct Diagnostics: AsyncSequence, Sendable {
        /// A diagnostic.
        public typealias Element = Diagnostic
        let pending: Diagnostic?
        /// Iterates the diagnostics.
        public struct Iterator: AsyncIteratorProtocol {
            var pending: Diagnostic?
            /// The next diagnostic: the one a preview has, then none.
            public mutating func next() async throws -> Diagnostic? {
                defer { pending = nil }
                return pending
            }
        }
        /// An iterator.
        public func makeAsyncIterator() -> Iterator { Iterator(pending: pending) }
    }

    /// The access the session asks for.
    let authorization: AuthorizationRequirement
    /// The `NSLocationTemporaryUsageDescriptionDictionary` key naming why precise locations are needed, if asked.
    let fullAccuracyPurposeKey: String?
    private let lock = NSLock()
    private var invalidated = false

    /// A session asking for `authorization` (the prompt never shows in a preview).
    public init(authorization: AuthorizationRequirement) {
        self.authorization = authorization
        fullAccuracyPurposeKey = nil
    }

    /// A session asking for `authorization` and precise locations, for the reason under `fullAccuracyPurposeKey`.
    public init(authorization: AuthorizationRequirement, fullAccuracyPurposeKey: String) {
        self.authorization = authorization
        self.fullAccuracyPurposeKey = fullAccuracyPurposeKey
    }

    /// The session's diagnostics: one (request in progress, unless it asks for `.none`), or none once invalidated.
    public var diagnostics: Diagnostics {
        let ended = lock.withLock { invalidated }
        return Diagnostics(pending: ended ? nil : Diagnostic(authorizationRequestInProgress: authorization != .none))
    }

    /// Ends the session.
    public func invalidate() { lock.withLock { invalidated = true } }
}
#endif
