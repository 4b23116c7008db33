#if os(Linux)
@_exported import Foundation

/// Degrees of latitude or longitude (Core Location's `CLLocationDegrees`).
public typealias CLLocationDegrees = Double
/// Meters (Core Location's `CLLocationDistance`).
public typealias CLLocationDistance = Double
/// An accuracy in meters (Core Location's `CLLocationAccuracy`).
public typealias CLLocationAccuracy = Double
/// Meters per second (Core Location's `CLLocationSpeed`).
public typealias CLLocationSpeed = Double
/// Degrees from north (Core Location's `CLLocationDirection`).
public typealias CLLocationDirection = Double

/// A latitude and longitude (Core Location's `CLLocationCoordinate2D`).
public struct CLLocationCoordinate2D: Hashable, Sendable {
    /// The latitude.
    public var latitude: CLLocationDegrees
    /// The longitude.
    public var longitude: CLLocationDegrees
    /// A coordinate.
    public init(latitude: CLLocationDegrees, longitude: CLLocationDegrees) {
        self.latitude = latitude
        self.longitude = longitude
    }
    /// 0, 0.
    public init() { self.init(latitude: 0, longitude: 0) }
}

/// A coordinate (Core Location's C spelling).
public func CLLocationCoordinate2DMake(_ latitude: CLLocationDegrees, _ longitude: CLLocationDegrees) -> CLLocationCoordinate2D {
    CLLocationCoordinate2D(latitude: latitude, longitude: longitude)
}
/// Whether a coordinate is valid.
public func CLLocationCoordinate2DIsValid(_ coordinate: CLLocationCoordinate2D) -> Bool {
    abs(coordinate.latitude) <= 90 && abs(coordinate.longitude) <= 180
}

/// A place on Earth at a time (Core Location's `CLLocation`).
open class CLLocation: NSObject, @unchecked Sendable {
    /// The coordinate.
    public let coordinate: CLLocationCoordinate2D
    /// The altitude.
    public let altitude: CLLocationDistance
    /// The horizontal accuracy.
    public let horizontalAccuracy: CLLocationAccuracy
    /// When it was measured.
    public let timestamp: Date
    /// A location.
    public init(latitude: CLLocationDegrees, longitude: CLLocationDegrees) {
        coordinate = CLLocationCoordinate2D(latitude: latitude, longitude: longitude)
        altitude = 0
        horizontalAccuracy = 0
        timestamp = Date()
    }
    /// A location with accuracy.
    public init(coordinate: CLLocationCoordinate2D, altitude: CLLocationDistance, horizontalAccuracy hAccuracy: CLLocationAccuracy,
                verticalAccuracy vAccuracy: CLLocationAccuracy, timestamp: Date) {
        self.coordinate = coordinate
        self.altitude = altitude
        horizontalAccuracy = hAccuracy
        self.timestamp = timestamp
    }
    /// The distance to another location, along a sphere.
    open func distance(from location: CLLocation) -> CLLocationDistance {
        let radians = Double.pi / 180
        let (lat1, lat2) = (coordinate.latitude * radians, location.coordinate.latitude * radians)
        let dLat = lat2 - lat1, dLon = (location.coordinate.longitude - coordinate.longitude) * radians
        let a = sin(dLat / 2) * sin(dLat / 2) + cos(lat1) * cos(lat2) * sin(dLon / 2) * sin(dLon / 2)
        return 6_371_000 * 2 * atan2(a.squareRoot(), (1 - a).squareRoot())
    }
}

/// Whether the app may use the location (Core Location's `CLAuthorizationStatus`).
public enum CLAuthorizationStatus: Int, Sendable { case notDetermined, restricted, denied, authorizedAlways, authorizedWhenInUse }

/// How precise locations are (Core Location's `CLAccuracyAuthorization`).
public enum CLAccuracyAuthorization: Int, Sendable { case fullAccuracy, reducedAccuracy }

