import StandInUIKit
import SwiftUI
import Testing

/// UIKit code apps keep around their SwiftUI views (layout guides, animators, alerts, menus,
/// trait changes, attributed text, scaled fonts, the pasteboard) compiles, and behaves as a
/// preview shows it: animations end at once, traits never change, the keyboard is hidden.
@Suite struct UIKitViewsTextAndTraitsTests {
    /// A login screen built with anchors, the keyboard layout guide and a stack view.
    final class LoginViewController: UIViewController, @unchecked Sendable {
        let stack = UIStackView()
        let email = UITextField()
        let submit = UIButton(type: .system)
        var fontUpdates = 0
        var fieldsShown = false
        private var styleRegistration: (any UITraitChangeRegistration)?

        override func viewDidLoad() {
            super.viewDidLoad()
            view.frame = CGRect(x: 0, y: 0, width: 393, height: 852)
            stack.axis = .vertical
            stack.spacing = 12
            stack.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 16, leading: 20, bottom: 16, trailing: 20)
            stack.isLayoutMarginsRelativeArrangement = true
            stack.translatesAutoresizingMaskIntoConstraints = false
            email.placeholder = "Email"
            email.accessibilityLabel = "Email address"
            email.accessibilityHint = "The address you signed up with"
            submit.setTitle("Sign In", for: .normal)
            submit.tag = 42
            stack.addArrangedSubview(email)
            stack.addArrangedSubview(submit)
            view.addSubview(stack)
            view.keyboardLayoutGuide.usesBottomSafeArea = false
            view.keyboardLayoutGuide.followsUndockedKeyboard = true
            NSLayoutConstraint.activate([
                stack.leadingAnchor.constraint(equalTo: view.readableContentGuide.leadingAnchor),
                stack.trailingAnchor.constraint(equalTo: view.readableContentGuide.trailingAnchor),
                stack.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor, constant: -16),
                submit.heightAnchor.constraint(greaterThanOrEqualToConstant: 44),
            ])
            styleRegistration = registerForTraitChanges([UITraitUserInterfaceStyle.self, UITraitPreferredContentSizeCategory.self]) {
                (controller: LoginViewController, _: UITraitCollection) in
                controller.fontUpdates += 1
            }
            registerForTraitChanges([UITraitHorizontalSizeClass.self], action: Selector("sizeClassChanged"))
            view.registerForTraitChanges(UITraitCollection.systemTraitsAffectingColorAppearance, target: self, action: Selector("colorsChanged"))
        }

        func showFields() {
            stack.alpha = 0
            let animator = UIViewPropertyAnimator(duration: 0.3, curve: .easeOut) { self.stack.alpha = 1 }
            animator.addCompletion { position in self.fieldsShown = position == .end }
            animator.startAnimation()
        }

        override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
        override var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation { .portrait }

        override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
            super.viewWillTransition(to: size, with: coordinator)
            coordinator.animate(alongsideTransition: { _ in self.view.setNeedsLayout() }, completion: nil)
        }

        func stopWatchingStyle() {
            if let styleRegistration { unregisterForTraitChanges(styleRegistration) }
        }
    }

    /// A password alert as apps make it.
    @MainActor func passwordAlert(onSubmit: @escaping (String?) -> Void) -> UIAlertController {
        let alert = UIAlertController(title: "Sign In", message: "Enter your password", preferredStyle: .alert)
        alert.addTextField { field in
            field.placeholder = "Password"
            field.isSecureTextEntry = true
            field.text = "hunter2"
        }
        let signIn = UIAlertAction(title: "Sign In", style: .default) { [weak alert] _ in onSubmit(alert?.textFields?.first?.text) }
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(signIn)
        alert.preferredAction = signIn
        return alert
    }

    @Test("A login screen lays out with anchors and the keyboard guide, and its animator finishes at once")
    @MainActor func loginScreen() {
        let login = LoginViewController()
        login.viewDidLoad()
        #expect(login.view.viewWithTag(42) === login.submit)
        #expect(login.stack.layoutMargins.left == 20)
        // The keyboard is hidden: with `usesBottomSafeArea` off, its guide has no height at the bottom.
        #expect(login.view.keyboardLayoutGuide.layoutFrame == CGRect(x: 0, y: 852, width: 393, height: 0))
        #expect(login.view.keyboardLayoutGuide.owningView === login.view)
        #expect(login.email.accessibilityLabel == "Email address")
        #expect(login.submit.accessibilityTraits.contains(.button) && login.submit.isAccessibilityElement)
        #expect(!login.stack.isAccessibilityElement)
        login.showFields()
        #expect(login.fieldsShown && login.stack.alpha == 1)
        // Traits never change in a preview: handlers are kept, never called.
        #expect(login.fontUpdates == 0)
        login.stopWatchingStyle()
        #expect(login.traitCollection.userInterfaceStyle == .light)
        login.overrideUserInterfaceStyle = .dark
        #expect(login.traitCollection.userInterfaceStyle == .dark)
        login.view.traitOverrides.preferredContentSizeCategory = .extraExtraLarge
        #expect(login.view.traitCollection.preferredContentSizeCategory == .extraExtraLarge)
        #expect(login.view.traitOverrides.contains(UITraitPreferredContentSizeCategory.self))
    }

    @Test("Animations and running animators end at once")
    @MainActor func animations() {
        let badge = UIView(frame: CGRect(x: 10, y: 20, width: 30, height: 30))
        let card = UIView(frame: CGRect(x: 0, y: 100, width: 200, height: 200))
        card.addSubview(badge)
        var finished: [String] = []
        UIView.animate(withDuration: 0.4, delay: 0, usingSpringWithDamping: 0.7, initialSpringVelocity: 0, options: [.curveEaseInOut]) {
            badge.transform = CGAffineTransform(scaleX: 1.2, y: 1.2)
        } completion: { done in if done { finished.append("spring") } }
        UIView.animate(springDuration: 0.5, bounce: 0.3) { badge.alpha = 0.5 } completion: { _ in finished.append("bounce") }
        UIView.transition(with: card, duration: 0.3, options: .transitionCrossDissolve, animations: { card.backgroundColor = .systemBlue }) { _ in
            finished.append("transition")
        }
        UIView.performWithoutAnimation { badge.isHidden = false }
        let running = UIViewPropertyAnimator.runningPropertyAnimator(withDuration: 1, delay: 0, options: []) { card.alpha = 0 } completion: {
            if $0 == .end { finished.append("running") }
        }
        running.addCompletion { _ in finished.append("added later") }
        #expect(finished == ["spring", "bounce", "transition", "running", "added later"])
        #expect(running.state == .inactive && !running.isRunning && running.fractionComplete == 1)
        #expect(badge.alpha == 0.5 && card.alpha == 0)
        let scrubbed = UIViewPropertyAnimator(duration: 1, dampingRatio: 0.8) { badge.alpha = 1 }
        scrubbed.pauseAnimation()
        scrubbed.fractionComplete = 0.5
        #expect(scrubbed.state == .active && badge.alpha == 1)
        // Points convert through the superviews' frames.
        #expect(badge.convert(CGPoint(x: 5, y: 5), to: nil) == CGPoint(x: 15, y: 125))
        #expect(card.convert(CGPoint(x: 15, y: 125), from: nil) == CGPoint(x: 15, y: 25))
    }

    @Test("An alert keeps its text fields, and a deferred menu is never asked for its items")
    @MainActor func alertsAndMenus() {
        var submitted: String?
        let alert = passwordAlert { submitted = $0 }
        #expect(alert.textFields?.count == 1)
        #expect(alert.textFields?.first?.text == "hunter2")
        #expect(alert.preferredAction?.title == "Sign In")
        #expect(submitted == nil)
        var asked = false
        let recent = UIDeferredMenuElement.uncached { completion in
            asked = true
            completion([UIAction(title: "Draft 1") { _ in }])
        }
        let menu = UIMenu(title: "Open", options: .displayInline, children: [UIAction(title: "New", image: UIImage(systemName: "plus")) { action in
            _ = action.sender
        }, recent])
        #expect(menu.children.count == 2 && !asked)
        let preview = UITargetedPreview(view: UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 20)), parameters: UIPreviewParameters())
        #expect(preview.size == CGSize(width: 40, height: 20))
    }

    @Test("Paragraph styles, shadows and underlines are kept with attributed text")
    @MainActor func attributedText() {
        let paragraph = NSMutableParagraphStyle()
        paragraph.lineSpacing = 4
        paragraph.alignment = .center
        paragraph.lineBreakMode = .byTruncatingTail
        let copied = NSParagraphStyle.default.mutableCopy() as? NSMutableParagraphStyle
        copied?.firstLineHeadIndent = 12
        let shadow = NSShadow()
        shadow.shadowOffset = CGSize(width: 0, height: 1)
        shadow.shadowColor = UIColor.black.withAlphaComponent(0.3)
        let text = NSMutableAttributedString()
        text.append(NSAttributedString(string: "Terms", attributes: [
            .paragraphStyle: paragraph, .shadow: shadow, .underlineStyle: NSUnderlineStyle.single.rawValue, .underlineColor: UIColor.systemBlue,
        ]))
        #expect(text.string == "Terms")
        let style = text.attribute(.paragraphStyle, at: 0, effectiveRange: nil) as? NSParagraphStyle
        #expect(style?.lineSpacing == 4 && style?.alignment == .center)
        #expect(copied?.firstLineHeadIndent == 12 && NSParagraphStyle.default.firstLineHeadIndent == 0)
        #expect(text.attribute(.underlineStyle, at: 0, effectiveRange: nil) as? Int == NSUnderlineStyle.single.rawValue)
        #expect(NSAttributedString().length == 0)
    }

    @Test("Fonts scale with Dynamic Type up to a maximum; the preview's text size is Large")
    func fonts() {
        let heading = UIFont(name: "Avenir-Heavy", size: 24) ?? .systemFont(ofSize: 24, weight: .heavy)
        let metrics = UIFontMetrics(forTextStyle: .title2)
        #expect(metrics.scaledFont(for: heading).pointSize == 24)
        let huge = UITraitCollection(preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge)
        #expect(metrics.scaledFont(for: heading, maximumPointSize: 40, compatibleWith: huge).pointSize == 40)
        #expect(metrics.scaledFont(for: heading, maximumPointSize: 20).pointSize == 20)
        #expect(UIFont.preferredFont(forTextStyle: .body).pointSize == 17)
        #expect(UIFont.preferredFont(forTextStyle: .body, compatibleWith: UITraitCollection(preferredContentSizeCategory: .extraSmall)).pointSize == 14)
        #expect(UIFontMetrics.default.scaledValue(for: 10) == 10)
        let bold = UIFont.preferredFont(forTextStyle: .headline).fontDescriptor.withSymbolicTraits([.traitBold, .traitItalic])
        #expect(bold?.symbolicTraits.contains(.traitItalic) == true)
        #expect(UIFont.monospacedDigitSystemFont(ofSize: 15, weight: .medium).fontName == ".SFUI-Medium")
    }

    @Test("A copy with an expiration date is read back; haptics are accepted")
    @MainActor func pasteboardAndHaptics() async throws {
        let board = UIPasteboard.general
        let before = board.changeCount
        board.setItems([[UIPasteboard.typeListString[0]: "SAVE20"]],
                       options: [.expirationDate: Date(timeIntervalSinceReferenceDate: 800_000_000), .localOnly: true])
        #expect(board.string == "SAVE20" && board.hasStrings && !board.hasURLs)
        #expect(board.changeCount == before + 1)
        #expect(try await board.detectedPatterns(for: [.probableWebURL, .probableWebSearch]) == [.probableWebSearch])
        let view = UIView()
        let impact = UIImpactFeedbackGenerator(style: .rigid, view: view)
        impact.prepare()
        impact.impactOccurred(intensity: 0.6, at: CGPoint(x: 10, y: 10))
        UISelectionFeedbackGenerator(view: view).selectionChanged(at: .zero)
        UINotificationFeedbackGenerator().notificationOccurred(.success, at: .zero)
        #expect(impact.view === view && impact.style == .rigid)
    }
}
