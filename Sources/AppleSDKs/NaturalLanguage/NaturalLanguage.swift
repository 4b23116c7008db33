#if os(Linux)
@_exported import Foundation

/// A language, by BCP 47 code (NaturalLanguage's `NLLanguage`).
public struct NLLanguage: RawRepresentable, Hashable, Codable, Sendable {
    /// The code ("en", "zh-Hans").
    public let rawValue: String
    /// A language of the code.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A language of the code.
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// Not determined ("und").
    public static let undetermined = NLLanguage("und")
    /// Languages: `.amharic`, `.arabic`, `.armenian`, `.bengali`.
    public static let amharic = NLLanguage("am"), arabic = NLLanguage("ar"), armenian = NLLanguage("hy"), bengali = NLLanguage("bn")
    /// Languages: `.bulgarian`, `.burmese`, `.catalan`, `.cherokee`.
    public static let bulgarian = NLLanguage("bg"), burmese = NLLanguage("my"), catalan = NLLanguage("ca"), cherokee = NLLanguage("chr")
    /// Languages: `.croatian`, `.czech`, `.danish`, `.dutch`.
    public static let croatian = NLLanguage("hr"), czech = NLLanguage("cs"), danish = NLLanguage("da"), dutch = NLLanguage("nl")
    /// Languages: `.english`, `.finnish`, `.french`, `.georgian`.
    public static let english = NLLanguage("en"), finnish = NLLanguage("fi"), french = NLLanguage("fr"), georgian = NLLanguage("ka")
    /// Languages: `.german`, `.greek`, `.gujarati`, `.hebrew`.
    public static let german = NLLanguage("de"), greek = NLLanguage("el"), gujarati = NLLanguage("gu"), hebrew = NLLanguage("he")
    /// Languages: `.hindi`, `.hungarian`, `.icelandic`, `.indonesian`.
    public static let hindi = NLLanguage("hi"), hungarian = NLLanguage("hu"), icelandic = NLLanguage("is"), indonesian = NLLanguage("id")
    /// Languages: `.italian`, `.japanese`, `.kannada`, `.kazakh`.
    public static let italian = NLLanguage("it"), japanese = NLLanguage("ja"), kannada = NLLanguage("kn"), kazakh = NLLanguage("kk")
    /// Languages: `.khmer`, `.korean`, `.lao`, `.malay`.
    public static let khmer = NLLanguage("km"), korean = NLLanguage("ko"), lao = NLLanguage("lo"), malay = NLLanguage("ms")
    /// Languages: `.malayalam`, `.marathi`, `.mongolian`, `.norwegian`.
    public static let malayalam = NLLanguage("ml"), marathi = NLLanguage("mr"), mongolian = NLLanguage("mn"), norwegian = NLLanguage("nb")
    /// Languages: `.oriya`, `.persian`, `.polish`, `.portuguese`.
    public static let oriya = NLLanguage("or"), persian = NLLanguage("fa"), polish = NLLanguage("pl"), portuguese = NLLanguage("pt")
    /// Languages: `.punjabi`, `.romanian`, `.russian`, `.simplifiedChinese`.
    public static let punjabi = NLLanguage("pa"), romanian = NLLanguage("ro"), russian = NLLanguage("ru"), simplifiedChinese = NLLanguage("zh-Hans")
    /// Languages: `.sinhalese`, `.slovak`, `.spanish`, `.swedish`.
    public static let sinhalese = NLLanguage("si"), slovak = NLLanguage("sk"), spanish = NLLanguage("es"), swedish = NLLanguage("sv")
    /// Languages: `.tamil`, `.telugu`, `.thai`, `.tibetan`.
    public static let tamil = NLLanguage("ta"), telugu = NLLanguage("te"), thai = NLLanguage("th"), tibetan = NLLanguage("bo")
    /// Languages: `.traditionalChinese`, `.turkish`, `.ukrainian`.
    public static let traditionalChinese = NLLanguage("zh-Hant"), turkish = NLLanguage("tr"), ukrainian = NLLanguage("uk")
    /// Languages: `.urdu`, `.vietnamese`.
    public static let urdu = NLLanguage("ur"), vietnamese = NLLanguage("vi")
}

/// The size of the pieces text is cut into (NaturalLanguage's `NLTokenUnit`).
public enum NLTokenUnit: Int, Sendable { case word, sentence, paragraph, document }

/// What a tagger tags (NaturalLanguage's `NLTagScheme`).
public struct NLTagScheme: RawRepresentable, Hashable, Sendable {
    /// The scheme's name.
    public let rawValue: String
    /// A scheme of the name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A scheme of the name.
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// Word, punctuation or whitespace.
    public static let tokenType = NLTagScheme("TokenType")
    /// Part of speech (needs a model: only numbers, punctuation and whitespace are tagged here).
    public static let lexicalClass = NLTagScheme("LexicalClass")
    /// Names of people, places, organizations (needs a model: words are untagged here).
    public static let nameType = NLTagScheme("NameType")
    /// Names, else part of speech.
    public static let nameTypeOrLexicalClass = NLTagScheme("NameTypeOrLexicalClass")
    /// Dictionary forms (needs a model: untagged here).
    public static let lemma = NLTagScheme("Lemma")
    /// Language.
    public static let language = NLTagScheme("Language")
    /// Writing system, by ISO 15924 code ("Latn").
    public static let script = NLTagScheme("Script")
    /// Sentiment from -1 to 1 (needs a model: untagged here).
    public static let sentimentScore = NLTagScheme("SentimentScore")
}

