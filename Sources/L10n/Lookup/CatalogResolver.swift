import Synchronization

extension CatalogSet {
    /// Looks `key` up for `locale` as an app does at run time, and formats it with `arguments`.
    ///
    /// Tries each locale of the fallback chain (`zh-Hant-TW` → `zh-TW` → `zh-Hant` → development
    /// language → `Base`); in each, a `.stringsdict` entry before a `.strings` one (as Foundation
    /// does), then a String Catalog. Plural forms are chosen by the requested locale's CLDR rules;
    /// `device` picks String Catalog device variations (`iphone`, `ipad`, `mac`, else `other`).
    /// A key found nowhere resolves to itself, formatted, as an app shows it. A String Catalog key
    /// marked `shouldTranslate: false` is found in every language.
    public func resolve(_ key: String, table: String = "Localizable", locale: LocaleIdentifier,
                        arguments: [FormatArgument] = [], device: String = "iphone") -> Resolution {
        let key = CombiningMarkOrder.ordered(key)
        let rules = try? PluralRules.cached(locale: locale)
        let resolveNested: @Sendable (LocalizedStringKey) -> String = { nested in
            self.resolve(nested.key, table: table, locale: locale, arguments: nested.arguments, device: device).text
        }
        // A String Catalog key marked `shouldTranslate: false` (an app's name, a version number)
        // shows its development-language text in every language by design: that is no fallback.
        let staysTheSame = stringCatalogs[table]?.index[key]?.isTranslatable == false
        for candidate in locale.fallbackChain(developmentLanguage: developmentLanguage) {
            guard let value = storedValue(for: key, table: table, locale: candidate, device: device) else { continue }
            let status: Resolution.Status = candidate.language == locale.language || staysTheSame ? .found : .fellBack
            return format(value, key: key, arguments: arguments, locale: locale, rules: rules, status: status, resolveNested: resolveNested)
        }
        if let value = keyAsSourceValue(key, table: table) {
            let status: Resolution.Status = locale.language == developmentLanguage.language || staysTheSame ? .found : .fellBack
            return format(value, key: key, arguments: arguments, locale: locale, rules: rules, status: status, resolveNested: resolveNested)
        }
        guard !arguments.isEmpty else { return Resolution(text: key, status: .missing, source: nil, mismatches: []) }
        let formatted = StringFormatter(locale: locale, resolveNested: resolveNested).format(key, arguments)
        return Resolution(text: formatted.text, status: .missing, source: nil, mismatches: formatted.mismatches)
    }

    /// `value` filled with `arguments`: its plural forms chosen by `rules`, its variables resolved
    /// (also inside each other's forms: each variable once per argument it reads, remembered, with
    /// a variable met again inside its own expansion taken as a loop), nested keys looked up.
    /// Formatting stops at `ExpansionLimits`; the text is then an error naming `key`.
    private func format(_ value: StoredValue, key: String, arguments: [FormatArgument], locale: LocaleIdentifier, rules: PluralRules?,
                        status: Resolution.Status, resolveNested: @escaping @Sendable (LocalizedStringKey) -> String) -> Resolution {
        let log = VariableLog()
        var format = value.format
        if let forms = value.wholeStringForms {
            let selector = arguments.first { $0.family == .integer || $0.family == .floatingPoint }
            let category = selector.map { Self.category(of: $0, rules: rules) } ?? .other
            format = forms[category] ?? forms[.other] ?? format
            log.choices.withLock { $0.append("(whole)=\(category.rawValue)") }
        }
        let formatted = Self.formatter(for: value, locale: locale, rules: rules, path: [], log: log, resolveNested: resolveNested)
            .format(FormatString(format), arguments)
        var source = value.source
        source.pluralChoices = log.choices.withLock { $0 }
        if let limit = log.budget.exceeded {
            return Resolution(text: Self.limitText(key: key, limit: limit), status: status, source: source,
                              mismatches: formatted.mismatches + [.limitExceeded(limit)])
        }
        let loops = log.looped.withLock { $0 }.sorted().map { FormatMismatch.recursiveVariable($0) }
        return Resolution(text: formatted.text, status: status, source: source, mismatches: formatted.mismatches + loops)
    }

