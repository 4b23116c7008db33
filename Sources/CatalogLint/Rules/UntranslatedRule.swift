import Diagnostics
import L10n
import ToolSupport

/// `untranslated`: a value identical to the base's in another language.
struct UntranslatedRule: LintRule {
    /// Its place in the registry: the order `--list-rules`, reports and the reference list rules in.
    static let order = 140

    let description = RuleDescription(
        id: "untranslated",
        summary: "A value equals the base's in another language: probably never translated.",
        defaultSeverity: .warning,
        rationale: """
            Translation services often fill a missing translation with the source text, so the app shows \
            English in the middle of Polish. Translate it. What usually stays the same is not reported: \
            acronyms ("OK", "PDF"), product names with an inner capital ("iOS", "GitHub"), numbers with \
            units ("5 km"), addresses, a single word that most of the set's locales keep as it is \
            (a brand name such as "Mastodon", or "Email"), short words a locale uses in its own texts \
            (Catalan "article"), and the copies in a `.strings` file that leaves out more of the base's \
            texts than it copies and translates at least as many as it copies (it lists only what its \
            translators wrote). Other words that really are the same go in \
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
        // Names ("Wikipedia", "Creative Commons") a locale keeps, and in a locale written in the
        // base's script short words it shares with the base ("article", "via"): found again in its
        // own texts, they are its words too.
        var names: [(finding: Int, words: [Substring])] = []
        // Asked at the first finding: most tables have none.
        var sameScript: Bool?
        // Texts of the `.strings` file equal to the base's, reported unless the file turns out to
        // leave more of the base's texts out than it copies.
        var copiedTexts: [Int] = []
        // Units whose texts differ from the base's: where a locale's own words are.
        var translated = [Int](repeating: -1, count: table.units.count)
        for offset in table.units.indices {
            guard let baseOffset = pair.counterpart(of: offset) else { continue }
            guard table.units[offset].value.hasTexts(equalTo: base.facts[baseOffset].texts) else {
                translated[offset] = baseOffset
                continue
            }
            guard table.units[offset].shouldTranslate, base.table.units[baseOffset].shouldTranslate else { continue }
            if let state = table.units[offset].state, XCStringsStateRule.reportedStates.contains(state) { continue }
            let unit = table.units[offset]
            // The unit's texts are the base unit's: what follows from them is worked out once for all locales.
            let texts = base.facts[baseOffset].texts
            let facts = base.untranslatedTexts.facts(of: baseOffset) { Self.facts(of: texts, baseLocale: base.table.locale) }
            guard facts.hasTranslatableText else { continue }
            let allowList = context.untranslatedAllowList
            if !allowList.isEmpty {
                if allowList.contains(unit.key) || texts.allSatisfy(allowList.contains) { continue }
                if texts.allSatisfy({ InvariantText.staysTheSame($0, allowed: allowList) }) { continue }
            } else if facts.staysTheSame {
                continue
            }
            if case .text = unit.value, unit.file.hasSuffix(".strings") { copiedTexts.append(findings.count) }
            let sharesScript = sameScript ?? (UntranslatedConsensus.script(of: table.locale) == UntranslatedConsensus.script(of: base.table.locale))
            sameScript = sharesScript
            if let words = sharesScript ? facts.ownWordsSharing : facts.ownWords { names.append((findings.count, words)) }
            findings.append(description.finding(
                facts.message, file: unit.file, at: unit.value.texts.first?.position ?? unit.position, locale: table.locale, key: unit.key))
        }
        var dropped: Set<Int> = []
        // A `.strings` file that lists only what its translators wrote (what is left out falls back
        // to the base) kept its copies on purpose (Scots "Share" among 118 of 930 texts).
        if !copiedTexts.isEmpty,
           Self.listsOnlyItsOwnTexts(leftOut: Self.textsLeftOut(pair), copied: copiedTexts.count,
                                     translated: translated.count { $0 >= 0 }) {
            dropped.formUnion(copiedTexts)
        }
        if !names.isEmpty {
            let used = Self.wordsUsed(in: table, base: base, translated: translated, among: Set(names.flatMap(\.words)))
            dropped.formUnion(names.filter { $0.words.allSatisfy(used.contains) }.map(\.finding))
        }
        // Still a locale that keeps the text, for the agreement between locales, which removes them.
        for offset in dropped { findings[offset].rule = Self.keptOnPurpose }
        return findings
    }

    /// What follows from a base unit's `texts` alone (its translations that copy them have the same).
    private static func facts(of texts: [String], baseLocale: LintLocale) -> UntranslatedBaseTexts.Facts {
        // The first text with words in it: a plural value's format may be only `%#@v1@`.
        let shown = texts.count == 1 ? texts[0]
            : texts.first(where: { $0.hasTranslatableText && !$0.utf8.contains(UInt8(ascii: "#")) }) ?? texts[0]
        // A short name's words, found once for both kinds of locale.
        let nameWords = texts.count == 1 ? InvariantText.nameWords(texts[0]) : nil
        return UntranslatedBaseTexts.Facts(
            hasTranslatableText: texts.contains(where: \.hasTranslatableText),
            staysTheSame: texts.allSatisfy { InvariantText.staysTheSame($0, allowed: []) },
            ownWordsSharing: sharedWordCandidates(texts) ?? nameWords,
            ownWords: nameWords,
            message: "\(QuotedText.value(shown)) is the same as in \(baseLocale); translate it, or add it to the untranslated allow-list if it is meant to stay.")
    }

    /// The rule id of a finding the rule withdrew because the locale keeps the text on purpose:
    /// counted by `UntranslatedConsensus` as a locale that keeps the text, then removed; never reported.
    static let keptOnPurpose = "untranslated (kept on purpose)"

    /// The one or two words (of three letters or more, lower-cased; numbers aside) of a short text
    /// or of a plural's forms ("article", "articles") that a locale written in the base's script
    /// may share with the base; nil for other texts.
    private static func sharedWordCandidates(_ texts: [String]) -> [Substring]? {
        // Most texts are plain ASCII without placeholders: read byte by byte, stopping at the third word.
        if texts.allSatisfy({ $0.utf8.allSatisfy { $0 < 0x80 && $0 != 0x25 } }) { return asciiSharedWordCandidates(texts) }
        var words: [Substring] = []
        // A plural's format (`%#@n@`) names its variable, not a word.
        for text in texts where !text.containsText("%#@") {
            for word in InvariantText.words(of: text) {
                for run in InvariantText.runs(of: word) where run.unicodeScalars.contains(where: \.isLetter) {
                    guard run.unicodeScalars.count >= 3, run.unicodeScalars.allSatisfy(\.isLetter) else { return nil }
                    let lowered = Substring(run.lowercased())
                    guard !words.contains(lowered) else { continue }
                    guard words.count < 2 else { return nil }
                    words.append(lowered)
                }
            }
        }
        return words.isEmpty ? nil : words
    }

    /// `sharedWordCandidates` of ASCII texts without a `%`: the runs of letters and digits, read
    /// from the bytes.
    private static func asciiSharedWordCandidates(_ texts: [String]) -> [Substring]? {
        var words: [[UInt8]] = []
        for text in texts {
            var text = text
            let fits: Bool = text.withUTF8 { bytes in
                var start = 0
                var letters = 0
                for offset in 0...bytes.count {
                    let byte = offset < bytes.count ? bytes[offset] : 0x20
                    if byte.isASCIILetterOrDigit {
                        if byte.isASCIILetter { letters += 1 }
                        continue
                    }
                    defer { start = offset + 1; letters = 0 }
                    let count = offset - start
                    guard letters > 0 else { continue }
                    guard count >= 3, letters == count else { return false }
                    let lowered = bytes[start..<offset].map { $0 | 0x20 }
                    guard !words.contains(lowered) else { continue }
                    guard words.count < 2 else { return false }
                    words.append(lowered)
                }
                return true
            }
            guard fits else { return nil }
        }
        return words.isEmpty ? nil : words.map { Substring(String(decoding: $0, as: UTF8.self)) }
    }

    /// Whether a `.strings` file lists only what its translators wrote, on the evidence of its
    /// counts: it leaves out more of the base's texts than it copies, and writes at least as many
    /// of its own as it copies. Equal counts are no evidence (a two-text table whose one entry is a
    /// copy leaves one out and copies one), nor is a file of nothing but copies.
    static func listsOnlyItsOwnTexts(leftOut: Int, copied: Int, translated: Int) -> Bool {
        leftOut > copied && translated >= copied
    }

    /// How many plain texts of the base's `.strings` file `pair`'s table leaves out (keys it does
    /// not have at all); none for a String Catalog.
    private static func textsLeftOut(_ pair: TableComparison) -> Int {
        guard let base = pair.base, !pair.table.isStringCatalog else { return 0 }
        return base.plainTextOrdinals.count { !pair.hasBaseKey(ordinal: $0) }
    }

    /// Which of `wanted` appear as words in the table's own texts: those of units that differ from
    /// the base's (`translated` holds each unit's base offset, or -1), leaving out a text that
    /// copies one of the base unit's (a plural form, or a `.strings` text paired with the base's
    /// plural of the same key). A word is found as written and lower-cased.
    private static func wordsUsed(in table: LocaleTable, base: BaseTable, translated: [Int], among wanted: Set<Substring>) -> Set<Substring> {
        let words = InvariantText.WordScanner(wanted: wanted)
        var used: Set<Substring> = []
        func look(in text: String) {
            words.forEachWord(in: text) { word in
                if wanted.contains(word) {
                    used.insert(word)
                } else if word.utf8.contains(where: { ($0 >= 0x41 && $0 <= 0x5A) || $0 >= 0x80 }) {
                    let lowered = Substring(word.lowercased())
                    if wanted.contains(lowered) { used.insert(lowered) }
                }
            }
        }
        for offset in table.units.indices where translated[offset] >= 0 {
            let baseTexts = base.facts[translated[offset]].texts
            // A plain string (most units) without listing its texts; it differs from a base of one
            // text, or it would not be in `translated`.
            if case .text(let text) = table.units[offset].value {
                if baseTexts.count == 1 || !baseTexts.contains(text.value) { look(in: text.value) }
            } else {
                for text in table.units[offset].value.texts where !baseTexts.contains(text.value) { look(in: text.value) }
            }
            if used.count == wanted.count { break }
        }
        return used
    }
}

extension UnitValue {
    /// Whether the value's texts equal `texts` one for one (without listing a plain string's).
    func hasTexts(equalTo texts: [String]) -> Bool {
        switch self {
        case .text(let text):
            return texts.count == 1 && text.value == texts[0]
        case .plural(let plural):
            // In `texts`' order (format, then each variable's forms), stopping at the first difference.
            var index = 0
            if let format = plural.format {
                guard !texts.isEmpty, texts[0] == format.value else { return false }
                index = 1
            }
            for variable in plural.variables {
                for form in variable.sortedForms {
                    guard index < texts.count, texts[index] == form.text.value else { return false }
                    index += 1
                }
            }
            return index == texts.count
        }
    }
}
