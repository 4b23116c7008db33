#if os(Linux)
@_exported import Foundation

/// One update of iOS 17's location stream (CoreLocation's `CLLocationUpdate`). A preview's device
/// has no location: `liveUpdates()` ends without an update, so a view model's loop finishes and
/// the view shows its state without a location.
public struct CLLocationUpdate: Sendable {
    /// The location, if any.
    public let location: CLLocation?
    /// Whether the device stopped moving (iOS 17's name of `stationary`).
    public let isStationary: Bool
    /// Whether the device stopped moving (iOS 18).
    public var stationary: Bool { isStationary }
    /// Whether the app may not use the location (iOS 18).
    public let authorizationDenied: Bool
    /// Whether location services are off for every app (iOS 18).
    public let authorizationDeniedGlobally: Bool
    /// Whether the user is being asked for access (iOS 18).
    public let authorizationRequestInProgress: Bool
    /// Whether access is restricted, such as by parental controls (iOS 18).
    public let authorizationRestricted: Bool
    /// Whether the app is not in use enough to get updates (iOS 18).
    public let insufficientlyInUse: Bool
    /// Whether the location cannot be found right now (iOS 18).
    public let locationUnavailable: Bool
    /// Whether locations are only approximate (iOS 18).
    public let accuracyLimited: Bool
    /// Whether a `CLServiceSession` is needed for updates (iOS 18).
    public let serviceSessionRequired: Bool

    init(location: CLLocation?, isStationary: Bool = false, authorizationDenied: Bool = false, authorizationDeniedGlobally: Bool = false,
         authorizationRequestInProgress: Bool = false, authorizationRestricted: Bool = false, insufficientlyInUse: Bool = false,
         locationUnavailable: Bool = false, accuracyLimited: Bool = false, serviceSessionRequired: Bool = false) {
        self.location = location
        self.isStationary = isStationary
        self.authorizationDenied = authorizationDenied
        self.authorizationDeniedGlobally = authorizationDeniedGlobally
        self.authorizationRequestInProgress = authorizationRequestInProgress
        self.authorizationRestricted = authorizationRestricted
        self.insufficientlyInUse = insufficientlyInUse
        self.locationUnavailable = locationUnavailable
        self.accuracyLimited = accuracyLimited
        self.serviceSessionRequired = serviceSessionRequired
    }

    /// What kind of motion the updates are tuned for.
    public struct LiveConfiguration: Sendable, Hashable {
        let name: String
        /// Any motion.
        public static let `default` = LiveConfiguration(name: "default")
        /// Driving.
        public static let automotiveNavigation = LiveConfiguration(name: "automotiveNavigation")
        /// Walking or running.
        public static let fitness = LiveConfiguration(name: "fitness")
        /// Other navigation.
        public static let otherNavigation = LiveConfiguration(name: "otherNavigation")
        /// In the air.
        public static let airborne = LiveConfiguration(name: "airborne")
    }

    /// The stream of updates.
    public struct Updates: AsyncSequence, Sendable {
        /// An update.
        public typealias Element = CLLocationUpdate
        /// Iterates the updates: none.
        public struct AsyncIterator: AsyncIteratorProtocol {
            /// The next update: none, the stream ends.
            public mutating func next() async throws -> CLLocationUpdate? { nil }
        }
        /// An iterator.
        public func makeAsyncIterator() -> AsyncIterator { AsyncIterator() }
    }

    /// The device's location updates: none in a preview.
    public static func liveUpdates(_ configuration: LiveConfiguration = .default) -> Updates { Updates() }
}
#endif
