import L10n

/// Which tables and units the translation rules compare, so every rule skips the same things.
extension LintSet {
    /// Whether `table` is a translation to compare with the base: not the base itself, not a
    /// pseudo-language (`qqq` documentation), and not a locale the folder name does not identify.
    func isTranslation(_ table: LocaleTable) -> Bool {
        base != nil && !isBase(table) && !table.locale.isPseudoLanguage
    }
}

extension String {
    /// Whether the text has something to translate: a letter outside `%…` placeholders.
    var hasTranslatableText: Bool {
        var inPlaceholder = false
        for scalar in unicodeScalars {
            if inPlaceholder {
                if scalar.properties.isAlphabetic && scalar != "l" && scalar != "h" && scalar != "q" {
                    inPlaceholder = false
                }
                if scalar == "@" { inPlaceholder = false }
                continue
            }
            if scalar == "%" { inPlaceholder = true; continue }
            if scalar.properties.isAlphabetic { return true }
        }
        return false
    }
}

extension TranslationUnit {
    /// Whether translators are expected to translate this base unit.
    var needsTranslation: Bool {
        guard shouldTranslate, extractionState != "stale" else { return false }
        return value.texts.contains { $0.value.hasTranslatableText }
    }
}
