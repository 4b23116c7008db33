#if os(Linux)
import StandInCoreLocation
import StandInUIKit
import SwiftUI

// MapKit API of map and place-search screens: search completion, the world rectangle, map
// features and scopes, camera bounds, user tracking, route polylines, snapshots, annotation
// views and the launch options of Maps. Offline, as a preview is: searches complete nothing,
// snapshots fail, nothing is selected.

// `MKPointOfInterestCategory` is in PointOfInterestCategory.swift.

/// Completes a place search as it is typed (MapKit's `MKLocalSearchCompleter`): completes nothing
/// offline, so a search screen shows its empty state.
open class MKLocalSearchCompleter: NSObject, @unchecked Sendable {
    /// The text typed so far.
    open var queryFragment = ""
    /// The region searched.
    open var region = MKCoordinateRegion()
    /// What kinds of result are wanted.
    open var resultTypes = ResultType.address
    /// The categories of places wanted.
    open var pointOfInterestFilter: MKPointOfInterestFilter?
    /// Its delegate.
    open weak var delegate: (any MKLocalSearchCompleterDelegate)?
    /// The completions: none.
    open var results: [MKLocalSearchCompletion] { [] }
    /// Whether it is searching: never.
    open var isSearching: Bool { false }
    /// A completer.
    public override init() {}
    /// Cancels.
    open func cancel() {}

    /// Kinds of completion.
    public struct ResultType: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Addresses.
        public static let address = ResultType(rawValue: 1)
        /// Points of interest.
        public static let pointOfInterest = ResultType(rawValue: 2)
        /// Search queries.
        public static let query = ResultType(rawValue: 4)
        /// Physical features.
        public static let physicalFeature = ResultType(rawValue: 8)
    }
}

/// A completion of a place search (MapKit's `MKLocalSearchCompletion`).
open class MKLocalSearchCompletion: NSObject, @unchecked Sendable {
    /// Its title.
    open var title: String { "" }
    /// Its subtitle.
    open var subtitle: String { "" }
}

/// What a completer tells its delegate (MapKit's `MKLocalSearchCompleterDelegate`).
public protocol MKLocalSearchCompleterDelegate: NSObjectProtocol {}

extension MKLocalSearch.Request {
    /// A request for the place a completion names.
    public convenience init(completion: MKLocalSearchCompletion) {
        self.init(naturalLanguageQuery: completion.title)
    }
}

extension MKMapRect {
    /// The whole flat map.
    public static let world = MKMapRect(x: 0, y: 0, width: 268_435_456, height: 268_435_456)
}

extension MKCoordinateRegion {
    /// The region a flat-map rectangle covers.
    public init(_ rect: MKMapRect) {
        let northWest = MKMapPoint(x: rect.origin.x, y: rect.origin.y).coordinate
        let southEast = MKMapPoint(x: rect.origin.x + rect.size.width, y: rect.origin.y + rect.size.height).coordinate
        self.init(center: CLLocationCoordinate2D(latitude: (northWest.latitude + southEast.latitude) / 2,
                                                 longitude: (northWest.longitude + southEast.longitude) / 2),
                  span: MKCoordinateSpan(latitudeDelta: abs(northWest.latitude - southEast.latitude),
                                         longitudeDelta: abs(southEast.longitude - northWest.longitude)))
    }
}

/// A place on the map a user can select (MapKit's `MapFeature`).
public struct MapFeature: Hashable, Sendable {
    /// Its title.
    public let title: String?
    /// Its coordinate.
    public let coordinate: CLLocationCoordinate2D
    /// Its category.
    public let pointOfInterestCategory: MKPointOfInterestCategory?

    public static func == (lhs: MapFeature, rhs: MapFeature) -> Bool { lhs.title == rhs.title }
    public func hash(into hasher: inout Hasher) { hasher.combine(title) }
}

