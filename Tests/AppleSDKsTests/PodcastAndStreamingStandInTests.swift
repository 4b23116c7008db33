import Foundation
import StandInAVKit
import StandInCoreMedia
import StandInUIKit
import SwiftUI
import Testing

/// The audio-session, metadata, media-selection and AirPlay API of podcast, video and news apps,
/// written as those apps write it, answering as a device playing through its speaker with
/// nothing plugged in and files that carry no chapters or subtitles.
@Suite struct PodcastAndStreamingStandInTests {
    // MARK: Audio session

    /// A podcast app's audio session manager: long-form audio, pausing when headphones go away.
    final class AudioSessionManager: @unchecked Sendable {
        private(set) var usesHeadphones = false
        private(set) var pausedForInterruption = false
        private(set) var pausedForUnplug = false
        private var observers: [any NSObjectProtocol] = []

        func activate() throws {
            let session = AVAudioSession.sharedInstance()
            try session.setCategory(.playback, mode: .spokenAudio, policy: .longFormAudio, options: [.allowAirPlay, .allowBluetoothA2DP])
            try session.setActive(true)
            usesHeadphones = Self.isPrivate(session.currentRoute)
            let center = NotificationCenter.default
            observers.append(center.addObserver(forName: AVAudioSession.routeChangeNotification, object: nil, queue: .main) { [weak self] in
                self?.routeChanged($0)
            })
            observers.append(center.addObserver(forName: AVAudioSession.interruptionNotification, object: nil, queue: .main) { [weak self] in
                self?.interrupted($0)
            })
        }

        func deactivate() throws {
            observers.forEach(NotificationCenter.default.removeObserver)
            observers = []
            try AVAudioSession.sharedInstance().setActive(false, options: .notifyOthersOnDeactivation)
        }

        func routeChanged(_ notification: Notification) {
            guard let info = notification.userInfo,
                  let value = info[AVAudioSessionRouteChangeReasonKey] as? UInt,
                  let reason = AVAudioSession.RouteChangeReason(rawValue: value) else { return }
            switch reason {
            case .newDeviceAvailable:
                usesHeadphones = Self.isPrivate(AVAudioSession.sharedInstance().currentRoute)
            case .oldDeviceUnavailable:
                if let previous = info[AVAudioSessionRouteChangePreviousRouteKey] as? AVAudioSessionRouteDescription, Self.isPrivate(previous) {
                    usesHeadphones = false
                    pausedForUnplug = true
                }
            default:
                break
            }
        }

        func interrupted(_ notification: Notification) {
            guard let value = notification.userInfo?[AVAudioSessionInterruptionTypeKey] as? UInt,
                  let type = AVAudioSession.InterruptionType(rawValue: value) else { return }
            switch type {
            case .began:
                pausedForInterruption = true
            case .ended:
                let options = AVAudioSession.InterruptionOptions(rawValue: notification.userInfo?[AVAudioSessionInterruptionOptionKey] as? UInt ?? 0)
                if options.contains(.shouldResume) { pausedForInterruption = false }
            @unknown default:
                break
            }
        }

        static func isPrivate(_ route: AVAudioSessionRouteDescription) -> Bool {
            let privatePorts: [AVAudioSession.Port] = [.headphones, .bluetoothA2DP, .bluetoothLE, .bluetoothHFP, .airPlay, .carAudio, .usbAudio, .HDMI]
            return route.outputs.contains { privatePorts.contains($0.portType) }
        }
    }

