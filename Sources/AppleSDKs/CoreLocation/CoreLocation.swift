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
    /// The speed in metres per second: not known (negative), as nothing moves in a preview.
    open var speed: CLLocationSpeed { -1 }
    /// The direction of travel in degrees: not known.
    open var course: CLLocationDirection { -1 }
    /// The vertical accuracy.
    open var verticalAccuracy: CLLocationAccuracy { 0 }
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
    /// Whether the device has a compass: no, in a preview.
    open class func headingAvailable() -> Bool { false }
    /// The degrees the heading must change by before an update.
    open var headingFilter: CLLocationDegrees = 1
    /// Starts reporting visits (none come in a preview).
    open func startMonitoringVisits() {}
    /// Stops reporting visits.
    open func stopMonitoringVisits() {}
    /// Asks for precise locations for this session: refused with `CLError.denied`, as access is not determined.
    open func requestTemporaryFullAccuracyAuthorization(withPurposeKey purposeKey: String, completion: (@Sendable ((any Error)?) -> Void)? = nil) {
        completion?(CLError(.denied))
    }
    /// Asks for precise locations for this session: throws `CLError.denied`, as access is not determined.
    open func requestTemporaryFullAccuracyAuthorization(withPurposeKey purposeKey: String) async throws { throw CLError(.denied) }
    /// What the app is tracking, for power use.
    open var activityType = CLActivityType.other
    /// Whether updates pause when the device does not move.
    open var pausesLocationUpdatesAutomatically = true
    /// Whether the blue bar shows in the background.
    open var showsBackgroundLocationIndicator = false
    /// The last heading: none.
    open var heading: CLHeading? { nil }
    /// The regions monitored.
    open var monitoredRegions: Set<CLRegion> { [] }
    /// Starts updates on significant changes.
    open func startMonitoringSignificantLocationChanges() {}
    /// Stops updates on significant changes.
    open func stopMonitoringSignificantLocationChanges() {}
    /// Starts monitoring `region`.
    open func startMonitoring(for region: CLRegion) {}
    /// Stops monitoring `region`.
    open func stopMonitoring(for region: CLRegion) {}
    /// Whether the device can monitor regions of a class (`CLCircularRegion.self`): no, as a preview's
    /// device has no region monitoring.
    open class func isMonitoringAvailable(for regionClass: AnyClass) -> Bool { false }
    /// The largest radius a monitored region may have: -1, which Core Location reports when region
    /// monitoring is unavailable.
    open var maximumRegionMonitoringDistance: CLLocationDistance { -1 }
    /// Asks for the device's state in `region`: no state is reported in a preview.
    open func requestState(for region: CLRegion) {}
}

/// What the app is tracking (Core Location's `CLActivityType`).
public enum CLActivityType: Int, Sendable { case other = 1, automotiveNavigation, fitness, otherNavigation, airborne }

/// A region monitored for entry and exit (Core Location's `CLRegion`).
open class CLRegion: NSObject, @unchecked Sendable {
    /// Its identifier.
    public let identifier: String
    /// Whether entry is reported.
    open var notifyOnEntry = true
    /// Whether exit is reported.
    open var notifyOnExit = true
    init(identifier: String) { self.identifier = identifier }
}

/// A circular region (Core Location's `CLCircularRegion`).
open class CLCircularRegion: CLRegion, @unchecked Sendable {
    /// The centre.
    public let center: CLLocationCoordinate2D
    /// The radius in metres.
    public let radius: CLLocationDistance
    /// A region around `center`.
    public init(center: CLLocationCoordinate2D, radius: CLLocationDistance, identifier: String) {
        self.center = center
        self.radius = radius
        super.init(identifier: identifier)
    }
    /// Whether `coordinate` is inside.
    open func contains(_ coordinate: CLLocationCoordinate2D) -> Bool {
        CLLocation(latitude: center.latitude, longitude: center.longitude)
            .distance(from: CLLocation(latitude: coordinate.latitude, longitude: coordinate.longitude)) <= radius
    }
}

/// What a location manager tells its delegate (Core Location's `CLLocationManagerDelegate`).
public protocol CLLocationManagerDelegate: AnyObject {
    /// New locations.
    func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation])
    /// A new heading.
    func locationManager(_ manager: CLLocationManager, didUpdateHeading newHeading: CLHeading)
    /// The device entered a region.
    func locationManager(_ manager: CLLocationManager, didEnterRegion region: CLRegion)
    /// The device left a region.
    func locationManager(_ manager: CLLocationManager, didExitRegion region: CLRegion)
    /// An error.
    func locationManager(_ manager: CLLocationManager, didFailWithError error: any Error)
    /// Access changed.
    func locationManagerDidChangeAuthorization(_ manager: CLLocationManager)
    /// The user arrived at or left a place.
    func locationManager(_ manager: CLLocationManager, didVisit visit: CLVisit)
    /// The device's state in a region.
    func locationManager(_ manager: CLLocationManager, didDetermineState state: CLRegionState, for region: CLRegion)
    /// Monitoring of a region started.
    func locationManager(_ manager: CLLocationManager, didStartMonitoringFor region: CLRegion)
    /// Monitoring of a region failed.
    func locationManager(_ manager: CLLocationManager, monitoringDidFailFor region: CLRegion?, withError error: any Error)
}

extension CLLocationManagerDelegate {
    public func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation]) {}
    public func locationManager(_ manager: CLLocationManager, didFailWithError error: any Error) {}
    public func locationManagerDidChangeAuthorization(_ manager: CLLocationManager) {}
    public func locationManager(_ manager: CLLocationManager, didUpdateHeading newHeading: CLHeading) {}
    public func locationManager(_ manager: CLLocationManager, didEnterRegion region: CLRegion) {}
    public func locationManager(_ manager: CLLocationManager, didExitRegion region: CLRegion) {}
    /// Does nothing.
    public func locationManager(_ manager: CLLocationManager, didVisit visit: CLVisit) {}
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
#endif
