import L10n
import ToolSupport

/// A base table ready to be compared with every locale: its units indexed by key, and what the
/// translation rules need to know about each unit worked out once instead of once per locale.
struct BaseTable: Sendable {
    /// The table.
    let table: LocaleTable
    /// Facts about each unit, in the order of `table.units`.
    let facts: [BaseUnitFacts]
    /// Each distinct key's ordinal.
    private let keyOrdinals: [String: Int]
    /// The unit Foundation uses for each key's device-independent form, by key ordinal.
    private let plainUnits: [Int?]
    /// The unit Foundation uses for each key and device, for device variations only.
    private let deviceUnits: [UnitIdentity: Int]
    /// Keys the base has without writing them in the table (its storyboard's objects, its property list).
    let implicitKeys: ImplicitBaseKeys
    /// What `untranslated` worked out about each unit's texts, shared by the locales.
    let untranslatedTexts: UntranslatedBaseTexts
    /// The key ordinal of each plain string (not a plural), in the order of `table.units`.
    let plainTextOrdinals: [Int]

    /// Prepares `table`; `implicitKeys` are the keys its storyboards, XIBs or property list give it,
    /// and `interfaceTexts` their texts by key, for units that have no text of their own.
    init(_ table: LocaleTable, implicitKeys: ImplicitBaseKeys = ImplicitBaseKeys(), interfaceTexts: [String: String] = [:]) {
        var table = table
        Self.takeInterfaceTexts(into: &table, from: interfaceTexts)
        self.table = table
        self.implicitKeys = implicitKeys
        var keyOrdinals: [String: Int] = [:]
        keyOrdinals.reserveCapacity(table.units.count)
        var ordinals: [Int] = []
        ordinals.reserveCapacity(table.units.count)
        var plainUnits: [Int?] = []
        var deviceUnits: [UnitIdentity: Int] = [:]
        for (offset, unit) in table.units.enumerated() {
            let ordinal: Int
            if let known = keyOrdinals[unit.key] {
                ordinal = known
            } else {
                ordinal = plainUnits.count
                keyOrdinals[unit.key] = ordinal
                plainUnits.append(nil)
            }
            ordinals.append(ordinal)
            // The last unit wins, except that a plain string never replaces a plural one.
            if let variant = unit.variant {
                let identity = UnitIdentity(key: unit.key, variant: variant)
                if let existing = deviceUnits[identity], Self.pluralWins(over: unit, existing: table.units[existing]) { continue }
                deviceUnits[identity] = offset
            } else {
                if let existing = plainUnits[ordinal], Self.pluralWins(over: unit, existing: table.units[existing]) { continue }
                plainUnits[ordinal] = offset
            }
        }
        self.keyOrdinals = keyOrdinals
        self.plainUnits = plainUnits
        self.deviceUnits = deviceUnits
        let files = table.files
        let hasInterfaceFile = !implicitKeys.objectIDs.isEmpty || implicitKeys.acceptsAnyInterfaceKey
        untranslatedTexts = UntranslatedBaseTexts(count: table.units.count)
        plainTextOrdinals = zip(table.units, ordinals).compactMap { unit, ordinal in
            if case .text = unit.value { ordinal } else { nil }
        }
        facts = zip(table.units, ordinals).map { unit, ordinal in
            BaseUnitFacts(unit, keyOrdinal: ordinal, fileFormat: files.first { $0.value == unit.file }?.key, hasInterfaceFile: hasInterfaceFile)
        }
    }

    /// How many distinct keys the table has.
    var keyCount: Int { plainUnits.count }

    /// The ordinal of `key`, or nil when the table does not have it.
    func ordinal(of key: String) -> Int? { keyOrdinals[key] }

    /// Whether the base knows `key` without writing it in the table.
    func hasImplicitKey(_ key: String) -> Bool { implicitKeys.contains(key) }

    /// Gives a storyboard or XIB string whose base has no text of its own (its value is its key, as
    /// in a String Catalog made from a storyboard) the text its comment or interface file shows.
    private static func takeInterfaceTexts(into table: inout LocaleTable, from interfaceTexts: [String: String]) {
        for offset in table.units.indices {
            guard InterfaceBuilderKey.objectID(of: table.units[offset].key) != nil, case .text(let text) = table.units[offset].value,
                  text.value == table.units[offset].key else { continue }
            let unit = table.units[offset]
            guard let source = InterfaceBuilderKey.baseText(forKey: unit.key, comment: unit.comment) ?? interfaceTexts[unit.key] else { continue }
            table.units[offset].value = .text(LocatedString(source, at: text.position))
        }
    }

