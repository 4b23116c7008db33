import StandInUIKit
import Testing

/// UIKit code as apps write it inside representables and view controllers compiles against the stand-in.
@Suite struct UIKitStandInTests {
    final class Scanner: UIViewController, UIImagePickerControllerDelegate, UINavigationControllerDelegate, UISearchBarDelegate, @unchecked Sendable {
        let stack = UIStackView()
        override func viewDidLoad() {
            super.viewDidLoad()
            let label = UILabel()
            label.text = "Scan"
            label.textAlignment = .center
            label.translatesAutoresizingMaskIntoConstraints = false
            let button = UIButton(type: .system)
            button.setTitle("Open", for: .normal)
            button.setTitleColor(.systemBlue, for: .normal)
            button.addTarget(self, action: Selector("open"), for: .touchUpInside)
            stack.axis = .vertical
            stack.addArrangedSubview(label)
            stack.addArrangedSubview(button)
            view.addSubview(stack)
            NSLayoutConstraint.activate([
                stack.centerXAnchor.constraint(equalTo: view.centerXAnchor),
                stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 8),
                button.heightAnchor.constraint(equalToConstant: 44),
            ])
            view.layer.cornerRadius = 12
            view.addGestureRecognizer(UITapGestureRecognizer(target: self, action: nil))
        }
        func imagePickerController(_ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]) {
            _ = info[.originalImage] as? UIImage
        }
    }

    @Test("A view controller subclass lays out UIKit views with anchors")
    @MainActor func viewController() {
        let scanner = Scanner()
        scanner.viewDidLoad()
        #expect(scanner.stack.arrangedSubviews.count == 2)
        #expect(scanner.view.subviews.first === scanner.stack)
    }

    @Test("Menus, alerts, images and transforms")
    @MainActor func menusAndImages() {
        let menu = UIMenu(title: "Sort", children: [UIAction(title: "Name", image: UIImage(systemName: "textformat")) { _ in }])
        #expect(menu.children.count == 1)
        let alert = UIAlertController(title: "Delete?", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        #expect(alert.actions.count == 1)
        let image = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 10)).image { context in context.cgContext.fill(.zero) }
        #expect(image.size == CGSize(width: 20, height: 10))
        let moved = CGPoint(x: 1, y: 2).applying(CGAffineTransform(translationX: 3, y: 4).scaledBy(x: 2, y: 2))
        #expect(moved == CGPoint(x: 5, y: 8))
    }
}

/// A banner as wide as half the screen, computed from `UIScreen.main.bounds` as apps do.
private struct HalfScreenBanner: View {
    var body: some View {
        Text(verbatim: "Sale").frame(width: UIScreen.main.bounds.width / 2)
    }
}

@Suite struct UIScreenBoundsTests {
    @Test func theScreensBoundsAreTheRenderedDevicesAndTheResolutionIsNotShared() throws {
        let layout = ScreenLayout()
        let small = ScreenConfiguration(device: .iPhoneSE), large = ScreenConfiguration(device: .iPhone16ProMax)
        for configuration in [small, large] {
            let screen = layout.layout(HalfScreenBanner(), name: "banner", in: configuration)
            let banner = try #require(screen.allElements.first { $0.text == "Sale" })
            #expect(banner.frame.width <= configuration.device.size.width / 2 + 0.01)
            #expect(screen.allElements.contains { $0.fixedWidth == configuration.device.size.width / 2 })
        }
        let resolved = MainActorRunner.run { layout.resolve(HalfScreenBanner(), name: "banner", in: small) }
        #expect(!resolved.canLayOut(in: large))
        #expect(UIScreen.main.bounds.width == 393, "outside a render: an iPhone 16")
    }
}
