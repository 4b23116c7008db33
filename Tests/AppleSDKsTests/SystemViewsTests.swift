import StandInAppIntents
import StandInMapKit
import SwiftUI
import Testing

/// Views of Apple's frameworks that settings and place screens show: drawn at their size, in the
/// system's words where they have words.
@MainActor @Suite struct SystemViewsTests {
    private func layout(_ view: some View, locale: String = "en") -> LaidOutScreen {
        ScreenLayout().layout(view, name: "system", in: ScreenConfiguration(device: .iPhoneSE, locale: LocaleIdentifier(language: locale, region: nil)))
    }

    private struct Refill: AppIntent {
        static let title: LocalizedStringResource = "Refill"
        func perform() async throws -> some IntentResult { .result() }
    }

    @Test("A Shortcuts link is a button in the system's words; a Siri tip keeps its card's height")
    func intentViews() {
        let link = layout(ShortcutsLink(), locale: "pl")
        #expect(link.allElements.contains { $0.kind == .button })
        #expect(link.allElements.first { $0.text == "Skróty" }?.sources.map(\.origin) == [.system])
        let tip = layout(VStack(spacing: 0) { SiriTipView(intent: Refill()); Text(verbatim: "Below") })
        let below = tip.allElements.first { $0.text == "Below" }
        let card = tip.allElements.first { $0.kind == .roundedRectangle }
        #expect(card?.frame.size.height == 66)
        #expect(below.map { $0.frame.minY >= (card?.frame.minY ?? 0) + 66 } == true)
    }

    @Test("Look Around finds no scene offline and draws a placeholder of its frame")
    func lookAround() async throws {
        let request = MKLookAroundSceneRequest(coordinate: CLLocationCoordinate2D(latitude: 52.23, longitude: 21.01))
        #expect(try await request.scene == nil)
        let preview = layout(LookAroundPreview(initialScene: nil).frame(height: 120))
        #expect(preview.allElements.contains { $0.kind == .color && $0.frame.size.height == 120 })
    }
}
