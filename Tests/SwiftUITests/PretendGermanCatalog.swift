import SwiftUI

/// A localizer that finds a few keys in a pretend German catalog ("Done" is "Fertig") and shows
/// any other key as it is, for tests of what is looked up and what is shown verbatim.
struct PretendGermanCatalog: Localizer {
    static let translations = ["Done": "Fertig", "%lld items": "%lld Einträge", "welcome": "Willkommen **zurück**"]

    func localize(_ key: LocalizedStringKey, table: String, locale: LocaleIdentifier) -> LocalizedLookup {
        guard let found = Self.translations[key.key] else { return KeyLocalizer().localize(key, table: table, locale: locale) }
        return LocalizedLookup(text: KeyFormatting.fill(found, key, locale: locale, localizer: self, table: table),
                               outcome: .found(locale: locale, source: nil))
    }
}
