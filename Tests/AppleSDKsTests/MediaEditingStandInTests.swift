import Foundation
import StandInAVFAudio
import StandInAVFoundation
import StandInCoreGraphics
import StandInCoreMedia
import SwiftUI
import Testing

/// Media-editing screens written as apps write them: a voice-message player, a video trimmer that
/// composes and exports, and a speech read-along that follows markers, answering as a preview
/// does: nothing sounds, decodes or encodes.
@Suite struct MediaEditingStandInTests {
    /// A chat app's voice-message player.
    @MainActor final class VoiceMessagePlayer: NSObject, ObservableObject, AVAudioPlayerDelegate {
        @Published private(set) var isPlaying = false
        @Published private(set) var elapsed: TimeInterval = 0
        @Published private(set) var level: Float = 0
        @Published private(set) var finishedCount = 0
        @Published private(set) var failure: String?
        private var player: AVAudioPlayer?

        func load(_ url: URL) {
            do {
                let player = try AVAudioPlayer(contentsOf: url)
                player.delegate = self
                player.enableRate = true
                player.isMeteringEnabled = true
                player.numberOfLoops = 0
                player.volume = 0.8
                player.pan = 0
                player.prepareToPlay()
                self.player = player
            } catch {
                failure = error.localizedDescription
            }
        }

        var duration: TimeInterval { player?.duration ?? 0 }
        var url: URL? { player?.url }

        func toggle() {
            guard let player else { return }
            if player.isPlaying { player.pause() } else { player.play() }
            isPlaying = player.isPlaying
        }

        func playInSync(after delay: TimeInterval) -> Bool {
            guard let player else { return false }
            return player.play(atTime: player.deviceCurrentTime + delay)
        }

        func setSpeed(_ speed: Float) { player?.rate = speed }
        var speed: Float { player?.rate ?? 1 }

        func tick() {
            guard let player else { return }
            player.updateMeters()
            elapsed = player.currentTime
            level = max(player.averagePower(forChannel: 0), player.peakPower(forChannel: 0))
        }

        func stop() {
            player?.stop()
            player?.currentTime = 0
            isPlaying = false
        }

        nonisolated func audioPlayerDidFinishPlaying(_ player: AVAudioPlayer, successfully flag: Bool) {
            Task { @MainActor in
                self.finishedCount += 1
                self.isPlaying = false
            }
        }

        nonisolated func audioPlayerDecodeErrorDidOccur(_ player: AVAudioPlayer, error: (any Error)?) {
            Task { @MainActor in self.failure = error?.localizedDescription }
        }
    }

    struct VoiceMessageRow: View {
        @StateObject private var model = VoiceMessagePlayer()
        var body: some View {
            HStack {
                Button(model.isPlaying ? "Pause" : "Play") { model.toggle() }
                ProgressView(value: model.elapsed, total: max(model.duration, 1))
                Text(Duration.seconds(model.duration).formatted(.time(pattern: .minuteSecond)))
            }
        }
    }

    enum TrimError: Error { case noVideoTrack, noExportSession }

    /// A video editor's trimmer: thumbnails, a composition of the kept range, and its export.
    @MainActor final class TrimmerModel: ObservableObject {
        @Published var keptRange = CMTimeRange(start: .zero, duration: .zero)
        @Published private(set) var thumbnails: [CGImage] = []
        @Published private(set) var thumbnailFailures = 0
        @Published private(set) var exportedURL: URL?
        @Published private(set) var exportError: (any Error)?
        let asset: AVAsset

        init(asset: AVAsset) { self.asset = asset }

        func loadThumbnails(count: Int) async {
            let generator = AVAssetImageGenerator(asset: asset)
            generator.appliesPreferredTrackTransform = true
            generator.maximumSize = CGSize(width: 160, height: 160)
            generator.requestedTimeToleranceBefore = .zero
            generator.requestedTimeToleranceAfter = .zero
            let times = (0..<count).map { CMTime(seconds: Double($0), preferredTimescale: 600) }
            for await result in generator.images(for: times) {
                switch result {
                case .success(requestedTime: _, image: let image, actualTime: _): thumbnails.append(image)
                case .failure(requestedTime: _, error: _): thumbnailFailures += 1
                }
            }
        }

