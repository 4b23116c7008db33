import StandInBackgroundTasks
import StandInCoreSpotlight
import StandInMediaPlayer
import StandInNaturalLanguage
import StandInServiceManagement
import StandInSpeech
import StandInUIKit
import SwiftUI
import Testing

/// Launch at login, Spotlight, background refresh, now playing, dictation and language detection,
/// written as apps write them: a preview is not an installed app, has no Spotlight, never runs in
/// the background, has no Lock Screen and no speech recognition, but detects a script's language.
@MainActor @Suite struct SystemServicesStandInTests {
    private func layout(_ view: some View) -> LaidOutScreen {
        ScreenLayout().layout(view, name: "services", in: ScreenConfiguration(device: .iPhoneSE))
    }

    // MARK: ServiceManagement

    @MainActor final class LaunchAtLoginModel: ObservableObject {
        @Published var errorMessage: String?
        var isEnabled: Bool {
            get { SMAppService.mainApp.status == .enabled }
            set {
                objectWillChange.send()
                do {
                    if newValue { try SMAppService.mainApp.register() } else { try SMAppService.mainApp.unregister() }
                } catch {
                    errorMessage = error.localizedDescription
                }
            }
        }
    }

    struct GeneralSettings: View {
        @ObservedObject var model: LaunchAtLoginModel
        var body: some View {
            Form {
                Toggle("Launch at login", isOn: $model.isEnabled)
                if SMAppService.mainApp.status == .requiresApproval {
                    Button("Open Login Items") { SMAppService.openSystemSettingsLoginItems() }
                }
                if let message = model.errorMessage { Text(verbatim: message) }
            }
        }
    }

    @Test("Launch at login is off and turning it on throws, so the toggle stays off")
    func launchAtLogin() async throws {
        let model = LaunchAtLoginModel()
        #expect(SMAppService.mainApp.status == .notRegistered)
        #expect(!model.isEnabled)
        #expect(layout(GeneralSettings(model: model)).allElements.contains { $0.text == "Launch at login" })
        model.isEnabled = true
        #expect(!model.isEnabled)
        #expect(model.errorMessage != nil)
        let error = try #require(throws: NSError.self) { try SMAppService.loginItem(identifier: "com.example.helper").register() }
        #expect(error.domain == SMAppServiceErrorDomain && error.code == kSMErrorServiceUnavailable)
        await #expect(throws: NSError.self) { try await SMAppService.agent(plistName: "com.example.agent.plist").unregister() }
        #expect(SMAppService.statusForLegacyPlist(at: URL(fileURLWithPath: "/Library/LaunchAgents/x.plist")) == .notRegistered)
        #expect(!SMLoginItemSetEnabled("com.example.helper", true))
    }

    // MARK: CoreSpotlight

    struct Recipe { let id: String; let name: String; let summary: String }

    final class Outcome: @unchecked Sendable {
        var calls = 0
        var error: (any Error)?
    }

    struct SpotlightIndexer {
        let index = CSSearchableIndex.default()

        func items(for recipes: [Recipe]) -> [CSSearchableItem] {
            recipes.map { recipe in
                let attributes = CSSearchableItemAttributeSet(contentType: .text)
                attributes.title = recipe.name
                attributes.contentDescription = recipe.summary
                attributes.keywords = ["recipe"]
                attributes.thumbnailData = Data([0x89, 0x50])
                return CSSearchableItem(uniqueIdentifier: recipe.id, domainIdentifier: "recipes", attributeSet: attributes)
            }
        }

        func index(_ recipes: [Recipe], outcome: Outcome) {
            index.indexSearchableItems(items(for: recipes)) { error in
                outcome.calls += 1
                outcome.error = error
            }
        }
    }

    @Test("Indexing succeeds at once and nothing is found")
    func spotlight() async throws {
        let indexer = SpotlightIndexer()
        let outcome = Outcome()
        indexer.index([Recipe(id: "r1", name: "Soup", summary: "Hot")], outcome: outcome)
        #expect(outcome.calls == 1 && outcome.error == nil)
        let item = try #require(indexer.items(for: [Recipe(id: "r2", name: "Tea", summary: "Green")]).first)
        #expect(item.uniqueIdentifier == "r2" && item.attributeSet.title == "Tea" && item.attributeSet.contentType == "public.text")
        try await indexer.index.indexSearchableItems([item])
        try await indexer.index.deleteSearchableItems(withDomainIdentifiers: ["recipes"])
        #expect(!CSSearchableIndex.isIndexingAvailable())
        let query = CSSearchQuery(queryString: "title == \"*tea*\"c", attributes: ["title"])
        var found: [CSSearchableItem] = []
        query.foundItemsHandler = { found += $0 }
        var finished = false
        query.completionHandler = { finished = $0 == nil }
        query.start()
        #expect(finished && found.isEmpty)
        #expect(CSSearchableItemActionType == "com.apple.corespotlightitem")
    }

