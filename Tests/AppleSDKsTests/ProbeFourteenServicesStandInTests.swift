import StandInAppIntents
import StandInAuthenticationServices
import StandInBackgroundTasks
import StandInCoreLocation
import StandInHomeKit
import StandInMapKit
import StandInRealityKit
import StandInStoreKit
import StandInTipKit
import StandInWidgetKit
import SwiftUI
import Testing

/// Location, intents, widgets, passkeys, background tasks, HomeKit and RealityKit as the apps of
/// the fourteenth probe write them: the code builds, and a preview sees a device without
/// sensors, accounts, homes or background time.
@Suite struct ProbeFourteenServicesStandInTests {
    // MARK: Core Location

    final class Tracker: NSObject, CLLocationManagerDelegate, @unchecked Sendable {
        let manager = CLLocationManager()
        var visits: [Date] = []

        func start() {
            manager.delegate = self
            if CLLocationManager.headingAvailable() {
                manager.headingFilter = 5
                manager.startUpdatingHeading()
            }
            manager.startMonitoringVisits()
        }

        func locationManager(_ manager: CLLocationManager, didVisit visit: CLVisit) { visits.append(visit.arrivalDate) }

        func askForPrecision() async -> String {
            do {
                try await manager.requestTemporaryFullAccuracyAuthorization(withPurposeKey: "Navigation")
                return "precise"
            } catch CLError.denied {
                return "denied"
            } catch {
                return "other"
            }
        }

        func isDenied(_ error: any Error) -> Bool { (error as? CLError)?.code == .denied }
    }

    // MARK: App Intents and widgets

    struct CfgIntent: WidgetConfigurationIntent {
        static let title: LocalizedStringResource = "Emoji"
        // Qualified, as in any file that imports TipKit too: its `@Parameter` macro takes the name.
        @StandInAppIntents.Parameter(title: "Emoji", default: "😃") var emoji: String
    }

    struct TrailEntity: AppEntity {
        static let typeDisplayRepresentation = TypeDisplayRepresentation(name: "Trail", numericFormat: "\(placeholder: .int) trails")
        static let defaultQuery = TrailQuery()
        var id: String
        var displayRepresentation: DisplayRepresentation { "\(id)" }
    }

    struct TrailQuery: EntityQuery {
        func entities(for identifiers: [String]) async throws -> [TrailEntity] { [] }
    }

    struct EmojiEntry: TimelineEntry {
        let date: Date
        let emoji: String
    }

    struct PlainProvider: AppIntentTimelineProvider {
        func placeholder(in context: Context) -> EmojiEntry { EmojiEntry(date: Date(timeIntervalSinceReferenceDate: 0), emoji: "😃") }
        func snapshot(for configuration: CfgIntent, in context: Context) async -> EmojiEntry { placeholder(in: context) }
        func timeline(for configuration: CfgIntent, in context: Context) async -> Timeline<EmojiEntry> {
            Timeline(entries: [placeholder(in: context)], policy: .never)
        }
    }

    struct RecommendingProvider: AppIntentTimelineProvider {
        func placeholder(in context: Context) -> EmojiEntry { EmojiEntry(date: Date(timeIntervalSinceReferenceDate: 0), emoji: "😃") }
        func snapshot(for configuration: CfgIntent, in context: Context) async -> EmojiEntry { placeholder(in: context) }
        func timeline(for configuration: CfgIntent, in context: Context) async -> Timeline<EmojiEntry> {
            Timeline(entries: [placeholder(in: context)], policy: .never)
        }
        func recommendations() -> [AppIntentRecommendation<CfgIntent>] {
            let smiley = CfgIntent()
            smiley.emoji = "😀"
            return [AppIntentRecommendation(intent: smiley, description: Text("Smiley")),
                    AppIntentRecommendation(intent: CfgIntent(), description: "Default")]
        }
    }

    // MARK: TipKit

    struct LoginTip: Tip {
        @Parameter static var isLoggedIn: Bool = false
        @Parameter(.transient) static var visits = 0
        var title: Text { Text("Log in") }
    }

    // MARK: Views and scenes

    struct StoreAndMap: View {
        let route: [CLLocationCoordinate2D]
        var body: some View {
            VStack {
                StoreView(ids: ["tip"])
                    .onInAppPurchaseStart { product in print(product.id) }
                    .inAppPurchaseOptions { _ in [] }
                Map {
                    MapPolyline(coordinates: route).stroke(.green, style: StrokeStyle(lineWidth: 4, dash: [6, 4]))
                    MapPolygon(coordinates: route).stroke(.orange, lineWidth: 2)
                    MapCircle(center: route[0], radius: 100).stroke(lineWidth: 3).strokeStyle(style: StrokeStyle(lineWidth: 3))
                }
            }
        }
    }

    struct RefreshingScene: SwiftUI.Scene {
        var body: some SwiftUI.Scene {
            WindowGroup { Text("Hi") }
                .backgroundTask(.appRefresh("com.example.refresh")) {}
                .backgroundTask(.urlSession) { identifier in print(identifier) }
        }
    }

