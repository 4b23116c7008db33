@_spi(Compiler) import SwiftParser
@_spi(RawSyntax) import SwiftSyntax

/// The text a string literal stands for, escapes resolved and a multi-line literal's indentation
/// left out (the parser keeps it in trivia). A segment with no escape is its own text, read
/// straight from the raw tree; one with an escape goes through swift-syntax's unescaping, so the
/// rules are the compiler's.
enum LiteralValue {
    /// The literal's value when it has no interpolation; nil when it has one or is malformed.
    static func plain(_ literal: RawStringLiteralExprSyntax) -> String? {
        guard let kind = kind(of: literal) else { return nil }
        let delimiterLength = delimiterLength(of: literal)
        var result = ""
        for segment in literal.segments.elements {
            guard let text = segment.as(RawStringSegmentSyntax.self) else { return nil }
            append(text, kind: kind, delimiterLength: delimiterLength, to: &result)
        }
        return result
    }

    /// Whether the literal's own text, interpolations left out, holds a letter: text a
    /// translation would change (`" "`, `"@\(host)"` and `"%"` hold none).
    static func hasWords(_ literal: RawStringLiteralExprSyntax) -> Bool {
        guard let kind = kind(of: literal) else { return true }
        let delimiterLength = delimiterLength(of: literal)
        var text = ""
        for segment in literal.segments.elements {
            if let segment = segment.as(RawStringSegmentSyntax.self) {
                append(segment, kind: kind, delimiterLength: delimiterLength, to: &text)
            }
        }
        // `"https://example.com/search?q=%s"`: an address alone is never translated.
        if text.contains("://"), !text.contains(where: \.isWhitespace) { return false }
        return text.unicodeScalars.contains { $0.properties.isAlphabetic }
    }

    /// Whether the literal's own text holds a word of prose: two letters or more with nothing but
    /// letters, an apostrophe or a hyphen between the punctuation around it, not all capitals and
    /// no capital after a small letter. `"\(id).jpg"`, `"%.1fx"`, `"v"`, `"https://…"`,
    /// `"product_id"`, `"DNF"` and `"GitHub"` hold none: a file name, a unit after a number, an
    /// address, an identifier, an abbreviation or a brand reads the same in every language.
    static func hasProse(_ literal: RawStringLiteralExprSyntax) -> Bool {
        guard let kind = kind(of: literal) else { return true }
        let delimiterLength = delimiterLength(of: literal)
        for segment in literal.segments.elements {
            guard let segment = segment.as(RawStringSegmentSyntax.self) else { continue }
            var text = ""
            append(segment, kind: kind, delimiterLength: delimiterLength, to: &text)
            for word in text.split(whereSeparator: { $0.isWhitespace }) where isProseWord(word) { return true }
        }
        return false
    }

    /// Whether the literal reads as the name of a thing: several words, each capitalised or a
    /// number (`"Keychain Access"`, `"Code 39"`), or one word with a capital, a digit or a hyphen
    /// inside (`"SwiftUIX"`, `"KoFi"`, `"cmark-gfm"`). One plain word (`"Retry"`) may be a label.
    static func isProperName(_ literal: RawStringLiteralExprSyntax) -> Bool {
        guard let value = plain(literal) else { return false }
        let words = value.split(separator: " ")
        guard let first = words.first else { return false }
        if words.count == 1 {
            return first.dropFirst().contains { $0.isUppercase || $0.isNumber || $0 == "-" }
                && first.allSatisfy { $0.isLetter || $0.isNumber || $0 == "-" }
        }
        return words.allSatisfy { word in word.first.map { $0.isUppercase || $0.isNumber } ?? false }
    }

    private static func isProseWord(_ word: Substring) -> Bool {
        let start = word.firstIndex(where: \.isLetter) ?? word.endIndex
        let end = word.lastIndex(where: \.isLetter).map { word.index(after: $0) } ?? start
        let trimmed = start < end ? word[start..<end] : word[start..<start]
        var letters = 0
        var lowercase = false
        for character in trimmed {
            if character.isLetter {
                letters += 1
                // `GitHub`, `iCloud`: a capital after a small letter makes a brand, not a word.
                if lowercase, character.isUppercase { return false }
                lowercase = lowercase || character.isLowercase || !character.isCased
            } else if character != "'" && character != "’" && character != "-" {
                return false
            }
        }
        // What came before the first letter: `.jpg`, `$id`, `#tag` are not prose.
        if let first = word.first, first == "." || first == "$" || first == "#" || first == "_" || first == "%" { return false }
        // `DNF`, `HTTPS`: an abbreviation reads the same in every language.
        return letters >= 2 && lowercase
    }

    /// The plain value of an expression that is a literal with no interpolation (a comment, a
    /// table name, a specifier).
    static func plain(_ expr: RawExprSyntax?) -> String? {
        expr?.as(RawStringLiteralExprSyntax.self).flatMap(plain)
    }

    /// The literal's kind; nil when the literal is malformed (the file's parse finding covers it).
    static func kind(of literal: RawStringLiteralExprSyntax) -> StringLiteralKind? {
        guard !literal.hasError else { return nil }
        switch literal.openingQuote.tokenKind {
        case .stringQuote: return .singleLine
        case .multilineStringQuote: return .multiLine
        case .singleQuote: return .singleQuote
        default: return nil
        }
    }

    /// How many `#` delimit a raw string (`#"…"#`: 1).
    static func delimiterLength(of literal: RawStringLiteralExprSyntax) -> Int {
        literal.openingPounds?.tokenText.count ?? 0
    }

    /// Appends the value of one segment of a well-formed literal.
    static func append(_ segment: RawStringSegmentSyntax, kind: StringLiteralKind, delimiterLength: Int,
                       to output: inout String) {
        let text = segment.content.tokenText
        if !text.contains(where: { $0 == UInt8(ascii: "\\") || $0 == UInt8(ascii: "\r") }) {
            output += String(syntaxText: text)
            return
        }
        let node = Syntax(raw: segment.raw, rawNodeArena: segment.raw.arena)
        StringSegmentSyntax(node)?.appendUnescapedLiteralValue(stringLiteralKind: kind, delimiterLength: delimiterLength,
                                                              to: &output)
    }
}
