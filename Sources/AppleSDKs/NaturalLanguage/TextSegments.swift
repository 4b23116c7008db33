#if os(Linux)
@_exported import Foundation

/// A piece of text the tokenizer and tagger cut: a word, a number, an emoji, a punctuation mark,
/// a symbol, a run of spaces or a line break.
struct TextToken {
    enum Kind { case word, number, emoji, punctuation, symbol, whitespace, lineBreak }
    let range: Range<String.Index>
    let kind: Kind
}

/// Cuts text by rules rather than a model: a word is a run of letters, marks and digits of one
/// script (hiragana and katakana apart), kept whole across an apostrophe between letters ("don't") and a point or comma between
/// digits ("3.5", "1,000"); each Han ideograph is a word of its own (Chinese and Japanese are not
/// segmented by dictionary); a hyphen splits words. A sentence ends after ".", "!", "?", "…" (and
/// closing quotes or brackets) followed by a space, after "。", "！", "？" at once, and at a line
/// break; a paragraph ends at a line break. Sentences and paragraphs are trimmed of spaces.
enum TextSegments {
    private enum Group: Equatable { case han, hiragana, katakana, other }

    private static func isEmoji(_ character: Character) -> Bool {
        guard let first = character.unicodeScalars.first else { return false }
        return first.properties.isEmojiPresentation || (first.properties.isEmoji && character.unicodeScalars.count > 1)
    }

    private static func isWordCharacter(_ character: Character) -> Bool {
        !isEmoji(character) && (character.isLetter || character.isNumber || character.unicodeScalars.first?.properties.generalCategory == .nonspacingMark)
    }

    /// A digit, not a letter with a numeric value (as "京").
    private static func isDigit(_ character: Character) -> Bool {
        guard let category = character.unicodeScalars.first?.properties.generalCategory else { return false }
        return category == .decimalNumber || category == .letterNumber || category == .otherNumber
    }

    private static func group(_ character: Character) -> Group {
        guard let scalar = character.unicodeScalars.first, let script = Script(scalar) else { return .other }
        switch script {
        case .han: return .han
        case .kana: return (0x3040...0x309F).contains(scalar.value) ? .hiragana : .katakana
        default: return .other
        }
    }

    /// The tokens of `string` in `range`, in order, covering it.
    static func tokens(of string: String, in range: Range<String.Index>) -> [TextToken] {
        var tokens: [TextToken] = []
        var index = range.lowerBound
        while index < range.upperBound {
            let character = string[index]
            var end = string.index(after: index)
            let kind: TextToken.Kind
            if character.isNewline {
                kind = .lineBreak
                while end < range.upperBound, string[end].isNewline { end = string.index(after: end) }
            } else if character.isWhitespace {
                kind = .whitespace
                while end < range.upperBound, string[end].isWhitespace, !string[end].isNewline { end = string.index(after: end) }
            } else if isEmoji(character) {
                kind = .emoji
            } else if isWordCharacter(character) {
                let runGroup = group(character)
                var allDigits = isDigit(character)
                while runGroup != .han, end < range.upperBound {
                    let next = string[end]
                    if isWordCharacter(next), group(next) == runGroup {
                        allDigits = allDigits && isDigit(next)
                        end = string.index(after: end)
                        continue
                    }
                    let after = string.index(after: end)
                    guard after < range.upperBound else { break }
                    let previous = string[string.index(before: end)], following = string[after]
                    let joinsLetters = "'’".contains(next) && previous.isLetter && following.isLetter
                    let joinsDigits = ".,".contains(next) && isDigit(previous) && isDigit(following)
                    guard joinsLetters || joinsDigits else { break }
                    end = after
                }
                kind = allDigits ? .number : .word
            } else if character.isPunctuation {
                kind = .punctuation
            } else {
                kind = .symbol
            }
            tokens.append(TextToken(range: index..<end, kind: kind))
            index = end
        }
        return tokens
    }

    private static let terminators: Set<Character> = [".", "!", "?", "…", "‼", "؟", "।"]
    private static let wideTerminators: Set<Character> = ["。", "！", "？"]
    private static let closers: Set<Character> = ["\"", "'", "”", "’", "»", "›", ")", "]", "}", "」", "』", "）"]

    /// The ranges of `unit` in `string`'s `range`.
    static func ranges(of unit: NLTokenUnit, in string: String, range: Range<String.Index>) -> [Range<String.Index>] {
        let tokens = tokens(of: string, in: range)
        switch unit {
        case .word: return tokens.filter { [.word, .number, .emoji].contains($0.kind) }.map(\.range)
        case .document: return range.isEmpty ? [] : [range]
        case .sentence, .paragraph: break
        }
        var result: [Range<String.Index>] = []
        var start: String.Index?, end = range.lowerBound, ended = false
        func close() {
            if let first = start { result.append(first..<end) }
            start = nil
            ended = false
        }
        for token in tokens {
            let character = string[token.range.lowerBound]
            switch token.kind {
            case .lineBreak: close()
            case .whitespace: if ended { close() }
            default:
                if ended && unit == .sentence && wideTerminators.contains(string[string.index(before: end)]) && !closers.contains(character)
                    && !wideTerminators.contains(character) {
                    close()
                }
                if start == nil { start = token.range.lowerBound }
                end = token.range.upperBound
                guard unit == .sentence, token.kind == .punctuation else { ended = false; continue }
                if terminators.contains(character) || wideTerminators.contains(character) {
                    ended = true
                } else if !closers.contains(character) {
                    ended = false
                }
            }
        }
        close()
        return result
    }

    /// The tag of a punctuation mark, space or line break by its character (`nil` for words).
    static func punctuationClass(of token: TextToken, in string: String) -> NLTag? {
        let character = string[token.range.lowerBound]
        switch token.kind {
        case .whitespace: return .whitespace
        case .lineBreak: return .paragraphBreak
        case .word, .number, .emoji, .symbol: return nil
        case .punctuation: break
        }
        if terminators.contains(character) || wideTerminators.contains(character) { return .sentenceTerminator }
        if "([{（【".contains(character) { return .openParenthesis }
        if ")]}）】".contains(character) { return .closeParenthesis }
        if "“‘«„‚「『‹".contains(character) { return .openQuote }
        if "”»」』›’".contains(character) { return .closeQuote }
        if "\"'".contains(character) {
            let atStart = token.range.lowerBound == string.startIndex || string[string.index(before: token.range.lowerBound)].isWhitespace
            return atStart ? .openQuote : .closeQuote
        }
        if "-‐–—".contains(character) { return .dash }
        return .otherPunctuation
    }
}
#endif