        func compose() async throws -> AVMutableComposition {
            guard let source = try await asset.loadTracks(withMediaType: .video).first else { throw TrimError.noVideoTrack }
            let (size, transform, sourceRange) = try await source.load(.naturalSize, .preferredTransform, .timeRange)
            let composition = AVMutableComposition()
            composition.naturalSize = size
            guard let track = composition.addMutableTrack(withMediaType: .video, preferredTrackID: kCMPersistentTrackID_Invalid) else {
                throw TrimError.noVideoTrack
            }
            try track.insertTimeRange(keptRange.intersection(sourceRange), of: source, at: .zero)
            track.preferredTransform = transform
            return composition
        }

        func export(_ composition: AVAsset) async {
            guard let session = AVAssetExportSession(asset: composition, presetName: AVAssetExportPresetHighestQuality) else {
                exportError = TrimError.noExportSession
                return
            }
            session.outputURL = FileManager.default.temporaryDirectory.appendingPathComponent("trimmed.mp4")
            session.outputFileType = .mp4
            session.timeRange = CMTimeRange(start: .zero, duration: composition.duration)
            session.shouldOptimizeForNetworkUse = true
            await session.export()
            switch session.status {
            case .completed: exportedURL = session.outputURL
            case .failed, .cancelled: exportError = session.error
            case .unknown, .waiting, .exporting: break
            @unknown default: break
            }
        }
    }

    /// A reading app's read-along, highlighting the word being spoken.
    @MainActor final class ReadAlong: NSObject, ObservableObject, AVSpeechSynthesizerDelegate {
        @Published private(set) var highlighted: NSRange?
        @Published private(set) var wordMarkers: [AVSpeechSynthesisMarker] = []
        @Published private(set) var renderedFrames: AVAudioFrameCount = 0
        @Published private(set) var renderingFinished = false
        let synthesizer = AVSpeechSynthesizer()

        override init() {
            super.init()
            synthesizer.delegate = self
            synthesizer.usesApplicationAudioSession = false
            synthesizer.mixToTelephonyUplink = false
        }

        func utterance(for text: String) -> AVSpeechUtterance {
            let utterance = AVSpeechUtterance(string: text)
            utterance.voice = AVSpeechSynthesisVoice(language: "en-US")
            utterance.prefersAssistiveTechnologySettings = true
            return utterance
        }

        func read(_ text: String) { synthesizer.speak(utterance(for: text)) }

        func render(_ text: String) {
            synthesizer.write(utterance(for: text), toBufferCallback: { [weak self] buffer in
                guard let pcm = buffer as? AVAudioPCMBuffer else { return }
                if pcm.frameLength == 0 { self?.renderingFinished = true } else { self?.renderedFrames += pcm.frameLength }
            }, toMarkerCallback: { [weak self] markers in
                self?.wordMarkers += markers.filter { $0.mark == .word }
            })
        }

        nonisolated func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, willSpeakRangeOfSpeechString characterRange: NSRange,
                                           utterance: AVSpeechUtterance) {
            Task { @MainActor in self.highlighted = characterRange }
        }

