import L10n

/// One localized string of one locale, whatever file format it came from: the common ground on
/// which the cross-locale rules compare a translation with its base.
struct TranslationUnit: Sendable {
    /// The lookup key.
    var key: String
    /// The device a String Catalog case is for (`iphone`, `mac`), nil when the string does not vary.
    var variant: String?
    /// The file the unit is in.
    var file: String
    /// Where the unit is in the file: its key, or its language in a String Catalog.
    var position: TextPosition
    /// The text or plural forms.
    var value: UnitValue
    /// The comment for translators, when there is one.
    var comment: String?
    /// A String Catalog unit's state (`translated`, `needs_review`, `new`, `stale`).
    var state: String?
    /// False for String Catalog keys marked `shouldTranslate: false`.
    var shouldTranslate: Bool = true
    /// A String Catalog `extractionState` (`stale` when the key is gone from the code).
    var extractionState: String?

    /// The key and device together: how units of two locales are paired.
    var identity: UnitIdentity { UnitIdentity(key: key, variant: variant) }
}

/// How a unit is matched across locales.
struct UnitIdentity: Sendable, Hashable {
    var key: String
    var variant: String?
}

/// What a unit holds.
enum UnitValue: Sendable {
    /// A plain string.
    case text(LocatedString)
    /// A format with plural variables (`.stringsdict`, or String Catalog plural variations).
    case plural(PluralValue)

    /// Every text the unit can show, with where it is: the text, or the format and each form.
    var texts: [LocatedString] {
        switch self {
        case .text(let text): [text]
        case .plural(let plural):
            (plural.format.map { [$0] } ?? []) + plural.variables.flatMap { $0.sortedForms.map(\.text) }
        }
    }
}

/// A format string and the plural variables it refers to. A String Catalog plural variation without
/// substitutions has no format and one unnamed variable: the whole string varies.
struct PluralValue: Sendable {
    /// `NSStringLocalizedFormatKey` or the String Catalog unit that holds `%#@name@` references.
    var format: LocatedString?
    /// The variables, in file order.
    var variables: [StringsdictVariable]
    /// Whether this came from a `.stringsdict` (whose structure `stringsdict-invalid` checks).
    var isStringsdict: Bool
}
