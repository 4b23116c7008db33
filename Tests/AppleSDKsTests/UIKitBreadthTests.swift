import Foundation
import StandInUIKit
import SwiftUI
import Testing

/// A spinner and a blur wrapped for SwiftUI, as apps write them.
private struct Spinner: UIViewRepresentable {
    func makeUIView(context: Context) -> UIActivityIndicatorView {
        let view = UIActivityIndicatorView(style: .large)
        view.startAnimating()
        return view
    }
    func updateUIView(_ uiView: UIActivityIndicatorView, context: Context) {}
}

private struct Blur: UIViewRepresentable {
    var style: UIBlurEffect.Style = .systemMaterial
    func makeUIView(context: Context) -> UIVisualEffectView { UIVisualEffectView(effect: UIBlurEffect(style: style)) }
    func updateUIView(_ uiView: UIVisualEffectView, context: Context) { uiView.effect = UIBlurEffect(style: style) }
}

private final class FieldCoordinator: NSObject, UITextFieldDelegate {
    func textFieldShouldReturn(_ textField: UITextField) -> Bool { false }
}

/// UIKit around SwiftUI views: notifications, appearance set-up, the keyboard, wrapped views.
@MainActor @Suite struct UIKitBreadthTests {
    @Test func theAppsNotificationsAndTheKeyboardAreNamed() {
        #expect(UIApplication.didBecomeActiveNotification.rawValue == "UIApplicationDidBecomeActiveNotification")
        #expect(UIResponder.keyboardWillShowNotification != UIResponder.keyboardWillHideNotification)
        #expect(UIResponder.keyboardFrameEndUserInfoKey == "UIKeyboardFrameEndUserInfoKey")
        #expect(UIApplication.shared.sendAction(Selector(("resignFirstResponder")), to: nil, from: nil, for: nil) == false)
    }

    @Test func appearanceIsSetUpOnProxiesOfEachKind() {
        let appearance = UINavigationBarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.backgroundColor = .systemBackground
        UINavigationBar.appearance().standardAppearance = appearance
        UINavigationBar.appearance().scrollEdgeAppearance = appearance
        UITableView.appearance().backgroundColor = .clear
        UISegmentedControl.appearance().selectedSegmentTintColor = .systemBlue
        UILabel.appearance(whenContainedInInstancesOf: [UINavigationBar.self]).textColor = .label
        let tabs = UITabBarAppearance()
        tabs.stackedLayoutAppearance.normal.iconColor = .gray
        UITabBar.appearance().standardAppearance = tabs
        #expect(UITableView.appearance() !== UITableView.appearance(), "a proxy's settings change nothing drawn")
    }

    @Test func wrappedUIKitViewsAreDrawnAsPlaceholdersOfTheirFrame() {
        let screen = ScreenLayout().layout(VStack { Spinner().frame(width: 40, height: 40); Blur().frame(height: 60) },
                                           name: "wrapped", in: ScreenConfiguration(device: .iPhoneSE))
        #expect(screen.allElements.contains { $0.frame.size == Size(width: 40, height: 40) })
        let field = UITextField()
        let coordinator = FieldCoordinator()
        field.delegate = coordinator
        field.borderStyle = .roundedRect
        field.isSecureTextEntry = true
        #expect(field.delegate?.textFieldShouldReturn(field) == false)
        #expect(field.delegate?.textFieldShouldBeginEditing(field) == true)
    }
}

/// A view rendered to an image, as apps share a snapshot of a card.
@Suite struct ImageRendererTests {
    @Test("The rendered image has the view's laid-out size; render hands the size over")
    @MainActor func renderedImage() throws {
        let renderer = ImageRenderer(content: Text(verbatim: "Card").frame(width: 200, height: 100))
        renderer.scale = 2
        let image = try #require(renderer.uiImage)
        #expect(image.size == CGSize(width: 200, height: 100))
        #expect(renderer.cgImage?.width == 400)
        var size = CGSize.zero
        renderer.render { rendered, draw in size = rendered }
        #expect(size == CGSize(width: 200, height: 100))
        // A view that takes what it is offered takes the proposed size; a fixed frame keeps its own.
        renderer.proposedSize = ProposedViewSize(width: 300, height: 50)
        #expect(renderer.uiImage?.size == CGSize(width: 200, height: 100))
        let flexible = ImageRenderer(content: Color.blue)
        flexible.proposedSize = ProposedViewSize(width: 300, height: 50)
        #expect(flexible.uiImage?.size == CGSize(width: 300, height: 50))
    }
}

