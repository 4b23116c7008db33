#if os(Linux)
import Foundation
import StandInCoreLocation
import StandInUIKit

/// The identifier of the annotation view a map view makes when its delegate makes none (MapKit's
/// `MKMapViewDefaultAnnotationViewReuseIdentifier`).
public let MKMapViewDefaultAnnotationViewReuseIdentifier = "MKMapViewDefaultAnnotationViewReuseIdentifier"
/// The identifier of the default cluster view (MapKit's `MKMapViewDefaultClusterAnnotationViewReuseIdentifier`).
public let MKMapViewDefaultClusterAnnotationViewReuseIdentifier = "MKMapViewDefaultClusterAnnotationViewReuseIdentifier"

/// A shape drawn over a map view (MapKit's `MKOverlay`).
public protocol MKOverlay: MKAnnotation {
    /// The rectangle it covers.
    var boundingMapRect: MKMapRect { get }
}

/// A circle over a map view (MapKit's `MKCircle`).
open class MKCircle: NSObject, MKOverlay, @unchecked Sendable {
    /// Its centre.
    public let coordinate: CLLocationCoordinate2D
    /// Its radius in metres.
    public let radius: CLLocationDistance
    /// The rectangle it covers: not computed in a preview.
    open var boundingMapRect: MKMapRect { .null }
    /// A circle of a centre and radius.
    public init(center coord: CLLocationCoordinate2D, radius: CLLocationDistance) {
        coordinate = coord
        self.radius = radius
    }
}

/// A polygon over a map view (MapKit's `MKPolygon`).
open class MKPolygon: NSObject, MKOverlay, @unchecked Sendable {
    /// Its corners.
    public let points: [CLLocationCoordinate2D]
    /// Its first corner.
    open var coordinate: CLLocationCoordinate2D { points.first ?? CLLocationCoordinate2D() }
    /// How many corners it has.
    open var pointCount: Int { points.count }
    /// The rectangle it covers: not computed in a preview.
    open var boundingMapRect: MKMapRect { .null }
    /// A polygon of `count` of `coords`.
    public init(coordinates coords: [CLLocationCoordinate2D], count: Int) { points = Array(coords.prefix(count)) }
}

/// Draws an overlay (MapKit's `MKOverlayRenderer`): a map view is a placeholder, so nothing is drawn.
open class MKOverlayRenderer: NSObject, @unchecked Sendable {
    /// The overlay drawn.
    public let overlay: any MKOverlay
    /// Its opacity.
    open var alpha: CGFloat = 1
    /// A renderer of an overlay.
    public init(overlay: any MKOverlay) { self.overlay = overlay }
}

/// Draws a shape overlay with a stroke and fill (MapKit's `MKOverlayPathRenderer`).
open class MKOverlayPathRenderer: MKOverlayRenderer, @unchecked Sendable {
    /// The stroke's color.
    open var strokeColor: UIColor?
    /// The fill's color.
    open var fillColor: UIColor?
    /// The stroke's width.
    open var lineWidth: CGFloat = 0
    /// The stroke's dashes.
    open var lineDashPattern: [NSNumber]?
}

/// Draws a line (MapKit's `MKPolylineRenderer`).
open class MKPolylineRenderer: MKOverlayPathRenderer, @unchecked Sendable {
    /// A renderer of a line.
    public init(polyline: MKPolyline) { super.init(overlay: polyline) }
}

/// Draws a circle (MapKit's `MKCircleRenderer`).
open class MKCircleRenderer: MKOverlayPathRenderer, @unchecked Sendable {
    /// A renderer of a circle.
    public init(circle: MKCircle) { super.init(overlay: circle) }
}

/// Draws a polygon (MapKit's `MKPolygonRenderer`).
open class MKPolygonRenderer: MKOverlayPathRenderer, @unchecked Sendable {
    /// A renderer of a polygon.
    public init(polygon: MKPolygon) { super.init(overlay: polygon) }
}

/// Where overlays sit among the map's labels (MapKit's `MKOverlayLevel`).
public enum MKOverlayLevel: Int, Sendable { case aboveRoads, aboveLabels }

