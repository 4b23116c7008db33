import Diagnostics
import L10n

/// `plural-unused-category`: a plural form for a category the locale never selects.
struct PluralUnusedCategoryRule: LintRule {
    /// Its place in the registry: the order `--list-rules`, reports and the reference list rules in.
    static let order = 130

    let description = RuleDescription(
        id: "plural-unused-category",
        summary: "A plural variation has a category the locale's CLDR rules never select (few in English).",
        defaultSeverity: .warning,
        rationale: """
            A form for a category the language never selects is never shown: usually a copy of another \
            language's forms, or a translator expecting a form that Foundation will not use (`one` in \
            Japanese). Remove it. `zero` is different: Foundation uses a `zero` form for the number 0 in \
            every language, so an English "No files" is an intended override and is accepted; set \
            `plural-zero: note` (or `warning`) in .l10nlint.yml to have such forms listed.
            """,
        triggering: [
            RuleExample([
                ("en.lproj/Localizable.stringsdict", PluralExamples.stringsdict(key: "f", forms: ["one": "%d file", "few": "%d files", "other": "%d files"])),
            ]),
            RuleExample([
                ("en.lproj/Localizable.stringsdict", PluralExamples.stringsdict(key: "f", forms: ["one": "%d file", "other": "%d files"])),
                ("ja.lproj/Localizable.stringsdict", PluralExamples.stringsdict(key: "f", forms: ["one": "%d 個", "other": "%d 個"])),
            ]),
        ],
        nonTriggering: [
            RuleExample([
                ("en.lproj/Localizable.stringsdict", PluralExamples.stringsdict(key: "f", forms: ["zero": "No files", "one": "%d file", "other": "%d files"])),
                ("ar.lproj/Localizable.stringsdict", PluralExamples.stringsdict(key: "f", forms: ["zero": "لا ملفات", "one": "ملف", "two": "ملفان", "few": "%d ملفات", "many": "%d ملفًا", "other": "%d ملف"])),
            ]),
        ])

    func check(table pair: TableComparison, in set: LintSet, context: RuleContext) -> [Diagnostic] {
        let table = pair.table
        guard let rules = PluralSupport.rules(for: table, in: set) else { return [] }
        let used = Set(rules.categories)
        var findings: [Diagnostic] = []
        for offset in table.units.indices {
            guard case .plural(let plural) = table.units[offset].value else { continue }
            let unit = table.units[offset]
            for variable in plural.variables {
                for form in variable.sortedForms where !used.contains(form.category) {
                    let name = variable.name.isEmpty ? "" : " of '\(variable.name)'"
                    if form.category == .zero {
                        guard context.zeroOverride != .allow else { continue }
                        findings.append(description.finding(
                            "The 'zero' form\(name) is an explicit override for 0: \(table.locale)'s CLDR rules have no 'zero', but Foundation uses it for the number 0.",
                            file: unit.file, at: form.text.position, locale: table.locale, key: unit.key,
                            severity: context.zeroOverride == .note ? .note : .warning))
                        continue
                    }
                    findings.append(description.finding(
                        "The '\(form.category.rawValue)' form\(name) is never used: \(table.locale) selects only \(PluralSupport.list(rules.categories)).",
                        file: unit.file, at: form.text.position, locale: table.locale, key: unit.key))
                }
            }
        }
        return findings
    }
}
