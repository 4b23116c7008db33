#if os(Linux)
import Foundation

/// One update of iOS 17's location stream (CoreLocation's `CLLocationUpdate`). A preview's device
/// has no location: `liveUpdates()` ends without an update, so a view model's loop finishes and
/// the view shows its state without a location.
public struct CLLocationUpdate: Sendable {
    /// The location, if any.
    public let location: CLLocation?
    /// Whether the device stopped moving.
    public let isStationary: Bool
    /// Whether the app may not use the location (iOS 18).
    public let authorizationDenied: Bool
    /// Whether the user has not yet been asked (iOS 18).
    public let authorizationRequestInProgress: Bool
    /// Whether location services are off (iOS 18).
    public let locationUnavailable: Bool

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
