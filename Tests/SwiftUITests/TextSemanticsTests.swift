import SwiftUI
import Testing

/// A localizer that finds every key in a pretend German catalog: "Done" is "Fertig".
private struct GermanCatalog: Localizer {
    func localize(_ key: LocalizedStringKey, table: String, locale: LocaleIdentifier) -> LocalizedLookup {
        let found = ["Done": "Fertig", "%lld items": "%lld Einträge"][key.key]
        guard let found else { return KeyLocalizer().localize(key, table: table, locale: locale) }
        return LocalizedLookup(text: KeyFormatting.fill(found, key, locale: locale, localizer: self, table: table),
                               outcome: .found(locale: locale, source: nil))
    }
}

private func texts<V: View>(_ view: V, locale: String = "de", localizer: any Localizer = GermanCatalog(),
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
