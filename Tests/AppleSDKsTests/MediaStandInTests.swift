#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import StandInAVKit
import StandInAudioToolbox
import StandInEventKit
import StandInPhotosUI
import StandInVisionKit
import StandInWebKit
import Testing

/// Cameras, players, scanners, calendars and web views: present as types, absent as devices.
@Suite struct MediaStandInTests {
    @Test("A preview has no camera, scanner or calendar access")
    func noDevices() throws {
        #expect(AVCaptureDevice.default(for: .video) == nil)
        #expect(AVCaptureDevice.DiscoverySession(deviceTypes: [.builtInWideAngleCamera], mediaType: .video, position: .back).devices.isEmpty)
        #expect(!DataScannerViewController.isSupported)
        let scanner = DataScannerViewController(recognizedDataTypes: [.barcode(symbologies: [.qr, .ean13])], qualityLevel: .balanced)
        #expect(throws: (any Error).self) { try scanner.startScanning() }
        #expect(EKEventStore.authorizationStatus(for: .reminder) == .notDetermined)
        let store = EKEventStore()
        let reminder = EKReminder(eventStore: store)
        reminder.addAlarm(EKAlarm(absoluteDate: Date()))
        #expect(reminder.hasAlarms)
        let request = VNDetectBarcodesRequest()
        request.symbologies = [.qr]
        #expect(try request.supportedSymbologies().contains(.qr))
        AudioServicesPlaySystemSound(kSystemSoundID_Vibrate)
    }

    @Test("Players, pickers and web views are made as apps make them")
    @MainActor func views() {
        let player = AVPlayer(url: URL(fileURLWithPath: "/tmp/a.mp4"))
        _ = VideoPlayer(player: player)
        var configuration = PHPickerConfiguration()
        configuration.filter = .images
        configuration.selectionLimit = 3
        #expect(PHPickerViewController(configuration: configuration).configuration.selectionLimit == 3)
        let web = WKWebView(frame: .zero, configuration: WKWebViewConfiguration())
        web.load(URLRequest(url: URL(fileURLWithPath: "/")))
        #expect(web.url != nil)
    }
}
