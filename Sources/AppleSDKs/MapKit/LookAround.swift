#if os(Linux)
import StandInCoreLocation
import SwiftUI

/// A Look Around scene of a place (MapKit's `MKLookAroundScene`): no imagery is fetched here.
public final class MKLookAroundScene: NSObject, @unchecked Sendable {}

/// A request for a place's Look Around scene (MapKit's `MKLookAroundSceneRequest`): a device
/// without network finds none.
public final class MKLookAroundSceneRequest: NSObject, @unchecked Sendable {
    /// A request for the scene at `coordinate`.
    public init(coordinate: CLLocationCoordinate2D) {}
    /// A request for the scene of `mapItem`.
    public init(mapItem: MKMapItem) {}
    /// The scene: none, offline.
    public var scene: MKLookAroundScene? {
        get async throws { nil }
    }
    /// Hands `completionHandler` no scene.
    public func getSceneWithCompletionHandler(_ completionHandler: @escaping @Sendable (MKLookAroundScene?, (any Error)?) -> Void) {
        completionHandler(nil, nil)
    }
    /// Stops the request.
    public func cancel() {}
}

/// A Look Around preview (MapKit's `LookAroundPreview`): street imagery, drawn as a placeholder
/// of its frame as the map is.
public struct LookAroundPreview: View {
    /// A preview of `scene`, with its controls.
    public init(scene: Binding<MKLookAroundScene?>, allowsNavigation: Bool = true, showsRoadLabels: Bool = true,
                pointsOfInterest: PointOfInterestCategories = .all, badgePosition: MapBadgePosition = .automatic) {}
    /// A preview of the scene at `initialScene`.
    public init(initialScene: MKLookAroundScene?, allowsNavigation: Bool = true, showsRoadLabels: Bool = true,
                pointsOfInterest: PointOfInterestCategories = .all, badgePosition: MapBadgePosition = .automatic) {}

    public var body: some View { Color(red: 0.80, green: 0.82, blue: 0.84) }
}

/// Where a Look Around preview puts its badge (MapKit's `MapBadgePosition`).
public struct MapBadgePosition: Sendable, Hashable {
    let name: String
    /// The platform's choice.
    public static let automatic = MapBadgePosition(name: "automatic")
    /// Top leading.
    public static let topLeading = MapBadgePosition(name: "topLeading")
    /// Top trailing.
    public static let topTrailing = MapBadgePosition(name: "topTrailing")
    /// Bottom trailing.
    public static let bottomTrailing = MapBadgePosition(name: "bottomTrailing")
}

/// The pitch control (MapKit's `MapPitchToggle`), among a map's controls (not drawn).
public struct MapPitchToggle: View {
    /// The control.
    public init(scope: Namespace.ID? = nil) {}
    public var body: some View { EmptyView() }
}
#endif
