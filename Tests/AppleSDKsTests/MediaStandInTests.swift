#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import StandInAVKit
import StandInAudioToolbox
import StandInEventKit
import StandInPhotosUI
import StandInVisionKit
import StandInWebKit
import SwiftUI
import Testing

/// Cameras, players, scanners, calendars and web views: present as types, absent as devices.
@Suite struct MediaStandInTests {
    @Test("A preview has no camera, scanner or calendar access")
    @MainActor func noDevices() throws {
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

    @Test("A picker's button is the app's line: the label the app wrote, not the stand-in's own")
    @MainActor func pickerPointsAtTheApp() throws {
        let line = #line + 2
        let picker = PhotosPicker(selection: .constant(nil), matching: .images) {
            Text(verbatim: "Add a photo")
        }
        let screen = ScreenLayout().layout(picker, name: "picker", in: ScreenConfiguration(device: .iPhoneSE))
        // The stand-in's own button claims no line; the report takes the app's label inside it.
        let button = try #require(screen.allElements.first { $0.kind == .button })
        #expect(button.sourceLocation == nil)
        let label = try #require(screen.texts.first)
        #expect(label.sourceLocation?.file == #filePath && label.sourceLocation?.line == line)
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
