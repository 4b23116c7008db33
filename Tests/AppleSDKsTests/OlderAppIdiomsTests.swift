import Foundation
import StandInCloudKit
import StandInCombine
import StandInCoreData
import StandInCoreMedia
import StandInMapKit
import StandInUIKit
import StandInUserNotifications
import SwiftUI
import Testing

/// A sign-up form's validity from four fields, as iOS 14-era view models write it.
private final class SignUpModel: ObservableObject {
    @Published var name = "Ada"
    @Published var email = "ada@example.com"
    @Published var password = "secret"
    @Published var agreed = false
    @Published var canSubmit = false
    private var subscriptions = Set<AnyCancellable>()

    init() {
        Publishers.CombineLatest4($name, $email, $password, $agreed)
            .map { !$0.isEmpty && $1.contains("@") && $2.count >= 6 && $3 }
            .assign(to: \.canSubmit, on: self)
            .store(in: &subscriptions)
    }
}

/// A custom pin view, overriding the designated initializer as apps do.
private final class PlacePinView: MKMarkerAnnotationView {
    override init(annotation: (any MKAnnotation)?, reuseIdentifier: String?) {
        super.init(annotation: annotation, reuseIdentifier: reuseIdentifier)
        canShowCallout = true
        rightCalloutAccessoryView = UIButton(type: .detailDisclosure)
        markerTintColor = .systemBrown
    }
    required init?(coder: NSCoder) { nil }
}

/// A UIKit map wrapped for SwiftUI, with its coordinator as the delegate.
private struct PlacesMap: UIViewRepresentable {
    let places: [MKPointAnnotation]
    func makeUIView(context: Context) -> MKMapView {
        let map = MKMapView()
        map.delegate = context.coordinator
        map.pointOfInterestFilter = .excludingAll
        map.register(PlacePinView.self, forAnnotationViewWithReuseIdentifier: MKMapViewDefaultAnnotationViewReuseIdentifier)
        return map
    }
    func updateUIView(_ map: MKMapView, context: Context) {
        map.removeAnnotations(map.annotations)
        map.addAnnotations(places)
    }
    func makeCoordinator() -> Coordinator { Coordinator() }

    final class Coordinator: NSObject, MKMapViewDelegate {
        func mapView(_ mapView: MKMapView, viewFor annotation: any MKAnnotation) -> MKAnnotationView? {
            mapView.dequeueReusableAnnotationView(withIdentifier: MKMapViewDefaultAnnotationViewReuseIdentifier, for: annotation)
        }
        func mapView(_ mapView: MKMapView, rendererFor overlay: any MKOverlay) -> MKOverlayRenderer {
            guard let line = overlay as? MKPolyline else { return MKOverlayRenderer(overlay: overlay) }
            let renderer = MKPolylineRenderer(polyline: line)
            renderer.strokeColor = .systemBlue
            renderer.lineWidth = 4
            return renderer
        }
    }
}

/// Older idioms apps still write: four-field forms, UIKit maps, time scales in nanoseconds,
/// share-sheet exclusions, pending reminders, pinned Core Data generations.
@Suite struct OlderAppIdiomsTests {
    @Test func aFormOfFourFieldsIsValidatedFromTheLatestValues() throws {
        let model = SignUpModel()
        #expect(model.canSubmit == false)
        model.agreed = true
        #expect(model.canSubmit == true)
        var saved: [Data] = []
        let subscription = Just([1, 2]).encode(encoder: JSONEncoder()).sink(receiveCompletion: { _ in }, receiveValue: { saved.append($0) })
        subscription.cancel()
        #expect(saved.map { String(decoding: $0, as: UTF8.self) } == ["[1,2]"])
    }

    @Test @MainActor func aUIKitMapKeepsWhatTheAppAdds() throws {
        let map = MKMapView()
        let pin = MKPointAnnotation(coordinate: CLLocationCoordinate2D(latitude: 52.5, longitude: 13.4), title: "Office")
        map.addAnnotation(pin)
        map.addOverlay(MKCircle(center: pin.coordinate, radius: 100))
        #expect(map.annotations.count == 1 && map.overlays.count == 1)
        map.removeAnnotations(map.annotations)
        #expect(map.annotations.isEmpty)
        let view = PlacePinView(annotation: pin, reuseIdentifier: "pin")
        #expect(view.reuseIdentifier == "pin" && view.canShowCallout && view.rightCalloutAccessoryView != nil)
        let renderer = PlacesMap.Coordinator().mapView(map, rendererFor: MKPolyline(coordinates: [pin.coordinate], count: 1))
        #expect((renderer as? MKPolylineRenderer)?.lineWidth == 4)
        let screen = ScreenLayout().layout(PlacesMap(places: [pin]).frame(height: 200), name: "map",
                                           in: ScreenConfiguration(device: .iPhone16))
        #expect(screen.allElements.contains { $0.frame.height == 200 }, "drawn as a placeholder of its frame")
    }

    @Test @MainActor func timeScalesSharingAndRemindersAsOlderAppsWriteThem() async throws {
        let time = CMTime(seconds: 1.5, preferredTimescale: CMTimeScale(NSEC_PER_SEC))
        #expect(time.seconds == 1.5)
        let excluded: [UIActivity.ActivityType] = [.assignToContact, .addToReadingList, .saveToCameraRoll]
        #expect(Set(excluded).count == 3)
        let bar = UISearchBar()
        bar.setShowsCancelButton(true, animated: true)
        #expect(bar.showsCancelButton)
        let pending = await withCheckedContinuation { continuation in
            UNUserNotificationCenter.current().getPendingNotificationRequests { continuation.resume(returning: $0.count) }
        }
        #expect(pending == 0)
        let context = NSManagedObjectContext(concurrencyType: .mainQueueConcurrencyType)
        try context.setQueryGenerationFrom(.current)
        #expect(context.queryGenerationToken === NSQueryGenerationToken.current)
        #expect(Notification.Name.CKAccountChanged.rawValue.hasPrefix("CKAccountChanged"))
    }
}
