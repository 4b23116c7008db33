import Diagnostics
import L10n

/// `untranslated`: a value identical to the base's in another language.
struct UntranslatedRule: LintRule {
    let description = RuleDescription(
        id: "untranslated",
        summary: "A value equals the base's in another language: probably never translated.",
        defaultSeverity: .warning,
        rationale: """
            Translation services often fill a missing translation with the source text, so the app shows \
            English in the middle of Polish. Translate it. Words that really are the same (brand names, \
            "OK") go in the allow-list: `untranslated: { allow: [...] }` in .l10nlint.yml, by value or \
            key. Values with nothing to translate (only placeholders, digits or punctuation), locales of \
            the base's own language (en-GB for en) and String Catalog keys marked `shouldTranslate: false` \
            are skipped.
            """,
        triggering: [
            .strings(en: "\"a\" = \"Move to trash\";\n", pl: "\"a\" = \"Move to trash\";\n"),
        ],
        nonTriggering: [
            .strings(en: "\"a\" = \"%1$@: %2$@\";\n", pl: "\"a\" = \"%1$@: %2$@\";\n"),
            .strings(en: "\"a\" = \"Move\";\n", pl: "\"a\" = \"Przenieś\";\n"),
            RuleExample([
                ("en.lproj/Localizable.strings", "\"a\" = \"Colour\";\n"),
                ("en-GB.lproj/Localizable.strings", "\"a\" = \"Colour\";\n"),
            ]),
        ])

    func check(table: LocaleTable, base: LocaleTable?, in set: LintSet, context: RuleContext) -> [Diagnostic] {
        guard let base, set.isTranslation(table), !table.locale.sharesLanguage(with: base.locale), !table.locale.isBase else { return [] }
        var findings: [Diagnostic] = []
        for unit in table.units where unit.shouldTranslate {
            guard let baseUnit = base.unit(for: unit.identity), baseUnit.shouldTranslate else { continue }
            let texts = unit.value.texts.map(\.value)
            let baseTexts = baseUnit.value.texts.map(\.value)
            guard texts == baseTexts, texts.contains(where: \.hasTranslatableText) else { continue }
            if context.untranslatedAllowList.contains(unit.key) || texts.allSatisfy(context.untranslatedAllowList.contains) { continue }
            findings.append(description.finding(
                "\(Quoted.text(texts.first ?? "")) is the same as in \(base.locale); translate it, or add it to the untranslated allow-list if it is meant to stay.",
                file: unit.file, at: unit.value.texts.first?.position ?? unit.position, locale: table.locale, key: unit.key))
        }
        return findings
    }
}
