import Diagnostics
import L10n

/// `empty-value`: a translation that is empty where the base has text.
struct EmptyValueRule: LintRule {
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

    func check(table: LocaleTable, base: LocaleTable?, in set: LintSet, context: RuleContext) -> [Diagnostic] {
        guard let base, set.isTranslation(table) else { return [] }
        var findings: [Diagnostic] = []
        for unit in table.units where unit.state != "new" {
            guard let baseUnit = base.unit(for: unit.identity) else { continue }
            let baseHasText = baseUnit.value.texts.contains { !$0.value.isBlank }
            guard baseHasText, let empty = unit.value.texts.first(where: { $0.value.isBlank }) else { continue }
            findings.append(description.finding(
                "The \(table.locale) value of \(Quoted.text(unit.key)) is empty, so nothing is shown; translate it or remove the entry to fall back to \(base.locale).",
                file: unit.file, at: empty.position, locale: table.locale, key: unit.key))
        }
        return findings
    }
}

extension String {
    /// Whether the text is empty or only white space.
    var isBlank: Bool { unicodeScalars.allSatisfy(\.properties.isWhitespace) }
}
