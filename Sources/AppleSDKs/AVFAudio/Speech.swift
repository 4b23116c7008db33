#if os(Linux)
@_exported import Foundation

/// Speaks text (AVFAudio's `AVSpeechSynthesizer`). A preview speaks nothing: `speak(_:)` starts no
/// speech, so the delegate is never told of any, and `write(_:toBufferCallback:)` synthesizes no
/// audio: it hands back at once the empty buffer that ends a device's synthesis, and no markers.
public final class AVSpeechSynthesizer: NSObject, @unchecked Sendable {
    /// A function given each buffer of synthesized speech (AVFAudio's `AVSpeechSynthesizer.BufferCallback`).
    public typealias BufferCallback = (AVAudioBuffer) -> Void
    /// A function given the markers of synthesized speech (AVFAudio's `AVSpeechSynthesizer.MarkerCallback`).
    public typealias MarkerCallback = ([AVSpeechSynthesisMarker]) -> Void

    /// Whether the app may use Personal Voice (AVFAudio's `AVSpeechSynthesizer.PersonalVoiceAuthorizationStatus`, iOS 17).
    public enum PersonalVoiceAuthorizationStatus: UInt, Sendable { case notDetermined, denied, unsupported, authorized }

    /// Told of speech's progress (never, in a preview).
    public weak var delegate: (any AVSpeechSynthesizerDelegate)?
    /// Whether speech plays through the app's audio session (true) or the system's.
    public var usesApplicationAudioSession = true
    /// Whether speech is mixed into a phone call's uplink.
    public var mixToTelephonyUplink = false
    /// A synthesizer.
    public override init() {}
    /// Whether it is speaking: never.
    public var isSpeaking: Bool { false }
    /// Whether it is paused: never.
    public var isPaused: Bool { false }
    /// Speaks an utterance: nothing is spoken in a preview.
    public func speak(_ utterance: AVSpeechUtterance) {}
    /// Stops speaking.
    @discardableResult public func stopSpeaking(at boundary: AVSpeechBoundary) -> Bool { true }
    /// Pauses speaking: nothing to pause.
    @discardableResult public func pauseSpeaking(at boundary: AVSpeechBoundary) -> Bool { false }
    /// Continues speaking: nothing to continue.
    @discardableResult public func continueSpeaking() -> Bool { false }
    /// Synthesizes an utterance into buffers: a preview calls `bufferCallback` once, at once, with
    /// an empty buffer (`frameLength` 0), which marks the end of synthesis on a device.
    public func write(_ utterance: AVSpeechUtterance, toBufferCallback bufferCallback: @escaping BufferCallback) {
        let format = AVAudioFormat(layout: .pcmFormatFloat32, sampleRate: 22_050, channels: 1, interleaved: false)
        if let end = AVAudioPCMBuffer(pcmFormat: format, frameCapacity: 0) { bufferCallback(end) }
    }
    /// Synthesizes an utterance into buffers and markers: the empty buffer that ends synthesis, and
    /// no markers, as no word is spoken in a preview.
    public func write(_ utterance: AVSpeechUtterance, toBufferCallback bufferCallback: @escaping BufferCallback,
                      toMarkerCallback markerCallback: @escaping MarkerCallback) {
        write(utterance, toBufferCallback: bufferCallback)
    }
    /// Whether the app may use the user's Personal Voice: not determined in a preview.
    public class var personalVoiceAuthorizationStatus: PersonalVoiceAuthorizationStatus { .notDetermined }
    /// Asks to use the user's Personal Voice: denied in a preview.
    public class func requestPersonalVoiceAuthorization() async -> PersonalVoiceAuthorizationStatus { .denied }
    /// Asks to use the user's Personal Voice, to a completion handler: denied in a preview.
    public class func requestPersonalVoiceAuthorization(completionHandler handler: @escaping @Sendable (PersonalVoiceAuthorizationStatus) -> Void) {
        handler(.denied)
    }
}

