#if os(Linux)
@_exported import Foundation

/// An address of a place (Core Location's `CLPlacemark`): a preview's geocoder finds none, and a
/// placemark made here has no address parts.
open class CLPlacemark: NSObject, @unchecked Sendable {
    /// A copy of `placemark` (one without address parts in a preview).
    public convenience init(placemark: CLPlacemark) { self.init() }
    /// The name.
    open var name: String? { nil }
    /// The street.
    open var thoroughfare: String? { nil }
    /// The street number.
    open var subThoroughfare: String? { nil }
    /// The city.
    open var locality: String? { nil }
    /// The neighbourhood or landmark within the city.
    open var subLocality: String? { nil }
    /// The state or province.
    open var administrativeArea: String? { nil }
    /// The county or similar area within the state.
    open var subAdministrativeArea: String? { nil }
    /// The postal code.
    open var postalCode: String? { nil }
    /// The country.
    open var country: String? { nil }
    /// The country's ISO code, such as "US".
    open var isoCountryCode: String? { nil }
    /// The lake or river, for a place on one.
    open var inlandWater: String? { nil }
    /// The ocean, for a place on one.
    open var ocean: String? { nil }
    /// Areas of interest around the place, such as parks.
    open var areasOfInterest: [String]? { nil }
    /// The place's time zone.
    open var timeZone: TimeZone? { nil }
    /// The region around the place.
    open var region: CLRegion? { nil }
    /// The location.
    open var location: CLLocation? { nil }
}

/// Turns addresses into places and back (Core Location's `CLGeocoder`): finds nothing offline.
open class CLGeocoder: NSObject, @unchecked Sendable {
    /// A geocoder.
    public override init() {}
    /// Whether a request is running: no, each ends at once.
    open var isGeocoding: Bool { false }
    /// The places at a location: none.
    open func reverseGeocodeLocation(_ location: CLLocation) async throws -> [CLPlacemark] { [] }
    /// The places at a location, named in `locale`: none.
    open func reverseGeocodeLocation(_ location: CLLocation, preferredLocale locale: Locale?) async throws -> [CLPlacemark] { [] }
    /// The places at an address: none.
    open func geocodeAddressString(_ addressString: String) async throws -> [CLPlacemark] { [] }
    /// The places at a location: none.
    open func reverseGeocodeLocation(_ location: CLLocation, completionHandler: @escaping @Sendable ([CLPlacemark]?, (any Error)?) -> Void) {
        completionHandler([], nil)
    }
    /// The places at an address: none.
    open func geocodeAddressString(_ addressString: String, completionHandler: @escaping @Sendable ([CLPlacemark]?, (any Error)?) -> Void) {
        completionHandler([], nil)
    }
    /// Cancels.
    open func cancelGeocode() {}
}
#endif
