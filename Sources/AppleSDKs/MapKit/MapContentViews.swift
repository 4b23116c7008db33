#if os(Linux)
import SwiftUI

// A map's content written with `ForEach` (`Map { ForEach(places) { Marker($0.name, coordinate: $0.location) } }`):
// SwiftUI's `ForEach` is map content when its content is. Its element types are views too here,
// drawing nothing, so that `ForEach` takes them; a map's content is never drawn (no tiles load).

extension ForEach: MapContent where Content: MapContent {}

extension MapContentGroup: View {
    /// Nothing: map content is not drawn.
    public var body: EmptyView { EmptyView() }
}

extension Marker: View {
    /// Nothing: map content is not drawn.
    public var body: EmptyView { EmptyView() }
}

extension Annotation: View {
    /// Nothing: map content is not drawn.
    public var body: EmptyView { EmptyView() }
    /// The annotation tagged for a map's selection (nothing is selected in a render).
    public func tag<V: Hashable>(_ tag: V) -> Annotation { self }
    /// The annotation's title shown or hidden (accepted).
    public func annotationTitles(_ visibility: Visibility) -> Annotation { self }
    /// The annotation's subtitles shown or hidden (accepted).
    public func annotationSubtitles(_ visibility: Visibility) -> Annotation { self }
}

extension UserAnnotation: View {
    /// Nothing: map content is not drawn.
    public var body: EmptyView { EmptyView() }
}

extension MapCircle: View {
    /// Nothing: map content is not drawn.
    public var body: EmptyView { EmptyView() }
}

extension MapPolyline: View {
    /// Nothing: map content is not drawn.
    public var body: EmptyView { EmptyView() }
}

/// A filled shape on a map (MapKit's `MapPolygon`).
public struct MapPolygon: MapContent, View {
    /// A polygon through coordinates.
    public init(coordinates: [CLLocationCoordinate2D]) {}
    /// The polygon filled.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> MapPolygon { self }
    /// The polygon stroked.
    public func stroke(_ color: Color, lineWidth: CGFloat = 1) -> MapPolygon { self }
    /// Nothing: map content is not drawn.
    public var body: EmptyView { EmptyView() }
}
#endif