    /// The offset of the unit for `identity`, falling back to the device-independent one (or the
    /// `other` device); `ordinal` is the key's ordinal.
    func counterpart(of identity: UnitIdentity, ordinal: Int) -> Int? {
        guard identity.variant != nil else { return plainUnits[ordinal] }
        if let offset = deviceUnits[identity] { return offset }
        if let offset = plainUnits[ordinal] { return offset }
        return deviceUnits[UnitIdentity(key: identity.key, variant: "other")]
    }

    private static func pluralWins(over unit: TranslationUnit, existing: TranslationUnit) -> Bool {
        if case .plural = existing.value, case .text = unit.value { return true }
        return false
    }
}

/// What the translation rules need to know about one base unit.
struct BaseUnitFacts: Sendable {
    /// The ordinal of the unit's key in its table.
    let keyOrdinal: Int
    /// The format of the file the unit is in (nil when it is not one of the table's files).
    let fileFormat: CatalogFormat?
    /// Whether translators are expected to translate the unit.
    let needsTranslation: Bool
    /// The key quoted for messages (`Quoted.text`).
    let quotedKey: String
    /// The unit's texts, as `UnitValue.texts` lists them.
    let texts: [String]
    /// For a plain string: whether it is blank, and its leading and trailing white space.
    let isBlank: Bool
    let leadingWhitespace: Substring
    let trailingWhitespace: Substring
    /// The unit's formats, parsed.
    let formats: BaseFormats
    /// Whether the unit is the text of a storyboard or XIB object (never used as a format).
    let isInterfaceText: Bool

    init(_ unit: TranslationUnit, keyOrdinal: Int, fileFormat: CatalogFormat?, hasInterfaceFile: Bool = false) {
        isInterfaceText = FormatMismatchRule.isInterfaceText(unit, hasInterfaceFile: hasInterfaceFile)
        self.keyOrdinal = keyOrdinal
        self.fileFormat = fileFormat
        needsTranslation = unit.needsTranslation
        quotedKey = QuotedText.value(unit.key)
        texts = unit.value.texts.map(\.value)
        if case .text(let text) = unit.value {
            isBlank = text.value.isBlank
            leadingWhitespace = text.value.leadingWhitespace
            trailingWhitespace = text.value.trailingWhitespace
        } else {
            isBlank = false
            leadingWhitespace = ""
            trailingWhitespace = ""
        }
        formats = BaseFormats(unit.value)
    }
}

/// A base value's formats, parsed once: a string's format, or a plural value's typed format and
/// each variable's forms.
struct BaseFormats: Sendable {
    /// A string's format, or a plural value's typed format (`PluralValue.typedFormat`); nil when it
    /// has no `%`.
    let format: ParsedFormat?
    /// Whether a plural value has a typed format at all (always true for a string).
    let hasTypedFormat: Bool
    /// For a plural value, each variable's positional placeholders that its forms may use.
    let variables: [[Int: FormatPlaceholder]]
    /// For a plural value, each variable's forms' arguments, by category.
    let formArguments: [[PluralCategory: PluralFormArguments]]
    /// For a plural value, the typed format's text (nil without one).
    let typedFormat: String?
    /// For a plural value, each variable's forms as formats (`formText`) and parsed, by category:
    /// a translation's form that copies the base's text reuses its parse.
    let parsedForms: [[PluralCategory: (text: String, format: ParsedFormat?)]]

    init(_ value: UnitValue) {
        switch value {
        case .text(let text):
            format = ParsedFormat(text.value)
            hasTypedFormat = true
            variables = []
            formArguments = []
            typedFormat = nil
            parsedForms = []
        case .plural(let plural):
            let typed = plural.typedFormat
            let format = typed.flatMap(ParsedFormat.init)
            self.format = format
            hasTypedFormat = typed != nil
            typedFormat = typed
            let forms = plural.variables.map { variable in
                variable.sortedForms.map { form in
                    let text = variable.formText(form.text.value)
                    return (category: form.category, text: text, format: ParsedFormat(text))
                }
            }
            parsedForms = forms.map { forms in
                Dictionary(forms.map { ($0.category, (text: $0.text, format: $0.format)) }, uniquingKeysWith: { first, _ in first })
            }
            variables = forms.map { forms in
                FormatComparison.positionalPlaceholders(baseForms: forms.map(\.format), baseArguments: format?.arguments ?? [])
            }
            let written = plural.format.flatMap { ParsedFormat($0.value) }
            formArguments = zip(plural.variables, forms).map { variable, parsed in
                let countPosition = PluralFormArguments.countPosition(of: variable.name, in: written, forms: parsed.map(\.format))
                var forms: [PluralCategory: PluralFormArguments] = [:]
                for form in parsed {
                    forms[form.category] = PluralFormArguments(form.format, countPosition: countPosition, wholeString: plural.format == nil)
                }
                return forms
            }
        }
    }
}
