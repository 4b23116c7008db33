#if os(Linux)
@_exported import Foundation

/// A writing system the recognizer tells apart by its letters' Unicode blocks.
enum Script: Int, CaseIterable {
    case latin, arabic, hebrew, cyrillic, greek, devanagari, bengali, gurmukhi, gujarati, oriya, tamil, telugu, kannada,
         malayalam, sinhala, thai, lao, tibetan, myanmar, georgian, hangul, ethiopic, cherokee, khmer, mongolian, armenian,
         kana, han

    /// The script of a letter, or `nil` for anything else.
    init?(_ scalar: Unicode.Scalar) {
        guard scalar.properties.isAlphabetic || scalar.properties.isIdeographic else { return nil }
        let blocks: [(ClosedRange<UInt32>, Script)] = [
            (0x41...0x24F, .latin), (0x1E00...0x1EFF, .latin), (0x370...0x3FF, .greek), (0x1F00...0x1FFF, .greek),
            (0x400...0x52F, .cyrillic), (0x530...0x58F, .armenian), (0x590...0x5FF, .hebrew), (0x600...0x6FF, .arabic),
            (0x750...0x77F, .arabic), (0x8A0...0x8FF, .arabic), (0xFB50...0xFDFF, .arabic), (0xFE70...0xFEFF, .arabic),
            (0x900...0x97F, .devanagari), (0x980...0x9FF, .bengali), (0xA00...0xA7F, .gurmukhi), (0xA80...0xAFF, .gujarati),
            (0xB00...0xB7F, .oriya), (0xB80...0xBFF, .tamil), (0xC00...0xC7F, .telugu), (0xC80...0xCFF, .kannada),
            (0xD00...0xD7F, .malayalam), (0xD80...0xDFF, .sinhala), (0xE00...0xE7F, .thai), (0xE80...0xEFF, .lao),
            (0xF00...0xFFF, .tibetan), (0x1000...0x109F, .myanmar), (0x10A0...0x10FF, .georgian), (0x1100...0x11FF, .hangul),
            (0x1200...0x137F, .ethiopic), (0x13A0...0x13FF, .cherokee), (0x1780...0x17FF, .khmer), (0x1800...0x18AF, .mongolian),
            (0x3040...0x30FF, .kana), (0x31F0...0x31FF, .kana), (0xFF66...0xFF9F, .kana), (0x3130...0x318F, .hangul),
            (0xAC00...0xD7AF, .hangul), (0x3400...0x4DBF, .han), (0x4E00...0x9FFF, .han), (0xF900...0xFAFF, .han),
            (0x20000...0x2FA1F, .han),
        ]
        guard let script = blocks.first(where: { $0.0.contains(scalar.value) })?.1 else { return nil }
        self = script
    }

    /// The ISO 15924 code the `.script` tag scheme gives.
    var code: String {
        ["Latn", "Arab", "Hebr", "Cyrl", "Grek", "Deva", "Beng", "Guru", "Gujr", "Orya", "Taml", "Telu", "Knda", "Mlym", "Sinh",
         "Thai", "Laoo", "Tibt", "Mymr", "Geor", "Hang", "Ethi", "Cher", "Khmr", "Mong", "Armn", "Jpan", "Hani"][rawValue]
    }

    /// The languages written in the script, the one assumed when nothing tells them apart first
    /// (none for Latin, whose languages letters alone do not tell apart).
    var languages: [NLLanguage] {
        switch self {
        case .latin: [.english, .french, .german, .spanish, .italian, .portuguese, .dutch, .polish, .swedish, .danish, .norwegian,
                      .finnish, .turkish, .czech, .slovak, .hungarian, .romanian, .croatian, .catalan, .indonesian, .malay,
                      .vietnamese, .icelandic]
        case .arabic: [.arabic, .persian, .urdu]
        case .hebrew: [.hebrew]
        case .cyrillic: [.russian, .ukrainian, .bulgarian, .kazakh, .mongolian]
        case .greek: [.greek]
        case .devanagari: [.hindi, .marathi]
        case .bengali: [.bengali]
        case .gurmukhi: [.punjabi]
        case .gujarati: [.gujarati]
        case .oriya: [.oriya]
        case .tamil: [.tamil]
        case .telugu: [.telugu]
        case .kannada: [.kannada]
        case .malayalam: [.malayalam]
        case .sinhala: [.sinhalese]
        case .thai: [.thai]
        case .lao: [.lao]
        case .tibetan: [.tibetan]
        case .myanmar: [.burmese]
        case .georgian: [.georgian]
        case .hangul: [.korean]
        case .ethiopic: [.amharic]
        case .cherokee: [.cherokee]
        case .khmer: [.khmer]
        case .mongolian: [.mongolian]
        case .armenian: [.armenian]
        case .kana: [.japanese]
        case .han: [.simplifiedChinese, .traditionalChinese, .japanese]
        }
    }

