#if os(Linux)
@_exported import Foundation
import StandInCoreLocation
import SwiftUI

// MapKit's SwiftUI API for reading and moving a map: `MapReader` and its `MapProxy`, keyframe
// animation of the camera, and the level overlays are drawn at. A preview loads no tiles and lays
// out no map geometry: a proxy finds no coordinate under a point, and nothing is animated.

/// A view that hands its content a proxy of the map inside it (MapKit's `MapReader`): the content
/// is drawn as written (its `Map` as the map's placeholder), given a proxy that knows no map
/// geometry, so a tap handler converting points gets nil.
public struct MapReader<Content: View>: View {
    let content: (MapProxy) -> Content

    /// A reader handing `content` the proxy of its map.
    public init(@ViewBuilder content: @escaping (MapProxy) -> Content) { self.content = content }

    /// The content, given the proxy.
    public var body: some View { content(MapProxy()) }
}

/// The geometry of the map a `MapReader` reads (MapKit's `MapProxy`). A preview draws no map, so
/// no point lies on it: conversions answer nil, and framing cameras are worked out from what is
/// framed alone, looking straight down.
public struct MapProxy: Sendable {
    init() {}

    /// The coordinate under `point` in `space` (a tap's location in `.local`): nil in a preview,
    /// as no map is on screen. (MapKit takes `some CoordinateSpaceProtocol`; this package's SwiftUI
    /// spells `.local`, `.global` and `.named(_:)` as `CoordinateSpace`.)
    public func convert(_ point: CGPoint, from space: CoordinateSpace) -> CLLocationCoordinate2D? { nil }

    /// The point of `coordinate` in `space`: nil in a preview, as no map is on screen.
    public func convert(_ coordinate: CLLocationCoordinate2D, to space: CoordinateSpace) -> CGPoint? { nil }

    /// A camera framing `region`: looking straight down at its centre, as many metres away as the
    /// region is across (one degree of latitude taken as 111 km).
    public func camera(framing region: MKCoordinateRegion) -> MapCamera {
        let across = max(region.span.latitudeDelta,
                         region.span.longitudeDelta * cos(region.center.latitude * .pi / 180)) * 111_000
        return MapCamera(centerCoordinate: region.center, distance: across)
    }

    /// A camera framing a rectangle of the flat map, as `camera(framing:)` frames its region.
    public func camera(framing rect: MKMapRect) -> MapCamera { camera(framing: MKCoordinateRegion(rect)) }

    /// A camera framing a place: looking straight down at it from 1 km (no pitch in a preview).
    public func camera(framing item: MKMapItem, allowPitch: Bool = true) -> MapCamera {
        MapCamera(centerCoordinate: item.placemark.coordinate, distance: 1_000)
    }
}

extension MapContent {
    /// Draws the overlays at `level` among the map's roads and labels (MapKit's
    /// `MapContent.mapOverlayLevel(level:)`, for `MapCircle`, `MapPolyline` and `MapPolygon`):
    /// accepted, as map content is not drawn.
    public func mapOverlayLevel(level: MKOverlayLevel) -> Self { self }
}

extension View {
    /// Animates the camera of the `Map` it modifies through `keyframes` each time `trigger` changes
    /// (MapKit's `View.mapCameraKeyframeAnimator(trigger:keyframes:)`, whose tracks are written as
    /// `KeyframeTrack(\MapCamera.heading) { CubicKeyframe(camera.heading + 90, duration: 3) }`).
    /// A preview's trigger never changes: the camera stays where the map's position put it and
    /// `keyframes` is not called. (The keyframes are built by this package's `KeyframesBuilder`,
    /// as `keyframeAnimator`'s are.)
    public func mapCameraKeyframeAnimator(trigger: some Equatable,
                                          @KeyframesBuilder<MapCamera> keyframes: @escaping (MapCamera) -> [Any]) -> some View {
        self
    }
}
#endif
