import Synchronization

extension CatalogSet {
    /// Looks `key` up for `locale` as an app does at run time, and formats it with `arguments`.
    ///
    /// Tries each locale of the fallback chain (`zh-Hant-TW` → `zh-TW` → `zh-Hant` → development
    /// language → `Base`); in each, a `.stringsdict` entry before a `.strings` one (as Foundation
    /// does), then a String Catalog. Plural forms are chosen by the requested locale's CLDR rules;
    /// `device` picks String Catalog device variations (`iphone`, `ipad`, `mac`, else `other`).
    /// A key found nowhere resolves to itself, formatted, as an app shows it.
    public func resolve(_ key: String, table: String = "Localizable", locale: LocaleIdentifier,
                        arguments: [FormatArgument] = [], device: String = "iphone") -> Resolution {
        let rules = try? PluralRules.cached(locale: locale)
        for candidate in locale.fallbackChain(developmentLanguage: developmentLanguage) {
            guard let value = storedValue(for: key, table: table, locale: candidate, device: device) else { continue }
            let choices = Mutex<[String]>([])
            var format = value.format
            if let forms = value.wholeStringForms {
                let selector = arguments.first { $0.family == .integer || $0.family == .floatingPoint }
                let category = selector.map { Self.category(of: $0, rules: rules) } ?? .other
                format = forms[category] ?? forms[.other] ?? format
                choices.withLock { $0.append("(whole)=\(category.rawValue)") }
            }
            let formatter = StringFormatter(
                locale: locale,
                resolveNested: { nested in
                    self.resolve(nested.key, table: table, locale: locale, arguments: nested.arguments, device: device).text
                },
                resolveVariable: { reference in
                    guard let variable = value.variables[reference.name] else { return nil }
                    var reference = reference
                    if let position = variable.argumentPosition { reference.position = position }
                    guard let argument = reference.argument else { return nil }
                    let category = Self.category(of: argument, rules: rules)
                    guard let form = variable.forms[category] ?? variable.forms[.other] else { return nil }
                    choices.withLock { $0.append("\(reference.name)=\(category.rawValue)") }
                    let formText = variable.formatSpecifier.map { form.replacingOccurrences(of: "%arg", with: "%\(reference.position)$\($0)") } ?? form
                    return StringFormatter(locale: locale).format(FormatString(formText), reference.arguments, firstPosition: reference.position).text
                })
            let formatted = formatter.format(FormatString(format), arguments)
            var source = value.source
            source.pluralChoices = choices.withLock { $0 }
            let status: Resolution.Status = candidate.language == locale.language ? .found : .fellBack
            return Resolution(text: formatted.text, status: status, source: source, mismatches: formatted.mismatches)
        }
        guard !arguments.isEmpty else { return Resolution(text: key, status: .missing, source: nil, mismatches: []) }
        let formatted = StringFormatter(locale: locale).format(key, arguments)
        return Resolution(text: formatted.text, status: .missing, source: nil, mismatches: formatted.mismatches)
    }

    private static func category(of argument: FormatArgument, rules: PluralRules?) -> PluralCategory {
        guard let rules else { return .other }
        switch argument {
        case .int(let value): return rules.category(for: Double(value))
        case .uint(let value): return rules.category(for: Double(value))
        case .double(let value): return rules.category(for: value)
        default: return .other
        }
    }

    /// The value stored for `key` in one locale's tables, before formatting.
    func storedValue(for key: String, table: String, locale: LocaleIdentifier, device: String) -> StoredValue? {
        if let lproj = lprojTables[table]?[locale] {
            if let entry = lproj.stringsdictIndex[key], let formatKey = entry.formatKey, let path = lproj.stringsdictPath {
                var variables: [String: StoredValue.Variable] = [:]
                for variable in entry.variables {
                    variables[variable.name] = StoredValue.Variable(forms: variable.forms.mapValues(\.value), formatSpecifier: nil)
                }
                let source = ResolutionSource(locale: locale, file: path, line: entry.keyPosition.line, format: .stringsdict, pluralChoices: [])
                return StoredValue(format: formatKey.value, wholeStringForms: nil, variables: variables, source: source)
            }
            if let entry = lproj.stringsIndex[key], let path = lproj.stringsPath {
                let source = ResolutionSource(locale: locale, file: path, line: entry.keyPosition.line, format: .strings, pluralChoices: [])
                return StoredValue(format: entry.value, wholeStringForms: nil, variables: [:], source: source)
            }
        }
        guard let catalog = stringCatalogs[table], let entry = catalog.index[key] else { return nil }
        let localization = entry.localizations.first { (try? LocaleIdentifier.parse($0.language)) == locale }
        guard let localization else { return nil }
        return StoredValue(catalogContent: localization.content, device: device,
                           source: ResolutionSource(locale: locale, file: catalog.path, line: localization.position.line, format: .xcstrings, pluralChoices: []))
    }
}

/// A catalog value before formatting: its format, and the plural forms it may choose from.
struct StoredValue: Sendable {
    /// A `%#@name@` variable's forms.
    struct Variable: Sendable {
        var forms: [PluralCategory: String]
        /// For String Catalog substitutions: the conversion `%arg` stands for (`lld`).
        var formatSpecifier: String?
        /// For String Catalog substitutions: the argument it reads, when the catalog says (`argNum`).
        var argumentPosition: Int? = nil
    }

    var format: String
    /// A String Catalog plural variation of the whole string, chosen by its first numeric argument.
    var wholeStringForms: [PluralCategory: String]?
    var variables: [String: Variable]
    var source: ResolutionSource

    init(format: String, wholeStringForms: [PluralCategory: String]?, variables: [String: Variable], source: ResolutionSource) {
        self.format = format
        self.wholeStringForms = wholeStringForms
        self.variables = variables
        self.source = source
    }

    /// Reads a String Catalog localization, picking the device variation first.
    init?(catalogContent: XCStringsContent, device: String, source: ResolutionSource) {
        var content = catalogContent
        if let devices = content.variations?.device {
            guard let chosen = devices.first(where: { $0.name == device }) ?? devices.first(where: { $0.name == "other" }) else { return nil }
            content = chosen.content
        }
        var forms: [PluralCategory: String]?
        if let plural = content.variations?.plural {
            forms = Dictionary(plural.compactMap { variation in
                variation.category.flatMap { category in variation.content.stringUnit.map { (category, $0.value) } }
            }, uniquingKeysWith: { first, _ in first })
        }
        guard let format = content.stringUnit?.value ?? forms?[.other] else { return nil }
        var variables: [String: Variable] = [:]
        for substitution in content.substitutions ?? [] {
            let substitutionForms = Dictionary((substitution.variations?.plural ?? []).compactMap { variation in
                variation.category.flatMap { category in variation.content.stringUnit.map { (category, $0.value) } }
            }, uniquingKeysWith: { first, _ in first })
            variables[substitution.name] = Variable(forms: substitutionForms, formatSpecifier: substitution.formatSpecifier ?? "lld",
                                                    argumentPosition: substitution.argNum)
        }
        self.init(format: format, wholeStringForms: forms, variables: variables, source: source)
    }
}
