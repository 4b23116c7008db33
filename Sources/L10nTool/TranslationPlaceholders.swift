import Catalogs
import L10n

/// The placeholder check an import applies to each translation: its arguments must be the source
/// text's, read the same way, and it must not break a specifier; a plural form may leave out the
/// number, other texts may not leave out an argument.
enum TranslationPlaceholders {
    /// Nil when `translation` may replace a text whose source is `source`, else why not.
    static let check: PlaceholderCheck = { source, translation, isPluralCase in
        let base = FormatString(source)
        let target = FormatString(translation)
        if base.placeholders.isEmpty && target.placeholders.isEmpty { return nil }
        if base.issues.isEmpty, let issue = target.issues.first {
            return "a placeholder is broken (\(issue)); the source text is \"\(source)\""
        }
        var baseFamilies: [Int: ArgumentType.Family] = [:]
        for slot in base.arguments where baseFamilies[slot.position] == nil { baseFamilies[slot.position] = slot.type.family }
        var used: Set<Int> = []
        for slot in target.arguments {
            used.insert(slot.position)
            guard let family = baseFamilies[slot.position] else {
                return "\(slot.placeholder.text) reads argument \(slot.position), which the source text \"\(source)\" does not pass"
            }
            if family != slot.type.family {
                return "\(slot.placeholder.text) reads argument \(slot.position) as \(slot.type.family.rawValue) where the source text \"\(source)\" has \(family.rawValue)"
            }
        }
        if !isPluralCase, let missing = baseFamilies.keys.sorted().first(where: { !used.contains($0) }) {
            return "argument \(missing) of the source text \"\(source)\" is not shown (a lost placeholder?)"
        }
        return nil
    }
}