/// Delivers the device's location (Core Location's `CLLocationManager`): a preview has none, and
/// access is not determined.
open class CLLocationManager: NSObject, @unchecked Sendable {
    /// Its delegate.
    open weak var delegate: (any CLLocationManagerDelegate)?
    /// The accuracy wanted.
    open var desiredAccuracy: CLLocationAccuracy = kCLLocationAccuracyBest
    /// The distance before an update.
    open var distanceFilter: CLLocationDistance = kCLDistanceFilterNone
    /// Whether updates continue in the background.
    open var allowsBackgroundLocationUpdates = false
    /// The last location: none.
    open var location: CLLocation? { nil }
    /// Whether the app may use the location.
    open var authorizationStatus: CLAuthorizationStatus { .notDetermined }
    /// How precise locations are.
    open var accuracyAuthorization: CLAccuracyAuthorization { .fullAccuracy }
    /// A manager.
    public override init() {}
    /// Whether location services are on.
    open class func locationServicesEnabled() -> Bool { false }
    /// Asks for access while in use.
    open func requestWhenInUseAuthorization() {}
    /// Asks for access always.
    open func requestAlwaysAuthorization() {}
    /// Asks for one location.
    open func requestLocation() {}
    /// Starts updates.
    open func startUpdatingLocation() {}
    /// Stops updates.
    open func stopUpdatingLocation() {}
    /// Starts heading updates.
    open func startUpdatingHeading() {}
    /// Stops heading updates.
    open func stopUpdatingHeading() {}
}

/// What a location manager tells its delegate (Core Location's `CLLocationManagerDelegate`).
public protocol CLLocationManagerDelegate: AnyObject {
    /// New locations.
    func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation])
    /// An error.
    func locationManager(_ manager: CLLocationManager, didFailWithError error: any Error)
    /// Access changed.
    func locationManagerDidChangeAuthorization(_ manager: CLLocationManager)
}

extension CLLocationManagerDelegate {
    public func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation]) {}
    public func locationManager(_ manager: CLLocationManager, didFailWithError error: any Error) {}
    public func locationManagerDidChangeAuthorization(_ manager: CLLocationManager) {}
}

/// The best accuracy.
public let kCLLocationAccuracyBest: CLLocationAccuracy = -1
/// Accuracy to ten meters.
public let kCLLocationAccuracyNearestTenMeters: CLLocationAccuracy = 10
/// Accuracy to a hundred meters.
public let kCLLocationAccuracyHundredMeters: CLLocationAccuracy = 100
/// Accuracy to a kilometer.
public let kCLLocationAccuracyKilometer: CLLocationAccuracy = 1000
/// Every move updates.
public let kCLDistanceFilterNone: CLLocationDistance = -1

/// An address of a place (Core Location's `CLPlacemark`).
open class CLPlacemark: NSObject, @unchecked Sendable {
    /// The name.
    open var name: String? { nil }
    /// The city.
    open var locality: String? { nil }
    /// The country.
    open var country: String? { nil }
    /// The country's code.
    open var isoCountryCode: String? { nil }
    /// The street.
    open var thoroughfare: String? { nil }
    /// The postal code.
    open var postalCode: String? { nil }
    /// The region.
    open var administrativeArea: String? { nil }
    /// The location.
    open var location: CLLocation? { nil }
}

/// Turns addresses into places and back (Core Location's `CLGeocoder`): finds nothing offline.
open class CLGeocoder: NSObject, @unchecked Sendable {
    /// A geocoder.
    public override init() {}
    /// The places at a location: none.
    open func reverseGeocodeLocation(_ location: CLLocation) async throws -> [CLPlacemark] { [] }
    /// The places at an address: none.
    open func geocodeAddressString(_ addressString: String) async throws -> [CLPlacemark] { [] }
    /// The places at a location: none.
    open func reverseGeocodeLocation(_ location: CLLocation, completionHandler: @escaping @Sendable ([CLPlacemark]?, (any Error)?) -> Void) {
        completionHandler([], nil)
    }
    /// Cancels.
    open func cancelGeocode() {}
}
#endif
