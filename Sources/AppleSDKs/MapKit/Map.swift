#if os(Linux)
import StandInCoreLocation
import SwiftUI

/// Where a map's camera is (MapKit's `MapCameraPosition`).
public struct MapCameraPosition: Equatable, Sendable {
    /// The region shown, when the position is a region.
    public let region: MKCoordinateRegion?
    /// The camera, when the position is a camera.
    public var camera: MapCamera? { nil }
    /// The item shown, when the position is an item.
    public var item: MKMapItem? { nil }
    /// The rectangle shown, when the position is a rectangle.
    public var rect: MKMapRect? { nil }
    /// Whether the camera follows the user's location: never in a preview.
    public var followsUserLocation: Bool { false }
    /// A camera.
    public static func camera(_ camera: MapCamera) -> MapCameraPosition { MapCameraPosition(region: nil) }
    /// A rectangle of the map.
    public static func rect(_ rect: MKMapRect) -> MapCameraPosition { MapCameraPosition(region: nil) }
    /// The app's choice (the system's, here).
    public static let automatic = MapCameraPosition(region: nil)
    /// The user's location, the camera turning with their heading when `followsHeading`: a preview
    /// knows no location, so the map shows `fallback`.
    public static func userLocation(followsHeading: Bool = false, fallback: MapCameraPosition) -> MapCameraPosition { fallback }
    /// A region.
    public static func region(_ region: MKCoordinateRegion) -> MapCameraPosition { MapCameraPosition(region: region) }
    /// An item.
    public static func item(_ item: MKMapItem, allowsAutomaticPitch: Bool = false) -> MapCameraPosition { MapCameraPosition(region: nil) }
    /// The region shown, when set.
    public var positionedByUser: Bool { false }
}

/// How a map is drawn (MapKit's `MapStyle`).
public struct MapStyle: Sendable {
    /// The standard map.
    public static let standard = MapStyle()
    /// Satellite imagery.
    public static let imagery = MapStyle()
    /// Imagery with roads.
    public static let hybrid = MapStyle()
    /// Satellite imagery with an elevation.
    public static func imagery(elevation: Elevation = .automatic) -> MapStyle { MapStyle() }
    /// Imagery with roads, with options.
    public static func hybrid(elevation: Elevation = .automatic, pointsOfInterest: PointOfInterestCategories = .all,
                              showsTraffic: Bool = false) -> MapStyle { MapStyle() }
    /// The standard map with options.
    public static func standard(elevation: Elevation = .automatic, emphasis: StandardEmphasis = .automatic,
                                pointsOfInterest: PointOfInterestCategories = .all, showsTraffic: Bool = false) -> MapStyle { MapStyle() }
    /// Elevation.
    public enum Elevation: Sendable { case automatic, flat, realistic }
    /// Emphasis.
    public enum StandardEmphasis: Sendable { case automatic, muted }
}

/// Which points of interest a map shows (MapKit's `PointOfInterestCategories`).
public struct PointOfInterestCategories: Sendable {
    /// All of them.
    public static let all = PointOfInterestCategories()
    /// None of them.
    public static let excludingAll = PointOfInterestCategories()
    /// Only these categories.
    public static func including(_ categories: [MKPointOfInterestCategory]) -> PointOfInterestCategories { PointOfInterestCategories() }
    /// All but these categories.
    public static func excluding(_ categories: [MKPointOfInterestCategory]) -> PointOfInterestCategories { PointOfInterestCategories() }
}

/// What a map shows (MapKit's `MapContent`): markers and shapes on a map, never drawn here.
public protocol MapContent {}

/// Builds a map's content (MapKit's `MapContentBuilder`).
@resultBuilder
public enum MapContentBuilder {
    public static func buildBlock(_ parts: any MapContent...) -> MapContentGroup { MapContentGroup() }
    public static func buildExpression(_ content: any MapContent) -> any MapContent { content }
    public static func buildOptional(_ content: (any MapContent)?) -> any MapContent { MapContentGroup() }
    public static func buildEither(first content: any MapContent) -> any MapContent { content }
    public static func buildEither(second content: any MapContent) -> any MapContent { content }
    public static func buildArray(_ contents: [any MapContent]) -> any MapContent { MapContentGroup() }
}

/// A map's content, grouped.
public struct MapContentGroup: MapContent {
    /// An empty group.
    public init() {}
}