    @Test("The session keeps the long-form policy and plays through the built-in speaker")
    func audioSessionRoute() throws {
        let manager = AudioSessionManager()
        try manager.activate()
        let session = AVAudioSession.sharedInstance()
        #expect(session.routeSharingPolicy == .longFormAudio)
        #expect(session.mode == .spokenAudio)
        #expect(session.categoryOptions.contains(.allowAirPlay))
        #expect(!manager.usesHeadphones)
        let route = session.currentRoute
        #expect(route.outputs.map(\.portType) == [.builtInSpeaker])
        #expect(route.outputs.first?.portName == "Speaker")
        #expect(route.inputs.isEmpty, "a playback session has no input")
        let microphone = try #require(session.availableInputs?.first)
        #expect(microphone.portType == .builtInMic && session.availableInputs?.count == 1)
        try session.setPreferredInput(microphone)
        #expect(session.preferredInput == session.availableInputs?.first)
        try session.overrideOutputAudioPort(.speaker)

        // What the manager does with the notifications a device posts (a preview posts none).
        let unplugged = Notification(name: AVAudioSession.routeChangeNotification, object: nil, userInfo: [
            AVAudioSessionRouteChangeReasonKey: AVAudioSession.RouteChangeReason.oldDeviceUnavailable.rawValue,
            AVAudioSessionRouteChangePreviousRouteKey: session.currentRoute,
        ])
        manager.routeChanged(unplugged)
        #expect(!manager.pausedForUnplug, "the previous route was the speaker, not headphones")
        manager.interrupted(Notification(name: AVAudioSession.interruptionNotification, object: nil,
                                         userInfo: [AVAudioSessionInterruptionTypeKey: AVAudioSession.InterruptionType.began.rawValue]))
        #expect(manager.pausedForInterruption)
        manager.interrupted(Notification(name: AVAudioSession.interruptionNotification, object: nil, userInfo: [
            AVAudioSessionInterruptionTypeKey: AVAudioSession.InterruptionType.ended.rawValue,
            AVAudioSessionInterruptionOptionKey: AVAudioSession.InterruptionOptions.shouldResume.rawValue,
        ]))
        #expect(!manager.pausedForInterruption)
        #expect(!session.secondaryAudioShouldBeSilencedHint)
        try manager.deactivate()
    }

    // MARK: Chapters and metadata

    struct Chapter: Identifiable, Equatable {
        let id: Int
        let title: String
        let start: TimeInterval
        let hasArtwork: Bool
    }

    /// A podcast app's chapter loader: the asset's chapters in the user's languages.
    struct ChapterLoader {
        let asset: AVAsset

        func episodeTitle() async throws -> String? {
            let items = try await asset.load(.commonMetadata)
            guard let title = AVMetadataItem.metadataItems(from: items, withKey: AVMetadataKey.commonKeyTitle, keySpace: .common).first else {
                return nil
            }
            return try await title.load(.stringValue)
        }

        func chapters() async throws -> [Chapter] {
            let locales = try await asset.load(.availableChapterLocales)
            let groups = locales.isEmpty
                ? try await asset.loadChapterMetadataGroups(bestMatchingPreferredLanguages: Locale.preferredLanguages)
                : try await asset.loadChapterMetadataGroups(withTitleLocale: locales[0], containingItemsWithCommonKeys: [.commonKeyArtwork])
            return Self.chapters(of: groups)
        }

        static func chapters(of groups: [AVTimedMetadataGroup]) -> [Chapter] {
            groups.enumerated().map { index, group in
                let title = AVMetadataItem.metadataItems(from: group.items, filteredByIdentifier: .commonIdentifierTitle).first?.stringValue
                let artwork = AVMetadataItem.metadataItems(from: group.items, filteredByIdentifier: .commonIdentifierArtwork).first?.dataValue
                return Chapter(id: index, title: title ?? "Chapter \(index + 1)", start: group.timeRange.start.seconds, hasArtwork: artwork != nil)
            }
        }
    }

    @Test("A preview's episode has no title, no chapter locales and no chapters")
    func chaptersOfAPreviewAsset() async throws {
        let asset = AVURLAsset(url: URL(fileURLWithPath: "/episode.mp3"), options: [AVURLAssetPreferPreciseDurationAndTimingKey: true])
        let loader = ChapterLoader(asset: asset)
        #expect(try await loader.episodeTitle() == nil)
        #expect(try await loader.chapters().isEmpty)
        #expect(try await asset.load(.metadata).isEmpty)
        #expect(try await asset.loadChapterMetadataGroups(withTitleLocale: Locale(identifier: "en")).isEmpty)
    }