/// How the map follows the user (MapKit's `MKUserTrackingMode`).
public enum MKUserTrackingMode: Int, Sendable { case none, follow, followWithHeading }

/// The user's place on a map view (MapKit's `MKUserLocation`): unknown in a preview.
open class MKUserLocation: NSObject, MKAnnotation, @unchecked Sendable {
    /// Where the user is: unknown.
    open var coordinate: CLLocationCoordinate2D { CLLocationCoordinate2D() }
    /// The location: none.
    open var location: CLLocation? { nil }
    /// Whether it is being updated: no.
    open var isUpdating: Bool { false }
    /// Its title.
    open var title: String?
}

/// A map as a UIKit view (MapKit's `MKMapView`): a placeholder of its frame in a preview. What
/// the app adds is kept, so it can read it back, and the delegate is never asked to draw.
open class MKMapView: UIView, @unchecked Sendable {
    /// The region shown.
    open var region = MKCoordinateRegion()
    /// The centre shown.
    open var centerCoordinate: CLLocationCoordinate2D {
        get { region.center }
        set { region.center = newValue }
    }
    /// The rectangle shown.
    open var visibleMapRect = MKMapRect.null
    /// The map's kind.
    open var mapType = MKMapType.standard
    /// Whether the user's location shows.
    open var showsUserLocation = false
    /// The user's place.
    public let userLocation = MKUserLocation()
    /// How the map follows the user.
    open var userTrackingMode = MKUserTrackingMode.none
    /// Whether it zooms, scrolls, rotates and pitches.
    open var isZoomEnabled = true, isScrollEnabled = true, isRotateEnabled = true, isPitchEnabled = true
    /// Whether the compass, scale and traffic show.
    open var showsCompass = true, showsScale = false, showsTraffic = false, showsBuildings = true
    /// The places of interest shown.
    open var pointOfInterestFilter: MKPointOfInterestFilter?
    /// Its delegate.
    open weak var delegate: (any MKMapViewDelegate)?
    /// The pins added.
    open private(set) var annotations: [any MKAnnotation] = []
    /// The overlays added.
    open private(set) var overlays: [any MKOverlay] = []
    /// The pins selected.
    open var selectedAnnotations: [any MKAnnotation] = []

