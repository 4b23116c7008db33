#if os(Linux)
import Foundation

// Foundation's manual grammar agreement on an `AttributedString` (`string.inflect =
// InflectionRule(morphology: user)`, `string.inflected()`), which Linux's Foundation lacks. The
// rule is kept on the runs; `inflected()` returns the string as written, as no inflection engine
// runs here (text written `^[…](inflect: true)` is agreed by l10n's own rules where it is shown).
extension AttributeScopes.FoundationAttributes {
    /// The rule a run's words are inflected by (Foundation's `inflect` attribute).
    public enum InflectionRuleAttribute: CodableAttributedStringKey, MarkdownDecodableAttributedStringKey {
        public typealias Value = InflectionRule
        public static let name = "NSInflect"
        public static let markdownName = "inflect"
    }

    /// The inflection rule attribute, for `string.inflect` and `AttributeContainer().inflect`.
    /// (A scope's attributes are named by key path, never read: the key type has no values.)
    public var inflect: InflectionRuleAttribute { fatalError("an attribute scope's keys are named, never read") }
}

extension AttributedString {
    /// The string with its runs inflected by their rules (Foundation's `inflected()`): as written here.
    public func inflected() -> AttributedString { self }
}
#endif
