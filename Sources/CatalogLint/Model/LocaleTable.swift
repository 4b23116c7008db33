import L10n

/// All units of one locale in one table: `pl.lproj/Localizable.strings` and
/// `pl.lproj/Localizable.stringsdict` together (Foundation merges them, the `.stringsdict` winning),
/// or one language of a String Catalog.
struct LocaleTable: Sendable {
    /// The locale.
    var locale: LintLocale
    /// The table name (`Localizable`, `InfoPlist`).
    var name: String
    /// The files that make up the table, by format.
    var files: [CatalogFormat: String]
    /// Every unit in file order (repeated keys included).
    var units: [TranslationUnit]
    /// The unit Foundation would use for each key and device: the last one, a `.stringsdict` one first.
    private(set) var index: [UnitIdentity: Int]
    /// Every key the table has, with or without device variations.
    private(set) var keys: Set<String>

    init(locale: LintLocale, name: String, files: [CatalogFormat: String], units: [TranslationUnit]) {
        self.locale = locale
        self.name = name
        self.files = files
        self.units = units
        var index: [UnitIdentity: Int] = [:]
        index.reserveCapacity(units.count)
        for (offset, unit) in units.enumerated() {
            if let existing = index[unit.identity], case .plural = units[existing].value, case .text = unit.value { continue }
            index[unit.identity] = offset
        }
        self.index = index
        self.keys = Set(units.map(\.key))
    }

    /// The unit for `identity`, falling back to the device-independent one (or the `other` device).
    func unit(for identity: UnitIdentity) -> TranslationUnit? {
        if let offset = index[identity] { return units[offset] }
        guard identity.variant != nil else { return nil }
        if let offset = index[UnitIdentity(key: identity.key, variant: nil)] { return units[offset] }
        return index[UnitIdentity(key: identity.key, variant: "other")].map { units[$0] }
    }

    /// Whether the table has the key in any form.
    func contains(key: String) -> Bool {
        keys.contains(key)
    }

    /// The file a finding about the whole table points at: the `.strings` file, else the other one.
    var primaryFile: String {
        files[.strings] ?? files[.xcstrings] ?? files[.stringsdict] ?? ""
    }

    /// Whether the table comes from a String Catalog.
    var isStringCatalog: Bool { files[.xcstrings] != nil }
}
