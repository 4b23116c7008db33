#if os(Linux)
@_exported import Foundation

/// Text to speak, and how (AVFAudio's `AVSpeechUtterance`).
public final class AVSpeechUtterance: NSObject, @unchecked Sendable {
    /// The text.
    public let speechString: String
    /// The text with its attributes (plain, for an utterance of a string or SSML).
    public let attributedSpeechString: NSAttributedString
    /// The rate, `AVSpeechUtteranceMinimumSpeechRate` to `…MaximumSpeechRate`.
    public var rate: Float = AVSpeechUtteranceDefaultSpeechRate
    /// The voice (nil: the system's default).
    public var voice: AVSpeechSynthesisVoice?
    /// The pitch, 0.5 to 2.
    public var pitchMultiplier: Float = 1
    /// The volume, 0 to 1.
    public var volume: Float = 1
    /// The pause before it, in seconds.
    public var preUtteranceDelay: TimeInterval = 0
    /// The pause after it, in seconds.
    public var postUtteranceDelay: TimeInterval = 0
    /// Whether VoiceOver's speech settings, when it is on, win over this utterance's.
    public var prefersAssistiveTechnologySettings = false

    /// Text to speak.
    public init(string: String) {
        speechString = string
        attributedSpeechString = NSAttributedString(string: string)
    }
    /// Attributed text to speak.
    public init(attributedString string: NSAttributedString) {
        speechString = string.string
        attributedSpeechString = string
    }
    /// Speech Synthesis Markup Language to speak: nil unless it is a `<speak>` document. Its text
    /// (the markup's tags removed, entities decoded) is the `speechString`.
    public init?(ssmlRepresentation string: String) {
        guard let text = SSMLText.text(of: string) else { return nil }
        speechString = text
        attributedSpeechString = NSAttributedString(string: text)
    }
}

/// The text of an SSML document, as far as a preview needs it.
enum SSMLText {
    /// The text of `ssml`, or nil if it is not a well-formed-looking `<speak>` document.
    static func text(of ssml: String) -> String? {
        var body = Substring(ssml.trimmingCharacters(in: .whitespacesAndNewlines))
        if body.hasPrefix("<?xml") {
            guard let end = body.range(of: "?>") else { return nil }
            body = body[end.upperBound...].drop { $0.isWhitespace }
        }
        let selfClosing = body.hasPrefix("<speak") && body.hasSuffix("/>") && body.filter { $0 == "<" }.count == 1
        guard body.hasPrefix("<speak"), body.hasSuffix("</speak>") || selfClosing else { return nil }
        var text = "", inTag = false
        for character in body {
            switch character {
            case "<" where !inTag: inTag = true
            case ">" where inTag: inTag = false
            case "<", ">": return nil
            default: if !inTag { text.append(character) }
            }
        }
        guard !inTag else { return nil }
        for (entity, character) in [("&lt;", "<"), ("&gt;", ">"), ("&quot;", "\""), ("&apos;", "'"), ("&amp;", "&")] {
            text = text.replacingOccurrences(of: entity, with: character)
        }
        return text.split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
    }
}

/// A point in synthesized speech: a word, sentence, paragraph, phoneme or bookmark, and where its
/// audio starts (AVFAudio's `AVSpeechSynthesisMarker`). A preview synthesizes nothing, so the
/// synthesizer hands out none; apps make them in tests and speech providers.
open class AVSpeechSynthesisMarker: NSObject, @unchecked Sendable {
    /// What a marker marks (AVFAudio's `AVSpeechSynthesisMarker.Mark`).
    public enum Mark: Int, Sendable { case phoneme, word, sentence, paragraph, bookmark }
    /// What it marks.
    open var mark: Mark
    /// Where its text is in the utterance's `speechString` (UTF-16).
    open var textRange: NSRange
    /// Where its audio starts, in bytes into the synthesized audio.
    open var byteSampleOffset: Int
    /// A bookmark's name (empty for other marks).
    open var bookmarkName = ""
    /// A phoneme's text (empty for other marks).
    open var phoneme = ""

    /// A marker of a type, a range of text and an audio offset.
    public init(markerType type: Mark, forTextRange range: NSRange, atByteSampleOffset byteSampleOffset: Int) {
        mark = type
        textRange = range
        self.byteSampleOffset = byteSampleOffset
    }
    /// A word's marker.
    public convenience init(wordRange range: NSRange, atByteSampleOffset byteSampleOffset: Int) {
        self.init(markerType: .word, forTextRange: range, atByteSampleOffset: byteSampleOffset)
    }
    /// A sentence's marker.
    public convenience init(sentenceRange range: NSRange, atByteSampleOffset byteSampleOffset: Int) {
        self.init(markerType: .sentence, forTextRange: range, atByteSampleOffset: byteSampleOffset)
    }
    /// A paragraph's marker.
    public convenience init(paragraphRange range: NSRange, atByteSampleOffset byteSampleOffset: Int) {
        self.init(markerType: .paragraph, forTextRange: range, atByteSampleOffset: byteSampleOffset)
    }
    /// A phoneme's marker.
    public convenience init(phonemeString phoneme: String, atByteSampleOffset byteSampleOffset: Int) {
        self.init(markerType: .phoneme, forTextRange: NSRange(location: NSNotFound, length: 0), atByteSampleOffset: byteSampleOffset)
        self.phoneme = phoneme
    }
    /// A bookmark's marker (an SSML `<mark name="…"/>`).
    public convenience init(bookmarkName mark: String, atByteSampleOffset byteSampleOffset: Int) {
        self.init(markerType: .bookmark, forTextRange: NSRange(location: NSNotFound, length: 0), atByteSampleOffset: byteSampleOffset)
        bookmarkName = mark
    }
}
#endif
