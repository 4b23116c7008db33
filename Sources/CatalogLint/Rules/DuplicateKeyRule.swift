import Diagnostics
import L10n
import ToolSupport

/// `duplicate-key`: a key written twice in one table (or one property-list or JSON dictionary).
struct DuplicateKeyRule: LintRule {
    /// Its place in the registry: the order `--list-rules`, reports and the reference list rules in.
    static let order = 30

    let description = RuleDescription(
        id: "duplicate-key",
        summary: "A key is defined twice in one table; an error when the two values differ.",
        defaultSeverity: .error,
        rationale: """
            Foundation keeps only the last definition of a key, so the first one is dead text and, when \
            the two values differ, the translator's intended text may be the one that is lost. Remove \
            one of the two; keep the value that is right. In a `.strings` file, a repeat with the \
            same value has a fix (`l10n lint --fix`): the repeat is removed. Two different values \
            have none: which one is right is the translator's call.
            """,
        triggering: [
            .strings(en: "\"a\" = \"A\";\n\"a\" = \"B\";\n", pl: "\"a\" = \"Á\";\n"),
            .strings(en: "\"a\" = \"A\";\n", pl: "\"a\" = \"Á\";\n\"a\" = \"Á\";\n"),
        ],
        nonTriggering: [
            .strings(en: "\"a\" = \"A\";\n\"A\" = \"A\";\n", pl: "\"a\" = \"Á\";\n\"A\" = \"Á\";\n"),
        ])

    func check(file: CatalogDocument, in set: LintSet, context: RuleContext) -> [Diagnostic] {
        let locale = file.reference.localeFolder.map(LintLocale.init)
        var texts = FixTexts(boundary: set.readBoundary, limits: context.limits)
        return file.duplicates.map { repeated in
            switch repeated.valuesDiffer {
            case false?:
                // The same value twice: removing the repeat changes nothing Foundation reads.
                let fix = file.reference.format == .strings ? texts.text(of: file.path).flatMap {
                    EntryRemovalFix.fix(keyAt: repeated.repeated, in: $0,
                                        description: "Remove the repeated entry \(QuotedText.value(repeated.key)); the first one has the same value.")
                } : nil
                return description.finding(
                    "Key \(QuotedText.value(repeated.key)) is defined again with the same value; remove one of the two.",
                    file: file.path, at: repeated.repeated, locale: locale, key: repeated.key, severity: .warning).fixed(by: fix)
            case true?:
                return description.finding(
                    "Key \(QuotedText.value(repeated.key)) is defined again with a different value; Foundation uses only the last one.",
                    file: file.path, at: repeated.repeated, locale: locale, key: repeated.key)
            case nil:
                return description.finding(
                    "Key \(QuotedText.value(repeated.key)) appears twice in one dictionary; only the last one counts.",
                    file: file.path, at: repeated.repeated, locale: locale, key: repeated.key)
            }
        }
    }
}
