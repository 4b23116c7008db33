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

/// The pasteboard (UIKit's), held in memory.
public final class UIPasteboard: @unchecked Sendable {
    /// The general pasteboard.
    public static let general = UIPasteboard()
    /// Its text.
    public var string: String?
    /// Its texts.
    public var strings: [String]?
    /// Its URL.
    public var url: URL?
    /// Whether it holds text.
    public var hasStrings: Bool { string != nil }
    /// The image on the pasteboard: none in a preview.
    public var image: UIImage? {
        get { nil }
        set {}
    }
    /// Whether an image is on it: no.
    public var hasImages: Bool { false }
    /// Whether a URL is on it.
    public var hasURLs: Bool { url != nil }
}

/// Haptic feedback (UIKit's `UIFeedbackGenerator`): felt on a device, nothing here.
open class UIFeedbackGenerator: @unchecked Sendable {
    /// A generator.
    public init() {}
    /// Readies the engine.
    open func prepare() {}
}

/// Haptic feedback for an impact (UIKit's); felt on a device, nothing here.
public final class UIImpactFeedbackGenerator: UIFeedbackGenerator, @unchecked Sendable {
    /// The impact's weight.
    public enum FeedbackStyle: Int, Sendable { case light, medium, heavy, soft, rigid }
    /// A generator.
    public init(style: FeedbackStyle = .medium) { super.init() }
    /// A generator of the medium impact.
    public override convenience init() { self.init(style: .medium) }
    /// Plays the impact.
    public func impactOccurred() {}
    /// Plays the impact at `intensity`.
    public func impactOccurred(intensity: CGFloat) {}
}

/// Haptic feedback for an outcome (UIKit's).
public final class UINotificationFeedbackGenerator: UIFeedbackGenerator, @unchecked Sendable {
    /// The outcome.
    public enum FeedbackType: Int, Sendable { case success, warning, error }
    /// Plays the outcome's feedback.
    public func notificationOccurred(_ type: FeedbackType) {}
}

/// Haptic feedback for a selection change (UIKit's).
public final class UISelectionFeedbackGenerator: UIFeedbackGenerator, @unchecked Sendable {
    /// Plays the feedback.
    public func selectionChanged() {}
}

/// Accessibility state (UIKit's `UIAccessibility`): nothing assistive runs in a preview.
public enum UIAccessibility {
    /// Whether VoiceOver runs.
    public static var isVoiceOverRunning: Bool { false }
    /// Whether Reduce Motion is on.
    public static var isReduceMotionEnabled: Bool { false }
    /// Whether Bold Text is on.
    public static var isBoldTextEnabled: Bool { false }
    /// A notification to post.
    public struct Notification: Sendable, Hashable {
        let name: String
        /// An announcement.
        public static let announcement = Notification(name: "announcement")
        /// The screen changed.
        public static let screenChanged = Notification(name: "screenChanged")
        /// The layout changed.
        public static let layoutChanged = Notification(name: "layoutChanged")
    }
    /// Posts `notification` (nothing listens here).
    public static func post(notification: Notification, argument: Any?) {}
}
#endif