/// Where a map's camera may go (MapKit's `MapCameraBounds`).
public struct MapCameraBounds: Sendable {
    /// Bounds of a centre region and distances.
    public init(centerCoordinateBounds: MKCoordinateRegion, minimumDistance: Double? = nil, maximumDistance: Double? = nil) {}
    /// Bounds of a centre rectangle and distances.
    public init(centerCoordinateBounds: MKMapRect, minimumDistance: Double? = nil, maximumDistance: Double? = nil) {}
    /// Bounds of distances only.
    public init(minimumDistance: Double? = nil, maximumDistance: Double? = nil) {}
}

/// Whether an iOS 14 map follows the user (MapKit's `MapUserTrackingMode`).
public enum MapUserTrackingMode: Sendable, Hashable { case none, follow }

/// Whether a map control shows (MapKit's `mapControlVisibility`).
extension View {
    /// Whether map controls show (accepted).
    public func mapControlVisibility(_ visibility: Visibility) -> some View { self }
    /// The namespace a map and its controls share (accepted).
    public func mapScope(_ scope: Namespace.ID) -> some View { self }
    /// A sheet of a map item's details (never shown: nothing is selected in a render).
    public func mapItemDetailSheet(item: Binding<MKMapItem?>, displaysMap: Bool = true) -> some View { self }
    /// A sheet of a map feature's details (never shown).
    public func mapFeatureSelectionDetail(_ detail: Any? = nil) -> some View { self }
    /// Which map features cannot be selected (accepted).
    public func mapFeatureSelectionDisabled(_ isDisabled: @escaping (MapFeature) -> Bool) -> some View { self }
    /// A view of a map feature's details (never shown).
    public func mapFeatureSelectionContent<C: View>(@ViewBuilder content: @escaping (MapFeature) -> C) -> some View { self }
}

/// A line on a UIKit map (MapKit's `MKPolyline`).
open class MKPolyline: NSObject, MKOverlay, @unchecked Sendable {
    /// Its points.
    public let points: [CLLocationCoordinate2D]
    /// Its middle.
    open var coordinate: CLLocationCoordinate2D { points.first ?? CLLocationCoordinate2D() }
    /// How many points it has.
    open var pointCount: Int { points.count }
    /// Its bounding rectangle.
    open var boundingMapRect: MKMapRect { .null }
    /// A line through `count` of `coordinates`.
    public init(coordinates: UnsafePointer<CLLocationCoordinate2D>?, count: Int) {
        points = coordinates.map { Array(UnsafeBufferPointer(start: $0, count: count)) } ?? []
    }
    /// A line through `coordinates`.
    public init(coordinates: [CLLocationCoordinate2D], count: Int) { points = Array(coordinates.prefix(count)) }
}

/// A view of an annotation on a UIKit map (MapKit's `MKAnnotationView`).
open class MKAnnotationView: UIView, @unchecked Sendable {
    /// The annotation.
    open var annotation: (any MKAnnotation)?
    /// Whether a callout shows on selection.
    open var canShowCallout = false
    /// Its image.
    open var image: UIImage?
    /// The view at the callout's trailing end (an info button).
    open var rightCalloutAccessoryView: UIView?
    /// The view at the callout's leading end.
    open var leftCalloutAccessoryView: UIView?
    /// The callout's detail view.
    open var detailCalloutAccessoryView: UIView?
    /// Where it sits relative to its coordinate.
    open var centerOffset = CGPoint.zero
    /// Whether it can be dragged.
    open var isDraggable = false
    /// Whether it is selected.
    open var isSelected = false
    /// The identifier it is reused by.
    open private(set) var reuseIdentifier: String?
    /// Groups it clusters with.
    open var clusteringIdentifier: String?
    /// How it is shown when pins overlap.
    open var displayPriority = MKFeatureDisplayPriority.required
    /// An annotation view (designated, as custom annotation views override it).
    public init(annotation: (any MKAnnotation)?, reuseIdentifier: String?) {
        self.annotation = annotation
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: .zero)
    }
    /// An annotation view of a frame.
    public override init(frame: CGRect) { super.init(frame: frame) }
    /// Not from an archive.
    public required init?(coder: NSCoder) { return nil }
}

