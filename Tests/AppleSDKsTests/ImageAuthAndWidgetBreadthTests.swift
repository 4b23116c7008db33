import Foundation
import StandInAppIntents
import StandInAuthenticationServices
import StandInCharts
import StandInCoreImage
import StandInWidgetKit
import SwiftUI
import Testing

/// Core Image's typed filters, AuthenticationServices' SwiftUI actions and WidgetKit's bundles
/// and configuration intents, as apps write them.
@MainActor
@Suite struct ImageAuthAndWidgetBreadthTests {
    @Test func aQRCodeGeneratorKeepsItsInputsAndMakesAnImageOfAMessage() {
        let filter = CIFilter.qrCodeGenerator()
        #expect(filter.outputImage == nil)
        filter.message = Data("https://example.com".utf8)
        filter.correctionLevel = "H"
        #expect(filter.correctionLevel == "H")
        #expect(filter.outputImage?.extent.width == 23)
    }

    @Test func anImageFilterPassesItsInputImageThrough() {
        let image = CIImage(extent: CGRect(x: 0, y: 0, width: 40, height: 30))
        let sepia = CIFilter.sepiaTone()
        sepia.inputImage = image
        sepia.intensity = 0.8
        let blur: CIFilter & CIGaussianBlur = CIFilter.gaussianBlur()
        blur.inputImage = sepia.outputImage
        blur.radius = 4
        #expect(blur.outputImage === image)
        #expect(sepia.intensity == 0.8 && blur.radius == 4)
        #expect(CIFilter.colorControls().saturation == 1)
    }

    @Test func signInActionsEndAsACancelInAPreview() async {
        let session = EnvironmentValues().webAuthenticationSession
        await #expect(throws: ASAuthorizationError.self) {
            try await session.authenticate(using: URL(fileURLWithPath: "/login"), callbackURLScheme: "app",
                                           preferredBrowserSession: .ephemeral)
        }
        await #expect(throws: ASAuthorizationError.self) {
            try await EnvironmentValues().authorizationController.performRequests([ASAuthorizationAppleIDProvider().createRequest()])
        }
    }

    @Test func anAppleIDsCredentialStateIsNotFound() async {
        let state = await withCheckedContinuation { continuation in
            ASAuthorizationAppleIDProvider().getCredentialState(forUserID: "user") { state, _ in continuation.resume(returning: state) }
        }
        #expect(state == .notFound)
    }

    private struct Emoji: WidgetConfigurationIntent {
        static let title: LocalizedStringResource = "Emoji"
    }

    private struct Small: Widget {
        var body: some WidgetConfiguration { EmptyWidgetConfiguration() }
    }

    private struct Bundled: WidgetBundle {
        var body: some Widget {
            Small()
            Small()
        }
    }

    private struct Reading: Identifiable {
        let id: Int
        let day: Date
        let value: Double
    }

    /// iOS 17's chart scales, scrolling, selection, gestures and annotations, and iOS 18's
    /// function plots, as a dashboard writes them.
    private struct Trend: View {
        let readings: [Reading]
        @State private var range: ClosedRange<Date>?
        var body: some View {
            Chart(readings) { reading in
                LineMark(x: .value("Day", reading.day), y: .value("Value", reading.value))
                    .symbol(.square)
                    .lineStyle(by: .value("Kind", "measured"))
                    .annotation(position: .top, overflowResolution: .init(x: .fit(to: .chart), y: .disabled)) {
                        Text(verbatim: "\(reading.value)")
                    }
                Plot { RuleMark(y: .value("Goal", 50)) }
                LinePlot(x: "x", y: "y") { x in x * 2 }
            }
            .chartYScale(domain: .automatic(includesZero: false))
            .chartSymbolScale(domain: ["A", "B"], range: [BasicChartSymbolShape.circle, .square])
            .chartScrollableAxes(.horizontal)
            .chartScrollPosition(initialX: FixedClock.referenceDate)
            .chartScrollTargetBehavior(.valueAligned(matching: DateComponents(hour: 0), majorAlignment: .matching(DateComponents(day: 1))))
            .chartXSelection(range: $range)
            .chartGesture { proxy in DragGesture().onChanged { proxy.selectXValue(at: $0.location.x) } }
            .chartXAxis { AxisMarks { _ in AxisValueLabel(collisionResolution: .greedy, orientation: .vertical) } }
            .chartOverlay { proxy in
                GeometryReader { geometry in
                    Rectangle().fill(.clear).frame(width: geometry[proxy.plotAreaFrame].width)
                }
            }
        }
    }

    @Test func chartsOfIOS17AndLaterBuildAndDrawAsTheirArea() {
        let screen = ScreenLayout().layout(Trend(readings: [Reading(id: 1, day: FixedClock.referenceDate, value: 40)]).frame(height: 200),
                                           name: "trend", in: ScreenConfiguration(device: .iPhoneSE))
        #expect(screen.texts.isEmpty)
        #expect(screen.unsettled.isEmpty)
    }

    @Test func aConfigurationIntentPerformsNothingAndABundleGathersWidgets() async throws {
        _ = try await Emoji().perform()
        #expect(Bundled().body.body._l10nContent(for: 0) == nil)
    }
}
