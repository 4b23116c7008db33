import L10n
import Synchronization

/// What the plural rules need from `L10n`: a table's CLDR rules, examples, and wording.
enum PluralSupport {
    /// The CLDR cardinal rules of the table's locale (`Base` uses the base language's), or nil when
    /// ICU has no data for the language (`qqq`, made-up codes): then plural categories are not judged.
    static func rules(for table: LocaleTable, in set: LintSet) -> PluralRules? {
        if table.locale.isBase { return set.base.flatMap { $0.isBase ? nil : $0.pluralRules } }
        guard !table.locale.isPseudoLanguage else { return nil }
        return table.locale.pluralRules
    }

    /// Whether only numbers of a million or more select `category` among integers (French `many`).
    static func isSelectedOnlyByHugeNumbers(_ category: PluralCategory, rules: PluralRules) -> Bool {
        guard category != .other else { return false }
        let samples = examples(of: rules)[category] ?? []
        let integers = samples.compactMap { Int($0) }
        return !integers.isEmpty && integers.allSatisfy { $0 >= 1_000_000 }
            && samples.allSatisfy { Int($0) != nil || ($0.split(separator: ".").first.flatMap { Int($0) } ?? 0) >= 1_000_000 }
    }

    /// Whether no integer selects `category` (Czech `many`: only fractions such as 1.5): a count
    /// passed as an integer never shows such a form.
    static func isSelectedOnlyByFractions(_ category: PluralCategory, rules: PluralRules) -> Bool {
        guard category != .other, let samples = examples(of: rules)[category], !samples.isEmpty else { return false }
        return samples.allSatisfy { Int($0) == nil }
    }

    /// The type of the number that selects `variable`'s form: its value type, else the base
    /// variable's, else (a String Catalog plural of the whole string) the first number in its forms.
    static func countType(of variable: StringsdictVariable, base: StringsdictVariable?) -> ArgumentType? {
        for valueType in [variable.valueType, base?.valueType] {
            if let valueType, let type = StringsdictInvalidRule.argumentType(valueType.value) { return type }
        }
        guard variable.name.isEmpty else { return nil }
        for variable in [variable, base].compactMap({ $0 }) {
            for form in variable.sortedForms {
                if let number = FormatString(form.text.value).placeholders.first(where: {
                    $0.argumentType.family == .integer || $0.argumentType.family == .floatingPoint
                }) {
                    return number.argumentType
                }
            }
        }
        return nil
    }

    /// Example numbers per category: `few: 2, 3, 4; many: 0, 5, 6`.
    static func examples(_ categories: [PluralCategory], rules: PluralRules) -> String {
        let samples = examples(of: rules)
        return categories.map { "\($0.rawValue): \((samples[$0] ?? []).joined(separator: ", "))" }.joined(separator: "; ")
    }

    /// Three example numbers per category, computed once per locale (asking ICU takes hundreds of calls).
    static func examples(of rules: PluralRules) -> [PluralCategory: [String]] {
        let key = rules.locale.icuIdentifier
        if let cached = exampleCache.withLock({ $0[key] }) { return cached }
        let computed = rules.examples(limit: 3)
        exampleCache.withLock { $0[key] = computed }
        return computed
    }

    private static let exampleCache = Mutex<[String: [PluralCategory: [String]]]>([:])

    /// `'few' and 'many'`, `'one', 'few' and 'other'`.
    static func list(_ categories: [PluralCategory]) -> String {
        let names = categories.map { "'\($0.rawValue)'" }
        guard names.count > 1 else { return names.first ?? "" }
        return names.dropLast().joined(separator: ", ") + " and " + (names.last ?? "")
    }
}