    // MARK: BackgroundTasks

    struct RefreshScheduler {
        static let identifier = "com.example.refresh"

        func register() -> Bool {
            BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.identifier, using: nil) { task in
                task.expirationHandler = { task.setTaskCompleted(success: false) }
                task.setTaskCompleted(success: true)
            }
        }

        func schedule() -> String {
            let request = BGAppRefreshTaskRequest(identifier: Self.identifier)
            request.earliestBeginDate = Date(timeIntervalSinceReferenceDate: 900)
            do {
                try BGTaskScheduler.shared.submit(request)
                return "scheduled"
            } catch BGTaskScheduler.Error.unavailable {
                return "unavailable"
            } catch {
                return "failed"
            }
        }
    }

    @Test("Registering works, submitting a request throws unavailable, nothing is pending")
    func backgroundRefresh() async throws {
        let scheduler = RefreshScheduler()
        #expect(scheduler.register())
        #expect(scheduler.schedule() == "unavailable")
        let processing = BGProcessingTaskRequest(identifier: "com.example.cleanup")
        processing.requiresExternalPower = true
        let error = try #require(throws: BGTaskScheduler.Error.self) { try BGTaskScheduler.shared.submit(processing) }
        #expect(error.code == .unavailable && (error as NSError).domain == BGTaskSchedulerErrorDomain)
        #expect(await BGTaskScheduler.shared.pendingTaskRequests().isEmpty)
    }

    // MARK: MediaPlayer

    final class NowPlayingUpdater {
        private(set) var position: TimeInterval = 0
        private var targets: [Any] = []

        func update(title: String, artist: String, duration: TimeInterval, artwork: UIImage) {
            MPNowPlayingInfoCenter.default().nowPlayingInfo = [
                MPMediaItemPropertyTitle: title,
                MPMediaItemPropertyArtist: artist,
                MPMediaItemPropertyPlaybackDuration: duration,
                MPNowPlayingInfoPropertyElapsedPlaybackTime: 0.0,
                MPNowPlayingInfoPropertyPlaybackRate: 1.0,
                MPMediaItemPropertyArtwork: MPMediaItemArtwork(boundsSize: artwork.size) { _ in artwork },
            ]
            MPNowPlayingInfoCenter.default().playbackState = .playing
        }

        func setUpCommands() {
            let center = MPRemoteCommandCenter.shared()
            targets.append(center.togglePlayPauseCommand.addTarget { _ in .success })
            center.skipForwardCommand.preferredIntervals = [30]
            targets.append(center.changePlaybackPositionCommand.addTarget { [weak self] event in
                guard let self, let event = event as? MPChangePlaybackPositionCommandEvent else { return .commandFailed }
                position = event.positionTime
                return .success
            })
        }

        func tearDown() {
            targets.forEach { MPRemoteCommandCenter.shared().togglePlayPauseCommand.removeTarget($0) }
        }
    }

    struct VolumeSlider: UIViewRepresentable {
        func makeUIView(context: Context) -> MPVolumeView { MPVolumeView(frame: .zero) }
        func updateUIView(_ uiView: MPVolumeView, context: Context) {}
    }

    @Test("Now-playing info keeps what the app sets; the music library is not authorized and empty")
    func nowPlaying() throws {
        let updater = NowPlayingUpdater()
        let cover = try #require(UIImage(systemName: "music.note"))
        updater.update(title: "Song", artist: "Band", duration: 200, artwork: cover)
        updater.setUpCommands()
        let info = try #require(MPNowPlayingInfoCenter.default().nowPlayingInfo)
        #expect(info[MPMediaItemPropertyTitle] as? String == "Song")
        #expect(info[MPMediaItemPropertyPlaybackDuration] as? TimeInterval == 200)
        let artwork = try #require(info[MPMediaItemPropertyArtwork] as? MPMediaItemArtwork)
        #expect(artwork.bounds.size == cover.size && artwork.image(at: CGSize(width: 10, height: 10))?.name == "music.note")
        #expect(MPNowPlayingInfoCenter.default().playbackState == .playing)
        #expect(MPRemoteCommandCenter.shared().skipForwardCommand.preferredIntervals == [30])
        updater.tearDown()
        #expect(MPMediaLibrary.authorizationStatus() == .notDetermined)
        #expect(MPMediaQuery.songs().items?.isEmpty == true)
        let screen = layout(VStack { Text(verbatim: "Volume"); VolumeSlider().frame(height: 44) })
        #expect(screen.allElements.contains { $0.text == "Volume" })
    }

    // MARK: Speech

    @MainActor final class DictationModel: NSObject, ObservableObject, SFSpeechRecognizerDelegate {
        @Published var transcript = ""
        @Published var failure: String?
        @Published var status = SFSpeechRecognizer.authorizationStatus()
        let recognizer = SFSpeechRecognizer(locale: Locale(identifier: "pl-PL"))
        private var task: SFSpeechRecognitionTask?

        var canRecord: Bool { recognizer?.isAvailable ?? false }

        func authorize() {
            SFSpeechRecognizer.requestAuthorization { status in self.status = status }
        }

        func transcribe(_ file: URL) {
            guard let recognizer else { return }
            let request = SFSpeechURLRecognitionRequest(url: file)
            request.shouldReportPartialResults = false
            request.addsPunctuation = true
            task = recognizer.recognitionTask(with: request) { result, error in
                if let result, result.isFinal { self.transcript = result.bestTranscription.formattedString }
                if let error { self.failure = error.localizedDescription }
            }
        }

        func stream() -> SFSpeechAudioBufferRecognitionRequest {
            let request = SFSpeechAudioBufferRecognitionRequest()
            request.requiresOnDeviceRecognition = recognizer?.supportsOnDeviceRecognition ?? false
            request.endAudio()
            return request
        }

        var taskState: SFSpeechRecognitionTaskState? { task?.state }
    }

    struct DictationView: View {
        @StateObject var model = DictationModel()
        var body: some View {
            VStack {
                Text(verbatim: model.transcript.isEmpty ? "Say something" : model.transcript)
                Button("Record") { model.transcribe(URL(fileURLWithPath: "/tmp/a.m4a")) }.disabled(!model.canRecord)
            }
        }
    }

    @Test("The recognizer exists but is unavailable, authorization is denied and a task fails at once")
    func dictation() throws {
        let model = DictationModel()
        #expect(model.recognizer != nil && !model.canRecord)
        #expect(model.status == .notDetermined)
        model.authorize()
        #expect(model.status == .denied)
        model.transcribe(URL(fileURLWithPath: "/tmp/memo.m4a"))
        #expect(model.transcript.isEmpty && model.failure != nil)
        #expect(model.taskState == .completed)
        _ = model.stream()
        #expect(layout(DictationView()).allElements.contains { $0.text == "Say something" })
    }

    // MARK: NaturalLanguage

    struct LanguageDetector {
        func language(of text: String) -> NLLanguage? {
            let recognizer = NLLanguageRecognizer()
            recognizer.processString(text)
            return recognizer.dominantLanguage
        }

        func wordCount(of text: String) -> Int {
            let tokenizer = NLTokenizer(unit: .word)
            tokenizer.string = text
            var count = 0
            tokenizer.enumerateTokens(in: text.startIndex..<text.endIndex) { _, _ in
                count += 1
                return true
            }
            return count
        }

        func sentences(of text: String) -> [String] {
            let tokenizer = NLTokenizer(unit: .sentence)
            tokenizer.string = text
            return tokenizer.tokens(for: text.startIndex..<text.endIndex).map { String(text[$0]) }
        }
    }

    @Test("Languages are told by script and distinctive letters; Latin text alone stays undetermined")
    func languageDetection() {
        let detector = LanguageDetector()
        #expect(detector.language(of: "مرحبا بكم في التطبيق") == .arabic)
        #expect(detector.language(of: "今日はいい天気ですね") == .japanese)
        #expect(detector.language(of: "今天天气很好") == .simplifiedChinese)
        #expect(detector.language(of: "Добро пожаловать") == .russian)
        #expect(detector.language(of: "Zażółć gęślą jaźń") == .polish)
        #expect(detector.language(of: "Welcome to the app") == .undetermined)
        #expect(detector.language(of: "123 !") == nil)
        let recognizer = NLLanguageRecognizer()
        recognizer.languageConstraints = [.english, .arabic]
        recognizer.processString("Welcome")
        #expect(recognizer.dominantLanguage == .english)
        #expect(recognizer.languageHypotheses(withMaximum: 2) == [.english: 1])
        #expect(NLLanguageRecognizer.dominantLanguage(for: "שלום") == .hebrew)
    }

    @Test("Words, sentences and tags are cut by rule")
    func tokenizing() throws {
        let detector = LanguageDetector()
        #expect(detector.wordCount(of: "Hello, world! Don't stop — it's 3.5 km.") == 7)
        #expect(detector.wordCount(of: "") == 0)
        #expect(detector.sentences(of: "Hi there. How are you?  Fine!") == ["Hi there.", "How are you?", "Fine!"])
        let text = "Tea costs 4 zł."
        let tagger = NLTagger(tagSchemes: [.tokenType, .lexicalClass])
        tagger.string = text
        var tags: [String] = []
        tagger.enumerateTags(in: text.startIndex..<text.endIndex, unit: .word, scheme: .lexicalClass, options: [.omitWhitespace]) { tag, range in
            tags.append("\(text[range])=\(tag?.rawValue ?? "-")")
            return true
        }
        #expect(tags == ["Tea=-", "costs=-", "4=Number", "zł=-", ".=SentenceTerminator"])
        #expect(tagger.tag(at: text.startIndex, unit: .word, scheme: .tokenType).0 == .word)
        #expect(NLEmbedding.wordEmbedding(for: .english) == nil)
    }
}
