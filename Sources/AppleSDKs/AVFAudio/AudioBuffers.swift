#if os(Linux)
@_exported import Foundation

/// A buffer of audio samples (AVFAudio's `AVAudioBuffer`).
open class AVAudioBuffer: NSObject, @unchecked Sendable {
    /// The samples' format.
    public let format: AVAudioFormat
    init(format: AVAudioFormat) { self.format = format }
}

/// A buffer of PCM audio (AVFAudio's `AVAudioPCMBuffer`). It owns real, zero-filled sample memory
/// of `frameCapacity` frames of every channel, so code that reads or writes samples through
/// `floatChannelData` (or `int16ChannelData`, `int32ChannelData`, as the format's layout says) runs
/// as on a device; a preview's buffers hold silence, as nothing is recorded or decoded.
open class AVAudioPCMBuffer: AVAudioBuffer, @unchecked Sendable {
    /// How many frames it holds.
    public let frameCapacity: AVAudioFrameCount
    /// How many frames are filled (at most `frameCapacity`; a larger value is clamped).
    open var frameLength: AVAudioFrameCount {
        get { filledFrames }
        set { filledFrames = min(newValue, frameCapacity) }
    }
    private var filledFrames: AVAudioFrameCount = 0
    /// Samples between one frame's sample of a channel and the next frame's: the channel count
    /// when interleaved, else 1.
    open var stride: Int { format.isInterleaved ? Int(format.channelCount) : 1 }
    /// The channels' 32-bit float samples, one pointer per channel; nil unless the format is `.pcmFormatFloat32`.
    open var floatChannelData: UnsafePointer<UnsafeMutablePointer<Float>>? { floats.map { UnsafePointer($0.channels) } }
    /// The channels' 16-bit integer samples; nil unless the format is `.pcmFormatInt16`.
    open var int16ChannelData: UnsafePointer<UnsafeMutablePointer<Int16>>? { int16s.map { UnsafePointer($0.channels) } }
    /// The channels' 32-bit integer samples; nil unless the format is `.pcmFormatInt32`.
    open var int32ChannelData: UnsafePointer<UnsafeMutablePointer<Int32>>? { int32s.map { UnsafePointer($0.channels) } }

    private let floats: PCMSamples<Float>?
    private let int16s: PCMSamples<Int16>?
    private let int32s: PCMSamples<Int32>?

    /// An empty buffer of a format and capacity: nil if the format is not PCM.
    public init?(pcmFormat format: AVAudioFormat, frameCapacity: AVAudioFrameCount) {
        guard format.commonFormat != .otherFormat, format.channelCount > 0 else { return nil }
        let (channels, frames, interleaved) = (Int(format.channelCount), Int(frameCapacity), format.isInterleaved)
        let layout = format.commonFormat
        floats = layout == .pcmFormatFloat32 ? PCMSamples(channels: channels, frames: frames, interleaved: interleaved) : nil
        int16s = layout == .pcmFormatInt16 ? PCMSamples(channels: channels, frames: frames, interleaved: interleaved) : nil
        int32s = layout == .pcmFormatInt32 ? PCMSamples(channels: channels, frames: frames, interleaved: interleaved) : nil
        self.frameCapacity = frameCapacity
        super.init(format: format)
    }
}

/// Zero-filled sample memory of one layout, and the table of per-channel pointers into it: one
/// block per channel, or one shared block of interleaved frames whose channel pointers are one
/// sample apart.
final class PCMSamples<Sample: Numeric> {
    /// The channel pointers.
    let channels: UnsafeMutablePointer<UnsafeMutablePointer<Sample>>
    private let blocks: [(start: UnsafeMutablePointer<Sample>, count: Int)]
    private let channelCount: Int

    init(channels channelCount: Int, frames: Int, interleaved: Bool) {
        self.channelCount = channelCount
        let samplesPerBlock = max(1, frames) * (interleaved ? channelCount : 1)
        blocks = (0..<(interleaved ? 1 : channelCount)).map { _ in
            let start = UnsafeMutablePointer<Sample>.allocate(capacity: samplesPerBlock)
            start.initialize(repeating: .zero, count: samplesPerBlock)
            return (start, samplesPerBlock)
        }
        channels = .allocate(capacity: channelCount)
        for channel in 0..<channelCount {
            (channels + channel).initialize(to: interleaved ? blocks[0].start + channel : blocks[channel].start)
        }
    }

    deinit {
        channels.deinitialize(count: channelCount)
        channels.deallocate()
        for block in blocks {
            block.start.deinitialize(count: block.count)
            block.start.deallocate()
        }
    }
}
#endif
