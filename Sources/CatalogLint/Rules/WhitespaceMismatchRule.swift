import Diagnostics
import L10n
import ToolSupport

/// `whitespace-mismatch`: leading or trailing spaces or line breaks that differ from the base's.
struct WhitespaceMismatchRule: LintRule {
    /// Its place in the registry: the order `--list-rules`, reports and the reference list rules in.
    static let order = 150

    let description = RuleDescription(
        id: "whitespace-mismatch",
        summary: "Leading or trailing spaces or line breaks differ from the base's.",
        defaultSeverity: .warning,
        rationale: """
            Code often joins strings ("Name: " + value) or lays them out relying on a trailing line break; \
            a translation that drops or adds the space or newline runs words together or adds a blank \
            line. Match the base's leading and trailing white space. The fix (`l10n lint --fix`) \
            changes only the white space at the two ends, never the words between.
            """,
        triggering: [
            .strings(en: "\"a\" = \"Name: \";\n", pl: "\"a\" = \"Nazwa:\";\n"),
            .strings(en: "\"a\" = \"Done\";\n", pl: "\"a\" = \"Gotowe\\n\";\n"),
        ],
        nonTriggering: [
            .strings(en: "\"a\" = \"Name: \";\n", pl: "\"a\" = \"Nazwa: \";\n"),
            .strings(en: "\"a\" = \"Done\";\n", pl: "\"a\" = \"\";\n"),
        ])

    func check(table pair: TableComparison, in set: LintSet, context: RuleContext) -> [Diagnostic] {
        let table = pair.table
        guard let base = pair.base, set.isTranslation(table) else { return [] }
        var findings: [Diagnostic] = []
        var texts = FixTexts(boundary: set.readBoundary, limits: context.limits)
        for offset in table.units.indices {
            guard case .text(let text) = table.units[offset].value, let baseOffset = pair.counterpart(of: offset),
                  case .text = base.table.units[baseOffset].value, !text.value.isBlank, !base.facts[baseOffset].isBlank else { continue }
            let (lead, trail) = (text.value.leadingWhitespace, text.value.trailingWhitespace)
            let (baseLead, baseTrail) = (base.facts[baseOffset].leadingWhitespace, base.facts[baseOffset].trailingWhitespace)
            guard lead != baseLead || trail != baseTrail else { continue }
            var differences: [String] = []
            if lead != baseLead { differences.append("starts with \(Self.describe(lead)) where the base starts with \(Self.describe(baseLead))") }
            if trail != baseTrail { differences.append("ends with \(Self.describe(trail)) where the base ends with \(Self.describe(baseTrail))") }
            let unit = table.units[offset]
            let fix = texts.text(of: unit.file).flatMap {
                WhitespaceFix.fix(at: text.position, in: $0, current: (lead, trail), base: (baseLead, baseTrail))
            }
            findings.append(description.finding(
                "The translation \(differences.joined(separator: " and ")).",
                file: unit.file, at: text.position, locale: table.locale, key: unit.key).fixed(by: fix))
        }
        return findings
    }
}

extension WhitespaceMismatchRule {
    /// `' '`, `'\n'`, or `no white space`.
    static func describe(_ whitespace: Substring) -> String {
        whitespace.isEmpty ? "no white space" : QuotedText.value(String(whitespace))
    }
}
