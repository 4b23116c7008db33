#if os(Linux)
@_exported import Foundation

/// Cuts text into words, sentences or paragraphs (NaturalLanguage's `NLTokenizer`), by the rules
/// of `TextSegments` rather than the system's dictionaries: words are runs of letters and digits
/// ("don't" and "3.5" whole, hyphens splitting, each Han ideograph alone); emoji are words too.
open class NLTokenizer: NSObject, @unchecked Sendable {
    /// What a token is besides letters (NaturalLanguage's `NLTokenizer.Attributes`).
    public struct Attributes: OptionSet, Sendable {
        /// The raw value.
        public let rawValue: UInt
        /// Attributes of the raw value.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Digits.
        public static let numeric = Attributes(rawValue: 1)
        /// Symbols.
        public static let symbolic = Attributes(rawValue: 2)
        /// An emoji.
        public static let emoji = Attributes(rawValue: 4)
    }

    /// The unit cut.
    public let unit: NLTokenUnit
    /// The text cut.
    open var string: String?
    private(set) var language: NLLanguage?

    /// A tokenizer of `unit`.
    public init(unit: NLTokenUnit) { self.unit = unit }

    /// Sets the text's language (the rules are the same for every language here).
    open func setLanguage(_ language: NLLanguage) { self.language = language }

    /// The ranges of the tokens in `range`.
    open func tokens(for range: Range<String.Index>) -> [Range<String.Index>] {
        guard let string else { return [] }
        return TextSegments.ranges(of: unit, in: string, range: range)
    }

    /// The range of the token at `characterIndex`; an empty range where there is none (a space).
    open func tokenRange(at characterIndex: String.Index) -> Range<String.Index> {
        guard let string else { return characterIndex..<characterIndex }
        return TextSegments.ranges(of: unit, in: string, range: string.startIndex..<string.endIndex)
            .first { $0.contains(characterIndex) } ?? characterIndex..<characterIndex
    }

    /// The smallest range of whole tokens covering `range`.
    open func tokenRange(for range: Range<String.Index>) -> Range<String.Index> {
        guard let string else { return range }
        let covering = TextSegments.ranges(of: unit, in: string, range: string.startIndex..<string.endIndex).filter { $0.overlaps(range) }
        guard let first = covering.first, let last = covering.last else { return range }
        return min(first.lowerBound, range.lowerBound)..<max(last.upperBound, range.upperBound)
    }

    /// Calls `block` with each token of `range` and its attributes until it returns `false`.
    open func enumerateTokens(in range: Range<String.Index>, using block: (Range<String.Index>, Attributes) -> Bool) {
        guard let string else { return }
        guard unit == .word else {
            for token in TextSegments.ranges(of: unit, in: string, range: range) where !block(token, []) { return }
            return
        }
        for token in TextSegments.tokens(of: string, in: range) {
            let attributes: Attributes
            switch token.kind {
            case .word: attributes = []
            case .number: attributes = .numeric
            case .emoji: attributes = .emoji
            case .punctuation, .symbol, .whitespace, .lineBreak: continue
            }
            guard block(token.range, attributes) else { return }
        }
    }
}
#endif
