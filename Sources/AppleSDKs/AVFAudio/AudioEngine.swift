#if os(Linux)
import Foundation

/// How audio samples are laid out (AVFAudio's `AVAudioCommonFormat`).
public enum AVAudioCommonFormat: UInt, Sendable { case otherFormat, pcmFormatFloat32, pcmFormatFloat64, pcmFormatInt16, pcmFormatInt32 }

/// A count of audio frames (AVFAudio's `AVAudioFrameCount`).
public typealias AVAudioFrameCount = UInt32
/// A bus of a node (AVFAudio's `AVAudioNodeBus`).
public typealias AVAudioNodeBus = Int
/// A position in audio frames (AVFAudio's `AVAudioFramePosition`).
public typealias AVAudioFramePosition = Int64

/// An audio format (AVFAudio's `AVAudioFormat`): a preview's input is mono 48 kHz 32-bit float.
open class AVAudioFormat: NSObject, @unchecked Sendable {
    /// The samples' layout.
    public let commonFormat: AVAudioCommonFormat
    /// Frames per second.
    public let sampleRate: Double
    /// The channels.
    public let channelCount: UInt32
    /// Whether channels are interleaved.
    public let isInterleaved: Bool

    init(layout: AVAudioCommonFormat, sampleRate: Double, channels: UInt32, interleaved: Bool) {
        commonFormat = layout
        self.sampleRate = sampleRate
        channelCount = channels
        isInterleaved = interleaved
    }

    /// A float format of a rate and channel count.
    public convenience init?(standardFormatWithSampleRate sampleRate: Double, channels: UInt32) {
        guard sampleRate > 0, channels > 0 else { return nil }
        self.init(layout: .pcmFormatFloat32, sampleRate: sampleRate, channels: channels, interleaved: false)
    }
    /// A format of a layout, rate and channel count.
    public convenience init?(commonFormat format: AVAudioCommonFormat, sampleRate: Double, channels: UInt32, interleaved: Bool) {
        guard sampleRate > 0, channels > 0 else { return nil }
        self.init(layout: format, sampleRate: sampleRate, channels: channels, interleaved: interleaved)
    }
}

/// When audio plays or was captured (AVFAudio's `AVAudioTime`).
open class AVAudioTime: NSObject, @unchecked Sendable {
    /// The position in frames.
    public let sampleTime: AVAudioFramePosition
    /// The rate the position counts at.
    public let sampleRate: Double
    /// A time of a position and rate.
    public init(sampleTime: AVAudioFramePosition, atRate sampleRate: Double) {
        self.sampleTime = sampleTime
        self.sampleRate = sampleRate
    }
}

/// What a tap is given for each buffer (AVFAudio's `AVAudioNodeTapBlock`).
public typealias AVAudioNodeTapBlock = @Sendable (AVAudioPCMBuffer, AVAudioTime) -> Void

/// A node of an audio engine (AVFAudio's `AVAudioNode`): taps are kept and never called, as a
/// preview records no sound.
open class AVAudioNode: NSObject, @unchecked Sendable {
    /// The format of an output bus: mono 48 kHz float.
    open func outputFormat(forBus bus: AVAudioNodeBus) -> AVAudioFormat {
        AVAudioFormat(layout: .pcmFormatFloat32, sampleRate: 48_000, channels: 1, interleaved: false)
    }
    /// The format of an input bus.
    open func inputFormat(forBus bus: AVAudioNodeBus) -> AVAudioFormat { outputFormat(forBus: bus) }
    /// Installs a tap on a bus; it is never called.
    open func installTap(onBus bus: AVAudioNodeBus, bufferSize: AVAudioFrameCount, format: AVAudioFormat?, block tapBlock: @escaping AVAudioNodeTapBlock) {}
    /// Removes a bus's tap.
    open func removeTap(onBus bus: AVAudioNodeBus) {}
}

/// The microphone's node (AVFAudio's `AVAudioInputNode`).
open class AVAudioInputNode: AVAudioNode, @unchecked Sendable {}
/// The speaker's node (AVFAudio's `AVAudioOutputNode`).
open class AVAudioOutputNode: AVAudioNode, @unchecked Sendable {}
/// A mixer (AVFAudio's `AVAudioMixerNode`).
open class AVAudioMixerNode: AVAudioNode, @unchecked Sendable {}

/// A node that plays buffers and files (AVFAudio's `AVAudioPlayerNode`): nothing sounds.
open class AVAudioPlayerNode: AVAudioNode, @unchecked Sendable {
    /// Whether it is playing.
    open private(set) var isPlaying = false
    /// The volume.
    open var volume: Float = 1
    /// Schedules a buffer; it never plays.
    open func scheduleBuffer(_ buffer: AVAudioPCMBuffer, completionHandler: (@Sendable () -> Void)? = nil) {}
    /// Starts playing.
    open func play() { isPlaying = true }
    /// Stops.
    open func stop() { isPlaying = false }
    /// Pauses.
    open func pause() { isPlaying = false }
}

/// A graph of audio nodes (AVFAudio's `AVAudioEngine`): a preview's device has no microphone,
/// so `start()` throws and a dictation or recording screen shows its error state.
open class AVAudioEngine: NSObject, @unchecked Sendable {
    /// The microphone's node.
    public let inputNode = AVAudioInputNode()
    /// The speaker's node.
    public let outputNode = AVAudioOutputNode()
    /// The main mixer.
    public let mainMixerNode = AVAudioMixerNode()
    /// Whether it is running: never.
    open var isRunning: Bool { false }
    /// An engine.
    public override init() {}
    /// Adds a node.
    open func attach(_ node: AVAudioNode) {}
    /// Removes a node.
    open func detach(_ node: AVAudioNode) {}
    /// Connects two nodes.
    open func connect(_ node1: AVAudioNode, to node2: AVAudioNode, format: AVAudioFormat?) {}
    /// Gets ready to start.
    open func prepare() {}
    /// Starts: no audio hardware in a preview.
    open func start() throws {
        throw NSError(domain: NSOSStatusErrorDomain, code: 561_017_449, userInfo: [NSLocalizedDescriptionKey: "No audio input in a preview"])
    }
    /// Pauses.
    open func pause() {}
    /// Stops.
    open func stop() {}
    /// Clears the nodes' state.
    open func reset() {}
}
#endif
