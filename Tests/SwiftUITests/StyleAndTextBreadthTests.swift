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

/// `@Environment(\.locale)` is Foundation's `Locale`, as in SwiftUI, in the render's locale.
@MainActor
@Suite struct EnvironmentLocaleTests {
    private struct Price: View {
        @Environment(\.locale) private var locale
        var body: some View {
            VStack {
                Text(verbatim: locale.identifier)
                Text(12.5, format: .currency(code: locale.currency?.identifier ?? "USD"))
                Text(FixedClock.referenceDate, format: .dateTime.year().locale(locale))
            }
        }
    }

    private func texts(_ view: some View, locale: LocaleIdentifier) -> [String] {
        ScreenLayout().layout(view, name: "locale", in: ScreenConfiguration(device: .iPhoneSE, locale: locale)).texts.compactMap(\.text)
    }

    @Test func aViewReadsTheRendersLocaleAsFoundationsLocale() {
        let polish = texts(Price(), locale: "pl-PL")
        #expect(polish.first == "pl-PL")
        #expect(polish.dropFirst().first?.contains("zł") == true)
        #expect(texts(Price(), locale: "en-US").dropFirst().first == "$12.50")
    }

    @Test func settingAFoundationLocaleMovesTheRender() {
        let moved = texts(Price().environment(\.locale, Locale(identifier: "de_DE")), locale: "en-US")
        #expect(moved.first == "de-DE")
        #expect(moved.dropFirst().first?.contains("€") == true)
    }
}
