import ScreenKit

/// For each locale, the development language's texts that the catalogs translate, with their
/// translation: how the harness tells that a String shown as it is ("High") had a translation
/// ("Wysoki") the code never asked for.
///
/// It also holds the app's UI copy as the catalogs know it: every key without placeholders and
/// its development-language text. A String shown as it is counts as hard-coded UI copy only when
/// it is one of those (or a literal of the app's code); anything else is data (a person's name in
/// a preview), which no catalog could translate.
struct TranslationIndex: Sendable {
    private let byLocale: [LocaleIdentifier: [String: String]]
    /// Keys and development-language texts of the catalogs, trimmed.
    let uiCopy: Set<String>
    /// Keys and development-language texts (trimmed) that every language of the catalogs having
    /// the key shows unchanged: a name or brand ("CSE"), or a key marked not to translate.
    let invariant: Set<String>

    /// An empty index, for runs without catalogs.
    init() {
        byLocale = [:]
        uiCopy = []
        invariant = []
    }

    /// The index of `catalogs` for `locales` (pseudo-locales and the development language need none).
    init(catalogs: CatalogSet, locales: [LocaleIdentifier]) {
        let development = catalogs.developmentLanguage
        let targets = locales.filter { PseudoLocale($0) == nil && $0.language != development.language }
        var index: [LocaleIdentifier: [String: String]] = [:]
        var copy = Set<String>()
        var unchanged = Set<String>()
        let others = catalogs.locales.filter { $0.language != development.language }
        for table in catalogs.tableNames {
            for key in catalogs.keys(inTable: table) where !key.contains("%") {
                let original = catalogs.resolve(key, table: table, locale: development).text
                copy.insert(key.trimmingSpaces)
                copy.insert(original.trimmingSpaces)
                let found = others.lazy.map { catalogs.resolve(key, table: table, locale: $0) }.filter { $0.status == .found }
                if !found.isEmpty, found.allSatisfy({ $0.text == original }) {
                    unchanged.insert(key.trimmingSpaces)
                    unchanged.insert(original.trimmingSpaces)
                }
                for locale in targets {
                    let translated = catalogs.resolve(key, table: table, locale: locale)
                    guard translated.status == .found, translated.text != original else { continue }
                    for shown in [original, key] where index[locale]?[shown] == nil {
                        index[locale, default: [:]][shown] = translated.text
                    }
                }
            }
        }
        byLocale = index
        uiCopy = copy
        invariant = unchanged
    }

    /// Development-language text → translation, for `locale`.
    func translations(for locale: LocaleIdentifier) -> [String: String] {
        byLocale[locale] ?? [:]
    }
}
