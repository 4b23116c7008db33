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
        if let found = asciiHasWords(literal) { return found }
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

    /// `hasWords` read from the bytes of a literal whose text segments are plain ASCII without
    /// escapes (most are); nil for any other, which only the character path reads right.
    private static func asciiHasWords(_ literal: RawStringLiteralExprSyntax) -> Bool? {
        var hasLetter = false
        var hasSpace = false
        var hasScheme = false
        // The two bytes before, across segments: the text is the segments joined.
        var before = (UInt8(0), UInt8(0))
        for segment in literal.segments.elements {
            guard let segment = segment.as(RawStringSegmentSyntax.self) else { continue }
            for byte in segment.content.tokenText {
                if byte >= 0x80 || byte == UInt8(ascii: "\\") || byte == UInt8(ascii: "\r") { return nil }
                if (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z") {
                    hasLetter = true
                } else if byte == UInt8(ascii: " ") || (byte >= 0x09 && byte <= 0x0C) {
                    hasSpace = true
                } else if byte == UInt8(ascii: "/"), before == (UInt8(ascii: ":"), UInt8(ascii: "/")) {
                    hasScheme = true
                }
                before = (before.1, byte)
            }
        }
        // `"https://example.com/search?q=%s"`: an address alone is never translated.
        if hasScheme, !hasSpace { return false }
        return hasLetter
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
            // Most literals are plain ASCII with no escape: their bytes are their text.
            if let found = asciiHasProse(segment.content.tokenText) {
                if found { return true }
                continue
            }
            var text = ""
            append(segment, kind: kind, delimiterLength: delimiterLength, to: &text)
            for word in text.split(whereSeparator: { $0.isWhitespace }) where isProseWord(word) { return true }
        }
        return false
    }

    /// `hasProse` of one segment's text read as bytes; nil when the text is not plain ASCII
    /// without escapes, which only the character path reads right.
    private static func asciiHasProse(_ text: SyntaxText) -> Bool? {
        var wordStart = -1
        var found = false
        var index = 0
        for byte in text {
            if byte >= 0x80 || byte == UInt8(ascii: "\\") || byte == UInt8(ascii: "\r") { return nil }
            let isSpace = byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n")
                || byte == 0x0B || byte == 0x0C
            if isSpace {
                if wordStart >= 0, !found { found = asciiIsProseWord(text, wordStart..<index) }
                wordStart = -1
            } else if wordStart < 0 {
                wordStart = index
            }
            index += 1
        }
        if wordStart >= 0, !found { found = asciiIsProseWord(text, wordStart..<index) }
        return found
    }

    /// `isProseWord` for an ASCII word.
    private static func asciiIsProseWord(_ text: SyntaxText, _ range: Range<Int>) -> Bool {
        func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z") }
        let first = text[range.lowerBound]
        if first == UInt8(ascii: ".") || first == UInt8(ascii: "$") || first == UInt8(ascii: "#") || first == UInt8(ascii: "_")
            || first == UInt8(ascii: "%") { return false }
        guard let start = range.first(where: { isLetter(text[$0]) }),
              let last = range.last(where: { isLetter(text[$0]) }) else { return false }
        var letters = 0
        var lowercase = false
        for offset in start...last {
            let byte = text[offset]
            if isLetter(byte) {
                letters += 1
                let isUpper = byte <= UInt8(ascii: "Z")
                if lowercase, isUpper { return false }
                lowercase = lowercase || !isUpper
            } else if byte != UInt8(ascii: "'") && byte != UInt8(ascii: "-") {
                return false
            }
        }
        return letters >= 2 && lowercase
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
