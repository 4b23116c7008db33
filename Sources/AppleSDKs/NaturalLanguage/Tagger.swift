#if os(Linux)
@_exported import Foundation

/// Tags the tokens of text (NaturalLanguage's `NLTagger`) without the system's models: tokens are
/// cut as `NLTokenizer` cuts them; `.tokenType` tags words, punctuation and whitespace;
/// `.lexicalClass` tags numbers, punctuation (sentence terminators, quotes, brackets, dashes),
/// whitespace and paragraph breaks, and leaves other words untagged (`nil`), as does `.nameType`;
/// `.language` tags with the recognizer's dominant language of the text (or the language set for
/// the range); `.script` with the ISO 15924 code of the token's letters; `.lemma` and
/// `.sentimentScore` tag nothing.
open class NLTagger: NSObject, @unchecked Sendable {
    /// What tokens to skip when enumerating (NaturalLanguage's `NLTagger.Options`).
    public struct Options: OptionSet, Sendable {
        /// The raw value.
        public let rawValue: UInt
        /// Options of the raw value.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Skip words.
        public static let omitWords = Options(rawValue: 1)
        /// Skip punctuation.
        public static let omitPunctuation = Options(rawValue: 2)
        /// Skip whitespace.
        public static let omitWhitespace = Options(rawValue: 4)
        /// Skip symbols and emoji.
        public static let omitOther = Options(rawValue: 8)
        /// Join the words of a name (no names are found here).
        public static let joinNames = Options(rawValue: 16)
        /// Join contractions ("don't" is one token here anyway).
        public static let joinContractions = Options(rawValue: 32)
    }

    /// The schemes the tagger tags.
    public let tagSchemes: [NLTagScheme]
    /// The text tagged; setting it forgets the languages set.
    open var string: String? { didSet { languages = [] } }
    private var languages: [(NLLanguage, Range<String.Index>)] = []

    /// A tagger of the schemes.
    public init(tagSchemes: [NLTagScheme]) { self.tagSchemes = tagSchemes }

    /// The schemes a unit and language can be tagged with here.
    open class func availableTagSchemes(for unit: NLTokenUnit, language: NLLanguage) -> [NLTagScheme] {
        unit == .word ? [.tokenType, .lexicalClass, .language, .script] : [.language, .script]
    }

    /// The text's likeliest language, as `NLLanguageRecognizer` guesses it.
    open var dominantLanguage: NLLanguage? { string.flatMap(NLLanguageRecognizer.dominantLanguage(for:)) }

    /// Sets the language of a range of the text.
    open func setLanguage(_ language: NLLanguage, range: Range<String.Index>) { languages.append((language, range)) }

    /// Calls `block` with the tag of each token of `range` until it returns `false`.
    open func enumerateTags(in range: Range<String.Index>, unit: NLTokenUnit, scheme: NLTagScheme, options: Options = [],
                            using block: (NLTag?, Range<String.Index>) -> Bool) {
        for (tag, tokenRange) in tags(in: range, unit: unit, scheme: scheme, options: options) where !block(tag, tokenRange) { return }
    }

    /// The tags of the tokens of `range`.
    open func tags(in range: Range<String.Index>, unit: NLTokenUnit, scheme: NLTagScheme, options: Options = []) -> [(NLTag?, Range<String.Index>)] {
        guard let string else { return [] }
        guard unit == .word else {
            return TextSegments.ranges(of: unit, in: string, range: range).map { (tag(of: TextToken(range: $0, kind: .word), unit: unit, scheme: scheme), $0) }
        }
        return TextSegments.tokens(of: string, in: range).compactMap { token in
            switch token.kind {
            case .word, .number: if options.contains(.omitWords) { return nil }
            case .punctuation: if options.contains(.omitPunctuation) { return nil }
            case .whitespace, .lineBreak: if options.contains(.omitWhitespace) { return nil }
            case .emoji, .symbol: if options.contains(.omitOther) { return nil }
            }
            return (tag(of: token, unit: unit, scheme: scheme), token.range)
        }
    }

    /// The tag of the token at `index` and the token's range.
    open func tag(at index: String.Index, unit: NLTokenUnit, scheme: NLTagScheme) -> (NLTag?, Range<String.Index>) {
        guard let string, index < string.endIndex else { return (nil, index..<index) }
        return tags(in: string.startIndex..<string.endIndex, unit: unit, scheme: scheme).first { $0.1.contains(index) } ?? (nil, index..<index)
    }

    /// The likelihoods of the tags of the token at `index`: its tag at 1, or none.
    open func tagHypotheses(at index: String.Index, unit: NLTokenUnit, scheme: NLTagScheme, maximumCount: Int) -> ([String: Double], Range<String.Index>) {
        let (tag, range) = tag(at: index, unit: unit, scheme: scheme)
        guard let tag, maximumCount > 0 else { return ([:], range) }
        return ([tag.rawValue: 1], range)
    }

    /// The range of the token of `unit` at `index`.
    open func tokenRange(at index: String.Index, unit: NLTokenUnit) -> Range<String.Index> { tag(at: index, unit: unit, scheme: .tokenType).1 }

    private func tag(of token: TextToken, unit: NLTokenUnit, scheme: NLTagScheme) -> NLTag? {
        guard let string else { return nil }
        switch scheme {
        case .tokenType:
            guard unit == .word else { return nil }
            switch token.kind {
            case .word, .number: return .word
            case .punctuation: return .punctuation
            case .whitespace, .lineBreak: return .whitespace
            case .emoji, .symbol: return .other
            }
        case .lexicalClass, .nameTypeOrLexicalClass:
            guard unit == .word else { return nil }
            return token.kind == .number ? .number : TextSegments.punctuationClass(of: token, in: string)
        case .nameType:
            guard unit == .word else { return nil }
            return TextSegments.punctuationClass(of: token, in: string)
        case .language:
            guard [.word, .number].contains(token.kind) else { return nil }
            let language = languages.last { $0.1.overlaps(token.range) }?.0 ?? dominantLanguage
            return language.map { NLTag($0.rawValue) }
        case .script:
            return Script.dominant(in: String(string[token.range])).map { NLTag($0.code) }
        default:
            return nil
        }
    }
}
#endif
