import StandInUIKit
import SwiftUI
import Testing

/// iOS 17's previews of UIKit: a preview body that makes a view controller or a view compiles
/// as the `#Preview` macro expands it; a hosting controller shows its SwiftUI view.
@MainActor
@Suite struct PreviewsOfUIKitTests {
    private final class LoginViewController: UIViewController, @unchecked Sendable {
        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .systemBackground
        }
    }

    private func texts(_ view: AnyView) -> [String] {
        ScreenLayout().layout(view, name: "uikit", in: ScreenConfiguration(device: .iPhone16)).allElements.compactMap(\.text)
    }

    @Test func aControllerOrAViewPreviewIsAPlaceholder() {
        let controller = PreviewRecord.erase { LoginViewController() }
        let header = PreviewRecord.erase {
            let label = UILabel()
            label.text = "Profile"
            return label
        }
        #expect(texts(controller).isEmpty && texts(header).isEmpty)
    }

    @Test func aHostingControllerShowsItsSwiftUIView() {
        let hosted = PreviewRecord.erase { UIHostingController(rootView: Text(verbatim: "Welcome back")) }
        #expect(texts(hosted) == ["Welcome back"])
        let navigation = PreviewRecord.erase { UINavigationController(rootViewController: UIHostingController(rootView: Text(verbatim: "Inbox"))) }
        #expect(texts(navigation).contains("Inbox"))
    }
}
