import Foundation
import StandInAppIntents
import StandInAuthenticationServices
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

    @Test func aConfigurationIntentPerformsNothingAndABundleGathersWidgets() async throws {
        _ = try await Emoji().perform()
        #expect(Bundled().body.body._l10nContent(for: 0) == nil)
    }
}
