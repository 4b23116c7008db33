import Diagnostics
import L10n
import ToolSupport

/// `empty-value`: a translation that is empty where the base has text.
struct EmptyValueRule: LintRule {
    /// Its place in the registry: the order `--list-rules`, reports and the reference list rules in.
    static let order = 80

    let description = RuleDescription(
        id: "empty-value",
        summary: "A translation is empty (or only spaces) where the base has text.",
        defaultSeverity: .warning,
        rationale: """
            An empty translation is shown as nothing at all: a blank button or label, with no fallback \
            to the development language. Translate it, or delete the entry so the fallback applies. An \
            empty value in the base itself is taken as intended.
            """,
        triggering: [
            .strings(en: "\"a\" = \"Move\";\n", pl: "\"a\" = \"\";\n"),
            .strings(en: "\"a\" = \"Move\";\n", pl: "\"a\" = \"  \";\n"),
        ],
        nonTriggering: [
            .strings(en: "\"a\" = \"\";\n", pl: "\"a\" = \"\";\n"),
            .strings(en: "\"a\" = \"Move\";\n", pl: "\"a\" = \"Przenieś\";\n"),
        ])

    func check(table pair: TableComparison, in set: LintSet, context: RuleContext) -> [Diagnostic] {
        let table = pair.table
        guard let base = pair.base, set.isTranslation(table) else { return [] }
        var findings: [Diagnostic] = []
        for offset in table.units.indices where table.units[offset].state != "new" {
            guard let baseOffset = pair.counterpart(of: offset),
                  let empty = Self.firstBlank(in: table.units[offset].value, whereBaseHasText: base.table.units[baseOffset].value) else { continue }
            let unit = table.units[offset]
            findings.append(description.finding(
                "The \(table.locale) value of \(QuotedText.value(unit.key)) is empty, so nothing is shown; translate it or remove the entry to fall back to \(base.table.locale).",
                file: unit.file, at: empty.position, locale: table.locale, key: unit.key))
        }
        return findings
    }
}

extension EmptyValueRule {
    /// The first text of `value` that is blank where the base's matching text (same form, else
    /// `other`) is not: a plural form the base leaves empty on purpose may stay empty.
    static func firstBlank(in value: UnitValue, whereBaseHasText base: UnitValue) -> LocatedString? {
        switch (value, base) {
        case (.text(let text), .text(let baseText)):
            return text.value.isBlank && !baseText.value.isBlank ? text : nil
        case (.plural(let plural), .plural(let basePlural)):
            if let format = plural.format, format.value.isBlank, basePlural.format?.value.isBlank == false { return format }
            for variable in plural.variables {
                guard let baseVariable = basePlural.variables.first(where: { $0.name == variable.name })
                    ?? (basePlural.variables.count == 1 ? basePlural.variables.first : nil) else { continue }
                for form in variable.sortedForms where form.text.value.isBlank {
                    guard let baseForm = baseVariable.forms[form.category] ?? baseVariable.forms[.other] else { continue }
                    if !baseForm.value.isBlank { return form.text }
                }
            }
            return nil
        case (.text(let text), .plural):
            return text.value.isBlank && base.texts.contains { !$0.value.isBlank } ? text : nil
        case (.plural, .text(let baseText)):
            guard !baseText.value.isBlank else { return nil }
            return value.texts.first { $0.value.isBlank }
        }
    }
}
