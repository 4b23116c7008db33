import Diagnostics
import L10n

/// `missing-translation`: a key of the base that a locale's table does not have.
struct MissingTranslationRule: LintRule {
    /// Its place in the registry: the order `--list-rules`, reports and the reference list rules in.
    static let order = 60

    let description = RuleDescription(
        id: "missing-translation",
        summary: "A key of the base table is missing from a locale's table.",
        defaultSeverity: .warning,
        rationale: """
            A missing key falls back to the development language, so users see one untranslated string \
            in an otherwise translated screen. Add the key to the locale's table with its translation. \
            Keys with nothing to translate (only placeholders or punctuation), String Catalog keys marked \
            `shouldTranslate: false` and stale keys are not required. The finding points at the key in \
            the base (its line in `en.lproj`, or in the String Catalog), where its text and comment say \
            what to translate, and where a change that adds a key is reviewed; the message names the \
            locale's file that lacks it.
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
        // Per format, the end of the message (which names the locale's file that lacks the key),
        // and whether that file was asked for: the same for every key of the table.
        var lacking: [CatalogFormat: (ending: String, reported: Bool)] = [:]
        for (format, path) in table.files {
            lacking[format] = (" is missing from \(Self.shortName(path)); \(table.locale) users see it in \(base.table.locale).",
                               context.isReported(path))
        }
        findings.reserveCapacity(base.facts.count / 4)
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
                // The finding is about the locale's file, though it points at the base's entry.
                guard let file = lacking[format], file.reported else { continue }
                var message = "Key "
                message.reserveCapacity(4 + key.utf8.count + file.ending.utf8.count)
                message += key
                message += file.ending
                findings.append(description.finding(message, file: unit.file, at: unit.position, locale: table.locale, key: unit.key))
            }
        }
        return findings
    }

    /// `pl.lproj/Localizable.strings`: the file and its folder, which say which locale and table.
    static func shortName(_ path: String) -> String {
        path.split(separator: "/", omittingEmptySubsequences: true).suffix(2).joined(separator: "/")
    }
}
