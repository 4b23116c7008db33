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
            if let mapped = scriptModifiers[modifier] { script = mapped }
            body = String(body[..<at])
        }
        let parts = body.split(omittingEmptySubsequences: false) { $0 == "-" || $0 == "_" }.map(String.init)
        guard let first = parts.first, isAlpha(first), (2...8).contains(first.count), first.count != 4 else {
            throw LocaleError(identifier: text, reason: "the language must be 2, 3 or 5–8 letters")
        }
        let language = languageAliases[first.lowercased()] ?? first.lowercased()
        var region: String?
        var variants: [String] = []
        for (offset, part) in parts.dropFirst().enumerated() {
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
        return LocaleIdentifier(language: language, script: script, region: region, variants: variants)
    }

    private static func isAlpha<S: StringProtocol>(_ text: S) -> Bool {
        text.unicodeScalars.allSatisfy { $0.isASCII && $0.properties.isAlphabetic }
    }

    private static func isDigits<S: StringProtocol>(_ text: S) -> Bool {
        !text.isEmpty && text.unicodeScalars.allSatisfy { $0.value >= 48 && $0.value <= 57 }
    }
}

extension String {
    /// The string without leading and trailing spaces, tabs and newlines.
    func trimmingWhitespace() -> String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
        guard let start = firstIndex(where: { !isSpace($0) }), let end = lastIndex(where: { !isSpace($0) }) else { return "" }
        return String(self[start...end])
    }
}