/// What a synthesizer tells its delegate (AVFAudio's `AVSpeechSynthesizerDelegate`); every method
/// is optional. A preview speaks nothing, so none is called.
public protocol AVSpeechSynthesizerDelegate: AnyObject {
    /// Speech of an utterance began.
    func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, didStart utterance: AVSpeechUtterance)
    /// Speech of an utterance finished.
    func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, didFinish utterance: AVSpeechUtterance)
    /// Speech of an utterance paused.
    func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, didPause utterance: AVSpeechUtterance)
    /// Speech of an utterance continued after a pause.
    func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, didContinue utterance: AVSpeechUtterance)
    /// Speech of an utterance was cancelled.
    func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, didCancel utterance: AVSpeechUtterance)
    /// A range of the utterance is about to be spoken.
    func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, willSpeakRangeOfSpeechString characterRange: NSRange,
                           utterance: AVSpeechUtterance)
    /// A marker of the utterance (a word, sentence, bookmark…) is about to be spoken.
    func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, willSpeak marker: AVSpeechSynthesisMarker, utterance: AVSpeechUtterance)
}

extension AVSpeechSynthesizerDelegate {
    /// Does nothing unless the delegate implements it.
    public func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, didStart utterance: AVSpeechUtterance) {}
    /// Does nothing unless the delegate implements it.
    public func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, didFinish utterance: AVSpeechUtterance) {}
    /// Does nothing unless the delegate implements it.
    public func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, didPause utterance: AVSpeechUtterance) {}
    /// Does nothing unless the delegate implements it.
    public func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, didContinue utterance: AVSpeechUtterance) {}
    /// Does nothing unless the delegate implements it.
    public func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, didCancel utterance: AVSpeechUtterance) {}
    /// Does nothing unless the delegate implements it.
    public func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, willSpeakRangeOfSpeechString characterRange: NSRange,
                                  utterance: AVSpeechUtterance) {}
    /// Does nothing unless the delegate implements it.
    public func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, willSpeak marker: AVSpeechSynthesisMarker,
                                  utterance: AVSpeechUtterance) {}
}

/// The slowest rate of speech.
public let AVSpeechUtteranceMinimumSpeechRate: Float = 0
/// The fastest rate of speech.
public let AVSpeechUtteranceMaximumSpeechRate: Float = 1
/// The default rate of speech.
public let AVSpeechUtteranceDefaultSpeechRate: Float = 0.5

/// Where speech stops (AVFAudio's `AVSpeechBoundary`).
public enum AVSpeechBoundary: Int, Sendable { case immediate, word }

/// A voice (AVFAudio's `AVSpeechSynthesisVoice`): a preview's device has one voice, the render's
/// language's default, named after the language.
public final class AVSpeechSynthesisVoice: NSObject, @unchecked Sendable {
    /// A voice's quality (AVFAudio's `AVSpeechSynthesisVoiceQuality`).
    public enum Quality: Int, Sendable { case `default` = 1, enhanced, premium }
    /// Its identifier.
    public let identifier: String
    /// Its language (BCP 47).
    public let language: String
    /// Its name.
    public var name: String { language }
    /// Its quality.
    public var quality: Quality { .default }
    init(languageCode: String) {
        language = languageCode
        identifier = "com.apple.voice.compact." + languageCode
    }
    /// The voice of a language (the system's language when nil).
    public convenience init?(language languageCode: String?) {
        self.init(languageCode: languageCode ?? AVSpeechSynthesisVoice.currentLanguageCode())
    }
    /// The voice of an identifier: one of `speechVoices()`.
    public convenience init?(identifier: String) {
        guard let voice = AVSpeechSynthesisVoice.speechVoices().first(where: { $0.identifier == identifier }) else { return nil }
        self.init(languageCode: voice.language)
    }
    /// The voices installed: the system language's.
    public class func speechVoices() -> [AVSpeechSynthesisVoice] { [AVSpeechSynthesisVoice(languageCode: currentLanguageCode())] }
    /// The system's language (the preview process's, `en-US` unless set).
    public class func currentLanguageCode() -> String { "en-US" }
}
#endif
