import L10n

/// Which tables and units the translation rules compare, so every rule skips the same things.
extension LintSet {
    /// Whether `table` is a translation to compare with the base: not the base itself (nor `Base`
    /// or `mul`), not a pseudo-language (`qqq` documentation), and not a locale the folder name
    /// does not identify.
    func isTranslation(_ table: LocaleTable) -> Bool {
        base != nil && !isBaseLike(table.locale) && !table.locale.isPseudoLanguage
    }
}

extension TranslationUnit {
    /// Whether translators are expected to translate this base unit.
    var needsTranslation: Bool {
        guard shouldTranslate, extractionState != "stale" else { return false }
        return value.texts.contains { $0.value.hasTranslatableText }
    }
}