    @Test("Items the app makes map identifiers to keys, key spaces and common keys as a device does")
    func metadataTheAppMakes() async throws {
        let title = AVMutableMetadataItem()
        title.identifier = .commonIdentifierTitle
        title.value = "Episode 12" as NSString
        title.extendedLanguageTag = "en"
        #expect(title.keySpace == .common && title.commonKey == .commonKeyTitle)
        #expect(try await title.load(.stringValue) == "Episode 12")
        let id3Title = AVMutableMetadataItem()
        id3Title.keySpace = .id3
        id3Title.key = "TIT2" as NSString
        id3Title.value = "Folge 12" as NSString
        #expect(id3Title.identifier == .id3MetadataTitleDescription && id3Title.commonKey == .commonKeyTitle)
        let artwork = AVMutableMetadataItem()
        artwork.identifier = .commonIdentifierArtwork
        artwork.value = NSData(data: Data([0xFF, 0xD8]))
        let chapter = AVTimedMetadataGroup(items: [title, artwork],
                                           timeRange: CMTimeRange(start: CMTime(seconds: 90, preferredTimescale: 600), duration: CMTime(seconds: 60, preferredTimescale: 600)))
        #expect(ChapterLoader.chapters(of: [chapter]) == [Chapter(id: 0, title: "Episode 12", start: 90, hasArtwork: true)])
        #expect(AVMetadataItem.metadataItems(from: [title, id3Title, artwork], withKey: AVMetadataKey.commonKeyTitle, keySpace: .common) == [title])
        #expect(AVMetadataItem.metadataItems(from: [title, id3Title], filteredAndSortedAccordingToPreferredLanguages: ["en-US"]) == [title])
        let item = AVPlayerItem(url: URL(fileURLWithPath: "/episode.mp3"))
        item.externalMetadata = [title, artwork]
        #expect(item.externalMetadata.count == 2)
    }

    // MARK: Subtitles

    /// A video app's subtitle picker model.
    @MainActor final class SubtitleModel: ObservableObject {
        @Published private(set) var options: [AVMediaSelectionOption] = []
        private var group: AVMediaSelectionGroup?
        let item: AVPlayerItem

        init(item: AVPlayerItem) { self.item = item }

        func load() async throws {
            group = try await item.asset.loadMediaSelectionGroup(for: .legible)
            guard let group else { return }
            let playable = AVMediaSelectionGroup.playableMediaSelectionOptions(from: group.options)
            options = AVMediaSelectionGroup.mediaSelectionOptions(from: playable, filteredAndSortedAccordingToPreferredLanguages: Locale.preferredLanguages)
                .filter { !$0.hasMediaCharacteristic(.containsOnlyForcedSubtitles) }
        }

        var selectedName: String {
            guard let group, let option = item.currentMediaSelection.selectedMediaOption(in: group) else { return "Off" }
            return option.displayName(with: Locale(identifier: "en"))
        }

        func choose(_ option: AVMediaSelectionOption?) {
            guard let group else { return }
            if let option { item.select(option, in: group) } else { item.selectMediaOptionAutomatically(in: group) }
        }
    }

    struct SubtitlePicker: View {
        @ObservedObject var model: SubtitleModel
        var body: some View {
            Menu {
                Button("Off") { model.choose(nil) }
                ForEach(model.options, id: \.self) { option in
                    Button(option.displayName) { model.choose(option) }
                }
            } label: {
                Label(model.selectedName, systemImage: "captions.bubble")
            }
        }
    }

