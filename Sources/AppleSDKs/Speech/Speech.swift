#if os(Linux)
@_exported import Foundation
@_exported import StandInAVFAudio

/// Whether the app may recognize speech (Speech's `SFSpeechRecognizerAuthorizationStatus`).
public enum SFSpeechRecognizerAuthorizationStatus: Int, Sendable { case notDetermined, denied, restricted, authorized }

/// The domain of Speech's errors (Speech's `SFSpeechErrorDomain`).
public let SFSpeechErrorDomain = "SFSpeechErrorDomain"

/// A speech recognition error (Speech's `SFSpeechError`).
public struct SFSpeechError: Error, CustomNSError, Hashable, Sendable {
    /// Why recognition failed (Speech's `SFSpeechError.Code`).
    public enum Code: Int, Sendable {
        /// The recognition service failed: what a preview's recognizer reports.
        case internalServiceError = 1
        /// The audio could not be read.
        case audioReadFailed = 2
        /// A custom language model's template was malformed.
        case undefinedTemplateClassName = 7
        /// A custom language model was malformed.
        case malformedSupplementalModel = 8
        /// The operation timed out.
        case timeout = 12
        /// A parameter was missing.
        case missingParameter = 13
    }

    /// The code.
    public let code: Code
    /// An error of `code`.
    public init(_ code: Code) { self.code = code }

    /// The error domain.
    public static var errorDomain: String { SFSpeechErrorDomain }
    /// The code as an `NSError` code.
    public var errorCode: Int { code.rawValue }
    /// The description.
    public var errorUserInfo: [String: Any] {
        [NSLocalizedDescriptionKey: code == .internalServiceError ? "Speech recognition is not available." : "Speech recognition failed."]
    }
}

extension SFSpeechError.Code {
    /// Whether `error` is a speech error of `code` (what `catch SFSpeechError.Code.timeout` uses).
    public static func ~= (code: Self, error: any Error) -> Bool { (error as? SFSpeechError)?.code == code }
}

/// What a recognizer tells its delegate (Speech's `SFSpeechRecognizerDelegate`); a preview's
/// recognizer never becomes available.
public protocol SFSpeechRecognizerDelegate: AnyObject {
    /// The recognizer became available or unavailable.
    func speechRecognizer(_ speechRecognizer: SFSpeechRecognizer, availabilityDidChange available: Bool)
}

extension SFSpeechRecognizerDelegate {
    /// Does nothing unless the conforming type implements it.
    public func speechRecognizer(_ speechRecognizer: SFSpeechRecognizer, availabilityDidChange available: Bool) {}
}

/// Recognizes speech of a language (Speech's `SFSpeechRecognizer`). A preview has no microphone,
/// server or on-device model: authorization is `.notDetermined` and a request is answered
/// `.denied`; every locale gets a recognizer, but it is never available, and a recognition task
/// ends at once with `SFSpeechError(.internalServiceError)`. Not an `NSObject` here, so that its
/// `init?()` can be failable as Apple's is.
open class SFSpeechRecognizer: @unchecked Sendable {
    /// The locales a device recognizes (a fixed list of common ones).
    open class func supportedLocales() -> Set<Locale> {
        Set(["ar-SA", "de-DE", "en-AU", "en-GB", "en-US", "es-ES", "es-MX", "fr-FR", "hi-IN", "it-IT", "ja-JP", "ko-KR",
             "nl-NL", "pl-PL", "pt-BR", "ru-RU", "sv-SE", "tr-TR", "uk-UA", "zh-CN", "zh-TW"].map { Locale(identifier: $0) })
    }

    /// Whether the app may recognize speech: `.notDetermined`.
    open class func authorizationStatus() -> SFSpeechRecognizerAuthorizationStatus { .notDetermined }

    /// Asks for permission: `handler` is called with `.denied` at once (no one answers a preview's prompt).
    open class func requestAuthorization(_ handler: @escaping (SFSpeechRecognizerAuthorizationStatus) -> Void) { handler(.denied) }

    /// The language recognized.
    public let locale: Locale
    /// Whether the recognizer can be used now: never in a preview.
    open var isAvailable: Bool { false }
    /// Whether it recognizes without the network: not in a preview.
    open var supportsOnDeviceRecognition: Bool { get { false } set {} }
    /// Its delegate.
    open weak var delegate: (any SFSpeechRecognizerDelegate)?
    /// The kind of speech its tasks expect unless a request says.
    open var defaultTaskHint = SFSpeechRecognitionTaskHint.unspecified
    /// The queue its handlers run on.
    open var queue = OperationQueue.main

    /// A recognizer of the device's language: made in a preview.
    public init?() { locale = Locale.current }

    /// A recognizer of `locale`'s language: made for every locale in a preview.
    public init?(locale: Locale) { self.locale = locale }

    /// Starts recognizing the request's speech: the task ends at once, before this returns, with
    /// `resultHandler(nil, SFSpeechError(.internalServiceError))`.
    open func recognitionTask(with request: SFSpeechRecognitionRequest,
                              resultHandler: @escaping (SFSpeechRecognitionResult?, (any Error)?) -> Void) -> SFSpeechRecognitionTask {
        let task = SFSpeechRecognitionTask(failedWith: SFSpeechError(.internalServiceError))
        resultHandler(nil, task.error)
        return task
    }

    /// Starts recognizing the request's speech: the task ends at once, before this returns, telling
    /// the delegate it did not finish successfully.
    open func recognitionTask(with request: SFSpeechRecognitionRequest, delegate: any SFSpeechRecognitionTaskDelegate) -> SFSpeechRecognitionTask {
        let task = SFSpeechRecognitionTask(failedWith: SFSpeechError(.internalServiceError))
        delegate.speechRecognitionTask(task, didFinishSuccessfully: false)
        return task
    }
}
#endif
