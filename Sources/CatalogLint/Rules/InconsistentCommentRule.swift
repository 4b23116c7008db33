import Diagnostics
import L10n

/// `inconsistent-comment`: one key with different comments in different tables (or twice in one
/// table) of the same locale.
struct InconsistentCommentRule: LintRule {
    let description = RuleDescription(
        id: "inconsistent-comment",
        summary: "The same key has different comments across the tables of one locale.",
        defaultSeverity: .note,
        rationale: """
            A comment tells translators what a string means. When one key carries two different \
            comments, one of them is out of date, and translators may translate the key for the wrong \
            context. Make the comments agree, or use different keys for different meanings.
            """,
        triggering: [
            RuleExample([
                ("en.lproj/Localizable.strings", "/* Button that saves */\n\"Save\" = \"Save\";\n"),
                ("en.lproj/Main.strings", "/* Title of the savings screen */\n\"Save\" = \"Save\";\n"),
            ]),
        ],
        nonTriggering: [
            RuleExample([
                ("en.lproj/Localizable.strings", "/* Button that saves */\n\"Save\" = \"Save\";\n"),
                ("en.lproj/Main.strings", "/* Button that saves */\n\"Save\" = \"Save\";\n\"Other\" = \"Other\";\n"),
            ]),
        ])

    func check(locale tables: [LocaleTable], in set: LintSet, context: RuleContext) -> [Diagnostic] {
        // Where each commented key is, as (table, unit) offsets: most keys are written once, so only
        // the few written again are compared.
        var places: [String: [(table: Int, unit: Int)]] = [:]
        var locale: LintLocale?
        for (tableOffset, table) in tables.enumerated() where !table.isStringCatalog {
            locale = table.locale
            places.reserveCapacity(places.count + table.units.count)
            for offset in table.units.indices {
                guard let comment = table.units[offset].comment, !comment.isBlank else { continue }
                places[table.units[offset].key, default: []].append((tableOffset, offset))
            }
        }
        guard let locale else { return [] }
        var findings: [Diagnostic] = []
        for (key, written) in places where written.count > 1 {
            let first = tables[written[0].table].units[written[0].unit]
            guard let firstComment = first.comment else { continue }
            for place in written.dropFirst() {
                let unit = tables[place.table].units[place.unit]
                guard unit.comment != firstComment else { continue }
                let firstPlace = first.file.split(separator: "/").last.map(String.init) ?? first.file
                findings.append(description.finding(
                    "Key \(Quoted.text(key)) has the comment \(Quoted.text(unit.comment ?? "")) here but \(Quoted.text(firstComment)) in \(firstPlace); make them agree.",
                    file: unit.file, at: unit.position, locale: locale, key: key))
            }
        }
        return findings
    }
}