/// A balloon marker (MapKit's `Marker`).
public struct Marker: MapContent {
    /// A marker titled with a localized key.
    public init(_ titleKey: LocalizedStringKey, coordinate: CLLocationCoordinate2D) {}
    /// A marker titled with a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, coordinate: CLLocationCoordinate2D) {}
    /// A marker with an SF Symbol.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, coordinate: CLLocationCoordinate2D) {}
    /// A marker with an SF Symbol, titled with a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, coordinate: CLLocationCoordinate2D) {}
    /// A marker with an image of the app's, titled with a localized key.
    public init(_ titleKey: LocalizedStringKey, image: String, coordinate: CLLocationCoordinate2D) {}
    /// A marker with a monogram.
    public init(_ titleKey: LocalizedStringKey, monogram: Text, coordinate: CLLocationCoordinate2D) {}
    /// A marker with a monogram, titled with a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, monogram: Text, coordinate: CLLocationCoordinate2D) {}
    /// A marker of an item.
    public init(item: MKMapItem) {}
    /// The marker in a tint.
    public func tint(_ tint: Color) -> Marker { self }
    /// The marker with a tag.
    public func tag<V: Hashable>(_ tag: V) -> Marker { self }
}

/// A view on a map (MapKit's `Annotation`).
public struct Annotation<Label: View, Content: View>: MapContent {
    /// An annotation titled with a localized key.
    public init(_ titleKey: LocalizedStringKey, coordinate: CLLocationCoordinate2D, anchor: UnitPoint = .bottom,
                @ViewBuilder content: () -> Content) where Label == Text {}
    /// An annotation titled with a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, coordinate: CLLocationCoordinate2D, anchor: UnitPoint = .bottom,
                                   @ViewBuilder content: () -> Content) where Label == Text {}
    /// An annotation with a label view.
    public init(coordinate: CLLocationCoordinate2D, anchor: UnitPoint = .bottom, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {}
}

/// The user's location on a map (MapKit's `UserAnnotation`).
public struct UserAnnotation: MapContent {
    /// The annotation.
    public init() {}
}

/// A circle on a map (MapKit's `MapCircle`).
public struct MapCircle: MapContent {
    /// A circle.
    public init(center: CLLocationCoordinate2D, radius: CLLocationDistance) {}
    /// The circle filled.
    public func foregroundStyle(_ style: Color) -> MapCircle { self }
    /// The circle stroked.
    public func stroke(_ color: Color, lineWidth: CGFloat = 1) -> MapCircle { self }
}

/// A line on a map (MapKit's `MapPolyline`).
public struct MapPolyline: MapContent {
    /// A line through coordinates.
    public init(coordinates: [CLLocationCoordinate2D], contourStyle: ContourStyle = .straight) {}
    /// A line of a UIKit polyline.
    public init(_ polyline: MKPolyline) {}
    /// The line stroked.
    public func stroke(_ color: Color, lineWidth: CGFloat) -> MapPolyline { self }
    /// How a line follows the Earth.
    public enum ContourStyle: Sendable { case straight, geodesic }
}

/// What a map lets the reader do (MapKit's `MapInteractionModes`).
public struct MapInteractionModes: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let pan = Self(rawValue: 1), zoom = Self(rawValue: 2), rotate = Self(rawValue: 4), pitch = Self(rawValue: 8)
    public static let all = Self(rawValue: 15)
}

