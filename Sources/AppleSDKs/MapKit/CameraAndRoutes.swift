#if os(Linux)
import Foundation
import StandInCoreLocation
import SwiftUI

// MapKit's cameras, map rectangles, annotations and directions. A preview loads no tiles and asks
// no server: directions fail as offline, and a map's camera stays where the app put it.

/// A camera looking at the map (MapKit's `MapCamera`).
public struct MapCamera: Equatable, Sendable {
    /// The point looked at.
    public var centerCoordinate: CLLocationCoordinate2D
    /// The distance from it in metres.
    public var distance: Double
    /// The heading in degrees.
    public var heading: Double
    /// The pitch in degrees.
    public var pitch: Double

    /// A camera.
    public init(centerCoordinate: CLLocationCoordinate2D, distance: Double, heading: Double = 0, pitch: Double = 0) {
        self.centerCoordinate = centerCoordinate
        self.distance = distance
        self.heading = heading
        self.pitch = pitch
    }

    /// Cameras are equal when they look at the same point from the same place.
    public static func == (lhs: MapCamera, rhs: MapCamera) -> Bool {
        lhs.centerCoordinate.latitude == rhs.centerCoordinate.latitude && lhs.centerCoordinate.longitude == rhs.centerCoordinate.longitude
            && lhs.distance == rhs.distance && lhs.heading == rhs.heading && lhs.pitch == rhs.pitch
    }
}

/// Where a map's camera moved (MapKit's `MapCameraUpdateContext`).
public struct MapCameraUpdateContext: Sendable {
    /// The camera.
    public let camera: MapCamera
    /// The region shown.
    public let region: MKCoordinateRegion
    /// The rectangle shown.
    public let rect: MKMapRect
}

/// A point of the flat map (MapKit's `MKMapPoint`).
public struct MKMapPoint: Hashable, Sendable {
    /// Across.
    public var x: Double
    /// Down.
    public var y: Double
    /// A point.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }
    /// The point of `coordinate` on the Web Mercator projection MapKit uses.
    public init(_ coordinate: CLLocationCoordinate2D) {
        let world = 268_435_456.0
        x = (coordinate.longitude + 180) / 360 * world
        let sine = sin(coordinate.latitude * .pi / 180)
        y = (0.5 - log((1 + sine) / (1 - sine)) / (4 * .pi)) * world
    }
    /// The coordinate of this point, the inverse of the projection.
    public var coordinate: CLLocationCoordinate2D {
        let world = 268_435_456.0
        let longitude = x / world * 360 - 180
        let latitude = atan(sinh(.pi * (1 - 2 * y / world))) * 180 / .pi
        return CLLocationCoordinate2D(latitude: latitude, longitude: longitude)
    }
}

/// A size on the flat map (MapKit's `MKMapSize`).
public struct MKMapSize: Hashable, Sendable {
    /// Across.
    public var width: Double
    /// Down.
    public var height: Double
    /// A size.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }
}

/// A rectangle of the flat map (MapKit's `MKMapRect`).
public struct MKMapRect: Hashable, Sendable {
    /// Its corner.
    public var origin: MKMapPoint
    /// Its size.
    public var size: MKMapSize
    /// A rectangle.
    public init(origin: MKMapPoint, size: MKMapSize) {
        self.origin = origin
        self.size = size
    }
    /// A rectangle.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: MKMapPoint(x: x, y: y), size: MKMapSize(width: width, height: height))
    }
    /// No rectangle.
    public static let null = MKMapRect(x: .infinity, y: .infinity, width: 0, height: 0)
    /// The smallest rectangle holding both.
    public func union(_ other: MKMapRect) -> MKMapRect {
        guard origin.x.isFinite else { return other }
        guard other.origin.x.isFinite else { return self }
        let minX = min(origin.x, other.origin.x), minY = min(origin.y, other.origin.y)
        let maxX = max(origin.x + size.width, other.origin.x + other.size.width)
        let maxY = max(origin.y + size.height, other.origin.y + other.size.height)
        return MKMapRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}

/// Something placed on a map view (MapKit's `MKAnnotation`).
public protocol MKAnnotation: AnyObject {
    /// Where.
    var coordinate: CLLocationCoordinate2D { get }
    /// Its title.
    var title: String? { get }
    /// Its subtitle.
    var subtitle: String? { get }
}

extension MKAnnotation {
    /// No title.
    public var title: String? { nil }
    /// No subtitle.
    public var subtitle: String? { nil }
}

