import StandInCoreLocation
import StandInMapKit
import SwiftUI
import Testing

private struct Place: Identifiable {
    let id: Int
    let name: String
    let coordinate: CLLocationCoordinate2D
}

/// A map's markers written with `ForEach`, as apps list their places, and the map drawn as the
/// area it is given.
@MainActor @Suite struct MapContentForEachTests {
    @Test func markersFromForEachAreMapContent() {
        let places = [Place(id: 1, name: "Lisbon", coordinate: CLLocationCoordinate2D(latitude: 38.7, longitude: -9.1))]
        let map = Map {
            ForEach(places) { place in Marker(place.name, coordinate: place.coordinate) }
            ForEach(places) { place in
                Annotation(place.name, coordinate: place.coordinate) { Image(systemName: "mappin") }
            }
            MapPolygon(coordinates: places.map(\.coordinate)).foregroundStyle(Color.red.opacity(0.3))
        }
        let screen = ScreenLayout().layout(map.frame(height: 200), name: "map", in: ScreenConfiguration(device: .iPhoneSE))
        #expect(screen.allElements.contains { $0.frame.height == 200 })
        #expect(ForEach(places) { Marker($0.name, coordinate: $0.coordinate) } is any MapContent)
    }
}
