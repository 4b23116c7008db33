import Diagnostics
import L10n

/// `whitespace-mismatch`'s fix: the white space at the ends of a translation made the base's,
/// where it is written (inside the quotes), the words in between left byte for byte as they are.
enum WhitespaceFix {
    /// The fix of the text whose quoted value starts at `position`, which now starts with `lead`
    /// and ends with `trail`, to start with `baseLead` and end with `baseTrail`; nil when the
    /// value is not a quoted string in a UTF-8 file, or the white space as written does not read
    /// as the parser read it (an escape the scan does not decode).
    static func fix(at position: TextPosition, in text: EditableText, current: (lead: Substring, trail: Substring),
                    base: (lead: Substring, trail: Substring)) -> Fix? {
        let syntax: QuotedLiteral.Syntax = text.path.hasSuffix(".xcstrings") ? .json : .strings
        guard let offset = text.offset(of: position), let literal = QuotedLiteral(in: text.bytes, at: offset, syntax: syntax) else {
            return nil
        }
        let (lead, trail) = (literal.leadingWhitespace, literal.trailingWhitespace)
        guard lead.text == current.lead, trail.text == current.trail, lead.range.upperBound <= trail.range.lowerBound else { return nil }
        var replacements: [Replacement] = []
        var changes: [String] = []
        if current.lead != base.lead {
            replacements.append(text.replacement(lead.range, with: QuotedLiteral.written(base.lead, syntax: syntax)))
            changes.append("start with \(WhitespaceMismatchRule.describe(base.lead))")
        }
        if current.trail != base.trail {
            replacements.append(text.replacement(trail.range, with: QuotedLiteral.written(base.trail, syntax: syntax)))
            changes.append("end with \(WhitespaceMismatchRule.describe(base.trail))")
        }
        guard !replacements.isEmpty else { return nil }
        return Fix(description: "Make the translation \(changes.joined(separator: " and ")), as the base does.",
                   replacements: replacements)
    }
}
