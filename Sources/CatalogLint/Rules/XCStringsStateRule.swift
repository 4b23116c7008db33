import Diagnostics
import L10n
import ToolSupport

/// `xcstrings-state`: String Catalog translations that are not finished (`new`, `needs_review`,
/// `stale`), and stale keys.
struct XCStringsStateRule: LintRule {
    /// Its place in the registry: the order `--list-rules`, reports and the reference list rules in.
    static let order = 160

    let description = RuleDescription(
        id: "xcstrings-state",
        summary: "A String Catalog translation is new, needs review or stale, or its key is stale.",
        defaultSeverity: .warning,
        rationale: """
            Xcode marks translations `new` (never translated), `needs_review` (the source changed or a \
            reviewer flagged it) and `stale`; shipping them shows unreviewed or outdated text. Review \
            them in Xcode's String Catalog editor. A key whose `extractionState` is `stale` is no longer \
            in the code (a note: delete it). Keys marked `shouldTranslate: false` are not reported.
            """,
        triggering: [
            RuleExample([("Localizable.xcstrings", """
                {"sourceLanguage": "en", "version": "1.0", "strings": {"Hello": {"localizations": {
                  "pl": {"stringUnit": {"state": "needs_review", "value": "Cześć"}}}}}}
                """)]),
        ],
        nonTriggering: [
            RuleExample([("Localizable.xcstrings", """
                {"sourceLanguage": "en", "version": "1.0", "strings": {
                  "Hello": {"localizations": {"pl": {"stringUnit": {"state": "translated", "value": "Cześć"}}}},
                  "ID": {"shouldTranslate": false, "localizations": {"pl": {"stringUnit": {"state": "new", "value": "ID"}}}}}}
                """)]),
        ])

    /// The states of translations the rule reports.
    static let reportedStates: Set<String> = ["new", "needs_review", "stale"]

    func check(table pair: TableComparison, in set: LintSet, context: RuleContext) -> [Diagnostic] {
        let table = pair.table
        guard table.isStringCatalog else { return [] }
        var findings: [Diagnostic] = []
        let isBase = set.isBase(table)
        // By index: a unit is copied only for a finding.
        for offset in table.units.indices where table.units[offset].shouldTranslate {
            if isBase {
                guard table.units[offset].extractionState == "stale" else { continue }
                let unit = table.units[offset]
                findings.append(description.finding(
                    "Key \(QuotedText.value(unit.key)) is stale: it is no longer found in the code; delete it from the catalog.",
                    file: unit.file, at: unit.position, locale: table.locale, key: unit.key, severity: .note))
                continue
            }
            guard let state = table.units[offset].state, Self.reportedStates.contains(state),
                  table.units[offset].extractionState != "stale" else { continue }
            let unit = table.units[offset]
            let meaning = switch state {
            case "new": "has never been translated"
            case "needs_review": "needs review"
            default: "is stale"
            }
            findings.append(description.finding(
                "The \(table.locale) translation of \(QuotedText.value(unit.key)) \(meaning) (state '\(state)'); review it in the String Catalog.",
                file: unit.file, at: unit.value.texts.first?.position ?? unit.position, locale: table.locale, key: unit.key))
        }
        return findings
    }
}
