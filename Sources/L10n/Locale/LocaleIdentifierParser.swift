import CICU

/// Reads the many spellings of a locale identifier into its parts.
enum LocaleIdentifierParser {
    /// Deprecated language codes still found in old projects, and their replacements.
    private static let languageAliases = ["iw": "he", "in": "id", "ji": "yi", "jw": "jv", "mo": "ro"]
    /// POSIX-style `@modifier`s seen in `.lproj` names (`sr@latin`).
    private static let scriptModifiers = ["latin": "Latn", "cyrillic": "Cyrl", "arabic": "Arab", "devanagari": "Deva"]

    static func parse(_ text: String) throws(LocaleError) -> LocaleIdentifier {
        var body = text.trimmingWhitespace()
        if body.lowercased().hasSuffix(".lproj") { body = String(body.dropLast(6)) }
        guard !body.isEmpty else { throw LocaleError(identifier: text, reason: "it is empty") }
        if body.lowercased() == "base" { return .base }
        var script: String?
        if let at = body.firstIndex(of: "@") {
            let modifier = body[body.index(after: at)...].lowercased()
            if modifier.contains("=") { return try keywordForm(body, text: text) }
            guard let mapped = scriptModifiers[modifier] else {
                throw LocaleError(identifier: text, reason: "'@\(modifier)' is neither a script (@latin, @cyrillic, @arabic, @devanagari) nor keywords (@calendar=hebrew)")
            }
            script = mapped
            body = String(body[..<at])
        }
        let parts = body.split(omittingEmptySubsequences: false) { $0 == "-" || $0 == "_" }.map(String.init)
        guard let first = parts.first, isAlpha(first), (2...8).contains(first.count), first.count != 4 else {
            throw LocaleError(identifier: text, reason: "the language must be 2, 3 or 5–8 letters")
        }
        let language = languageAliases[first.lowercased()] ?? first.lowercased()
        var region: String?
        var variants: [String] = []
        var extensions: String?
        for (offset, part) in parts.dropFirst().enumerated() {
            if part.count == 1 {
                // A singleton (`u`, `t`, `x`) starts the extensions, which run to the end.
                extensions = try Self.extensions(Array(parts.dropFirst(offset + 1)), text: text)
                break
            }
            guard !part.isEmpty, part.unicodeScalars.allSatisfy({ $0.isASCII && ($0.properties.isAlphabetic || $0.properties.numericType != nil) }) else {
                throw LocaleError(identifier: text, reason: "subtag \(offset + 2) ('\(part)') is empty or not ASCII letters and digits")
            }
            if part.count == 4, isAlpha(part), script == nil, region == nil, variants.isEmpty {
                script = part.prefix(1).uppercased() + part.dropFirst().lowercased()
            } else if region == nil, variants.isEmpty, (part.count == 2 && isAlpha(part)) || (part.count == 3 && isDigits(part)) {
                region = part.uppercased()
            } else if (5...8).contains(part.count) || (part.count == 4 && isDigits(part.prefix(1))) {
                variants.append(part.lowercased())
            } else {
                throw LocaleError(identifier: text, reason: "subtag '\(part)' is not a script, region or variant")
            }
        }
        return LocaleIdentifier(language: language, script: script, region: region, variants: variants, extensions: extensions)
    }

    /// BCP 47 extensions and private use (`u-nu-latn`, `x-private`), checked and lower-cased: each
    /// singleton is followed by at least one subtag of 2–8 letters and digits (1–8 after `x`).
    private static func extensions(_ parts: [String], text: String) throws(LocaleError) -> String {
        var index = 0
        while index < parts.count {
            let singleton = parts[index].lowercased()
            guard singleton.count == 1, isAlphanumeric(singleton) else {
                throw LocaleError(identifier: text, reason: "subtag '\(parts[index])' is not a script, region or variant")
            }
            let isPrivate = singleton == "x"
            var count = 0
            index += 1
            while index < parts.count, isAlphanumeric(parts[index]),
                  ((isPrivate ? 1 : 2)...8).contains(parts[index].count) {
                count += 1
                index += 1
            }
            guard count > 0 else {
                throw LocaleError(identifier: text, reason: "extension '\(singleton)' has no subtags of 2–8 letters and digits after it")
            }
        }
        return parts.map { $0.lowercased() }.joined(separator: "-")
    }

    /// An ICU identifier with keywords (`en@calendar=hebrew`, `ar_EG@numbers=latn`): ICU turns the
    /// keywords into BCP 47 extensions (`en-u-ca-hebrew`). A keyword ICU cannot express is an error,
    /// never dropped in silence.
    private static func keywordForm(_ body: String, text: String) throws(LocaleError) -> LocaleIdentifier {
        let icu = body.replacingHyphens()
        guard let tag = try? icuUTF8("convert keywords to a language tag", { cicu_locale_to_language_tag(icu, $0, $1, $2) }),
              !tag.contains("@"), tag.contains("-u-") || tag.contains("-t-") || tag.contains("-x-") else {
            throw LocaleError(identifier: text, reason: "its keywords are not ones ICU knows (such as @calendar=hebrew or @numbers=latn)")
        }
        let parsed = try parse(tag)
        // Every keyword given must come back from the tag: ICU drops those it does not know.
        let given = icu.drop { $0 != "@" }.dropFirst().split(separator: ";").map { $0.lowercased() }
        let kept = parsed.icuIdentifier.drop { $0 != "@" }.dropFirst().split(separator: ";").map { $0.lowercased() }
        for keyword in given where !kept.contains(keyword) {
            throw LocaleError(identifier: text, reason: "keyword '\(keyword)' is not one ICU knows (such as calendar=hebrew or numbers=latn)")
        }
        return parsed
    }

    private static func isAlphanumeric<S: StringProtocol>(_ text: S) -> Bool {
        !text.isEmpty && text.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || ($0.value >= 48 && $0.value <= 57)) }
    }

    private static func isAlpha<S: StringProtocol>(_ text: S) -> Bool {
        text.unicodeScalars.allSatisfy { $0.isASCII && $0.properties.isAlphabetic }
    }

    private static func isDigits<S: StringProtocol>(_ text: S) -> Bool {
        !text.isEmpty && text.unicodeScalars.allSatisfy { $0.value >= 48 && $0.value <= 57 }
    }
}

extension String {
    /// The string with `-` as `_`, up to its first `@` (an ICU identifier's separators).
    func replacingHyphens() -> String {
        let at = firstIndex(of: "@") ?? endIndex
        return String(self[..<at].map { $0 == "-" ? "_" : $0 }) + self[at...]
    }

    /// The string without leading and trailing spaces, tabs and newlines.
    func trimmingWhitespace() -> String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
        guard let start = firstIndex(where: { !isSpace($0) }), let end = lastIndex(where: { !isSpace($0) }) else { return "" }
        return String(self[start...end])
    }
}
