import Diagnostics
import L10n

/// `extra-key`: a key in a locale's table that the base table does not have.
struct ExtraKeyRule: LintRule {
    let description = RuleDescription(
        id: "extra-key",
        summary: "A locale's table has a key that the base table does not have.",
        defaultSeverity: .warning,
        rationale: """
            A key the base no longer has is usually a leftover of a renamed or deleted string: the code \
            never looks it up, and the translation the code does look up is missing. Remove it, or \
            rename it to the key the base uses now.
            """,
        triggering: [
            .strings(en: "\"a\" = \"A\";\n", pl: "\"a\" = \"Á\";\n\"old\" = \"Stary\";\n"),
        ],
        nonTriggering: [
            .strings(en: "\"a\" = \"A\";\n\"b\" = \"B\";\n", pl: "\"b\" = \"Bé\";\n\"a\" = \"Á\";\n"),
        ])

    func check(table pair: TableComparison, in set: LintSet, context: RuleContext) -> [Diagnostic] {
        let table = pair.table
        guard set.isTranslation(table), !table.isStringCatalog else { return [] }
        guard let base = pair.base else {
            return [description.finding(
                "Table \(table.name) of \(table.locale) has no counterpart in the base \(set.base.map(String.init(describing:)) ?? ""); none of its keys is looked up in the base.",
                file: table.primaryFile, at: nil, locale: table.locale)]
        }
        var reported: Set<String> = []
        return table.units.indices.compactMap { offset in
            let unit = table.units[offset]
            guard !pair.baseHasKey(ofUnit: offset), reported.insert(unit.key).inserted else { return nil }
            return description.finding(
                "Key \(Quoted.text(unit.key)) is not in the base \(base.table.locale) table \(base.table.name); remove it or rename it to the key the base uses.",
                file: unit.file, at: unit.position, locale: table.locale, key: unit.key)
        }
    }
}
