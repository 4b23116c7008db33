import StandInCharts
import StandInCoreLocation
import StandInMapKit
import SwiftUI
import Testing

/// MapKit's map reader, camera keyframes, overlay levels and point-of-interest categories, and
/// Swift Charts' axis marks whose builders ignore the value, written as apps write them.
@Suite struct MapReaderAndAxisGapsTests {
    static let paris = CLLocationCoordinate2D(latitude: 48.8566, longitude: 2.3522)
    static let london = CLLocationCoordinate2D(latitude: 51.5072, longitude: -0.1276)

    struct Pin: Identifiable {
        let id: Int
        let coordinate: CLLocationCoordinate2D
    }

    /// What the views under test saw while they were laid out.
    @MainActor final class Log {
        var proxies: [MapProxy] = []
        var keyframeCalls = 0
        func saw(_ proxy: MapProxy) -> Bool {
            proxies.append(proxy)
            return true
        }
        func builtKeyframes() -> Bool {
            keyframeCalls += 1
            return true
        }
    }

    /// A map on which a tap drops a pin where it lands, with a route and the area around it.
    struct DropPinMap: View {
        let log: Log
        @State private var pins: [Pin] = []
        @State private var position = MapCameraPosition.userLocation(followsHeading: true, fallback: .region(
            MKCoordinateRegion(center: MapReaderAndAxisGapsTests.paris, latitudinalMeters: 2_000, longitudinalMeters: 2_000)))

        var body: some View {
            MapReader { proxy in
                let _ = log.saw(proxy)
                Map(position: $position) {
                    ForEach(pins) { pin in Marker("Pin \(pin.id)", coordinate: pin.coordinate) }
                    MapCircle(center: MapReaderAndAxisGapsTests.paris, radius: 500)
                        .foregroundStyle(.blue.opacity(0.2))
                        .mapOverlayLevel(level: .aboveRoads)
                    MapPolyline(coordinates: [MapReaderAndAxisGapsTests.paris, MapReaderAndAxisGapsTests.london])
                        .stroke(.red, lineWidth: 4)
                        .mapOverlayLevel(level: .aboveLabels)
                    MapPolygon(coordinates: [MapReaderAndAxisGapsTests.paris, MapReaderAndAxisGapsTests.london,
                                             CLLocationCoordinate2D(latitude: 50, longitude: 4)])
                        .foregroundStyle(.green.opacity(0.3))
                        .mapOverlayLevel(level: .aboveRoads)
                }
                .mapStyle(.standard(pointsOfInterest: .including(.nationalPark, .hiking, .campground)))
                .onTapGesture { point in
                    if let coordinate = proxy.convert(point, from: .local) {
                        pins.append(Pin(id: pins.count, coordinate: coordinate))
                    }
                }
                .frame(height: 240)
            }
        }
    }

    /// A map that spins its camera around the city when a button is tapped.
    struct FlyoverMap: View {
        let log: Log
        @State private var spins = 0

        var body: some View {
            Map(initialPosition: .camera(MapCamera(centerCoordinate: MapReaderAndAxisGapsTests.paris, distance: 2_000, pitch: 60)))
                .mapCameraKeyframeAnimator(trigger: spins) { camera in
                    let _ = log.builtKeyframes()
                    KeyframeTrack(\MapCamera.heading) { CubicKeyframe(camera.heading + 90, duration: 3) }
                    KeyframeTrack(\MapCamera.distance) { LinearKeyframe(camera.distance * 2, duration: 3) }
                    KeyframeTrack(\MapCamera.pitch) { SpringKeyframe(30, duration: 1) }
                    KeyframeTrack(\MapCamera.centerCoordinate) { CubicKeyframe(MapReaderAndAxisGapsTests.london, duration: 4) }
                }
                .overlay(alignment: .bottom) { Button("Spin") { spins += 1 } }
                .frame(height: 300)
        }
    }

    /// The symbol a place list shows for a category.
    static func symbol(for category: MKPointOfInterestCategory) -> String {
        switch category {
        case .fitnessCenter, .swimming, .tennis: "figure.run"
        case .nationalPark, .park, .hiking: "tree"
        case .stadium, .golf, .skiing, .surfing: "sportscourt"
        case .beach, .marina, .kayaking: "beach.umbrella"
        case .museum, .library, .school, .university: "building.columns"
        case .evCharger: "bolt.car"
        default: "mappin"
        }
    }

    struct Day: Identifiable {
        let id: Int
        let date: Date
        let steps: Int
    }

    /// A week of steps, with axes whose marks do not read their value.
    struct StepsChart: View {
        let days: [Day]
        var body: some View {
            Chart(days) { day in
                BarMark(x: .value("Day", day.date, unit: .day), y: .value("Steps", day.steps))
            }
            .chartXAxis {
                AxisMarks(values: .stride(by: .weekOfYear)) { AxisGridLine() }
                AxisMarks(values: .stride(by: .day)) { value in AxisValueLabel("\(value.index)") }
            }
            .chartYAxis {
                AxisMarks {
                    AxisGridLine()
                    AxisTick()
                }
                AxisMarks(position: .leading, values: [0, 5_000, 10_000]) { AxisValueLabel(String(localized: "Goal")) }
                AxisMarks(preset: .aligned, position: .trailing, values: [10_000], stroke: StrokeStyle(lineWidth: 2))
                AxisMarks(values: .automatic(desiredCount: 4), stroke: StrokeStyle(lineWidth: 1, dash: [2]))
            }
            .chartLegend(position: .bottom, alignment: .leading) { Text("Steps") }
            .frame(height: 180)
        }
    }

