import Foundation
import StandInAppIntents
import StandInCoreSpotlight
import StandInMapKit
import StandInPhotosUI
import StandInTranslation
import StandInUIKit
import StandInUniformTypeIdentifiers
import StandInUserNotifications
import StandInWidgetKit
import SwiftUI
import Testing

/// A travel and shopping app's maps, directions, intents, search index, push registration,
/// controls and photo picking, written as apps write them, and what a preview sees of them.
@Suite struct TravelAndShoppingStandInTests {
    struct Store: Identifiable, Hashable {
        let id: Int
        let name: String
        let latitude: Double
        let longitude: Double
        var coordinate: CLLocationCoordinate2D { CLLocationCoordinate2D(latitude: latitude, longitude: longitude) }
    }

    static let stores = [Store(id: 1, name: "Mitte", latitude: 52.52, longitude: 13.405),
                         Store(id: 2, name: "Kreuzberg", latitude: 52.499, longitude: 13.403)]

    /// A map of the stores, selected by tag or map feature (iOS 18), with Look Around.
    struct StoresMap: View {
        let stores: [Store]
        @State private var position = MapCameraPosition.automatic
        @State private var selection: MapSelection<Int>?
        @State private var scene: MKLookAroundScene?
        @State private var showsLookAround = false
        @State private var detailItem: MKMapItem?

        var body: some View {
            VStack {
                Map(position: $position, selection: $selection) {
                    ForEach(stores) { store in
                        Marker(store.name, systemImage: "bag", coordinate: store.coordinate)
                            .tag(MapSelection(store.id))
                    }
                    .mapItemDetailSelectionAccessory(.callout)
                }
                .mapFeatureSelectionAccessory(.callout(.compact))
                .mapItemDetailPopover(item: $detailItem)
                .lookAroundViewer(isPresented: $showsLookAround, scene: $scene, showsRoadLabels: false) { showsLookAround = false }
                .frame(height: 300)
                LookAroundPreview(initialScene: scene, badgePosition: .topTrailing)
                    .frame(height: 128)
                if let id = selection?.value {
                    Text("Store \(id)")
                } else if let feature = selection?.feature {
                    Text(feature.title ?? "")
                }
                Button("Look Around") { showsLookAround = true }
            }
            .mapItemDetailSheet(isPresented: .constant(false), item: detailItem, displaysMap: false)
        }
    }

    /// Plans a trip to a store: the travel time and the distance, written for the reader.
    @MainActor final class TripPlanner {
        let formatter = MKDistanceFormatter()
        private(set) var summary = ""

        func plan(to store: Store, leaving: Date) async {
            let request = MKDirections.Request()
            request.source = .forCurrentLocation()
            request.destination = MKMapItem(placemark: MKPlacemark(coordinate: store.coordinate))
            request.transportType = .walking
            request.departureDate = leaving
            request.requestsAlternateRoutes = true
            do {
                let eta = try await MKDirections(request: request).calculateETA()
                summary = "\(Int(eta.expectedTravelTime / 60)) min · \(formatter.string(fromDistance: eta.distance))"
            } catch {
                summary = "Offline"
            }
        }
    }

    /// A note intent whose text fields have keyboard options.
    struct AddNote: AppIntent {
        static let title: LocalizedStringResource = "Add Note"
        @Parameter(title: "Text", inputOptions: String.IntentInputOptions(capitalizationType: .sentences, multiline: true),
                   requestValueDialog: "What should the note say?")
        var text: String
        @Parameter(title: "Link", inputOptions: .init(keyboardType: .URL, capitalizationType: .none, autocorrect: false))
        var link: String?

        func perform() async throws -> some IntentResult & ProvidesDialog {
            guard !text.isEmpty else { throw $text.needsValueError("What should the note say?") }
            let address: String = try await $link.requestValue("Which link?")
            return .result(dialog: "Added \(address)")
        }
    }

    /// Puts the stores into Spotlight as places.
    struct StoreIndexer {
        func item(for store: Store) -> CSSearchableItem {
            let attributes = CSSearchableItemAttributeSet(contentType: .content)
            attributes.title = store.name
            attributes.displayName = "\(store.name) store"
            attributes.contentDescription = "Open daily"
            attributes.thoroughfare = "Torstraße"
            attributes.subThoroughfare = "1"
            attributes.city = "Berlin"
            attributes.postalCode = "10119"
            attributes.stateOrProvince = "Berlin"
            attributes.country = "Germany"
            attributes.fullyFormattedAddress = "Torstraße 1, 10119 Berlin"
            attributes.latitude = NSNumber(value: store.latitude)
            attributes.longitude = NSNumber(value: store.longitude)
            attributes.namedLocation = store.name
            attributes.supportsNavigation = true
            attributes.supportsPhoneCall = true
            attributes.phoneNumbers = ["+49 30 1234567"]
            attributes.allDay = false
            attributes.keywords = ["store", store.name]
            return CSSearchableItem(uniqueIdentifier: "store-\(store.id)", domainIdentifier: "stores", attributeSet: attributes)
        }