/// A pin on a map view (MapKit's `MKPointAnnotation`).
open class MKPointAnnotation: NSObject, MKAnnotation, @unchecked Sendable {
    /// Where.
    open var coordinate = CLLocationCoordinate2D()
    /// Its title.
    open var title: String?
    /// Its subtitle.
    open var subtitle: String?
    /// A pin.
    public override init() {}
    /// A pin at `coordinate`.
    public init(coordinate: CLLocationCoordinate2D, title: String? = nil, subtitle: String? = nil) {
        self.coordinate = coordinate
        self.title = title
        self.subtitle = subtitle
    }
}

/// Categories of places (MapKit's `MKPointOfInterestFilter`).
open class MKPointOfInterestFilter: NSObject, @unchecked Sendable {
    /// Every category.
    public static let includingAll = MKPointOfInterestFilter()
    /// No category.
    public static let excludingAll = MKPointOfInterestFilter()
    /// A filter.
    public override init() {}
    /// Only these categories.
    public init(including categories: [MKPointOfInterestCategory]) {}
    /// All but these categories.
    public init(excluding categories: [MKPointOfInterestCategory]) {}
}

/// A way from one place to another (MapKit's `MKRoute`).
open class MKRoute: NSObject, @unchecked Sendable {
    /// Its name.
    open var name: String { "" }
    /// Its length in metres.
    open var distance: CLLocationDistance { 0 }
    /// How long it takes, in seconds.
    open var expectedTravelTime: TimeInterval { 0 }
    /// Its steps, in order: none, as no route is found offline.
    open var steps: [Step] { [] }
    /// The route's line on the map: no points offline.
    open var polyline: MKPolyline { MKPolyline(coordinates: [], count: 0) }
    /// Advisories along the route.
    open var advisoryNotices: [String] { [] }
    /// How the route is travelled.
    open var transportType: MKDirectionsTransportType { .automobile }
    /// Whether the route has tolls.
    open var hasTolls: Bool { false }
    /// Whether the route uses highways.
    open var hasHighways: Bool { false }

    /// One leg of a route with its instruction (MapKit's `MKRoute.Step`).
    open class Step: NSObject, @unchecked Sendable {
        /// What the traveller is told to do ("Turn right onto Main Street").
        open var instructions: String { "" }
        /// A notice about the step, if any.
        open var notice: String? { nil }
        /// The step's line on the map.
        open var polyline: MKPolyline { MKPolyline(coordinates: [], count: 0) }
        /// Its length in metres.
        open var distance: CLLocationDistance { 0 }
        /// How the step is travelled.
        open var transportType: MKDirectionsTransportType { .automobile }
    }
}

/// How a route is travelled (MapKit's `MKDirectionsTransportType`). Hashable, as Apple's imported
/// option set is (Swift infers no `Hashable` for an option set declared in Swift), so apps can put
/// it in a `Set`, a `Picker`'s tag or a dictionary key.
public struct MKDirectionsTransportType: OptionSet, Hashable, Sendable {
    /// The options' bits.
    public let rawValue: UInt
    /// Options of these bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// By car.
    public static let automobile = MKDirectionsTransportType(rawValue: 1)
    /// On foot.
    public static let walking = MKDirectionsTransportType(rawValue: 2)
    /// By public transport.
    public static let transit = MKDirectionsTransportType(rawValue: 4)
    /// Any.
    public static let any = MKDirectionsTransportType(rawValue: 0x0FFF_FFFF)
}

/// Asks for directions (MapKit's `MKDirections`): no server answers in a preview.
open class MKDirections: NSObject, @unchecked Sendable {
    /// What to route.
    open class Request: NSObject, @unchecked Sendable {
        /// From.
        open var source: MKMapItem?
        /// To.
        open var destination: MKMapItem?
        /// How.
        open var transportType = MKDirectionsTransportType.automobile
        /// Whether alternatives are wanted.
        open var requestsAlternateRoutes = false
        /// When the trip starts, if the app gives a time.
        open var departureDate: Date?
        /// When the trip should end, if the app gives a time.
        open var arrivalDate: Date?
        /// Whether routes may use toll roads.
        open var tollPreference = RoutePreference.any
        /// Whether routes may use highways.
        open var highwayPreference = RoutePreference.any
        /// A request.
        public override init() {}
    }

    /// The routes found.
    open class Response: NSObject, @unchecked Sendable {
        /// The routes: none.
        open var routes: [MKRoute] { [] }
    }

    /// Directions for `request`.
    public init(request: Request) {}

    /// Asks for routes: fails, as a preview is offline.
    open func calculate() async throws -> Response { throw URLError(.notConnectedToInternet) }

    /// Asks for routes, telling `completionHandler` it failed.
    open func calculate(completionHandler: @escaping (Response?, (any Error)?) -> Void) {
        completionHandler(nil, URLError(.notConnectedToInternet))
    }
}

extension MapPolyline {
    /// A route's line.
    public init(_ route: MKRoute) { self.init(coordinates: []) }
}
#endif
