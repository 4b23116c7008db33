#if os(Linux)
@_exported import Foundation

/// The device's heading (Core Location's `CLHeading`).
open class CLHeading: NSObject, @unchecked Sendable {
    /// Degrees from magnetic north.
    open var magneticHeading: CLLocationDirection { 0 }
    /// Degrees from true north.
    open var trueHeading: CLLocationDirection { 0 }
    /// How far off it may be.
    open var headingAccuracy: CLLocationDirection { -1 }
}

/// A place the user stayed at (Core Location's `CLVisit`): a preview reports none; one made by
/// hand has unknown times (`distantPast` and `distantFuture`, as Core Location marks them).
open class CLVisit: NSObject, @unchecked Sendable {
    /// When the user arrived: not known.
    open var arrivalDate: Date { .distantPast }
    /// When the user left: not yet.
    open var departureDate: Date { .distantFuture }
    /// Where the visit was.
    open var coordinate: CLLocationCoordinate2D { kCLLocationCoordinate2DInvalid }
    /// How far off `coordinate` may be, in metres.
    open var horizontalAccuracy: CLLocationAccuracy { -1 }
    /// A visit.
    public override init() {}
}

/// The coordinate Core Location gives when it has none (Core Location's `kCLLocationCoordinate2DInvalid`).
public let kCLLocationCoordinate2DInvalid = CLLocationCoordinate2D(latitude: -180, longitude: -180)

/// The domain of Core Location's errors (Core Location's `kCLErrorDomain`).
public let kCLErrorDomain = "kCLErrorDomain"

/// A Core Location error (Core Location's `CLError`); what a preview's location requests fail with.
public struct CLError: Error, Hashable, Sendable, CustomNSError {
    /// Why it failed (Core Location's `CLError.Code`).
    public enum Code: Int, Sendable, Hashable {
        case locationUnknown = 0, denied, network, headingFailure, regionMonitoringDenied, regionMonitoringFailure,
             regionMonitoringSetupDelayed, regionMonitoringResponseDelayed, geocodeFoundNoResult, geocodeFoundPartialResult,
             geocodeCanceled, deferredFailed, deferredNotUpdatingLocation, deferredAccuracyTooLow, deferredDistanceFiltered,
             deferredCanceled, rangingUnavailable, rangingFailure, promptDeclined, historicalLocationError
    }
    /// The code.
    public let code: Code
    /// An error of a code.
    public init(_ code: Code) { self.code = code }
    /// `kCLErrorDomain`.
    public static var errorDomain: String { kCLErrorDomain }
    /// The code's number.
    public var errorCode: Int { code.rawValue }
    /// The location is not known yet.
    public static var locationUnknown: Code { .locationUnknown }
    /// The user denied access.
    public static var denied: Code { .denied }
    /// The network is not available.
    public static var network: Code { .network }
    /// The heading could not be found.
    public static var headingFailure: Code { .headingFailure }
    /// Region monitoring is denied.
    public static var regionMonitoringDenied: Code { .regionMonitoringDenied }
    /// A geocode found nothing.
    public static var geocodeFoundNoResult: Code { .geocodeFoundNoResult }
    /// The user declined the prompt.
    public static var promptDeclined: Code { .promptDeclined }
}

extension CLError.Code {
    /// Whether `error` is a `CLError` of this code (`catch CLError.denied`).
    public static func ~= (code: CLError.Code, error: any Error) -> Bool { (error as? CLError)?.code == code }
}

/// Keeps location updates going while the app is in the background (Core Location's
/// `CLBackgroundActivitySession`): a preview never goes to the background, so it holds nothing.
open class CLBackgroundActivitySession: NSObject, @unchecked Sendable {
    /// A session, from now until it is invalidated.
    public override init() {}
    /// Ends the session.
    open func invalidate() {}
}
#endif
