#if os(Linux)
import Foundation

extension String {
    /// A localized string's key and arguments, written as a literal with interpolations
    /// (Foundation's `String.LocalizationValue`): `"\(count) items"` is the key `"%lld items"`.
    public struct LocalizationValue: Sendable, Hashable, ExpressibleByStringInterpolation {
        /// The key and its arguments.
        public let key: LocalizedStringKey

        /// A value for `key` as it is.
        public init(_ key: String) {
            self.key = LocalizedStringKey(key)
        }

        /// A literal without interpolations.
        public init(stringLiteral value: String) {
            key = LocalizedStringKey(stringLiteral: value)
        }

        /// A literal with interpolations.
        public init(stringInterpolation: LocalizedStringKey.StringInterpolation) {
            key = LocalizedStringKey(stringInterpolation: stringInterpolation)
        }
    }

    /// `keyAndValue` looked up in `table` for the locale of the screen being rendered, with its
    /// arguments filled in; outside a render, in the default environment (keys shown as they are).
    public init(localized keyAndValue: String.LocalizationValue, table: String? = nil, bundle: Bundle? = nil,
                locale: Foundation.Locale? = nil, comment: StaticString? = nil) {
        self = CurrentLookup.text(keyAndValue.key, table: table, locale: locale)
    }

    /// `key` looked up like `init(localized:)`; `defaultValue` is shown when no catalog has it.
    public init(localized key: StaticString, defaultValue: String.LocalizationValue, table: String? = nil,
                bundle: Bundle? = nil, locale: Foundation.Locale? = nil, comment: StaticString? = nil) {
        let found = CurrentLookup.lookUp(LocalizedStringKey("\(key)"), table: table, locale: locale)
        if case .missing = found.outcome {
            self = CurrentLookup.text(defaultValue.key, table: table, locale: locale)
        } else {
            self = found.text
        }
    }

    /// `resource` looked up for the locale of the screen being rendered.
    public init(localized resource: LocalizedStringResource) {
        self = CurrentLookup.text(resource.localizationValue.key, table: resource.table, locale: resource.locale)
    }
}

/// A localized string to look up later, where it is shown (Foundation's
/// `LocalizedStringResource`): a key with arguments, a table and an optional locale.
public struct LocalizedStringResource: Sendable, Hashable, ExpressibleByStringInterpolation, CustomStringConvertible {
    /// The key and its arguments.
    public let localizationValue: String.LocalizationValue
    /// The key, as the catalogs hold it (`"%lld items"`).
    public var key: String { localizationValue.key.key }
    /// The table to look in; the environment's default when nil.
    public var table: String?
    /// A locale that overrides the screen's.
    public var locale: Foundation.Locale?

    /// A resource for `keyAndValue` in `table`.
    public init(_ keyAndValue: String.LocalizationValue, table: String? = nil, locale: Foundation.Locale? = nil,
                bundle: Bundle? = nil, comment: StaticString? = nil) {
        localizationValue = keyAndValue
        self.table = table
        self.locale = locale
    }

    /// A resource for `key`, whose development-language value `defaultValue` is (the key is
    /// looked up in the catalogs, as on iOS).
    public init(_ key: StaticString, defaultValue: String.LocalizationValue, table: String? = nil, locale: Foundation.Locale? = nil,
                bundle: Bundle? = nil, comment: StaticString? = nil) {
        localizationValue = String.LocalizationValue(stringLiteral: key.description)
        self.table = table
        self.locale = locale
    }

    /// A resource for a literal key.
    public init(stringLiteral value: String) {
        localizationValue = String.LocalizationValue(stringLiteral: value)
    }

    /// A resource for a literal key with interpolations.
    public init(stringInterpolation: LocalizedStringKey.StringInterpolation) {
        localizationValue = String.LocalizationValue(stringInterpolation: stringInterpolation)
    }

    /// The key, as written.
    public var description: String { key }
}

/// Looks keys up in the environment of the view whose `body` is being evaluated.
enum CurrentLookup {
    /// The text for `key`, arguments filled in.
    static func text(_ key: LocalizedStringKey, table: String?, locale: Foundation.Locale?) -> String {
        lookUp(key, table: table, locale: locale).text
    }

    /// The lookup of `key` in the current environment, in `locale` when one is given.
    static func lookUp(_ key: LocalizedStringKey, table: String?, locale: Foundation.Locale?) -> LocalizedLookup {
        let environment = EnvironmentValues.current
        let localeIdentifier = locale.flatMap { try? LocaleIdentifier.parse($0.identifier) } ?? environment.localeIdentifier
        return environment.localizer.localize(key, table: table ?? environment.defaultTable, locale: localeIdentifier)
    }
}
#endif
