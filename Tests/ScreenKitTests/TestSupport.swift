@testable import ScreenKit

/// A bare device of the given size with no safe areas, so frames are easy to compute by hand.
func testDevice(width: Double = 300, height: Double = 100) -> Device {
    Device(name: "Test \(Int(width))×\(Int(height))", size: Size(width: width, height: height), topSafeArea: 0, bottomSafeArea: 0)
}

/// `view` laid out on a bare device.
func laidOut<V: View>(_ view: V, width: Double = 300, height: Double = 100, locale: LocaleIdentifier = "en",
                      direction: LayoutDirection? = nil, size: ContentSizeCategory = .large,
                      localizer: any Localizer = KeyLocalizer()) -> LaidOutScreen {
    ScreenLayout(localizer: localizer).layout(view, name: "test",
                                              in: ScreenConfiguration(device: testDevice(width: width, height: height), locale: locale,
                                                                      layoutDirection: direction, sizeCategory: size))
}

/// The content element of a laid-out screen (the root's child after the status bar).
func content(_ screen: LaidOutScreen) -> Element {
    screen.root.children[1]
}

/// Frames of elements of `kind`, in tree order.
func frames(_ screen: LaidOutScreen, _ kind: ElementKind) -> [Rect] {
    screen.allElements.filter { $0.kind == kind }.map(\.frame)
}

/// The first text element showing `text`.
func textElement(_ screen: LaidOutScreen, _ text: String) -> Element? {
    screen.texts.first { $0.text == text }
}

/// A localizer over a dictionary per language, for tests.
struct DictionaryLocalizer: Localizer {
    var tables: [String: [String: String]]
    var developmentLanguage = "en"

    func localize(_ key: LocalizedStringKey, table: String, locale: LocaleIdentifier) -> LocalizedLookup {
        if let value = tables[locale.language]?[key.key] {
            return LocalizedLookup(text: KeyFormatting.fill(value, key, locale: locale, localizer: self, table: table),
                                   outcome: .found(locale: locale.languageOnly, source: "\(locale.language).lproj/\(table).strings"))
        }
        if let value = tables[developmentLanguage]?[key.key] {
            return LocalizedLookup(text: KeyFormatting.fill(value, key, locale: locale, localizer: self, table: table),
                                   outcome: .fellBack(locale: LocaleIdentifier(language: developmentLanguage), source: nil))
        }
        return LocalizedLookup(text: KeyFormatting.fill(key.key, key, locale: locale, localizer: self, table: table), outcome: .missing)
    }
}