    @Test("A map reader draws its map, and its proxy finds no coordinate in a preview")
    @MainActor func mapReader() throws {
        let log = Log()
        let screen = ScreenLayout().layout(DropPinMap(log: log), name: "drop-pin", in: ScreenConfiguration(device: .iPhoneSE))
        #expect(screen.allElements.contains { $0.frame.height == 240 }, "the map inside the reader is drawn at its frame")
        let proxy = try #require(log.proxies.first)
        #expect(proxy.convert(CGPoint(x: 100, y: 120), from: .local) == nil)
        #expect(proxy.convert(MapReaderAndAxisGapsTests.paris, to: .global) == nil)
        let region = MKCoordinateRegion(center: CLLocationCoordinate2D(latitude: 0, longitude: 10),
                                        span: MKCoordinateSpan(latitudeDelta: 0.1, longitudeDelta: 0.05))
        let camera = proxy.camera(framing: region)
        #expect(camera.centerCoordinate == region.center && camera.pitch == 0)
        #expect(abs(camera.distance - 11_100) < 1, "as far away as the region is across")
        #expect(proxy.camera(framing: MKMapItem(placemark: MKPlacemark(coordinate: MapReaderAndAxisGapsTests.london))).centerCoordinate
                    == MapReaderAndAxisGapsTests.london)
    }

    @Test("A camera keyframe animator keeps the camera still in a preview")
    @MainActor func cameraKeyframes() {
        let log = Log()
        let screen = ScreenLayout().layout(FlyoverMap(log: log), name: "flyover", in: ScreenConfiguration(device: .iPhoneSE))
        #expect(screen.allElements.contains { $0.frame.height == 300 })
        #expect(screen.allElements.contains { $0.text == "Spin" })
        #expect(log.keyframeCalls == 0, "the trigger never changes, so no keyframes are built")
        var camera = MapCamera(centerCoordinate: MapReaderAndAxisGapsTests.paris, distance: 2_000)
        camera.heading += 90
        camera.centerCoordinate = MapReaderAndAxisGapsTests.london
        #expect(camera.heading == 90 && camera.centerCoordinate == MapReaderAndAxisGapsTests.london)
        let fallback = MapCameraPosition.region(MKCoordinateRegion(center: MapReaderAndAxisGapsTests.paris,
                                                                   latitudinalMeters: 500, longitudinalMeters: 500))
        #expect(MapCameraPosition.userLocation(followsHeading: true, fallback: fallback) == fallback,
                "no location is known, so the map shows the fallback")
    }

    @Test("Every category of point of interest through iOS 18 is there, with Apple's raw values")
    func pointOfInterestCategories() async throws {
        let iOS13: [MKPointOfInterestCategory] = [
            .airport, .amusementPark, .aquarium, .atm, .bakery, .bank, .beach, .brewery, .cafe, .campground, .carRental,
            .evCharger, .fireStation, .fitnessCenter, .foodMarket, .gasStation, .hospital, .hotel, .laundry, .library, .marina,
            .movieTheater, .museum, .nationalPark, .nightlife, .park, .parking, .pharmacy, .police, .postOffice, .publicTransport,
            .restaurant, .restroom, .school, .stadium, .store, .theater, .university, .winery, .zoo,
        ]
        let iOS18: [MKPointOfInterestCategory] = [
            .animalService, .automotiveRepair, .baseball, .basketball, .beauty, .bowling, .castle, .conventionCenter, .distillery,
            .fairground, .fishing, .fortress, .goKart, .golf, .hiking, .kayaking, .landmark, .mailbox, .miniGolf, .musicVenue,
            .nationalMonument, .planetarium, .rockClimbing, .rvPark, .skatePark, .skating, .skiing, .soccer, .spa, .surfing,
            .swimming, .tennis, .volleyball,
        ]
        #expect(Set(iOS13 + iOS18).count == 73)
        #expect(MKPointOfInterestCategory.evCharger.rawValue == "MKPOICategoryEVCharger")
        #expect(MKPointOfInterestCategory.rvPark.rawValue == "MKPOICategoryRVPark")
        #expect(MKPointOfInterestCategory.atm == MKPointOfInterestCategory(rawValue: "MKPOICategoryATM"))
        #expect(Self.symbol(for: .hiking) == "tree" && Self.symbol(for: .surfing) == "sportscourt" && Self.symbol(for: .zoo) == "mappin")

        let request = MKLocalSearch.Request(naturalLanguageQuery: "trailhead")
        request.pointOfInterestFilter = MKPointOfInterestFilter(including: [.hiking, .nationalPark, .campground])
        #expect(try await MKLocalSearch(request: request).start().mapItems.isEmpty, "a preview finds no places")
    }

    @Test("Axis marks whose builders ignore the value build, and the chart is drawn at its frame")
    @MainActor func axisMarksWithoutValue() {
        let start = Date(timeIntervalSince1970: 1_700_000_000)
        let days = (0..<7).map { Day(id: $0, date: start.addingTimeInterval(Double($0) * 86_400), steps: 4_000 + $0 * 500) }
        let screen = ScreenLayout().layout(StepsChart(days: days), name: "steps", in: ScreenConfiguration(device: .iPhoneSE))
        #expect(screen.allElements.contains { $0.frame.height == 180 }, "the chart is drawn as the area of its frame")
    }
}
