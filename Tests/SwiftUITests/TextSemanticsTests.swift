import SwiftUI
import Testing

private func texts<V: View>(_ view: V, locale: String = "de", localizer: any Localizer = PretendGermanCatalog(),
                            size: ContentSizeCategory = .large) -> [Element] {
    let configuration = ScreenConfiguration(locale: LocaleIdentifier(language: locale), sizeCategory: size)
    return ScreenLayout(localizer: localizer).layout(view, name: "test", in: configuration).texts
}

@Suite struct TextSemanticsTests {
    @Test func literalIsLookedUpAndStringValueIsShownVerbatim() {
        let value = "Done"
        let shown = texts(VStack { Text("Done"); Text(value) }).map { $0.lines.map(\.text).joined() }
        #expect(shown == ["Fertig", "Done"])
    }

    @Test func interpolatedLiteralBecomesAFormatKey() {
        let count = 3
        let shown = texts(Text("\(count) items")).map { $0.lines.map(\.text).joined() }
        #expect(shown == ["3 Einträge"])
    }
}