    /// The text shown for a value whose formatting passed a limit: what was passed, and the key.
    static func limitText(key: String, limit: FormatBudget.Limit) -> String {
        let shown = key.unicodeScalars.count > 80 ? String(String.UnicodeScalarView(key.unicodeScalars.prefix(80))) + "…" : key
        return "[the value of '\(shown)' was not formatted: \(limit)]"
    }

    /// A formatter whose `%#@variable@` placeholders read `value`'s variables, inside the
    /// expansions of the variables on `path`.
    private static func formatter(for value: StoredValue, locale: LocaleIdentifier, rules: PluralRules?, path: [String], log: VariableLog,
                                  resolveNested: @escaping @Sendable (LocalizedStringKey) -> String) -> StringFormatter {
        StringFormatter(
            locale: locale,
            resolveNested: resolveNested,
            resolveVariable: { reference in
                guard let variable = value.variables[reference.name] else { return nil }
                guard log.budget.step() else { return "" }
                guard !path.contains(reference.name) else {
                    log.looped.withLock { _ = $0.insert(reference.name) }
                    return ""
                }
                guard path.count < ExpansionLimits.nesting else {
                    log.budget.passNesting(ExpansionLimits.nesting, at: reference.name)
                    return ""
                }
                var reference = reference
                if let position = variable.argumentPosition { reference.position = position }
                guard let argument = reference.argument else { return nil }
                let category = category(of: argument, rules: rules)
                guard let form = variable.forms[category] ?? variable.forms[.other] else { return nil }
                let memoKey = VariableLog.Expansion(name: reference.name, position: reference.position)
                if let known = log.expansions.withLock({ $0[memoKey] }) {
                    // Counted again: the same expansion shown twice is twice the text.
                    return log.budget.take(characters: known.utf8.count) == known.utf8.count ? known : ""
                }
                log.choices.withLock { $0.append("\(reference.name)=\(category.rawValue)") }
                let formText = variable.formatSpecifier.map { form.replacingOccurrences(of: "%arg", with: "%\(reference.position)$\($0)") } ?? form
                let inner = formatter(for: value, locale: locale, rules: rules, path: path + [reference.name], log: log, resolveNested: resolveNested)
                let text = inner.format(FormatString(formText), reference.arguments, firstPosition: reference.position).text
                guard log.budget.exceeded == nil, log.budget.take(characters: text.utf8.count) == text.utf8.count else { return "" }
                log.expansions.withLock { $0[memoKey] = text }
                return text
            },
            budget: log.budget)
    }

    /// A String Catalog key with no value in any language of the fallback chain: on a device it
    /// shows the key itself, as the development language's text (Xcode leaves the source value
    /// out when it equals the key).
    private func keyAsSourceValue(_ key: String, table: String) -> StoredValue? {
        guard let catalog = stringCatalogs[table], let entry = catalog.index[key] else { return nil }
        let source = ResolutionSource(locale: developmentLanguage, file: catalog.path, line: entry.position.line, format: .xcstrings)
        return StoredValue(format: key, wholeStringForms: nil, variables: [:], source: source)
    }

    private static func category(of argument: FormatArgument, rules: PluralRules?) -> PluralCategory {
        guard let rules else { return .other }
        switch argument {
        case .int(let value): return rules.category(for: Int(value))
        case .uint(let value): return value <= UInt64(Int.max) ? rules.category(for: Int(value)) : rules.category(forDecimal: String(value))
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

/// What formatting one value chose (plural forms, as `variable=category`), which variables it
/// found referring to themselves, the expansions already made and what is left of its budget.
private final class VariableLog: Sendable {
    /// A variable expanded for the argument at `position`.
    struct Expansion: Hashable {
        var name: String
        var position: Int
    }

    let choices = Mutex<[String]>([])
    let looped = Mutex<Set<String>>([])
    let expansions = Mutex<[Expansion: String]>([:])
    let budget = FormatBudget()
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
