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
            English in the middle of Polish. Translate it. What usually stays the same is not reported: \
            acronyms ("OK", "PDF"), product names with an inner capital ("iOS", "GitHub"), numbers with \
            units ("5 km"), addresses, and a single word that most of the set's locales keep as it is \
            (a brand name such as "Mastodon", or "Email"). Other words that really are the same go in \
            the allow-list: `untranslated: { allow: [...] }` in .l10nlint.yml, by value, key or word. \
            Values with nothing to translate (only placeholders, digits or punctuation), locales of the \
            base's own language (en-GB for en), String Catalog keys marked `shouldTranslate: false` and \
            translations `xcstrings-state` reports (state `new`) are skipped.
            """,
        triggering: [
            .strings(en: "\"a\" = \"Move to trash\";\n", pl: "\"a\" = \"Move to trash\";\n"),
            .strings(en: "\"a\" = \"Email\";\n", pl: "\"a\" = \"Email\";\n"),
        ],
        nonTriggering: [
            .strings(en: "\"a\" = \"%1$@: %2$@\";\n", pl: "\"a\" = \"%1$@: %2$@\";\n"),
            .strings(en: "\"a\" = \"Move\";\n", pl: "\"a\" = \"Przenieś\";\n"),
            .strings(en: "\"a\" = \"OK\";\n\"b\" = \"%lld MB\";\n\"c\" = \"iCloud+\";\n", pl: "\"a\" = \"OK\";\n\"b\" = \"%lld MB\";\n\"c\" = \"iCloud+\";\n"),
            // A translation Xcode marks `new` is reported by xcstrings-state alone.
            RuleExample([("Localizable.xcstrings", """
                {"sourceLanguage": "en", "version": "1.0", "strings": {"Move to trash": {"localizations": {
                  "pl": {"stringUnit": {"state": "new", "value": "Move to trash"}}}}}}
                """)]),
            RuleExample([
                ("en.lproj/Localizable.strings", "\"a\" = \"Colour\";\n"),
                ("en-GB.lproj/Localizable.strings", "\"a\" = \"Colour\";\n"),
            ]),
        ])

    func check(table pair: TableComparison, in set: LintSet, context: RuleContext) -> [Diagnostic] {
        let table = pair.table
        guard let base = pair.base, set.isTranslation(table), !table.locale.sharesLanguage(with: base.table.locale),
              !table.locale.isBase else { return [] }
        var findings: [Diagnostic] = []
        // Names ("Wikipedia", "Creative Commons") a locale keeps: found again in its translated texts.
        var names: [(finding: Int, words: [Substring])] = []
        // Units whose texts differ from the base's: where a locale's own words are.
        var translated = [Bool](repeating: false, count: table.units.count)
        for offset in table.units.indices {
            guard let baseOffset = pair.counterpart(of: offset) else { continue }
            guard table.units[offset].value.hasTexts(equalTo: base.facts[baseOffset].texts) else {
                translated[offset] = true
                continue
            }
            guard table.units[offset].shouldTranslate, base.table.units[baseOffset].shouldTranslate else { continue }
            if let state = table.units[offset].state, XCStringsStateRule.reportedStates.contains(state) { continue }
            let unit = table.units[offset]
            let texts = unit.value.texts.map(\.value)
            guard texts.contains(where: \.hasTranslatableText) else { continue }
            if context.untranslatedAllowList.contains(unit.key) || texts.allSatisfy(context.untranslatedAllowList.contains) { continue }
            if texts.allSatisfy({ InvariantText.staysTheSame($0, allowed: context.untranslatedAllowList) }) { continue }
            if texts.count == 1, let words = InvariantText.nameWords(texts[0]) { names.append((findings.count, words)) }
            // The first text with words in it: a plural value's format may be only `%#@v1@`.
            let shown = texts.count == 1 ? texts[0]
                : texts.first(where: { $0.hasTranslatableText && !$0.utf8.contains(UInt8(ascii: "#")) }) ?? texts[0]
            findings.append(description.finding(
                "\(Quoted.text(shown)) is the same as in \(base.table.locale); translate it, or add it to the untranslated allow-list if it is meant to stay.",
                file: unit.file, at: unit.value.texts.first?.position ?? unit.position, locale: table.locale, key: unit.key))
        }
        guard !names.isEmpty else { return findings }
        let used = Self.wordsUsed(in: table, translated: translated, among: Set(names.flatMap(\.words)))
        let kept = Set(names.filter { $0.words.allSatisfy(used.contains) }.map(\.finding))
        return kept.isEmpty ? findings : findings.enumerated().filter { !kept.contains($0.offset) }.map(\.element)
    }

    /// Which of `wanted` appear as words in the table's translated texts (those that differ from the base's).
    private static func wordsUsed(in table: LocaleTable, translated: [Bool], among wanted: Set<Substring>) -> Set<Substring> {
        let lengths = Set(wanted.map(\.utf8.count))
        var used: Set<Substring> = []
        for offset in table.units.indices where translated[offset] {
            for text in table.units[offset].value.texts {
                InvariantText.forEachWord(in: text.value, lengths: lengths) { word in
                    if wanted.contains(word) { used.insert(word) }
                }
            }
            if used.count == wanted.count { break }
        }
        return used
    }
}

extension UnitValue {
    /// Whether the value's texts equal `texts` one for one (without listing a plain string's).
    func hasTexts(equalTo texts: [String]) -> Bool {
        if case .text(let text) = self { return texts.count == 1 && text.value == texts[0] }
        return self.texts.map(\.value) == texts
    }
}
