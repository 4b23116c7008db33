#if os(Linux)
@_exported import StandInCoreLocation
import StandInUIKit

/// A span of a map region (MapKit's `MKCoordinateSpan`).
public struct MKCoordinateSpan: Hashable, Sendable {
    /// The latitude's span.
    public var latitudeDelta: CLLocationDegrees
    /// The longitude's span.
    public var longitudeDelta: CLLocationDegrees
    /// A span.
    public init(latitudeDelta: CLLocationDegrees, longitudeDelta: CLLocationDegrees) {
        self.latitudeDelta = latitudeDelta
        self.longitudeDelta = longitudeDelta
    }
    /// No span.
    public init() { self.init(latitudeDelta: 0, longitudeDelta: 0) }
}

/// A region of a map (MapKit's `MKCoordinateRegion`).
public struct MKCoordinateRegion: Hashable, Sendable {
    /// The center.
    public var center: CLLocationCoordinate2D
    /// The span.
    public var span: MKCoordinateSpan
    /// A region.
    public init(center: CLLocationCoordinate2D, span: MKCoordinateSpan) {
        self.center = center
        self.span = span
    }
    /// A region of distances around a center.
    public init(center: CLLocationCoordinate2D, latitudinalMeters: CLLocationDistance, longitudinalMeters: CLLocationDistance) {
        self.init(center: center, span: MKCoordinateSpan(latitudeDelta: latitudinalMeters / 111_000, longitudeDelta: longitudinalMeters / 111_000))
    }
    /// An empty region.
    public init() { self.init(center: CLLocationCoordinate2D(), span: MKCoordinateSpan()) }
}

/// A place with an address (MapKit's `MKPlacemark`).
open class MKPlacemark: CLPlacemark, @unchecked Sendable {
    /// The coordinate.
    public let coordinate: CLLocationCoordinate2D
    /// A placemark at a coordinate.
    public init(coordinate: CLLocationCoordinate2D) { self.coordinate = coordinate }
}

/// A point of interest (MapKit's `MKMapItem`).
open class MKMapItem: NSObject, @unchecked Sendable {
    /// The placemark.
    public let placemark: MKPlacemark
    /// The name.
    open var name: String?
    /// The phone number.
    open var phoneNumber: String?
    /// The web site.
    open var url: URL?
    /// An item of a placemark.
    public init(placemark: MKPlacemark) { self.placemark = placemark }
    /// The device's location.
    open class func forCurrentLocation() -> MKMapItem { MKMapItem(placemark: MKPlacemark(coordinate: CLLocationCoordinate2D())) }
    /// Opens Maps (not from a preview).
    @discardableResult open func openInMaps(launchOptions: [String: Any]? = nil) -> Bool { false }
}

/// Searches places (MapKit's `MKLocalSearch`): finds nothing offline.
open class MKLocalSearch: NSObject, @unchecked Sendable {
    /// A search's request.
    open class Request: NSObject, @unchecked Sendable {
        /// The text searched.
        open var naturalLanguageQuery: String?
        /// The region searched.
        open var region = MKCoordinateRegion()
        /// What kinds of result are wanted.
        open var resultTypes = ResultType.pointOfInterest
        /// The categories of places wanted.
        open var pointOfInterestFilter: MKPointOfInterestFilter?
        /// A request.
        public override init() {}
        /// A request for `naturalLanguageQuery`.
        public convenience init(naturalLanguageQuery: String) {
            self.init()
            self.naturalLanguageQuery = naturalLanguageQuery
        }

        /// Kinds of result.
        public struct ResultType: OptionSet, Sendable {
            /// The options' bits.
            public let rawValue: UInt
            /// Options of these bits.
            public init(rawValue: UInt) { self.rawValue = rawValue }
            /// Addresses.
            public static let address = ResultType(rawValue: 1)
            /// Points of interest.
            public static let pointOfInterest = ResultType(rawValue: 2)
            /// Physical features.
            public static let physicalFeature = ResultType(rawValue: 4)
        }
    }
    /// What a search found.
    open class Response: NSObject, @unchecked Sendable {
        /// The places: none.
        open var mapItems: [MKMapItem] { [] }
    }
    /// A search.
    public init(request: Request) {}
    /// Runs the search: nothing found.
    open func start() async throws -> Response { Response() }
    /// Cancels.
    open func cancel() {}
}

#endif
