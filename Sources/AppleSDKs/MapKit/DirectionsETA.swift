#if os(Linux)
@_exported import Foundation
import StandInCoreLocation

// MapKit's travel-time estimates and route preferences. A preview is offline: an ETA request
// fails as a directions request does, so a view shows its "no estimate" state.

extension MKDirections {
    /// Whether a route may use roads of a kind (MapKit's `MKDirections.RoutePreference`).
    public enum RoutePreference: Int, Sendable, Hashable {
        /// Any road.
        case any
        /// Avoid them where possible.
        case avoid
    }

    /// A travel-time estimate (MapKit's `MKDirections.ETAResponse`). A preview never gets one,
    /// as the request fails offline; an app's own `ETAResponse()` holds zeros at a fixed date.
    open class ETAResponse: NSObject, @unchecked Sendable {
        /// Where the trip starts: the device's location.
        open var source: MKMapItem { MKMapItem.forCurrentLocation() }
        /// Where the trip ends: the device's location.
        open var destination: MKMapItem { MKMapItem.forCurrentLocation() }
        /// How long the trip takes, in seconds: 0.
        open var expectedTravelTime: TimeInterval { 0 }
        /// The route's length in metres: 0.
        open var distance: CLLocationDistance { 0 }
        /// When the trip starts: a fixed date (2001-01-01 UTC), never the clock.
        open var expectedDepartureDate: Date { Date(timeIntervalSinceReferenceDate: 0) }
        /// When the trip ends: the departure plus the travel time.
        open var expectedArrivalDate: Date { expectedDepartureDate.addingTimeInterval(expectedTravelTime) }
        /// How the trip is travelled: by car.
        open var transportType: MKDirectionsTransportType { .automobile }
        /// An empty estimate.
        public override init() {}
    }

    /// Asks for the travel time (MapKit's `calculateETA()`): throws `URLError(.notConnectedToInternet)`,
    /// as `calculate()` does, for a preview is offline.
    public func calculateETA() async throws -> ETAResponse { throw URLError(.notConnectedToInternet) }

    /// Asks for the travel time, telling `completionHandler` it failed offline (MapKit's
    /// `calculateETA(completionHandler:)`); it is called before this returns.
    public func calculateETA(completionHandler: @escaping @Sendable (ETAResponse?, (any Error)?) -> Void) {
        completionHandler(nil, URLError(.notConnectedToInternet))
    }

    /// Whether a request is running: never, as requests fail at once.
    public var isCalculating: Bool { false }

    /// Cancels a running request (none runs in a preview).
    public func cancel() {}
}
#endif
