#if os(Linux)
@_exported import Foundation

/// Plays a sound file or data (AVFAudio's `AVAudioPlayer`). A preview opens the sound as a device
/// opens a valid file, but decodes nothing and never sounds: `play()` succeeds and `isPlaying`
/// turns true, yet `currentTime` never advances, the duration is zero, the meters read silence
/// and the delegate is never told the sound finished.
open class AVAudioPlayer: NSObject, @unchecked Sendable {
    /// Told when the sound finishes or fails to decode (never, in a preview).
    open weak var delegate: (any AVAudioPlayerDelegate)?
    /// The file played, when made from a URL.
    public let url: URL?
    /// The bytes played, when made from data.
    public let data: Data?
    /// The volume, 0 to 1.
    open var volume: Float = 1
    /// The stereo position, −1 (left) to 1 (right).
    open var pan: Float = 0
    /// Whether `rate` applies; set before `prepareToPlay()`.
    open var enableRate = false
    /// The playback rate, 0.5 to 2 (1: normal), when `enableRate` is on.
    open var rate: Float = 1
    /// How many times the sound repeats after its first play (negative: until stopped).
    open var numberOfLoops = 0
    /// Whether `updateMeters()` measures levels.
    open var isMeteringEnabled = false
    /// Whether it is playing: from `play()` until `pause()` or `stop()`.
    open private(set) var isPlaying = false
    /// The playhead in seconds: where it was set, as time never advances in a preview.
    open var currentTime: TimeInterval {
        get { playhead }
        set { playhead = max(0, newValue) }
    }
    private var playhead: TimeInterval = 0
    /// The sound's length in seconds: zero, as nothing is decoded.
    open var duration: TimeInterval { 0 }
    /// The audio device's clock in seconds, for `play(atTime:)`: a fixed zero in a preview.
    open var deviceCurrentTime: TimeInterval { 0 }
    /// The sound's channels: two, a nominal stereo sound.
    open var numberOfChannels: Int { 2 }
    /// The sound's format: nominal 44.1 kHz stereo float.
    open var format: AVAudioFormat { AVAudioFormat(layout: .pcmFormatFloat32, sampleRate: 44_100, channels: 2, interleaved: false) }
    /// The sound's settings: nominal 44.1 kHz stereo linear PCM.
    open var settings: [String: Any] { [AVFormatIDKey: kAudioFormatLinearPCM, AVSampleRateKey: 44_100.0, AVNumberOfChannelsKey: 2] }

    /// A player of a file.
    public init(contentsOf url: URL) throws {
        self.url = url
        data = nil
    }
    /// A player of a file, with a hint of its type (a UTI).
    public init(contentsOf url: URL, fileTypeHint utiString: String?) throws {
        self.url = url
        data = nil
    }
    /// A player of a sound's bytes.
    public init(data: Data) throws {
        url = nil
        self.data = data
    }
    /// A player of a sound's bytes, with a hint of its type (a UTI).
    public init(data: Data, fileTypeHint utiString: String?) throws {
        url = nil
        self.data = data
    }

    /// Readies the sound: succeeds.
    @discardableResult open func prepareToPlay() -> Bool { true }
    /// Plays: succeeds and `isPlaying` turns true, though nothing sounds or advances.
    @discardableResult open func play() -> Bool {
        isPlaying = true
        return true
    }
    /// Plays at a time of `deviceCurrentTime`'s clock: as `play()`.
    @discardableResult open func play(atTime time: TimeInterval) -> Bool { play() }
    /// Pauses, keeping the playhead.
    open func pause() { isPlaying = false }
    /// Stops, keeping the playhead (set `currentTime` to rewind).
    open func stop() { isPlaying = false }
    /// Fades to `volume` over `duration` seconds: at once, in a preview.
    open func setVolume(_ volume: Float, fadeDuration duration: TimeInterval) { self.volume = volume }
    /// Measures the levels (nothing to measure in a preview).
    open func updateMeters() {}
    /// A channel's average level in decibels: −160, silence.
    open func averagePower(forChannel channelNumber: Int) -> Float { -160 }
    /// A channel's peak level in decibels: −160, silence.
    open func peakPower(forChannel channelNumber: Int) -> Float { -160 }
}

/// What an audio player tells its delegate (AVFAudio's `AVAudioPlayerDelegate`); every method
/// is optional. A preview's player never finishes or fails, so none is called.
public protocol AVAudioPlayerDelegate: AnyObject {
    /// The sound finished (`flag`: whether it played to its end).
    func audioPlayerDidFinishPlaying(_ player: AVAudioPlayer, successfully flag: Bool)
    /// The sound could not be decoded.
    func audioPlayerDecodeErrorDidOccur(_ player: AVAudioPlayer, error: (any Error)?)
}

extension AVAudioPlayerDelegate {
    /// Does nothing unless the delegate implements it.
    public func audioPlayerDidFinishPlaying(_ player: AVAudioPlayer, successfully flag: Bool) {}
    /// Does nothing unless the delegate implements it.
    public func audioPlayerDecodeErrorDidOccur(_ player: AVAudioPlayer, error: (any Error)?) {}
}
#endif