    /// The script most of the text's letters are in (kana and Han counted together, as Japanese
    /// writes both), or `nil` for text without letters.
    static func dominant(in text: String) -> Script? {
        var counts = [Script: Int]()
        for scalar in text.unicodeScalars {
            guard let script = Script(scalar) else { continue }
            counts[script == .han ? .kana : script, default: 0] += 1
        }
        guard let top = counts.max(by: { $0.value < $1.value || ($0.value == $1.value && $0.key.rawValue > $1.key.rawValue) }) else { return nil }
        if top.key == .kana { return text.unicodeScalars.contains { Script($0) == .kana } ? .kana : .han }
        return top.key
    }

    /// Letters only one of the script's languages uses, in the order they are looked for.
    static let distinctiveLetters: [(NLLanguage, Set<Character>)] = [
        (.polish, Set("łąęśźż")), (.german, Set("ß")), (.spanish, Set("ñ¿¡")), (.portuguese, Set("ãõ")), (.french, Set("œ")),
        (.turkish, Set("ğı")), (.romanian, Set("țșţ")), (.czech, Set("řěů")), (.slovak, Set("ľĺŕ")), (.hungarian, Set("őű")),
        (.icelandic, Set("þð")), (.vietnamese, Set("ươ")),
        (.urdu, Set("\u{679}\u{688}\u{691}\u{6BA}\u{6D2}")), (.persian, Set("\u{67E}\u{686}\u{698}\u{6AF}")),
        (.kazakh, Set("әғқңөұү")), (.ukrainian, Set("іїєґ")), (.marathi, Set("\u{933}")),
    ]
}

/// Guesses the language of text (NaturalLanguage's `NLLanguageRecognizer`) without a model, from
/// its letters: the script most letters are in names the language when one language writes it
/// (Arabic script → `.arabic`, kana → `.japanese`, Han alone → `.simplifiedChinese`, Hangul →
/// `.korean`, Cyrillic → `.russian`, Greek, Hebrew, Thai, Devanagari → `.hindi`…); letters only one
/// language uses ("ł" Polish, "ß" German, "ñ" Spanish, "پ" Persian, "ї" Ukrainian…), then the
/// constraints and hints, choose among a script's languages. Latin text without such letters is
/// `.undetermined` unless the constraints or hints name one language; text without letters has no
/// dominant language. The same text always gets the same answer.
open class NLLanguageRecognizer: NSObject, @unchecked Sendable {
    private var text = ""

    /// The languages the answer is limited to; none limits nothing.
    open var languageConstraints: [NLLanguage] = []
    /// Prior likelihoods of languages, used when the letters do not decide.
    open var languageHints: [NLLanguage: Double] = [:]

    /// A recognizer.
    public override init() {}

    /// The likeliest language of `string`, as `dominantLanguage` after processing it.
    open class func dominantLanguage(for string: String) -> NLLanguage? {
        let recognizer = NLLanguageRecognizer()
        recognizer.processString(string)
        return recognizer.dominantLanguage
    }

    /// Adds text to what the recognizer has seen.
    open func processString(_ string: String) { text += string }

    /// Forgets the text seen.
    open func reset() { text = "" }

    /// The likeliest language of the text seen: `nil` without letters, `.undetermined` when the
    /// letters do not tell (as for most Latin text).
    open var dominantLanguage: NLLanguage? {
        guard let script = Script.dominant(in: text) else { return nil }
        var candidates = script.languages
        if !languageConstraints.isEmpty { candidates = candidates.filter(languageConstraints.contains) }
        guard !candidates.isEmpty else { return .undetermined }
        let letters = Set(text.lowercased())
        if let distinct = Script.distinctiveLetters.first(where: { candidates.contains($0.0) && !$0.1.isDisjoint(with: letters) }) {
            return distinct.0
        }
        if let hinted = candidates.filter({ (languageHints[$0] ?? 0) > 0 }).max(by: { languageHints[$0, default: 0] < languageHints[$1, default: 0] }) {
            return hinted
        }
        if script == .latin && candidates.count > 1 { return .undetermined }
        return candidates.first
    }

    /// The likeliest languages with their likelihoods: the dominant language at 1, or none when
    /// it is not determined.
    open func languageHypotheses(withMaximum maxHypotheses: Int) -> [NLLanguage: Double] {
        guard maxHypotheses > 0, let language = dominantLanguage, language != .undetermined else { return [:] }
        return [language: 1]
    }
}
#endif
