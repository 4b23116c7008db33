import Diagnostics

/// Every rule `l10n lint` knows, in the order `--explain` and the README list them.
enum LintRules {
    static let all: [any LintRule] = [
        ParseErrorRule(),
        EncodingRule(),
        DuplicateKeyRule(),
        InvalidLocaleRule(),
        MissingTableRule(),
        MissingTranslationRule(),
        ExtraKeyRule(),
        EmptyValueRule(),
        FormatMismatchRule(),
        StringsdictInvalidRule(),
        XCStringsInvalidRule(),
        PluralMissingCategoryRule(),
        PluralUnusedCategoryRule(),
        UntranslatedRule(),
        WhitespaceMismatchRule(),
        XCStringsStateRule(),
        InconsistentCommentRule(),
    ]

    /// The rule with `id`, or nil.
    static func rule(id: String) -> (any LintRule)? {
        all.first { $0.description.id == id }
    }
}