    @Test("A preview's video has no subtitle group, so the picker offers only Off")
    @MainActor func subtitlesOfAPreviewAsset() async throws {
        let model = SubtitleModel(item: AVPlayerItem(url: URL(fileURLWithPath: "/movie.m3u8")))
        try await model.load()
        #expect(model.options.isEmpty)
        #expect(model.selectedName == "Off")
        #expect(try await model.item.asset.load(.availableMediaCharacteristicsWithMediaSelectionOptions).isEmpty)
        let screen = ScreenLayout().layout(SubtitlePicker(model: model), name: "subtitles", in: ScreenConfiguration(device: .iPhoneSE))
        #expect(screen.allElements.contains { $0.text == "Off" })
    }

    // MARK: AirPlay and speeds

    struct AirPlayButton: UIViewRepresentable {
        func makeUIView(context: Context) -> AVRoutePickerView {
            let picker = AVRoutePickerView()
            picker.activeTintColor = .systemBlue
            picker.tintColor = .label
            picker.prioritizesVideoDevices = false
            picker.delegate = context.coordinator
            return picker
        }
        func updateUIView(_ uiView: AVRoutePickerView, context: Context) {}
        func makeCoordinator() -> Coordinator { Coordinator() }

        final class Coordinator: NSObject, AVRoutePickerViewDelegate {
            func routePickerViewWillBeginPresentingRoutes(_ routePickerView: AVRoutePickerView) {}
        }
    }

    /// A podcast player's speed menu.
    @MainActor final class SpeedMenu {
        let player: AVPlayer
        init(player: AVPlayer) { self.player = player }

        func choose(_ rate: Float) {
            player.defaultRate = rate
            player.currentItem?.audioTimePitchAlgorithm = rate == 1 ? .timeDomain : .spectral
            if player.timeControlStatus == .playing { player.rate = rate }
        }
    }

    @Test("The AirPlay button shows as its frame, finds no other route; the speed menu keeps its rate")
    @MainActor func airPlayAndSpeeds() async throws {
        let detector = AVRouteDetector()
        detector.isRouteDetectionEnabled = true
        #expect(!detector.multipleRoutesDetected)
        let screen = ScreenLayout().layout(HStack { Text(verbatim: "Now Playing"); AirPlayButton().frame(width: 44, height: 44) },
                                           name: "airplay", in: ScreenConfiguration(device: .iPhoneSE))
        #expect(screen.allElements.contains { $0.frame.width == 44 && $0.frame.height == 44 })

        let item = AVPlayerItem(url: URL(fileURLWithPath: "/episode.mp3"))
        #expect(item.audioTimePitchAlgorithm == .timeDomain)
        let player = AVPlayer(playerItem: item)
        #expect(player.defaultRate == 1)
        SpeedMenu(player: player).choose(1.5)
        #expect(player.defaultRate == 1.5 && item.audioTimePitchAlgorithm == .spectral)
        #expect(player.rate == 0, "nothing plays in a preview")
        let skip = CMTime(seconds: 30, preferredTimescale: 600)
        #expect(await player.seek(to: skip, toleranceBefore: .zero, toleranceAfter: .zero))
        let finished = await withCheckedContinuation { continuation in
            player.seek(to: skip, toleranceBefore: .zero, toleranceAfter: .zero) { continuation.resume(returning: $0) }
        }
        #expect(finished && player.currentTime() == .zero)

        let controller = AVPlayerViewController()
        controller.player = player
        controller.updatesNowPlayingInfoCenter = false
        controller.speeds = AVPlaybackSpeed.systemDefaultSpeeds
        #expect(controller.selectedSpeed?.rate == 1.5)
        let double = try #require(controller.speeds.first { $0.rate == 2 })
        controller.selectSpeed(double)
        #expect(player.defaultRate == 2 && double.localizedNumericName == "2\u{D7}")
        #expect(AVPlaybackSpeed(rate: 0.75, localizedName: "Slower").localizedNumericName == "0.75\u{D7}")
    }
}