    /// Sets the region.
    open func setRegion(_ region: MKCoordinateRegion, animated: Bool) { self.region = region }
    /// Centres the map.
    open func setCenter(_ coordinate: CLLocationCoordinate2D, animated: Bool) { centerCoordinate = coordinate }
    /// Shows a rectangle.
    open func setVisibleMapRect(_ mapRect: MKMapRect, animated: Bool) { visibleMapRect = mapRect }
    /// Shows a rectangle with padding.
    open func setVisibleMapRect(_ mapRect: MKMapRect, edgePadding insets: UIEdgeInsets, animated: Bool) { visibleMapRect = mapRect }
    /// Follows the user as `mode` says.
    open func setUserTrackingMode(_ mode: MKUserTrackingMode, animated: Bool) { userTrackingMode = mode }
    /// Zooms to show pins.
    open func showAnnotations(_ annotations: [any MKAnnotation], animated: Bool) {}
    /// Adds a pin.
    open func addAnnotation(_ annotation: any MKAnnotation) { annotations.append(annotation) }
    /// Adds pins.
    open func addAnnotations(_ annotations: [any MKAnnotation]) { self.annotations += annotations }
    /// Removes a pin.
    open func removeAnnotation(_ annotation: any MKAnnotation) { annotations.removeAll { $0 === annotation } }
    /// Removes pins.
    open func removeAnnotations(_ annotations: [any MKAnnotation]) {
        self.annotations.removeAll { pin in annotations.contains { $0 === pin } }
    }
    /// Selects a pin.
    open func selectAnnotation(_ annotation: any MKAnnotation, animated: Bool) { selectedAnnotations = [annotation] }
    /// Deselects a pin.
    open func deselectAnnotation(_ annotation: (any MKAnnotation)?, animated: Bool) { selectedAnnotations = [] }
    /// Adds an overlay.
    open func addOverlay(_ overlay: any MKOverlay) { overlays.append(overlay) }
    /// Adds an overlay at a level.
    open func addOverlay(_ overlay: any MKOverlay, level: MKOverlayLevel) { overlays.append(overlay) }
    /// Adds overlays.
    open func addOverlays(_ overlays: [any MKOverlay]) { self.overlays += overlays }
    /// Removes an overlay.
    open func removeOverlay(_ overlay: any MKOverlay) { overlays.removeAll { $0 === overlay } }
    /// Removes overlays.
    open func removeOverlays(_ overlays: [any MKOverlay]) {
        self.overlays.removeAll { shown in overlays.contains { $0 === shown } }
    }
    /// Registers an annotation view class for an identifier (kept by no one: the delegate is
    /// never asked for views, which is where apps dequeue them).
    open func register(_ viewClass: AnyClass?, forAnnotationViewWithReuseIdentifier identifier: String) {}
    /// A reusable annotation view: none yet.
    open func dequeueReusableAnnotationView(withIdentifier identifier: String) -> MKAnnotationView? { nil }
    /// A reusable annotation view for an annotation: a marker (the delegate that asks is never
    /// called in a preview).
    open func dequeueReusableAnnotationView(withIdentifier identifier: String, for annotation: any MKAnnotation) -> MKAnnotationView {
        MKMarkerAnnotationView(annotation: annotation, reuseIdentifier: identifier)
    }
    /// The view of a pin: none, as nothing is drawn.
    open func view(for annotation: any MKAnnotation) -> MKAnnotationView? { nil }
    /// The point of a coordinate in the view.
    open func convert(_ coordinate: CLLocationCoordinate2D, toPointTo view: UIView?) -> CGPoint { .zero }
    /// The coordinate of a point in the view.
    open func convert(_ point: CGPoint, toCoordinateFrom view: UIView?) -> CLLocationCoordinate2D { region.center }
}

/// What a map view asks and tells its delegate (MapKit's `MKMapViewDelegate`): a preview's map
/// view draws nothing, so it asks nothing.
@MainActor
public protocol MKMapViewDelegate: AnyObject {
    /// The view of a pin.
    func mapView(_ mapView: MKMapView, viewFor annotation: any MKAnnotation) -> MKAnnotationView?
    /// The renderer of an overlay.
    func mapView(_ mapView: MKMapView, rendererFor overlay: any MKOverlay) -> MKOverlayRenderer
    /// The region changed.
    func mapView(_ mapView: MKMapView, regionDidChangeAnimated animated: Bool)
    /// A pin was selected.
    func mapView(_ mapView: MKMapView, didSelect view: MKAnnotationView)
    /// A pin was deselected.
    func mapView(_ mapView: MKMapView, didDeselect view: MKAnnotationView)
    /// A callout's accessory was tapped.
    func mapView(_ mapView: MKMapView, annotationView view: MKAnnotationView, calloutAccessoryControlTapped control: UIControl)
    /// The user's location changed.
    func mapView(_ mapView: MKMapView, didUpdate userLocation: MKUserLocation)
}

extension MKMapViewDelegate {
    public func mapView(_ mapView: MKMapView, viewFor annotation: any MKAnnotation) -> MKAnnotationView? { nil }
    public func mapView(_ mapView: MKMapView, rendererFor overlay: any MKOverlay) -> MKOverlayRenderer { MKOverlayRenderer(overlay: overlay) }
    public func mapView(_ mapView: MKMapView, regionDidChangeAnimated animated: Bool) {}
    public func mapView(_ mapView: MKMapView, didSelect view: MKAnnotationView) {}
    public func mapView(_ mapView: MKMapView, didDeselect view: MKAnnotationView) {}
    public func mapView(_ mapView: MKMapView, annotationView view: MKAnnotationView, calloutAccessoryControlTapped control: UIControl) {}
    public func mapView(_ mapView: MKMapView, didUpdate userLocation: MKUserLocation) {}
}
#endif