/// A tag of a token (NaturalLanguage's `NLTag`).
public struct NLTag: RawRepresentable, Hashable, Sendable {
    /// The tag's name.
    public let rawValue: String
    /// A tag of the name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A tag of the name.
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// Tags: `.word`, `.punctuation`, `.whitespace`, `.other`.
    public static let word = NLTag("Word"), punctuation = NLTag("Punctuation"), whitespace = NLTag("Whitespace"), other = NLTag("Other")
    /// Tags: `.noun`, `.verb`, `.adjective`, `.adverb`.
    public static let noun = NLTag("Noun"), verb = NLTag("Verb"), adjective = NLTag("Adjective"), adverb = NLTag("Adverb")
    /// Tags: `.pronoun`, `.determiner`, `.particle`.
    public static let pronoun = NLTag("Pronoun"), determiner = NLTag("Determiner"), particle = NLTag("Particle")
    /// Tags: `.preposition`, `.number`, `.conjunction`.
    public static let preposition = NLTag("Preposition"), number = NLTag("Number"), conjunction = NLTag("Conjunction")
    /// Tags: `.interjection`, `.classifier`, `.idiom`.
    public static let interjection = NLTag("Interjection"), classifier = NLTag("Classifier"), idiom = NLTag("Idiom")
    /// Tags: `.otherWord`, `.sentenceTerminator`, `.openQuote`.
    public static let otherWord = NLTag("OtherWord"), sentenceTerminator = NLTag("SentenceTerminator"), openQuote = NLTag("OpenQuote")
    /// Tags: `.closeQuote`, `.openParenthesis`, `.closeParenthesis`.
    public static let closeQuote = NLTag("CloseQuote"), openParenthesis = NLTag("OpenParenthesis"), closeParenthesis = NLTag("CloseParenthesis")
    /// Tags: `.wordJoiner`, `.dash`, `.otherPunctuation`.
    public static let wordJoiner = NLTag("WordJoiner"), dash = NLTag("Dash"), otherPunctuation = NLTag("OtherPunctuation")
    /// Tags: `.paragraphBreak`, `.otherWhitespace`.
    public static let paragraphBreak = NLTag("ParagraphBreak"), otherWhitespace = NLTag("OtherWhitespace")
    /// Tags: `.personalName`, `.placeName`, `.organizationName`.
    public static let personalName = NLTag("PersonalName"), placeName = NLTag("PlaceName"), organizationName = NLTag("OrganizationName")
}

/// A distance between embedded words (NaturalLanguage's `NLDistance`).
public typealias NLDistance = Double

/// How embedding distances are measured (NaturalLanguage's `NLDistanceType`).
public enum NLDistanceType: Int, Sendable { case cosine }

/// Vectors of words or sentences (NaturalLanguage's `NLEmbedding`): a preview has none of the
/// system's embeddings (`wordEmbedding(for:)` is `nil`) and loads no file.
open class NLEmbedding: NSObject, @unchecked Sendable {
    /// The system's word embedding of a language: none in a preview.
    open class func wordEmbedding(for language: NLLanguage) -> NLEmbedding? { nil }
    /// The system's word embedding of a language and revision: none in a preview.
    open class func wordEmbedding(for language: NLLanguage, revision: Int) -> NLEmbedding? { nil }
    /// The system's sentence embedding of a language: none in a preview.
    open class func sentenceEmbedding(for language: NLLanguage) -> NLEmbedding? { nil }

    /// An embedding of a compiled file: throws, as a preview loads no model.
    public init(contentsOf url: URL) throws { throw CocoaError(.fileReadCorruptFile, userInfo: [NSURLErrorKey: url]) }

    /// The vectors' length.
    open var dimension: Int { 0 }
    /// The number of words.
    open var vocabularySize: Int { 0 }
    /// The language.
    open var language: NLLanguage? { nil }
    /// Whether the word has a vector.
    open func contains(_ string: String) -> Bool { false }
    /// The word's vector.
    open func vector(for string: String) -> [Double]? { nil }
    /// The distance between two words.
    open func distance(between firstString: String, and secondString: String, distanceType: NLDistanceType = .cosine) -> NLDistance { 2 }
    /// The nearest words.
    open func neighbors(for string: String, maximumCount: Int, distanceType: NLDistanceType = .cosine) -> [(String, NLDistance)] { [] }
}

/// A custom Create ML text classifier or tagger (NaturalLanguage's `NLModel`): a preview loads no
/// model, so making one throws.
open class NLModel: NSObject, @unchecked Sendable {
    /// A model of a compiled file: throws in a preview.
    public init(contentsOf url: URL) throws { throw CocoaError(.fileReadCorruptFile, userInfo: [NSURLErrorKey: url]) }
    /// The label of a text.
    open func predictedLabel(for string: String) -> String? { nil }
    /// The likeliest labels of a text.
    open func predictedLabelHypotheses(for string: String, maximumCount: Int) -> [String: Double] { [:] }
    /// The labels of tokens.
    open func predictedLabels(forTokens tokens: [String]) -> [String] { [] }
}
#endif
