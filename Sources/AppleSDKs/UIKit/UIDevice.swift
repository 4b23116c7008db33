#if os(Linux)
import Foundation

/// The device family (UIKit's); previews run as an iPhone.
public enum UIUserInterfaceIdiom: Int, Sendable { case unspecified = -1, phone, pad, tv, carPlay, mac, vision }

/// The device the app runs on (UIKit's): an iPhone with iOS 18.
public final class UIDevice: @unchecked Sendable {
    /// The device.
    public static let current = UIDevice()
    /// An iPhone.
    public let userInterfaceIdiom = UIUserInterfaceIdiom.phone
    /// The device's name.
    public let name = "iPhone"
    /// The model.
    public let model = "iPhone"
    /// The system's name.
    public let systemName = "iOS"
    /// The system's version.
    public let systemVersion = "18.0"
    /// A stable identifier.
    public let identifierForVendor: UUID? = UUID(uuidString: "00000000-0000-0000-0000-000000000000")
    /// The orientation: portrait.
    public let orientation = UIDeviceOrientation.portrait
    /// Battery monitoring (off).
    public var isBatteryMonitoringEnabled = false
    /// The battery level, unknown.
    public let batteryLevel: Float = -1
}

/// Which way the device is held (UIKit's).
public enum UIDeviceOrientation: Int, Sendable {
    case unknown, portrait, portraitUpsideDown, landscapeLeft, landscapeRight, faceUp, faceDown
    /// Whether the device is held landscape.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
    /// Whether the device is held portrait.
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
}

/// The screen (UIKit's): the screen of the device being rendered (an iPhone 16's, 393 × 852
/// points, outside a render), at 3×.
public final class UIScreen: @unchecked Sendable {
    /// The main screen.
    public static let main = UIScreen()
    /// Its bounds in points: the rendered device's, so a layout an app computes from the screen's
    /// width is the one that device shows.
    public var bounds: CGRect {
        let size = EnvironmentValues.current.screenSize
        return CGRect(x: 0, y: 0, width: size.width, height: size.height)
    }
    /// Its scale.
    public let scale: CGFloat = 3
    /// Its native bounds in pixels.
    public var nativeBounds: CGRect { CGRect(x: 0, y: 0, width: bounds.width * scale, height: bounds.height * scale) }
    /// Its brightness.
    public var brightness: CGFloat = 0.5
}

/// Haptic feedback (UIKit's `UIFeedbackGenerator`): felt on a device, nothing here.
open class UIFeedbackGenerator: @unchecked Sendable {
    /// The view the feedback plays for (iOS 17.5).
    public private(set) weak var view: UIView?
    /// A generator.
    public init() {}
    /// A generator for a view (iOS 17.5).
    public init(view: UIView) { self.view = view }
    /// Readies the engine.
    open func prepare() {}
}

/// Haptic feedback for an impact (UIKit's `UIImpactFeedbackGenerator`); felt on a device, nothing here.
public final class UIImpactFeedbackGenerator: UIFeedbackGenerator, @unchecked Sendable {
    /// The impact's weight.
    public enum FeedbackStyle: Int, Sendable { case light, medium, heavy, soft, rigid }
    /// The impact's weight.
    public let style: FeedbackStyle
    /// A generator.
    public init(style: FeedbackStyle = .medium) {
        self.style = style
        super.init()
    }
    /// A generator for a view (iOS 17.5).
    public init(style: FeedbackStyle, view: UIView) {
        self.style = style
        super.init(view: view)
    }
    /// A generator of the medium impact.
    public override convenience init() { self.init(style: .medium) }
    /// A generator of the medium impact for a view (iOS 17.5).
    public override convenience init(view: UIView) { self.init(style: .medium, view: view) }
    /// Plays the impact.
    public func impactOccurred() {}
    /// Plays the impact at `intensity`.
    public func impactOccurred(intensity: CGFloat) {}
    /// Plays the impact at a place in the view (iOS 17.5).
    public func impactOccurred(at location: CGPoint) {}
    /// Plays the impact at `intensity` at a place in the view (iOS 17.5).
    public func impactOccurred(intensity: CGFloat, at location: CGPoint) {}
}

/// Haptic feedback for an outcome (UIKit's `UINotificationFeedbackGenerator`).
public final class UINotificationFeedbackGenerator: UIFeedbackGenerator, @unchecked Sendable {
    /// The outcome.
    public enum FeedbackType: Int, Sendable { case success, warning, error }
    /// Plays the outcome's feedback.
    public func notificationOccurred(_ type: FeedbackType) {}
    /// Plays the outcome's feedback at a place in the view (iOS 17.5).
    public func notificationOccurred(_ type: FeedbackType, at location: CGPoint) {}
}

