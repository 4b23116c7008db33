import Foundation
import StandInAppleFoundation
import StandInCoreLocation
import StandInMapKit
import SwiftUI
import Testing

/// MapKit's cameras and directions, and Foundation's names and device state, as apps use them.
@Suite struct MapAndFoundationGapsTests {
    @Test func directionsFailOfflineAndACameraIsKept() async {
        let request = MKDirections.Request()
        request.transportType = .walking
        await #expect(throws: URLError.self) { try await MKDirections(request: request).calculate() }
        let camera = MapCamera(centerCoordinate: CLLocationCoordinate2D(latitude: 48.86, longitude: 2.35), distance: 1_000, pitch: 45)
        #expect(MapCameraPosition.camera(camera) != MapCameraPosition.region(MKCoordinateRegion()))
        let paris = MKMapPoint(CLLocationCoordinate2D(latitude: 48.86, longitude: 2.35))
        #expect(paris.x > 134_217_728 && paris.y < 134_217_728, "east of Greenwich, north of the equator")
    }

    @Test func aPersonsNameIsWrittenAsTheLocaleWritesIt() {
        var name = PersonNameComponents()
        name.givenName = "Taro"
        name.familyName = "Yamada"
        #expect(name.formatted(PersonNameComponents.FormatStyle(style: .medium, locale: Locale(identifier: "en_US"))) == "Taro Yamada")
        #expect(name.formatted(PersonNameComponents.FormatStyle(style: .medium, locale: Locale(identifier: "ja_JP"))) == "YamadaTaro")
        #expect(name.formatted(.name(style: .abbreviated)) == "TY")
        #expect(ProcessInfo.processInfo.isLowPowerModeEnabled == false && ProcessInfo.processInfo.thermalState == .nominal)
        #expect(FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: "group.app") != nil)
    }
}
