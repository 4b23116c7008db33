import Diagnostics
import L10n

/// `missing-translation`: a key of the base that a locale's table does not have.
struct MissingTranslationRule: LintRule {
    let description = RuleDescription(
        id: "missing-translation",
        summary: "A key of the base table is missing from a locale's table.",
        defaultSeverity: .warning,
        rationale: """
            A missing key falls back to the development language, so users see one untranslated string \
            in an otherwise translated screen. Add the key to the locale's table with its translation. \
            Keys with nothing to translate (only placeholders or punctuation), String Catalog keys marked \
            `shouldTranslate: false` and stale keys are not required.
            """,
        triggering: [
            .strings(en: "\"a\" = \"A\";\n\"b\" = \"Bee\";\n", pl: "\"a\" = \"Á\";\n"),
        ],
        nonTriggering: [
            .strings(en: "\"a\" = \"A\";\n\"n\" = \"%@\";\n", pl: "\"a\" = \"Á\";\n"),
            RuleExample([
                ("en.lproj/Localizable.strings", "\"a\" = \"A\";\n"),
                ("en.lproj/Localizable.stringsdict", PluralExamples.stringsdict(key: "files", forms: ["one": "%d file", "other": "%d files"])),
                ("pl.lproj/Localizable.strings", "\"a\" = \"Á\";\n"),
                ("pl.lproj/Localizable.stringsdict", PluralExamples.stringsdict(key: "files", forms: ["one": "%d plik", "few": "%d pliki", "many": "%d plików", "other": "%d pliku"])),
            ]),
        ])

    func check(table pair: TableComparison, in set: LintSet, context: RuleContext) -> [Diagnostic] {
        let table = pair.table
        guard let base = pair.base, set.isTranslation(table) else { return [] }
        var findings: [Diagnostic] = []
        var reported = [Bool](repeating: false, count: base.keyCount)
        let formats = Set(table.files.keys)
        let file = table.primaryFile
        for offset in base.facts.indices where base.facts[offset].needsTranslation {
            let ordinal = base.facts[offset].keyOrdinal
            // A locale without the base's file of this format is reported once by missing-table.
            guard !pair.hasBaseKey(ordinal: ordinal), let format = base.facts[offset].fileFormat, formats.contains(format),
                  !reported[ordinal] else { continue }
            reported[ordinal] = true
            let key = base.facts[offset].quotedKey
            let unit = base.table.units[offset]
            if table.isStringCatalog {
                findings.append(description.finding(
                    "Key \(key) has no \(table.locale) translation; add one in the String Catalog.",
                    file: unit.file, at: unit.position, locale: table.locale, key: unit.key))
            } else {
                findings.append(description.finding(
                    "Key \(key) of the base is missing; \(table.locale) users see it in \(base.table.locale).",
                    file: file, at: nil, locale: table.locale, key: unit.key))
            }
        }
        return findings
    }
}
