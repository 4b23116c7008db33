import SwiftUI
import Testing

@Suite struct FontScalingTests {
    private func pointSize(_ font: Font, at size: ContentSizeCategory) -> Double? {
        let configuration = ScreenConfiguration(sizeCategory: size)
        return ScreenLayout().layout(Text(verbatim: "Avenir").font(font), name: "font", in: configuration).texts.first?.font?.pointSize
    }

    @Test func customFontScalesWithItsTextStyle() {
        let font = Font.custom("Avenir", size: 17, relativeTo: .body)
        #expect(pointSize(font, at: .large) == 17)
        // Body is 17 pt at Large and 23 pt at xxxLarge, 53 pt at AX5.
        #expect(pointSize(font, at: .extraExtraExtraLarge) == 23)
        #expect(pointSize(font, at: .accessibilityExtraExtraExtraLarge) == 53)
    }

    @Test func customFontRelativeToTitleScalesLikeTitle() {
        let font = Font.custom("Avenir", size: 14, relativeTo: .title)
        // Title 1 is 28 pt at Large and 34 pt at xxxLarge: 14 × 34 / 28 = 17.
        #expect(pointSize(font, at: .extraExtraExtraLarge) == 17)
    }

    @Test func fixedSizeCustomFontDoesNotScale() {
        let font = Font.custom("Avenir", fixedSize: 15)
        #expect(pointSize(font, at: .accessibilityExtraExtraExtraLarge) == 15)
    }

    @Test func scaledMetricFollowsTheBodyStyle() {
        struct Probe: View {
            @ScaledMetric var width = 34.0
            var body: some View { Text(verbatim: "\(width)") }
        }
        let configuration = ScreenConfiguration(sizeCategory: .extraExtraExtraLarge)
        let shown = ScreenLayout().layout(name: "metric", in: configuration) { Probe() }.texts.first?.lines.map(\.text).joined()
        #expect(shown == "46.0")
    }
}