        func index(_ stores: [Store]) async throws {
            try await CSSearchableIndex.default().indexSearchableItems(stores.map(item(for:)))
        }
    }

    /// The app delegate registering for push notifications.
    final class AppDelegate: NSObject, UIApplicationDelegate {
        private(set) var deviceToken: String?
        private(set) var registrationFailed = false

        func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
            application.registerForRemoteNotifications()
            return true
        }

        func application(_ application: UIApplication, didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data) {
            self.deviceToken = deviceToken.map { String(format: "%02x", $0) }.joined()
        }

        func application(_ application: UIApplication, didFailToRegisterForRemoteNotificationsWithError error: any Error) {
            registrationFailed = true
        }

        func application(_ application: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable: Any]) async -> UIBackgroundFetchResult {
            userInfo["order"] == nil ? .noData : .newData
        }
    }

    /// The intent a favourites control sets.
    struct ShowFavorites: SetValueIntent {
        static let title: LocalizedStringResource = "Show Favorites"
        @Parameter(title: "Shown") var value: Bool
        func perform() async throws -> some IntentResult { .result() }
    }

    /// The intent a store control opens the app with.
    struct OpenStores: AppIntent {
        static let title: LocalizedStringResource = "Open Stores"
        static let openAppWhenRun = true
        func perform() async throws -> some IntentResult { .result() }
    }

    struct FavoritesProvider: ControlValueProvider {
        var previewValue: Bool { false }
        func currentValue() async throws -> Bool { true }
    }

    /// Control Center controls (iOS 18).
    struct FavoritesControl: ControlWidget {
        var body: some ControlWidgetConfiguration {
            StaticControlConfiguration(kind: "com.example.favorites", provider: FavoritesProvider()) { isShown in
                ControlWidgetToggle("Favorites", isOn: isShown, action: ShowFavorites()) { isOn in
                    Label(isOn ? "Shown" : "Hidden", systemImage: "star")
                        .controlWidgetStatus(isOn ? "Favorites shown" : "Favorites hidden")
                }
                .tint(.orange)
            }
            .displayName("Favorites")
            .description("Shows your favorite stores.")
        }
    }

    struct OpenStoresControl: ControlWidget {
        var body: some ControlWidgetConfiguration {
            StaticControlConfiguration(kind: "com.example.open") {
                ControlWidgetButton(action: OpenStores()) { Label("Stores", systemImage: "bag") }
            }
        }
    }

    struct Controls: WidgetBundle {
        var body: some Widget {
            FavoritesControl()
            OpenStoresControl()
        }
    }

    /// Picks a clip from the library, keeping only movies.
    struct ClipPicker: View {
        @State private var item: PhotosPickerItem?
        var body: some View {
            PhotosPicker(selection: $item, matching: .videos) { Label("Choose a clip", systemImage: "film") }
        }
        static func isMovie(_ item: PhotosPickerItem) -> Bool { item.supportedContentTypes.contains { $0.conforms(to: .movie) } }
    }

    @Test("A map with a selection and Look Around draws the map and the preview at their frames")
    @MainActor func mapWithSelectionAndLookAround() {
        let screen = ScreenLayout().layout(StoresMap(stores: Self.stores), name: "stores", in: ScreenConfiguration(device: .iPhoneSE))
        #expect(screen.allElements.contains { $0.frame.height == 300 }, "the map is drawn at its frame")
        #expect(screen.allElements.contains { $0.frame.height == 128 }, "the Look Around preview is a placeholder of its frame")
        #expect(!screen.allElements.contains { $0.text?.hasPrefix("Store") == true }, "nothing is selected in a render")
        let selection = MapSelection(2)
        #expect(selection.value == 2 && selection.feature == nil)
        #expect(MapSelection<Int>(nil as MapFeature?).value == nil)
        #expect(MapItemDetailSelectionAccessoryStyle.callout(.compact) != .callout)
    }

    @Test("Directions and travel times fail offline; distances are written in the locale's units")
    @MainActor func directionsAndDistances() async {
        let planner = TripPlanner()
        await planner.plan(to: Self.stores[0], leaving: Date(timeIntervalSinceReferenceDate: 0))
        #expect(planner.summary == "Offline")
        await #expect(throws: URLError.self) { try await MKDirections(request: MKDirections.Request()).calculateETA() }
        let formatter = MKDistanceFormatter()
        formatter.unitStyle = .abbreviated
        #expect(inLocale("en-US") { formatter.string(fromDistance: 1_500) } == "0.9 mi")
        #expect(inLocale("de-DE") { formatter.string(fromDistance: 1_500) } == "1,5 km")
        formatter.unitStyle = .default
        #expect(inLocale("en-US") { formatter.string(fromDistance: 42) } == "150 feet", "short distances in feet, rounded to 50")
        formatter.units = .metric
        formatter.locale = Locale(identifier: "en_US")
        #expect(formatter.string(fromDistance: 42) == "40 m")
        #expect(formatter.distance(from: "1.5 km") == 1_500)
        let modes: Set<MKDirectionsTransportType> = [.automobile, .walking, .automobile]
        #expect(modes.count == 2)
    }

    @Test("A places search finds nothing offline; map geometry is computed")
    func placesAndGeometry() async throws {
        let request = MKLocalPointsOfInterestRequest(center: Self.stores[0].coordinate, radius: 500)
        request.pointOfInterestFilter = MKPointOfInterestFilter(including: [.cafe, .bakery])
        #expect(try await MKLocalSearch(request: request).start().mapItems.isEmpty)
        let pin: any MKAnnotation = MKPlacemark(coordinate: Self.stores[1].coordinate)
        #expect(pin.title == nil, "a preview's placemark has no name or address")
        let points = Self.stores.map { MKMapPoint($0.coordinate) }
        let rect = points.reduce(MKMapRect.null) { $0.union(MKMapRect(origin: $1, size: MKMapSize(width: 0, height: 0))) }
        let padded = rect.insetBy(dx: -100, dy: -100)
        #expect(padded.contains(points[0]) && padded.contains(rect) && padded.intersects(rect))
        #expect(abs(points[0].distance(to: points[1]) - 2_339) < 5, "Mitte to Kreuzberg is about 2.3 km")
    }

    @Test("An intent with input options keeps its defaults and can ask nobody for a value")
    func intentWithInputOptions() async {
        let note = AddNote()
        #expect(note.text.isEmpty && note.link == nil)
        await #expect(throws: AppIntentError.restartPerform) { try await note.perform() }
        note.text = "Buy milk"
        await #expect(throws: AppIntentError.self) { try await note.perform() }
        #expect(String.IntentInputOptions().keyboardType == .asciiCapable)
        #expect(ShortcutsLinkStyle.automaticOutline != .lightOutline)
    }

    @Test("Spotlight keeps an item's place attributes and indexes nothing")
    func spotlightIndexer() async throws {
        let item = StoreIndexer().item(for: Self.stores[0])
        #expect(item.attributeSet.city == "Berlin" && item.attributeSet.supportsNavigation == true)
        #expect(item.attributeSet.latitude?.doubleValue == 52.52)
        try await StoreIndexer().index(Self.stores)
        #expect(CSSearchableIndex.isIndexingAvailable() == false)
    }

    @Test("Push registration is declared, nothing registers, and notifications are denied")
    @MainActor func pushRegistration() async throws {
        let delegate = AppDelegate()
        #expect(delegate.application(.shared, didFinishLaunchingWithOptions: nil))
        #expect(UIApplication.shared.isRegisteredForRemoteNotifications == false)
        delegate.application(.shared, didRegisterForRemoteNotificationsWithDeviceToken: Data([0xAB, 0x01]))
        #expect(delegate.deviceToken == "ab01")
        let app: any UIApplicationDelegate = delegate
        #expect(await app.application(.shared, didReceiveRemoteNotification: ["order": 7]) == .newData, "the delegate's own method answers")
        var fetched: UIBackgroundFetchResult?
        app.application(.shared, didReceiveRemoteNotification: [:]) { fetched = $0 }
        #expect(fetched == .noData, "a method the delegate lacks reports no data")
        let center = UNUserNotificationCenter.current()
        #expect(try await center.requestAuthorization(options: [.alert, .providesAppNotificationSettings, .provisional]) == false)
        #expect(await center.deliveredNotifications().isEmpty)
        #expect(await center.notificationSettings().authorizationStatus == .notDetermined)
    }

    @Test("Controls build, and their value provider answers as the app wrote it")
    func controls() async throws {
        #expect("\(type(of: FavoritesControl().body))".hasPrefix("StaticControlConfiguration<ControlWidgetToggle<"))
        #expect("\(type(of: OpenStoresControl().body))".hasPrefix("StaticControlConfiguration<ControlWidgetButton<"))
        #expect(try await FavoritesProvider().currentValue())
        #expect(Controls().body.body._l10nContent(for: 0) == nil)
    }

    @Test("A photos picker of movies draws its label, and a preview's item has no content types")
    @MainActor func photosPickerOfMovies() {
        let screen = ScreenLayout().layout(ClipPicker(), name: "clips", in: ScreenConfiguration(device: .iPhoneSE))
        #expect(screen.allElements.contains { $0.text == "Choose a clip" })
        #expect(!ClipPicker.isMovie(PhotosPickerItem(itemIdentifier: "clip")))
    }

    @Test("A batch translation throws as a single one does")
    func batchTranslation() async {
        let session = TranslationSession(configuration: .init(source: Locale.Language(identifier: "de"), target: Locale.Language(identifier: "en")))
        await #expect(throws: TranslationError.notInstalled) {
            for try await response in session.translate(batch: [.init(sourceText: "Hallo", clientIdentifier: "greeting")]) {
                _ = response.targetText
            }
        }
    }
}
