import Diagnostics
import L10n
import ToolSupport

/// `inconsistent-comment`: one key with different comments within one table of one locale.
struct InconsistentCommentRule: LintRule {
    /// Its place in the registry: the order `--list-rules`, reports and the reference list rules in.
    static let order = 170

    let description = RuleDescription(
        id: "inconsistent-comment",
        summary: "The same key has different comments within one table.",
        defaultSeverity: .note,
        rationale: """
            A comment tells translators what a string means. When one key of a table carries two \
            different comments, one of them is out of date, and translators may translate the key for \
            the wrong context. Make the comments agree, or use different keys for different meanings. \
            Different tables are different namespaces: an object id such as `F0z-JX-Cv5.title` in two \
            XIBs' tables is two strings. A key written twice in one file is reported by `duplicate-key` \
            when that rule runs.
            """,
        triggering: [
            RuleExample([
                ("en.lproj/Localizable.strings", "/* Button that saves */\n\"Save\" = \"Save\";\n/* Title of the savings screen */\n\"Save\" = \"Save\";\n"),
            ]),
        ],
        nonTriggering: [
            RuleExample([
                ("en.lproj/Localizable.strings", "/* Button that saves */\n\"Save\" = \"Save\";\n"),
                ("en.lproj/Main.strings", "/* Title of the savings screen */\n\"Save\" = \"Save\";\n\"Other\" = \"Other\";\n"),
            ]),
            RuleExample([
                ("en.lproj/Prefs.strings", "/* Class = \"NSMenuItem\"; title = \"Copy\"; ObjectID = \"F0z-JX-Cv5\"; */\n\"F0z-JX-Cv5.title\" = \"Copy\";\n"),
                ("en.lproj/Main.strings", "/* Class = \"NSButtonCell\"; title = \"Close\"; ObjectID = \"F0z-JX-Cv5\"; */\n\"F0z-JX-Cv5.title\" = \"Close\";\n"),
            ]),
        ])

    func check(table pair: TableComparison, in set: LintSet, context: RuleContext) -> [Diagnostic] {
        let table = pair.table
        guard !table.isStringCatalog else { return [] }
        // Where each commented key is first written: most keys are written once, so only the few
        // written again are compared, each with the first.
        var firstPlaces: [String: Int] = [:]
        firstPlaces.reserveCapacity(table.units.count)
        var writtenAgain: [(first: Int, offset: Int)] = []
        for offset in table.units.indices {
            guard let comment = table.units[offset].comment, !comment.isBlank else { continue }
            let key = table.units[offset].key
            if let first = firstPlaces.updateValue(offset, forKey: key) {
                firstPlaces[key] = first
                writtenAgain.append((first, offset))
            }
        }
        let duplicatesReported = context.runs("duplicate-key")
        var findings: [Diagnostic] = []
        for (firstOffset, offset) in writtenAgain {
            let first = table.units[firstOffset]
            let key = first.key
            guard let firstComment = first.comment else { continue }
            let unit = table.units[offset]
            guard unit.comment != firstComment, !(duplicatesReported && unit.file == first.file) else { continue }
            let firstPlace = first.file == unit.file
                ? "line \(first.position.line)" : first.file.split(separator: "/").last.map(String.init) ?? first.file
            findings.append(description.finding(
                "Key \(QuotedText.value(key)) has the comment \(QuotedText.value(unit.comment ?? "")) here but \(QuotedText.value(firstComment)) at \(firstPlace); make them agree.",
                file: unit.file, at: unit.position, locale: table.locale, key: key))
        }
        return findings
    }
}