        nonisolated func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, willSpeak marker: AVSpeechSynthesisMarker,
                                           utterance: AVSpeechUtterance) {
            let range = marker.textRange
            Task { @MainActor in self.highlighted = range }
        }

        nonisolated func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, didFinish utterance: AVSpeechUtterance) {
            Task { @MainActor in self.highlighted = nil }
        }
    }

    @Test("A voice message opens and plays silently: time stands still and it never finishes")
    @MainActor func voiceMessage() {
        let model = VoiceMessagePlayer()
        model.load(URL(fileURLWithPath: "/messages/voice-1.m4a"))
        #expect(model.failure == nil && model.url?.lastPathComponent == "voice-1.m4a")
        model.setSpeed(1.5)
        #expect(model.speed == 1.5)
        model.toggle()
        #expect(model.isPlaying)
        model.tick()
        #expect(model.elapsed == 0 && model.duration == 0)
        #expect(model.level == -160, "the meters read silence")
        #expect(model.playInSync(after: 0.1))
        model.toggle()
        #expect(!model.isPlaying)
        model.stop()
        #expect(model.finishedCount == 0, "a preview's player never finishes")
        _ = VoiceMessageRow().body

        let player = try? AVAudioPlayer(data: Data([0, 1, 2]), fileTypeHint: "com.apple.m4a-audio")
        #expect(player?.data?.count == 3 && player?.url == nil && player?.delegate == nil)
    }

    @Test("A trimmer's thumbnails fail, a URL asset has no tracks, a composition keeps its ranges, and exports fail")
    @MainActor func trimmer() async throws {
        let fromFile = TrimmerModel(asset: AVURLAsset(url: URL(fileURLWithPath: "/videos/clip.mov")))
        await fromFile.loadThumbnails(count: 3)
        #expect(fromFile.thumbnails.isEmpty && fromFile.thumbnailFailures == 3)
        await #expect(throws: TrimError.self) { try await fromFile.compose() }

        // A composition stands in for a source with media: a 10 s track.
        let source = AVMutableComposition()
        let sourceTrack = try #require(source.addMutableTrack(withMediaType: .video, preferredTrackID: 7))
        sourceTrack.insertEmptyTimeRange(CMTimeRange(start: .zero, duration: CMTime(value: 10, timescale: 1)))
        #expect(sourceTrack.trackID == 7 && source.duration == CMTime(seconds: 10, preferredTimescale: 600))

        let trimmer = TrimmerModel(asset: source)
        trimmer.keptRange = CMTimeRange(start: CMTime(value: 2, timescale: 1), end: CMTime(value: 5, timescale: 1))
        let composition = try await trimmer.compose()
        #expect(composition.duration == CMTime(value: 3, timescale: 1))
        #expect(try await composition.load(.duration) == CMTime(value: 3, timescale: 1))
        let track = try #require(composition.tracks(withMediaType: .video).first)
        #expect(try await track.load(.timeRange) == CMTimeRange(start: .zero, duration: CMTime(value: 3, timescale: 1)))
        #expect(track.trackID != kCMPersistentTrackID_Invalid && track.preferredTransform == .identity)
        #expect(throws: AVError.self) {
            try sourceTrack.insertTimeRange(CMTimeRange(start: .zero, duration: CMTime(value: 20, timescale: 1)), of: track, at: .zero)
        }

        await trimmer.export(composition)
        #expect(trimmer.exportedURL == nil)
        #expect((trimmer.exportError as? AVError)?.code == .exportFailed)

        let session = try #require(AVAssetExportSession(asset: composition, presetName: AVAssetExportPresetPassthrough))
        #expect(session.status == .unknown && session.supportedFileTypes.contains(.mp4))
        await #expect(throws: AVError.self) {
            try await session.export(to: URL(fileURLWithPath: "/tmp/out.mov"), as: .mov)
        }
        #expect(session.status == .failed && session.outputFileType == .mov)
        #expect(AVAssetExportSession(asset: composition, presetName: "NoSuchPreset") == nil)
    }

    @Test("Reading along speaks nothing: no ranges, no markers, and writing ends at once with an empty buffer")
    @MainActor func readAlong() {
        let readAlong = ReadAlong()
        readAlong.read("The quick brown fox")
        #expect(readAlong.highlighted == nil)
        readAlong.render("The quick brown fox")
        #expect(readAlong.renderingFinished && readAlong.renderedFrames == 0 && readAlong.wordMarkers.isEmpty)
        #expect(!readAlong.synthesizer.usesApplicationAudioSession && !readAlong.synthesizer.mixToTelephonyUplink)

        let marker = AVSpeechSynthesisMarker(wordRange: NSRange(location: 4, length: 5), atByteSampleOffset: 2_048)
        #expect(marker.mark == .word && marker.textRange.location == 4 && marker.byteSampleOffset == 2_048)
        #expect(AVSpeechSynthesisMarker(bookmarkName: "chapter-2", atByteSampleOffset: 0).mark == .bookmark)

        let ssml = AVSpeechUtterance(ssmlRepresentation: "<speak>Hello <break time=\"1s\"/>world &amp; friends</speak>")
        #expect(ssml?.speechString == "Hello world & friends")
        #expect(AVSpeechUtterance(ssmlRepresentation: "Hello <world") == nil)
        #expect(AVSpeechUtterance(attributedString: NSAttributedString(string: "Attributed")).speechString == "Attributed")
    }

    @Test("A PCM buffer owns zeroed samples of every channel, typed by its format")
    func pcmBuffers() throws {
        let stereo = try #require(AVAudioFormat(standardFormatWithSampleRate: 48_000, channels: 2))
        let buffer = try #require(AVAudioPCMBuffer(pcmFormat: stereo, frameCapacity: 4))
        let channels = try #require(buffer.floatChannelData)
        #expect(buffer.stride == 1 && buffer.int16ChannelData == nil && buffer.int32ChannelData == nil)
        #expect((0..<4).allSatisfy { channels[0][$0] == 0 && channels[1][$0] == 0 })
        channels[1][3] = 0.5
        buffer.frameLength = 99
        #expect(buffer.frameLength == 4 && buffer.floatChannelData?[1][3] == 0.5)

        let interleaved = try #require(AVAudioFormat(commonFormat: .pcmFormatInt16, sampleRate: 16_000, channels: 2, interleaved: true))
        let samples = try #require(AVAudioPCMBuffer(pcmFormat: interleaved, frameCapacity: 3))
        let int16 = try #require(samples.int16ChannelData)
        #expect(samples.stride == 2 && samples.floatChannelData == nil)
        int16[1][2 * samples.stride] = 7
        #expect(int16[0][2 * samples.stride + 1] == 7, "interleaved channels share one block")
    }

    @Test("Time ranges, players and capture answer as Core Media and a camera-less device do")
    func timeRangesPlayersAndCapture() {
        let range = CMTimeRange(start: CMTime(value: 2, timescale: 1), end: CMTime(value: 5, timescale: 1))
        #expect(range.duration == CMTime(value: 3, timescale: 1) && range.end == CMTime(value: 5, timescale: 1))
        #expect(range.containsTime(CMTime(value: 2, timescale: 1)) && !range.containsTime(range.end))
        #expect(CMTimeRange.zero.isEmpty && !CMTimeRange.invalid.isValid && kCMPersistentTrackID_Invalid == 0)
        #expect(CMTime(value: 1, timescale: 2) == CMTime(value: 300, timescale: 600))
        #expect(CMTime.positiveInfinity > CMTime(value: 1_000_000, timescale: 1))

        let player = AVPlayer(url: URL(fileURLWithPath: "/videos/clip.mov"))
        player.automaticallyWaitsToMinimizeStalling = false
        player.preventsDisplaySleepDuringVideoPlayback = false
        player.currentItem?.preferredForwardBufferDuration = 5
        #expect(!player.automaticallyWaitsToMinimizeStalling && player.currentItem?.preferredForwardBufferDuration == 5)

        let output = AVCapturePhotoOutput()
        output.isHighResolutionCaptureEnabled = true
        output.maxPhotoQualityPrioritization = .quality
        let settings = AVCapturePhotoSettings()
        settings.flashMode = output.supportedFlashModes.contains(.auto) ? .auto : .off
        #expect(output.supportedFlashModes.isEmpty && settings.flashMode == .off)
        #expect(AVFileType.mp4.rawValue == "public.mpeg-4" && AVFileType(rawValue: "com.apple.quicktime-movie") == .mov)
    }
}
