#if os(Linux)
@_exported import Foundation
import StandInCoreLocation

// Searching the places around a point or in a region, and placemarks shown as annotations. A
// preview is offline: a search finds nothing, and a placemark knows no address.

/// A search for the points of interest around a point or inside a region (MapKit's
/// `MKLocalPointsOfInterestRequest`), run by `MKLocalSearch(request:)`.
open class MKLocalPointsOfInterestRequest: NSObject, @unchecked Sendable {
    /// The centre searched around (the region's centre for a region).
    public let coordinate: CLLocationCoordinate2D
    /// The radius searched in metres (0 for a region).
    public let radius: CLLocationDistance
    /// The region searched (the square around the circle for a radius).
    public let region: MKCoordinateRegion
    /// The categories of places wanted; every category when nil.
    open var pointOfInterestFilter: MKPointOfInterestFilter?

    /// A search within `radius` metres of `coordinate`.
    public init(center coordinate: CLLocationCoordinate2D, radius: CLLocationDistance) {
        self.coordinate = coordinate
        self.radius = radius
        region = MKCoordinateRegion(center: coordinate, latitudinalMeters: 2 * radius, longitudinalMeters: 2 * radius)
    }

    /// A search inside `region`.
    public init(coordinateRegion region: MKCoordinateRegion) {
        coordinate = region.center
        radius = 0
        self.region = region
    }
}

extension MKLocalSearch {
    /// A search for the points of interest a request describes (MapKit's
    /// `MKLocalSearch(request:)` of an `MKLocalPointsOfInterestRequest`): finds nothing offline.
    public convenience init(request: MKLocalPointsOfInterestRequest) {
        let search = Request()
        search.region = request.region
        search.pointOfInterestFilter = request.pointOfInterestFilter
        self.init(request: search)
    }

    /// Runs the search, handing `completionHandler` what it found: nothing, in a preview
    /// (MapKit's `start(completionHandler:)`); it is called before this returns.
    public func start(completionHandler: @escaping @Sendable (MKLocalSearch.Response?, (any Error)?) -> Void) {
        completionHandler(Response(), nil)
    }

    /// Whether the search is running: never, as it ends at once.
    public var isSearching: Bool { false }
}

extension MKPlacemark: MKAnnotation {
    /// The placemark's title in a map's callout (MapKit's `MKPlacemark.title`): its name, else
    /// its address on one line; nil in a preview, where a placemark has neither.
    public var title: String? {
        if let name { return name }
        let street = [subThoroughfare, thoroughfare].compactMap { $0 }.joined(separator: " ")
        let parts = [street.isEmpty ? nil : street, locality, administrativeArea, postalCode, country].compactMap { $0 }
        return parts.isEmpty ? nil : parts.joined(separator: ", ")
    }

    /// The placemark's subtitle: none (MapKit's `MKPlacemark.subtitle`).
    public var subtitle: String? { nil }
}
#endif
