#if os(Linux)
import Foundation

// Foundation's localized attributed strings, looked up as `String(localized:)` is: in the catalogs
// for the render's locale, their inline Markdown read (its attributes are not drawn).

extension AttributedString {
    /// How a localized attributed string is made (Foundation's `AttributedString.LocalizationOptions`).
    public struct LocalizationOptions: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        /// Options of a raw value.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Marks each interpolated argument with the index it replaces (accepted).
        public static let applyReplacementIndexAttribute = LocalizationOptions(rawValue: 1 << 0)
    }

    /// The translation of `keyAndValue` for the render's locale, its inline Markdown read.
    public init(localized keyAndValue: String.LocalizationValue, options: LocalizationOptions = [], table: String? = nil,
                bundle: Bundle? = nil, locale: Foundation.Locale? = nil, comment: StaticString? = nil) {
        self.init(InlineMarkdown.plain(String(localized: keyAndValue, table: table, bundle: bundle, locale: locale, comment: comment)))
    }

    /// The translation of `key`, or `defaultValue` where no catalog has it, its inline Markdown read.
    public init(localized key: StaticString, defaultValue: String.LocalizationValue, options: LocalizationOptions = [],
                table: String? = nil, bundle: Bundle? = nil, locale: Foundation.Locale? = nil, comment: StaticString? = nil) {
        self.init(InlineMarkdown.plain(String(localized: key, defaultValue: defaultValue, table: table, bundle: bundle, locale: locale,
                                              comment: comment)))
    }

    /// The translation of `keyAndValue` with the attributes of `scope` read from its Markdown
    /// (accepted: attributes are not drawn).
    public init<S: AttributeScope>(localized keyAndValue: String.LocalizationValue, options: LocalizationOptions = [],
                                   table: String? = nil, bundle: Bundle? = nil, locale: Foundation.Locale? = nil,
                                   comment: StaticString? = nil, including scope: KeyPath<AttributeScopes, S.Type>) {
        self.init(localized: keyAndValue, options: options, table: table, bundle: bundle, locale: locale, comment: comment)
    }

    /// The translation of `key` (or `defaultValue`) with the attributes of `scope` (accepted).
    public init<S: AttributeScope>(localized key: StaticString, defaultValue: String.LocalizationValue,
                                   options: LocalizationOptions = [], table: String? = nil, bundle: Bundle? = nil,
                                   locale: Foundation.Locale? = nil, comment: StaticString? = nil,
                                   including scope: KeyPath<AttributeScopes, S.Type>) {
        self.init(localized: key, defaultValue: defaultValue, options: options, table: table, bundle: bundle, locale: locale,
                  comment: comment)
    }

    /// The translation of `resource`, its inline Markdown read.
    public init(localized resource: LocalizedStringResource) {
        self.init(InlineMarkdown.plain(String(localized: resource)))
    }

    /// The translation of `resource` with the attributes of `scope` (accepted).
    public init<S: AttributeScope>(localized resource: LocalizedStringResource, including scope: KeyPath<AttributeScopes, S.Type>) {
        self.init(localized: resource)
    }
}
#endif
