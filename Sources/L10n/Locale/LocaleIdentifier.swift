import CICU

/// A locale as apps and catalogs name it: Apple identifiers (`en_GB`, `zh_Hant_TW`), BCP-47 tags
/// (`pt-BR`, `sr-Latn`), `.lproj` folder names as found in the wild (`pt-br`, `sr@latin`) and
/// Xcode's `Base`. Parsing normalises case and separators so that `pt-br`, `pt_BR` and `pt-BR`
/// are the same locale.
public struct LocaleIdentifier: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// Lower-case language subtag (`en`, `zh`, `qqq`), or `base` for Xcode's `Base`.
    public let language: String
    /// Title-case script subtag (`Hant`, `Latn`), if given.
    public let script: String?
    /// Upper-case region (`TW`) or UN M.49 code (`419`), if given.
    public let region: String?
    /// Lower-case variants (`tarask`, `valencia`), in order.
    public let variants: [String]
    /// BCP 47 extensions and private use after the variants, lower-case (`u-nu-latn` for Latin
    /// digits, `u-ca-hebrew` for the Hebrew calendar), or nil. ICU reads them as keywords.
    public let extensions: String?

    /// Xcode's `Base` localization: the development language's interface files.
    public static let base = LocaleIdentifier(language: "base", script: nil, region: nil, variants: [], extensions: nil)

    /// Whether this is `Base`.
    public var isBase: Bool { language == "base" }

    /// A locale from its parts, taken as given (already normalised).
    public init(language: String, script: String? = nil, region: String? = nil, variants: [String] = [], extensions: String? = nil) {
        self.language = language
        self.script = script
        self.region = region
        self.variants = variants
        self.extensions = extensions
    }

    /// Parses an Apple, BCP-47 or `.lproj`-style identifier.
    /// (With a literal argument Swift picks the literal initializer instead: use `parse` there.)
    public init(_ text: String) throws(LocaleError) {
        self = try LocaleIdentifierParser.parse(text)
    }

    /// Parses an Apple, BCP-47 or `.lproj`-style identifier, also when given a literal.
    public static func parse(_ text: String) throws(LocaleError) -> LocaleIdentifier {
        try LocaleIdentifierParser.parse(text)
    }

    /// The BCP-47 form (`zh-Hant-TW`, `pt-BR`, `Base`): the canonical spelling used in output.
    public var bcp47: String {
        if isBase { return "Base" }
        return ([language] + [script, region].compactMap { $0 } + variants + [extensions].compactMap { $0 }).joined(separator: "-")
    }

    /// The ICU form (`zh_Hant_TW`), for calls into ICU.
    public var icuIdentifier: String {
        if isBase { return "en" }
        // Extensions become ICU keywords (`ar@numbers=latn`), which ICU spells itself.
        if extensions != nil, let converted = try? icuUTF8("convert a language tag", { cicu_locale_from_language_tag(bcp47, $0, $1, $2) }) {
            return converted
        }
        var parts = [language]
        if let script { parts.append(script) }
        if let region { parts.append(region) }
        if !variants.isEmpty {
            if region == nil { parts.append("") }
            parts.append(contentsOf: variants.map { $0.uppercased() })
        }
        return parts.joined(separator: "_")
    }

    public var description: String { bcp47 }

    public static func < (lhs: LocaleIdentifier, rhs: LocaleIdentifier) -> Bool { lhs.bcp47 < rhs.bcp47 }

    /// The language alone (`zh-Hant-TW` → `zh`).
    public var languageOnly: LocaleIdentifier { LocaleIdentifier(language: language) }

    /// The locale with ICU's likely subtags added (`zh-TW` → `zh-Hant-TW`, `pl` → `pl-Latn-PL`).
    public var maximized: LocaleIdentifier {
        guard !isBase, let text = try? icuUTF8("add likely subtags", { cicu_locale_add_likely_subtags(icuIdentifier, $0, $1, $2) }),
              let parsed = try? LocaleIdentifier(text) else { return self }
        return parsed
    }

    /// The locale with likely subtags removed (`zh-Hant-TW` → `zh-TW`).
    public var minimized: LocaleIdentifier {
        guard !isBase, let text = try? icuUTF8("minimize subtags", { cicu_locale_minimize_subtags(icuIdentifier, $0, $1, $2) }),
              let parsed = try? LocaleIdentifier(text) else { return self }
        return parsed
    }

    /// The direction of the locale's script: right to left for Arabic, Hebrew, Persian, Urdu, …
    /// Asked of ICU once per locale (it takes the likely script first, microseconds each time),
    /// then remembered: a screen check asks it of every render.
    public var layoutDirection: LayoutDirection {
        Self.directions.value(for: self) {
            var isRTL: Int32 = 0
            let status = cicu_locale_is_right_to_left(maximized.icuIdentifier, &isRTL)
            return cicu_failed(status) == 0 && isRTL != 0 ? .rightToLeft : .leftToRight
        }
    }

    /// Each locale's direction, once asked.
    private static let directions = FormatterCache<LocaleIdentifier, LayoutDirection>()

    /// Whether ICU has data for the language (false for `qqq`, `Base`, made-up codes).
    public var hasLocaleData: Bool { !isBase && cicu_locale_is_available(icuIdentifier) != 0 }

    /// The locale's name written in `displayLocale` (`pl` in `en` → "Polish"; in itself → "polski").
    public func displayName(in displayLocale: LocaleIdentifier) -> String {
        if isBase { return "Base" }
        return (try? icuUTF16("get display name", { cicu_locale_display_name(icuIdentifier, displayLocale.icuIdentifier, $0, $1, $2) })) ?? bcp47
    }

    /// The locales to try, most specific first, when looking a string up: the locale itself, then
    /// less specific forms that keep its script (`zh-Hant-TW` → `zh-TW` → `zh-Hant`, never the
    /// Simplified `zh`; `pt-BR` → `pt`), then the development language and `Base`.
    public func fallbackChain(developmentLanguage: LocaleIdentifier? = nil) -> [LocaleIdentifier] {
        var chain: [LocaleIdentifier] = [self]
        if !isBase {
            let effectiveScript = script ?? maximized.script
            var candidates: [LocaleIdentifier] = []
            if let region {
                candidates.append(LocaleIdentifier(language: language, script: effectiveScript, region: region))
                candidates.append(LocaleIdentifier(language: language, region: region))
            }
            candidates.append(LocaleIdentifier(language: language, script: effectiveScript))
            candidates.append(LocaleIdentifier(language: language))
            for candidate in candidates where candidate.maximized.script == effectiveScript || effectiveScript == nil {
                if !chain.contains(candidate) { chain.append(candidate) }
            }
        }
        for last in [developmentLanguage, .base].compactMap({ $0 }) where !chain.contains(last) {
            chain.append(last)
        }
        return chain
    }
}

extension LocaleIdentifier: ExpressibleByStringLiteral {
    /// A locale written in code (`"pl"`); an invalid literal is a programming error, shown as given.
    public init(stringLiteral value: String) {
        self = (try? LocaleIdentifier(value)) ?? LocaleIdentifier(language: value.lowercased())
    }
}

extension LocaleIdentifier: Codable {
    /// Decodes from the BCP-47 string.
    public init(from decoder: any Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        self = try LocaleIdentifier(text)
    }

    /// Encodes as the BCP-47 string.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(bcp47)
    }
}
