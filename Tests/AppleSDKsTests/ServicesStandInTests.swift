import StandInAppIntents
import StandInAuthenticationServices
import StandInCharts
import StandInCloudKit
import StandInCoreText
import StandInLocalAuthentication
import StandInMapKit
import StandInSafariServices
import StandInStoreKit
import StandInUserNotifications
import SwiftUI
import Testing

/// Views and services of the frameworks around SwiftUI, written as apps write them.
@Suite struct ServicesStandInTests {
    struct Sale: Identifiable {
        let id: Int
        let day: Date
        let amount: Double
    }

    struct Dashboard: View {
        let sales: [Sale]
        @State private var position = MapCameraPosition.automatic
        var body: some View {
            VStack {
                Chart(sales) { sale in
                    BarMark(x: .value("Day", sale.day, unit: .day), y: .value("Amount", sale.amount))
                        .foregroundStyle(.blue)
                        .annotation(position: .top) { Text("\(sale.amount)") }
                }
                .chartXAxis { AxisMarks(values: .stride(by: .day)) { _ in AxisValueLabel() } }
                .chartYScale(domain: 0...100)
                Map(position: $position) {
                    Marker("Shop", coordinate: CLLocationCoordinate2D(latitude: 52.5, longitude: 13.4))
                }
                .mapStyle(.standard)
                SignInWithAppleButton(.signIn) { request in request.requestedScopes = [.email] } onCompletion: { _ in }
                ProductView(id: "pro")
            }
        }
    }

    enum Engine: String, AppEnum {
        case google, duckduckgo
        static let typeDisplayRepresentation: TypeDisplayRepresentation = "Engine"
        static let caseDisplayRepresentations: [Engine: DisplayRepresentation] = [.google: "Google", .duckduckgo: "DuckDuckGo"]
    }

    struct SetEngine: AppIntent {
        static let title: LocalizedStringResource = "Set Engine"
        @Parameter(title: "Engine", default: .google) var engine: Engine
        func perform() async throws -> some IntentResult & ReturnsValue<String> { .result(value: engine.rawValue) }
    }

    @Test("Charts, maps, store and sign-in views build")
    func views() {
        _ = Dashboard(sales: [Sale(id: 1, day: Date(), amount: 12)]).body
    }

    @Test("Services answer as a device without network or accounts")
    @MainActor func services() async throws {
        #expect(try await Product.products(for: ["pro"]).isEmpty)
        #expect(try await CKContainer.default().accountStatus() == .noAccount)
        #expect(!LAContext().canEvaluatePolicy(.deviceOwnerAuthenticationWithBiometrics, error: nil))
        #expect(try await UNUserNotificationCenter.current().requestAuthorization(options: [.alert, .badge]) == false)
        #expect(SetEngine().engine == .google)
        let font = CTFontCreateWithFontDescriptor(CTFontDescriptorCreateWithAttributes([kCTFontNameAttribute: "Menlo"]), 14, nil)
        #expect(CTFontGetSize(font) == 14)
        // SwiftUI's Font of a Core Text font keeps its size at every text size.
        for size in [ContentSizeCategory.large, .accessibilityExtraExtraExtraLarge] {
            let screen = ScreenLayout().layout(Text(verbatim: "12.34").font(Font(font)), name: "timer",
                                               in: ScreenConfiguration(device: .iPhoneSE, sizeCategory: size))
            #expect(screen.allElements.first { $0.text == "12.34" }?.font?.pointSize == 14)
        }
        let region = MKCoordinateRegion(center: CLLocationCoordinate2D(latitude: 0, longitude: 0), latitudinalMeters: 1000, longitudinalMeters: 1000)
        #expect(region.span.latitudeDelta > 0)
        _ = SFSafariViewController(url: URL(fileURLWithPath: "/"))
    }
}