/// A map (MapKit's SwiftUI `Map`): a map-colored area of the frame it is given, as no tiles are
/// loaded in a preview; the views around it are checked.
public struct Map: View {
    /// A map of a camera position and content.
    public init(position: Binding<MapCameraPosition>, bounds: Any? = nil, interactionModes: MapInteractionModes = .all,
                scope: Namespace.ID? = nil, @MapContentBuilder content: () -> any MapContent = { MapContentGroup() }) {}
    /// A map starting at a position.
    public init(initialPosition: MapCameraPosition, bounds: Any? = nil, interactionModes: MapInteractionModes = .all,
                scope: Namespace.ID? = nil, @MapContentBuilder content: () -> any MapContent = { MapContentGroup() }) {}
    /// A map with a selection: of a tag of the content, a `MapFeature`, or an iOS 18 `MapSelection`
    /// of either (nothing is selected in a render).
    public init<SelectionValue: Hashable>(position: Binding<MapCameraPosition>, bounds: MapCameraBounds? = nil,
                                          interactionModes: MapInteractionModes = .all, selection: Binding<SelectionValue?>,
                                          scope: Namespace.ID? = nil,
                                          @MapContentBuilder content: () -> any MapContent = { MapContentGroup() }) {}
    /// A map starting at a position, with a selection.
    public init<SelectionValue: Hashable>(initialPosition: MapCameraPosition, bounds: MapCameraBounds? = nil,
                                          interactionModes: MapInteractionModes = .all, selection: Binding<SelectionValue?>,
                                          scope: Namespace.ID? = nil,
                                          @MapContentBuilder content: () -> any MapContent = { MapContentGroup() }) {}
    /// A map at the system's position, with a selection (`Map(selection: $selection) { … }`).
    public init<SelectionValue: Hashable>(bounds: MapCameraBounds? = nil, interactionModes: MapInteractionModes = .all,
                                          selection: Binding<SelectionValue?>, scope: Namespace.ID? = nil,
                                          @MapContentBuilder content: () -> any MapContent = { MapContentGroup() }) {}
    /// A map kept within bounds.
    public init(bounds: MapCameraBounds, interactionModes: MapInteractionModes = .all, scope: Namespace.ID? = nil,
                @MapContentBuilder content: () -> any MapContent = { MapContentGroup() }) {}
    /// A map of a region following the user (the iOS 14 spelling).
    public init(coordinateRegion: Binding<MKCoordinateRegion>, interactionModes: MapInteractionModes = .all, showsUserLocation: Bool = false,
                userTrackingMode: Binding<MapUserTrackingMode>?) {}
    /// A map of a region with annotations, following the user (the iOS 14 spelling).
    public init<Items: RandomAccessCollection, Annotation: MapAnnotationProtocol>(
        coordinateRegion: Binding<MKCoordinateRegion>, interactionModes: MapInteractionModes = .all, showsUserLocation: Bool = false,
        userTrackingMode: Binding<MapUserTrackingMode>?, annotationItems: Items,
        annotationContent: @escaping (Items.Element) -> Annotation) where Items.Element: Identifiable {}
    /// A map of content only.
    public init(interactionModes: MapInteractionModes = .all, @MapContentBuilder content: () -> any MapContent = { MapContentGroup() }) {}
    /// A map of a region (the iOS 14 spelling).
    public init(coordinateRegion: Binding<MKCoordinateRegion>, interactionModes: MapInteractionModes = .all, showsUserLocation: Bool = false) {}
    /// A map of a region with annotations (the iOS 14 spelling).
    public init<Items: RandomAccessCollection, Annotation: MapAnnotationProtocol>(
        coordinateRegion: Binding<MKCoordinateRegion>, interactionModes: MapInteractionModes = .all, showsUserLocation: Bool = false,
        annotationItems: Items, annotationContent: @escaping (Items.Element) -> Annotation) where Items.Element: Identifiable {}
    public var body: some View { Color(red: 0.87, green: 0.92, blue: 0.86) }
}

/// An annotation of the iOS 14 `Map` (MapKit's `MapAnnotationProtocol`).
public protocol MapAnnotationProtocol {}

/// A marker of the iOS 14 `Map` (MapKit's `MapMarker`).
public struct MapMarker: MapAnnotationProtocol {
    /// A marker.
    public init(coordinate: CLLocationCoordinate2D, tint: Color? = nil) {}
}

/// A pin of the iOS 14 `Map` (MapKit's `MapPin`).
public struct MapPin: MapAnnotationProtocol {
    /// A pin.
    public init(coordinate: CLLocationCoordinate2D, tint: Color? = nil) {}
}

/// A view on the iOS 14 `Map` (MapKit's `MapAnnotation`).
public struct MapAnnotation<Content: View>: MapAnnotationProtocol {
    /// An annotation.
    public init(coordinate: CLLocationCoordinate2D, anchorPoint: UnitPoint = UnitPoint(x: 0.5, y: 0.5), @ViewBuilder content: () -> Content) {}
}

/// Map controls (MapKit's `MapUserLocationButton`, `MapCompass`, `MapScaleView`): nothing drawn.
public struct MapUserLocationButton: View {
    /// The control.
    public init(scope: Namespace.ID? = nil) {}
    public var body: some View { EmptyView() }
}

/// The compass control (MapKit's `MapCompass`).
public struct MapCompass: View {
    /// The control.
    public init(scope: Namespace.ID? = nil) {}
    public var body: some View { EmptyView() }
}

/// The scale control (MapKit's `MapScaleView`).
public struct MapScaleView: View {
    /// The control.
    public init(scope: Namespace.ID? = nil) {}
    public var body: some View { EmptyView() }
}

extension View {
    /// Sets how maps are drawn (accepted).
    public func mapStyle(_ mapStyle: MapStyle) -> some View { self }
    /// Sets a map's controls (accepted, not drawn).
    public func mapControls<Content: View>(@ViewBuilder _ content: () -> Content) -> some View { self }
    /// Calls `action` when the camera changes (never, on a still screen).
    public func onMapCameraChange(frequency: MapCameraUpdateFrequency = .onEnd, _ action: @escaping () -> Void) -> some View { self }
    /// Runs `action` with the camera's new place when it moves (never, on a still screen).
    public func onMapCameraChange(frequency: MapCameraUpdateFrequency = .onEnd,
                                  _ action: @escaping (MapCameraUpdateContext) -> Void) -> some View { self }
}

/// How often a map reports its camera (MapKit's `MapCameraUpdateFrequency`).
public enum MapCameraUpdateFrequency: Sendable { case continuous, onEnd }
#endif