/// Haptic feedback for a selection change (UIKit's `UISelectionFeedbackGenerator`).
public final class UISelectionFeedbackGenerator: UIFeedbackGenerator, @unchecked Sendable {
    /// Plays the feedback.
    public func selectionChanged() {}
    /// Plays the feedback at a place in the view (iOS 17.5).
    public func selectionChanged(at location: CGPoint) {}
}

/// Accessibility state (UIKit's `UIAccessibility`): nothing assistive runs in a preview.
public enum UIAccessibility {
    /// Whether VoiceOver runs.
    public static var isVoiceOverRunning: Bool { false }
    /// Whether Reduce Motion is on.
    public static var isReduceMotionEnabled: Bool { false }
    /// Whether Bold Text is on.
    public static var isBoldTextEnabled: Bool { false }
    /// Whether Reduce Transparency is on.
    public static var isReduceTransparencyEnabled: Bool { false }
    /// Whether Differentiate Without Color is on.
    public static var shouldDifferentiateWithoutColor: Bool { false }
    /// Whether Increase Contrast is on.
    public static var isDarkerSystemColorsEnabled: Bool { false }
    /// Whether Switch Control runs.
    public static var isSwitchControlRunning: Bool { false }
    /// Whether Smart Invert is on.
    public static var isInvertColorsEnabled: Bool { false }
    /// Whether Grayscale is on.
    public static var isGrayscaleEnabled: Bool { false }
    /// Whether Mono Audio is on.
    public static var isMonoAudioEnabled: Bool { false }
    /// Whether Closed Captioning is on.
    public static var isClosedCaptioningEnabled: Bool { false }
    /// Whether Guided Access is on.
    public static var isGuidedAccessEnabled: Bool { false }
    /// Whether Speak Screen is on.
    public static var isSpeakScreenEnabled: Bool { false }
    /// Whether Speak Selection is on.
    public static var isSpeakSelectionEnabled: Bool { false }
    /// Whether video autoplay is on.
    public static var isVideoAutoplayEnabled: Bool { true }
    /// Whether button shapes are on.
    public static var buttonShapesEnabled: Bool { false }
    /// Whether Prefer Cross-Fade Transitions is on.
    public static var prefersCrossFadeTransitions: Bool { false }
    /// Whether Shake to Undo is on.
    public static var isShakeToUndoEnabled: Bool { true }
    /// Posted when VoiceOver starts or stops (never in a preview).
    public static let voiceOverStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityVoiceOverStatusDidChangeNotification")
    /// Posted when Reduce Motion changes.
    public static let reduceMotionStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityReduceMotionStatusDidChangeNotification")
    /// Posted when Reduce Transparency changes.
    public static let reduceTransparencyStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityReduceTransparencyStatusDidChangeNotification")
    /// Posted when Bold Text changes.
    public static let boldTextStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityBoldTextStatusDidChangeNotification")
    /// Posted when Differentiate Without Color changes.
    public static let differentiateWithoutColorDidChangeNotification = Foundation.Notification.Name("UIAccessibilityDifferentiateWithoutColorDidChangeNotification")
    /// Posted when Increase Contrast changes.
    public static let darkerSystemColorsStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityDarkerSystemColorsStatusDidChangeNotification")
    /// Posted when Switch Control starts or stops.
    public static let switchControlStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilitySwitchControlStatusDidChangeNotification")
    /// Posted when Smart Invert changes.
    public static let invertColorsStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityInvertColorsStatusDidChangeNotification")
    /// Posted when Grayscale changes.
    public static let grayscaleStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityGrayscaleStatusDidChangeNotification")
    /// A notification to post.
    public struct Notification: Sendable, Hashable {
        let name: String
        /// An announcement.
        public static let announcement = Notification(name: "announcement")
        /// The screen changed.
        public static let screenChanged = Notification(name: "screenChanged")
        /// The layout changed.
        public static let layoutChanged = Notification(name: "layoutChanged")
        /// A page scrolled.
        public static let pageScrolled = Notification(name: "pageScrolled")
        /// The element paused assistive technology.
        public static let pauseAssistiveTechnology = Notification(name: "pauseAssistiveTechnology")
        /// The element resumed assistive technology.
        public static let resumeAssistiveTechnology = Notification(name: "resumeAssistiveTechnology")
    }
    /// Posts `notification` (nothing listens here).
    public static func post(notification: Notification, argument: Any?) {}
}
#endif
