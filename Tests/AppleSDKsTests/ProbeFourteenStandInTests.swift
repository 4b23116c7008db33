import StandInAVKit
import StandInLocalAuthentication
import StandInNetwork
import StandInSpriteKit
import StandInUIKit
import StandInWebKit
import SwiftUI
import Testing

/// Navigation buttons, camera pickers, picture in picture, web media, biometry errors, Bonjour
/// browsing and particle pre-warming, written as apps write them.
@Suite struct ProbeFourteenStandInTests {
    final class ListController: UIViewController, @unchecked Sendable {
        override func viewDidLoad() {
            super.viewDidLoad()
            title = "Notes"
            navigationItem.largeTitleDisplayMode = .always
            navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .add, primaryAction: UIAction(title: "Add") { _ in })
            navigationItem.leftBarButtonItems = [
                UIBarButtonItem(title: "Sort", image: UIImage(systemName: "arrow.up.arrow.down"),
                                menu: UIMenu(title: "", children: [UIAction(title: "Name") { _ in }])),
                UIBarButtonItem(title: "Done", style: .done, target: self, action: nil),
            ]
            navigationItem.backButtonTitle = "Back"
        }

        func pickPhoto() -> UIImagePickerController? {
            guard UIImagePickerController.isSourceTypeAvailable(.camera),
                  UIImagePickerController.isCameraDeviceAvailable(.front) else { return nil }
            let picker = UIImagePickerController()
            picker.sourceType = .camera
            picker.cameraCaptureMode = .photo
            picker.cameraDevice = .front
            picker.cameraFlashMode = .off
            return picker
        }
    }

    final class PlayerCoordinator: NSObject, AVPictureInPictureControllerDelegate, AVPlayerViewControllerDelegate {
        var pip: AVPictureInPictureController?
        var started = false

        @MainActor func setUp(_ layer: AVPlayerLayer, in controller: AVPlayerViewController) {
            controller.delegate = self
            if AVPictureInPictureController.isPictureInPictureSupported() {
                pip = AVPictureInPictureController(playerLayer: layer)
                pip?.delegate = self
            }
        }

        func pictureInPictureControllerDidStartPictureInPicture(_ pictureInPictureController: AVPictureInPictureController) {
            started = true
        }

        func failure(of item: AVPlayerItem) -> (any Error)? { item.status == .failed ? item.error : nil }
    }

    final class PeerFinder: @unchecked Sendable {
        let browser = NWBrowser(for: .bonjour(type: "_chat._tcp", domain: nil), using: .tcp)
        private let lock = NSLock()
        private var states: [NWBrowser.State] = []
        private var peers: [String] = []

        var seenStates: [NWBrowser.State] { lock.withLock { states } }
        var seenPeers: [String] { lock.withLock { peers } }

        func start() {
            browser.stateUpdateHandler = { [weak self] state in self?.lock.withLock { self?.states.append(state) } }
            browser.browseResultsChangedHandler = { [weak self] results, _ in
                let names = results.compactMap { result -> String? in
                    if case .service(let name, _, _, _) = result.endpoint { return name }
                    return nil
                }
                self?.lock.withLock { self?.peers = names }
            }
            browser.start(queue: .main)
        }
    }

    @Test("Bar button items keep what the app gave them")
    @MainActor func barButtons() throws {
        let controller = ListController()
        controller.viewDidLoad()
        let add = try #require(controller.navigationItem.rightBarButtonItem)
        #expect(add.primaryAction?.title == "Add")
        #expect(add.title == nil)
        #expect(controller.navigationItem.rightBarButtonItems?.count == 1)
        #expect(controller.navigationItem.leftBarButtonItem?.title == "Sort")
        #expect(controller.navigationItem.leftBarButtonItem?.menu != nil)
        #expect(controller.navigationItem.leftBarButtonItems?.last?.style == .done)
        #expect(controller.navigationItem.backButtonTitle == "Back")
        controller.navigationItem.rightBarButtonItem = nil
        #expect(controller.navigationItem.rightBarButtonItems == nil)
        #expect(UIBarButtonItem.fixedSpace(12).width == 12)
        #expect(UINavigationItem(title: "Inbox").title == "Inbox")
    }

    @Test("A preview has no camera, and opens settings nowhere")
    @MainActor func cameraAndSettings() throws {
        #expect(ListController().pickPhoto() == nil)
        #expect(!UIImagePickerController.isCameraDeviceAvailable(.rear))
        let picker = UIImagePickerController()
        #expect(picker.cameraDevice == .rear && picker.cameraCaptureMode == .photo && picker.cameraFlashMode == .auto)
        let url = try #require(URL(string: UIApplication.openNotificationSettingsURLString))
        UIApplication.shared.open(url)
    }

    @Test("Picture in picture is not supported and players never fail")
    @MainActor func pictureInPicture() throws {
        let coordinator = PlayerCoordinator()
        let controller = AVPlayerViewController()
        let layer = AVPlayerLayer(player: AVPlayer(url: URL(fileURLWithPath: "/movie.mp4")))
        coordinator.setUp(layer, in: controller)
        #expect(controller.delegate === coordinator)
        #expect(!AVPictureInPictureController.isPictureInPictureSupported())
        #expect(coordinator.pip == nil)
        #expect(AVPictureInPictureController(playerLayer: layer) == nil)
        let pip = AVPictureInPictureController(contentSource: .init(playerLayer: layer))
        pip.delegate = coordinator
        pip.startPictureInPicture()
        #expect(!pip.isPictureInPicturePossible && !pip.isPictureInPictureActive && !coordinator.started)
        let item = AVPlayerItem(url: URL(fileURLWithPath: "/movie.mp4"))
        #expect(item.status == .unknown)
        #expect(coordinator.failure(of: item) == nil)
    }

    @Test("Web media waits for a tap unless the app says otherwise")
    func webMedia() {
        let configuration = WKWebViewConfiguration()
        #expect(configuration.mediaTypesRequiringUserActionForPlayback == .all)
        configuration.mediaTypesRequiringUserActionForPlayback = []
        #expect(configuration.mediaTypesRequiringUserActionForPlayback.isEmpty)
        #expect(WKAudiovisualMediaTypes.all.contains([.audio, .video]))
    }

    @Test("Biometry errors have every code, and a context keeps its reuse duration")
    func biometryErrors() throws {
        let context = LAContext()
        context.touchIDAuthenticationAllowableReuseDuration = LATouchIDAuthenticationMaximumAllowableReuseDuration
        #expect(context.touchIDAuthenticationAllowableReuseDuration == 300)
        #expect(LAError.Code.appCancel.rawValue == -9)
        #expect(LAError.Code(rawValue: -10) == .invalidContext)
        let error: any Error = LAError(.appCancel)
        var cancelledByApp = false
        switch error {
        case LAError.userCancel: break
        case LAError.appCancel: cancelledByApp = true
        default: break
        }
        #expect(cancelledByApp)
        #expect((error as NSError).code == -9)
    }

    @Test("A Bonjour browser is ready and finds no one")
    func bonjourBrowser() {
        let finder = PeerFinder()
        finder.start()
        #expect(finder.seenStates == [.ready])
        #expect(finder.browser.state == .ready)
        #expect(finder.browser.browseResults.isEmpty)
        #expect(finder.seenPeers.isEmpty)
        finder.browser.cancel()
        #expect(finder.seenStates == [.ready, .cancelled])
        #expect(NWBrowser.Result.Change(between: nil, nil) == .identical)
    }

    @Test("An emitter can be pre-warmed")
    @MainActor func emitter() {
        let scene = SKScene(size: CGSize(width: 300, height: 600))
        let sparks = SKEmitterNode()
        sparks.advanceSimulationTime(10)
        scene.addChild(sparks)
        #expect(sparks.parent === scene)
    }
}
