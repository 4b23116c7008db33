#if os(Linux)
@_exported import Foundation

/// The kind of speech a task expects (Speech's `SFSpeechRecognitionTaskHint`).
public enum SFSpeechRecognitionTaskHint: Int, Sendable { case unspecified, dictation, search, confirmation }

/// Where a recognition task is (Speech's `SFSpeechRecognitionTaskState`).
public enum SFSpeechRecognitionTaskState: Int, Sendable { case starting, running, finishing, canceling, completed }

/// Speech to recognize (Speech's `SFSpeechRecognitionRequest`).
open class SFSpeechRecognitionRequest: NSObject, @unchecked Sendable {
    /// Whether partial results are reported while speech comes in.
    open var shouldReportPartialResults = true
    /// Whether recognition must stay on the device.
    open var requiresOnDeviceRecognition = false
    /// Whether punctuation is added.
    open var addsPunctuation = false
    /// The kind of speech expected.
    open var taskHint = SFSpeechRecognitionTaskHint.unspecified
    /// Phrases likely to be said.
    open var contextualStrings: [String] = []
    /// An identifier of the interaction.
    open var interactionIdentifier: String?

    override init() {}
}

/// Speech of a recorded file (Speech's `SFSpeechURLRecognitionRequest`).
open class SFSpeechURLRecognitionRequest: SFSpeechRecognitionRequest, @unchecked Sendable {
    /// The file.
    public let url: URL
    /// A request for the file at `URL`.
    public init(url URL: URL) { url = URL }
}

/// Speech of live audio the app appends (Speech's `SFSpeechAudioBufferRecognitionRequest`).
open class SFSpeechAudioBufferRecognitionRequest: SFSpeechRecognitionRequest, @unchecked Sendable {
    /// A request.
    public override init() {}

    /// Appends a buffer of audio from an input node's tap; kept nowhere.
    open func append(_ audioPCMBuffer: AVAudioPCMBuffer) {}

    /// Marks the end of the audio.
    open func endAudio() {}
}

/// A running recognition (Speech's `SFSpeechRecognitionTask`): in a preview every task has
/// already ended (`.completed`) with an error.
open class SFSpeechRecognitionTask: NSObject, @unchecked Sendable {
    /// Where the task is.
    open private(set) var state: SFSpeechRecognitionTaskState
    /// Whether `finish()` was called.
    open private(set) var isFinishing = false
    /// Whether `cancel()` was called.
    open private(set) var isCancelled = false
    /// Why the task failed.
    public let error: (any Error)?

    init(failedWith error: any Error) {
        self.error = error
        state = .completed
    }

    /// Stops taking audio and finishes with the speech so far.
    open func finish() { isFinishing = true }

    /// Cancels the recognition.
    open func cancel() { isCancelled = true }
}

/// What a recognition task tells its delegate (Speech's `SFSpeechRecognitionTaskDelegate`).
public protocol SFSpeechRecognitionTaskDelegate: AnyObject {
    /// Speech was detected.
    func speechRecognitionDidDetectSpeech(_ task: SFSpeechRecognitionTask)
    /// A partial transcription.
    func speechRecognitionTask(_ task: SFSpeechRecognitionTask, didHypothesizeTranscription transcription: SFTranscription)
    /// The final result.
    func speechRecognitionTask(_ task: SFSpeechRecognitionTask, didFinishRecognition recognitionResult: SFSpeechRecognitionResult)
    /// The audio ended.
    func speechRecognitionTaskFinishedReadingAudio(_ task: SFSpeechRecognitionTask)
    /// The task was cancelled.
    func speechRecognitionTaskWasCancelled(_ task: SFSpeechRecognitionTask)
    /// The task ended: unsuccessfully, at once, in a preview.
    func speechRecognitionTask(_ task: SFSpeechRecognitionTask, didFinishSuccessfully successfully: Bool)
}

extension SFSpeechRecognitionTaskDelegate {
    /// Does nothing unless the conforming type implements it.
    public func speechRecognitionDidDetectSpeech(_ task: SFSpeechRecognitionTask) {}
    /// Does nothing unless the conforming type implements it.
    public func speechRecognitionTask(_ task: SFSpeechRecognitionTask, didHypothesizeTranscription transcription: SFTranscription) {}
    /// Does nothing unless the conforming type implements it.
    public func speechRecognitionTask(_ task: SFSpeechRecognitionTask, didFinishRecognition recognitionResult: SFSpeechRecognitionResult) {}
    /// Does nothing unless the conforming type implements it.
    public func speechRecognitionTaskFinishedReadingAudio(_ task: SFSpeechRecognitionTask) {}
    /// Does nothing unless the conforming type implements it.
    public func speechRecognitionTaskWasCancelled(_ task: SFSpeechRecognitionTask) {}
    /// Does nothing unless the conforming type implements it.
    public func speechRecognitionTask(_ task: SFSpeechRecognitionTask, didFinishSuccessfully successfully: Bool) {}
}

/// A recognized word or phrase of a transcription (Speech's `SFTranscriptionSegment`).
open class SFTranscriptionSegment: NSObject, @unchecked Sendable {
    /// The text.
    public let substring: String
    /// Its range in the transcription's text.
    public let substringRange: NSRange
    /// When it was said, in seconds from the audio's start.
    public let timestamp: TimeInterval
    /// How long it was said, in seconds.
    public let duration: TimeInterval
    /// How sure the recognizer is, 0 to 1.
    public let confidence: Float
    /// Other likely texts.
    public let alternativeSubstrings: [String]

    /// A segment (a stand-in's own, for sample data; the recognizer makes them on a device).
    public init(substring: String, substringRange: NSRange, timestamp: TimeInterval = 0, duration: TimeInterval = 0,
                confidence: Float = 0, alternativeSubstrings: [String] = []) {
        self.substring = substring
        self.substringRange = substringRange
        self.timestamp = timestamp
        self.duration = duration
        self.confidence = confidence
        self.alternativeSubstrings = alternativeSubstrings
    }
}

/// A transcription of the speech (Speech's `SFTranscription`).
open class SFTranscription: NSObject, @unchecked Sendable {
    /// The text, formatted.
    public let formattedString: String
    /// Its words.
    public let segments: [SFTranscriptionSegment]

    /// A transcription (a stand-in's own, for sample data).
    public init(formattedString: String, segments: [SFTranscriptionSegment] = []) {
        self.formattedString = formattedString
        self.segments = segments
    }
}

/// A recognition's result (Speech's `SFSpeechRecognitionResult`); a preview's tasks give none.
open class SFSpeechRecognitionResult: NSObject, @unchecked Sendable {
    /// The likeliest transcription.
    public let bestTranscription: SFTranscription
    /// Every transcription, likeliest first.
    public let transcriptions: [SFTranscription]
    /// Whether the speech is complete.
    public let isFinal: Bool

    /// A result (a stand-in's own, for sample data).
    public init(bestTranscription: SFTranscription, isFinal: Bool) {
        self.bestTranscription = bestTranscription
        transcriptions = [bestTranscription]
        self.isFinal = isFinal
    }
}
#endif
