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

    /// `resource` looked up for the locale of the screen being rendered (or the resource's own),
    /// its default value shown when no catalog has its key.
    public init(localized resource: LocalizedStringResource) {
        let found = CurrentLookup.lookUp(resource.localizationValue.key, table: resource.table, locale: resource.overrideLocale)
        if case .missing = found.outcome, let defaultValue = resource.separateDefaultValue {
            self = CurrentLookup.text(defaultValue.key, table: resource.table, locale: resource.overrideLocale)
        } else {
            self = found.text
        }
    }
}

/// A localized string to look up later, where it is shown (Foundation's
/// `LocalizedStringResource`): a key with arguments, a table, a bundle and a locale.
public struct LocalizedStringResource: Sendable, Hashable, ExpressibleByStringInterpolation, CustomStringConvertible {
    /// The key and its arguments.
    public let localizationValue: String.LocalizationValue
    /// The key, as the catalogs hold it (`"%lld items"`).
    public var key: String { localizationValue.key.key }
    /// The value shown when no catalog has the key: the key and arguments themselves unless the
    /// resource was made with a `defaultValue:`.
    public var defaultValue: String.LocalizationValue { separateDefaultValue ?? localizationValue }
    /// The table to look in; the environment's default when nil.
    public var table: String?
    /// The bundle whose catalogs hold the key: a render looks in the app's catalogs whatever it says.
    public var bundle: BundleDescription
    /// The locale the resource is looked up in: the render's unless the app set another.
    public var locale: Foundation.Locale {
        get { overrideLocale ?? Foundation.Locale(identifier: EnvironmentValues.current.localeIdentifier.bcp47) }
        set { overrideLocale = newValue }
    }
    /// A locale the app set that overrides the render's (nil: the render's, as `.current` is on a device).
    var overrideLocale: Foundation.Locale?
    /// The `defaultValue:` the resource was made with, if any.
    let separateDefaultValue: String.LocalizationValue?

    /// Where a resource's catalogs are (Foundation's `LocalizedStringResource.BundleDescription`).
    public enum BundleDescription: @unchecked Sendable, Hashable {
        /// The app's main bundle.
        case main
        /// The bundle at a URL.
        case atURL(URL)
        /// The bundle a class is in.
        case forClass(AnyClass)

        public static func == (a: BundleDescription, b: BundleDescription) -> Bool {
            switch (a, b) {
            case (.main, .main): true
            case let (.atURL(x), .atURL(y)): x == y
            case let (.forClass(x), .forClass(y)): ObjectIdentifier(x) == ObjectIdentifier(y)
            default: false
            }
        }

        public func hash(into hasher: inout Hasher) {
            switch self {
            case .main: hasher.combine(0)
            case .atURL(let url): hasher.combine(url)
            case .forClass(let type): hasher.combine(ObjectIdentifier(type))
            }
        }
    }

    /// A resource for `keyAndValue` in `table`. A locale of `.current` means the render's, as the
    /// device's is on iOS.
    public init(_ keyAndValue: String.LocalizationValue, table: String? = nil, locale: Foundation.Locale? = nil,
                bundle: BundleDescription = .main, comment: StaticString? = nil) {
        localizationValue = keyAndValue
        self.table = table
        self.bundle = bundle
        overrideLocale = Self.override(locale)
        separateDefaultValue = nil
    }

    /// A resource for `key`, whose development-language value `defaultValue` is (the key is
    /// looked up in the catalogs, as on iOS, and `defaultValue` shown when none has it).
    public init(_ key: StaticString, defaultValue: String.LocalizationValue, table: String? = nil, locale: Foundation.Locale? = nil,
                bundle: BundleDescription = .main, comment: StaticString? = nil) {
        localizationValue = String.LocalizationValue(stringLiteral: key.description)
        self.table = table
        self.bundle = bundle
        overrideLocale = Self.override(locale)
        separateDefaultValue = defaultValue
    }

    /// A resource for a literal key.
    public init(stringLiteral value: String) {
        localizationValue = String.LocalizationValue(stringLiteral: value)
        bundle = .main
        overrideLocale = nil
        separateDefaultValue = nil
    }

    /// A resource for a literal key with interpolations.
    public init(stringInterpolation: LocalizedStringKey.StringInterpolation) {
        localizationValue = String.LocalizationValue(stringInterpolation: stringInterpolation)
        bundle = .main
        overrideLocale = nil
        separateDefaultValue = nil
    }

    /// The key, as written.
    public var description: String { key }

    /// `locale` unless it is the process's own, which stands for the device's: the render's.
    private static func override(_ locale: Foundation.Locale?) -> Foundation.Locale? {
        guard let locale, locale.identifier != Foundation.Locale.current.identifier else { return nil }
        return locale
    }
}

/// A type that describes itself with a localized string (Foundation's
/// `CustomLocalizedStringResourceConvertible`): errors, enums and intents shown in the app's language.
public protocol CustomLocalizedStringResourceConvertible {
    /// The localized description.
    var localizedStringResource: LocalizedStringResource { get }
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
