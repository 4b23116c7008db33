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
