import Diagnostics
import L10n

/// `plural-missing-category`: a plural variation lacks a category the locale's CLDR rules select.
struct PluralMissingCategoryRule: LintRule {
    /// Its place in the registry: the order `--list-rules`, reports and the reference list rules in.
    static let order = 120

    let description = RuleDescription(
        id: "plural-missing-category",
        summary: "A plural variation lacks a category that the locale's CLDR plural rules use.",
        defaultSeverity: .error,
        rationale: """
            Each language selects its plural forms by CLDR's rules: Polish needs one, few, many and \
            other; Arabic zero, one, two, few, many and other. A missing category falls back to `other`, \
            so "2 pliki" reads "2 pliku" — wrong grammar for every such count. Add the form. A category \
            that only numbers of a million or more select (French `many`: "1 million de fichiers") is \
            reported as a note. A category that only fractions select (Czech `many`: 1.5) is required \
            only when the count can be a fraction: a `%lld` count never selects it.
            """,
        triggering: [
            RuleExample([
                ("en.lproj/Localizable.stringsdict", PluralExamples.stringsdict(key: "f", forms: ["one": "%d file", "other": "%d files"])),
                ("pl.lproj/Localizable.stringsdict", PluralExamples.stringsdict(key: "f", forms: ["one": "%d plik", "other": "%d pliku"])),
            ]),
            // A floating-point count can select Czech `many` (1.5 souboru).
            RuleExample([
                ("en.lproj/Localizable.stringsdict", PluralExamples.stringsdict(key: "f", valueType: "f", forms: ["one": "%.1f file", "other": "%.1f files"])),
                ("cs.lproj/Localizable.stringsdict", PluralExamples.stringsdict(key: "f", valueType: "f", forms: ["one": "%.1f soubor", "few": "%.1f soubory", "other": "%.1f souborů"])),
            ]),
        ],
        nonTriggering: [
            // Czech `many` is for fractions only; an integer count never needs it.
            RuleExample([
                ("en.lproj/Localizable.stringsdict", PluralExamples.stringsdict(key: "f", valueType: "lld", forms: ["one": "%lld file", "other": "%lld files"])),
                ("cs.lproj/Localizable.stringsdict", PluralExamples.stringsdict(key: "f", valueType: "lld", forms: ["one": "%lld soubor", "few": "%lld soubory", "other": "%lld souborů"])),
            ]),
            RuleExample([
                ("en.lproj/Localizable.stringsdict", PluralExamples.stringsdict(key: "f", forms: ["zero": "No files", "one": "%d file", "other": "%d files"])),
                ("pl.lproj/Localizable.stringsdict", PluralExamples.stringsdict(key: "f", forms: ["one": "%d plik", "few": "%d pliki", "many": "%d plików", "other": "%d pliku"])),
                ("ja.lproj/Localizable.stringsdict", PluralExamples.stringsdict(key: "f", forms: ["other": "%d 個のファイル"])),
            ]),
        ])

    func check(table pair: TableComparison, in set: LintSet, context: RuleContext) -> [Diagnostic] {
        let table = pair.table
        guard let rules = PluralSupport.rules(for: table, in: set) else { return [] }
        let needed = rules.categories
        var findings: [Diagnostic] = []
        for offset in table.units.indices {
            guard case .plural(let plural) = table.units[offset].value else { continue }
            let unit = table.units[offset]
            let basePlural = pair.counterpart(of: offset).flatMap { baseOffset -> PluralValue? in
                guard let base = pair.base, case .plural(let value) = base.table.units[baseOffset].value else { return nil }
                return value
            }
            for variable in plural.variables where !variable.forms.isEmpty {
                let baseVariable = basePlural?.variables.first { $0.name == variable.name }
                let countIsInteger = PluralSupport.countType(of: variable, base: baseVariable)?.family == .integer
                let missing = needed.filter { category in
                    variable.forms[category] == nil && !(countIsInteger && PluralSupport.isSelectedOnlyByFractions(category, rules: rules))
                }
                guard !missing.isEmpty else { continue }
                let rare = missing.filter { PluralSupport.isSelectedOnlyByHugeNumbers($0, rules: rules) }
                let common = missing.filter { !rare.contains($0) }
                let name = variable.name.isEmpty ? "" : " of '\(variable.name)'"
                let position = variable.forms.values.map(\.position).min() ?? variable.position
                if !common.isEmpty {
                    findings.append(description.finding(
                        "Plural forms\(name) lack \(PluralSupport.list(common)), which \(table.locale) uses (\(PluralSupport.examples(common, rules: rules))); those counts fall back to 'other'.",
                        file: unit.file, at: position, locale: table.locale, key: unit.key))
                }
                if !rare.isEmpty {
                    findings.append(description.finding(
                        "Plural forms\(name) lack \(PluralSupport.list(rare)), which \(table.locale) uses only for numbers of a million or more (\(PluralSupport.examples(rare, rules: rules))).",
                        file: unit.file, at: position, locale: table.locale, key: unit.key, severity: .note))
                }
            }
        }
        return findings
    }
}
