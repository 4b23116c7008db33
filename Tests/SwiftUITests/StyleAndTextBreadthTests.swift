import Foundation
import SwiftUI
import Testing

/// iOS 16–17 style and text API apps write: the levels of any shape style, shadowed styles,
/// colours resolved to components, date ranges as text, and SwiftUI's attributed-string
/// attributes.
@MainActor
@Suite struct StyleAndTextBreadthTests {
    private func texts(_ view: some View, locale: LocaleIdentifier = "en") -> [String] {
        ScreenLayout().layout(view, name: "breadth", in: ScreenConfiguration(device: .iPhoneSE, locale: locale)).texts.compactMap(\.text)
    }

    @Test func theBackgroundsLevelsAreTheSystemsSecondaryAndTertiaryBackgrounds() {
        #expect(BackgroundStyle.background.secondary.paint == Color(.secondarySystemBackground).paint)
        #expect(BackgroundStyle.background.tertiary.paint == Color(.tertiarySystemBackground).paint)
    }

    @Test func otherStylesLevelsLowerTheirOpacity() {
        #expect(TintShapeStyle.tint.secondary.paint == Color.accentColor.opacity(0.6).paint)
        #expect(FillShapeStyle().tertiary.paint == FillShapeStyle().opacity(0.3).paint)
        #expect(Color.red.quaternary.paint == Color.red.opacity(0.18).paint)
        #expect(Material.ultraThin == Material.ultraThinMaterial)
    }

    @Test func aShadowedStylePaintsAsTheStyle() {
        #expect(Color.blue.shadow(.drop(radius: 2)).paint == Color.blue.paint)
        let view = Rectangle().fill(.shadow(.inner(color: .black, radius: 3))).frame(width: 20, height: 20)
        #expect(texts(view).isEmpty)
    }

    @Test func aColorResolvesToItsComponentsInTheEnvironmentsScheme() {
        var environment = EnvironmentValues()
        #expect(Color(.systemBackground).resolve(in: environment).description == "#FFFFFFFF")
        environment.colorScheme = .dark
        let dark = Color(.systemBackground).resolve(in: environment)
        #expect(dark == Color.Resolved(red: 0, green: 0, blue: 0, opacity: 1))
        #expect(Color(Color.Resolved(red: 1, green: 0, blue: 0)).resolved(in: .light) == RGBA(255, 0, 0))
    }

    @Test func aDateRangeIsWrittenAsTheRenderLocaleWritesIntervals() {
        let start = FixedClock.referenceDate
        let view = VStack {
            Text(start...start.addingTimeInterval(3600))
            Text(DateInterval(start: start, duration: 7200))
        }
        let english = texts(view)
        let german = texts(view, locale: "de")
        #expect(english.count == 2 && german.count == 2)
        #expect(english != german)
        #expect(german.allSatisfy { $0.contains("–") || $0.contains("-") })
    }

    @Test func attributedStringsTakeSwiftUIsAttributes() throws {
        var string = AttributedString("Hello world")
        let range = try #require(string.range(of: "world"))
        string[range].foregroundColor = .red
        string[range].font = .headline
        string.underlineStyle = .single
        var container = AttributeContainer()
        container.backgroundColor = .yellow
        string.mergeAttributes(container)
        #expect(string[range].foregroundColor == .red)
        #expect(string.runs.count == 2)
        #expect(texts(Text(string)) == ["Hello world"])
    }
}