/// How important an annotation is when pins overlap (MapKit's `MKFeatureDisplayPriority`).
public struct MKFeatureDisplayPriority: RawRepresentable, Hashable, Sendable {
    public let rawValue: Float
    public init(rawValue: Float) { self.rawValue = rawValue }
    /// Always shown.
    public static let required = MKFeatureDisplayPriority(rawValue: 1000)
    /// Shown before low ones.
    public static let defaultHigh = MKFeatureDisplayPriority(rawValue: 750)
    /// Hidden first.
    public static let defaultLow = MKFeatureDisplayPriority(rawValue: 250)
}

/// A balloon marker on a UIKit map (MapKit's `MKMarkerAnnotationView`).
open class MKMarkerAnnotationView: MKAnnotationView, @unchecked Sendable {
    /// Its tint.
    open var markerTintColor: UIColor?
    /// Its glyph's text.
    open var glyphText: String?
    /// Its glyph's image.
    open var glyphImage: UIImage?
}

/// Takes a picture of a map region (MapKit's `MKMapSnapshotter`): fails offline, so a view
/// shows its placeholder.
open class MKMapSnapshotter: NSObject, @unchecked Sendable {
    /// What to take a picture of.
    open class Options: NSObject, @unchecked Sendable {
        /// The region.
        open var region = MKCoordinateRegion()
        /// The picture's size.
        open var size = CGSize(width: 256, height: 256)
        /// The picture's scale.
        open var scale: CGFloat = 3
        /// The map's type.
        open var mapType = MKMapType.standard
        /// Which points of interest show.
        open var pointOfInterestFilter: MKPointOfInterestFilter?
        /// Options.
        public override init() {}
    }

    /// A picture of a map (MapKit's `MKMapSnapshotter.Snapshot`).
    open class Snapshot: NSObject, @unchecked Sendable {
        /// The picture.
        open var image: UIImage { UIImage() }
        /// Where a coordinate is in the picture.
        open func point(for coordinate: CLLocationCoordinate2D) -> CGPoint { .zero }
    }

    /// Why a snapshot failed: no network.
    public struct Unavailable: Error, CustomStringConvertible {
        public var description: String { "map snapshots need the network, which a preview does not have" }
    }

    /// A snapshotter.
    public init(options: Options) {}
    /// Takes the picture: fails offline.
    open func start() async throws -> Snapshot { throw Unavailable() }
    /// Takes the picture, to a completion handler: fails offline.
    open func start(completionHandler: @escaping @Sendable (Snapshot?, (any Error)?) -> Void) { completionHandler(nil, Unavailable()) }
    /// Cancels.
    open func cancel() {}
}

/// A UIKit map's type (MapKit's `MKMapType`).
public enum MKMapType: UInt, Sendable { case standard, satellite, hybrid, satelliteFlyover, hybridFlyover, mutedStandard }

/// The key of the directions mode for `openInMaps(launchOptions:)`.
public let MKLaunchOptionsDirectionsModeKey = "MKLaunchOptionsDirectionsMode"
/// Driving directions.
public let MKLaunchOptionsDirectionsModeDriving = "MKLaunchOptionsDirectionsModeDriving"
/// Walking directions.
public let MKLaunchOptionsDirectionsModeWalking = "MKLaunchOptionsDirectionsModeWalking"
/// Transit directions.
public let MKLaunchOptionsDirectionsModeTransit = "MKLaunchOptionsDirectionsModeTransit"
/// The default directions mode.
public let MKLaunchOptionsDirectionsModeDefault = "MKLaunchOptionsDirectionsModeDefault"
/// The key of the map's type.
public let MKLaunchOptionsMapTypeKey = "MKLaunchOptionsMapType"
/// The key of whether traffic shows.
public let MKLaunchOptionsShowsTrafficKey = "MKLaunchOptionsShowsTraffic"
#endif