    struct Globe: View {
        var body: some View {
            RealityView { content in
                let sun = DirectionalLight()
                sun.light.intensity = 2000
                content.add(sun)
            }
            .realityViewCameraControls(.orbit)
            .gesture(SpatialTapGesture().targetedToAnyEntity().onEnded { value in value.entity.scale *= 1.1 })
            .gesture(DragGesture().targetedToAnyEntity().onChanged { value in value.entity.position.x = Float(value.translation.width) })
        }
    }

    // MARK: Tests

    @Test("Core Location: no compass, no visits, precise location and monitoring refused or silent")
    func coreLocation() async throws {
        let tracker = Tracker()
        tracker.start()
        #expect(!CLLocationManager.headingAvailable())
        #expect(tracker.manager.headingFilter == 1)
        #expect(tracker.visits.isEmpty)
        #expect(await tracker.askForPrecision() == "denied")
        #expect(tracker.isDenied(CLError(.denied)))
        #expect(!tracker.isDenied(CLError(.network)))
        #expect(CLError.errorDomain == kCLErrorDomain)
        #expect(CLVisit().departureDate == .distantFuture)
        CLBackgroundActivitySession().invalidate()

        let monitor = await CLMonitor("Stores")
        let center = CLLocationCoordinate2D(latitude: 52.5, longitude: 13.4)
        await monitor.add(CLMonitor.CircularGeographicCondition(center: center, radius: 150), identifier: "HQ", assuming: .unsatisfied)
        var events = 0
        for try await event in await monitor.events where event.state == .satisfied { events += 1 }
        #expect(events == 0)
        #expect(await monitor.identifiers == ["HQ"])
        let record = await monitor.record(for: "HQ")
        #expect(record?.lastEvent.state == .unsatisfied)
        #expect((record?.condition as? CLMonitor.CircularGeographicCondition)?.radius == 150)
        await monitor.remove("HQ")
        #expect(await monitor.record(for: "HQ") == nil)
    }

    @Test("App Intents: parameters set on a let intent; numeric formats keep their placeholder")
    func intents() {
        let intent = CfgIntent()
        #expect(intent.emoji == "😃")
        intent.emoji = "😀"
        #expect(intent.emoji == "😀")
        let copy = intent
        copy.emoji = "🙂"
        #expect(intent.emoji == "🙂")
        #expect(TrailEntity.typeDisplayRepresentation.numericFormat?.localizationValue.key.key == "%lld trails")
    }

    @Test("WidgetKit: recommendations are none unless the provider gives some")
    func recommendations() {
        #expect(PlainProvider().recommendations().isEmpty)
        let recommended = RecommendingProvider().recommendations()
        #expect(recommended.map(\.intent.emoji) == ["😀", "😃"])
    }

    @Test("Passkeys and passwords: requests are made, never answered")
    func passkeys() async {
        let provider = ASAuthorizationPlatformPublicKeyCredentialProvider(relyingPartyIdentifier: "example.com")
        let assertion = provider.createCredentialAssertionRequest(challenge: Data([1, 2, 3]))
        let registration = provider.createCredentialRegistrationRequest(challenge: Data([4]), name: "ana", userID: Data([5]))
        #expect(assertion.relyingPartyIdentifier == "example.com")
        #expect(assertion.challenge == Data([1, 2, 3]))
        #expect(registration.name == "ana")
        let requests: [ASAuthorizationRequest] = [assertion, registration, ASAuthorizationPasswordProvider().createRequest()]
        await #expect(throws: ASAuthorizationError.self) {
            _ = try await EnvironmentValues().authorizationController.performRequests(requests)
        }
        #expect(ASPasswordCredential(user: "ana", password: "secret").user == "ana")
    }

    @Test("HomeKit: the async forms fail as the completion forms do")
    func homeKit() async {
        await #expect(throws: HMError(.homeAccessNotAuthorized)) {
            _ = try await HMHomeManager().addHome(withName: "Beach House")
        }
    }

    @Test("TipKit: a parameter is a computed static property over its `Tips.Parameter`")
    func tipParameters() {
        #expect(LoginTip.isLoggedIn == false)
        LoginTip.isLoggedIn = true
        LoginTip.visits += 3
        #expect(LoginTip.$isLoggedIn.wrappedValue)
        #expect(LoginTip.$visits.wrappedValue == 3)
    }

    @Test("Views, scenes and lights build; lights keep what the app sets")
    @MainActor func viewsAndLights() {
        _ = StoreAndMap(route: [CLLocationCoordinate2D(latitude: 0, longitude: 0)]).body
        _ = RefreshingScene().body
        _ = Globe().body
        let sun = DirectionalLight()
        #expect(sun.light.intensity > 2000)
        sun.light.intensity = 2000
        #expect(sun.light.intensity == 2000)
        let bulb = PointLight()
        bulb.light.attenuationRadius = 3
        #expect(bulb.light.attenuationRadius == 3)
        let spot = SpotLight()
        #expect(spot.light.outerAngleInDegrees == 60)
    }
}
