#if os(Linux)
import Foundation
import SwiftUI

// UIKit API that SwiftUI apps reach for around their views: the app's and keyboard's
// notifications, appearance proxies set up once, the keyboard dismissed through the responder
// chain, and the views wrapped in representables (spinners, blurs, pages, refresh controls).
// A preview is a still picture: nothing is posted, nothing animates.

extension UIApplication {
    /// Posted when the app becomes active.
    public static let didBecomeActiveNotification = Notification.Name("UIApplicationDidBecomeActiveNotification")
    /// Posted when the app is about to become inactive.
    public static let willResignActiveNotification = Notification.Name("UIApplicationWillResignActiveNotification")
    /// Posted when the app is about to enter the foreground.
    public static let willEnterForegroundNotification = Notification.Name("UIApplicationWillEnterForegroundNotification")
    /// Posted when the app entered the background.
    public static let didEnterBackgroundNotification = Notification.Name("UIApplicationDidEnterBackgroundNotification")
    /// Posted when the app is about to end.
    public static let willTerminateNotification = Notification.Name("UIApplicationWillTerminateNotification")
    /// Posted when the user took a screenshot.
    public static let userDidTakeScreenshotNotification = Notification.Name("UIApplicationUserDidTakeScreenshotNotification")
    /// Posted when the system is low on memory.
    public static let didReceiveMemoryWarningNotification = Notification.Name("UIApplicationDidReceiveMemoryWarningNotification")
    /// Posted when the significant time changes (midnight).
    public static let significantTimeChangeNotification = Notification.Name("UIApplicationSignificantTimeChangeNotification")

    /// Sends `action` along the responder chain (`resignFirstResponder` to hide the keyboard);
    /// nothing responds in a preview.
    @discardableResult
    public func sendAction(_ action: Selector, to target: Any?, from sender: Any?, for event: UIEvent?) -> Bool { false }

    /// The app's windows: none in a preview.
    public var windows: [UIWindow] { [] }

    /// Whether the app may change its icon.
    public var supportsAlternateIcons: Bool { true }

    /// The alternate icon in use: the primary one.
    public var alternateIconName: String? { nil }

    /// Changes the app's icon; a preview keeps it, and `completionHandler` is told it worked.
    public func setAlternateIconName(_ alternateIconName: String?, completionHandler: ((Error?) -> Void)? = nil) {
        completionHandler?(nil)
    }

    /// Changes the app's icon.
    public func setAlternateIconName(_ alternateIconName: String?) async throws {}

    /// Ends editing in the key window (hides the keyboard): nothing is edited in a preview.
    public func endEditing() {}
}

extension UIResponder {
    /// Posted when the keyboard is about to show.
    public static let keyboardWillShowNotification = Notification.Name("UIKeyboardWillShowNotification")
    /// Posted when the keyboard has shown.
    public static let keyboardDidShowNotification = Notification.Name("UIKeyboardDidShowNotification")
    /// Posted when the keyboard is about to hide.
    public static let keyboardWillHideNotification = Notification.Name("UIKeyboardWillHideNotification")
    /// Posted when the keyboard has hidden.
    public static let keyboardDidHideNotification = Notification.Name("UIKeyboardDidHideNotification")
    /// Posted when the keyboard's frame is about to change.
    public static let keyboardWillChangeFrameNotification = Notification.Name("UIKeyboardWillChangeFrameNotification")
    /// The keyboard's final frame in a keyboard notification's user info.
    public static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
    /// The keyboard's first frame in a keyboard notification's user info.
    public static let keyboardFrameBeginUserInfoKey = "UIKeyboardFrameBeginUserInfoKey"
    /// The keyboard animation's length in a keyboard notification's user info.
    public static let keyboardAnimationDurationUserInfoKey = "UIKeyboardAnimationDurationUserInfoKey"
    /// The keyboard animation's curve in a keyboard notification's user info.
    public static let keyboardAnimationCurveUserInfoKey = "UIKeyboardAnimationCurveUserInfoKey"
}

extension UIDevice {
    /// Posted when the device turns.
    public static let orientationDidChangeNotification = Notification.Name("UIDeviceOrientationDidChangeNotification")
    /// Posted when the battery level changes.
    public static let batteryLevelDidChangeNotification = Notification.Name("UIDeviceBatteryLevelDidChangeNotification")
}

extension UIScene {
    /// Posted when a scene is about to enter the foreground.
    public static let willEnterForegroundNotification = Notification.Name("UISceneWillEnterForegroundNotification")
    /// Posted when a scene became active.
    public static let didActivateNotification = Notification.Name("UISceneDidActivateNotification")
    /// Posted when a scene is about to resign being active.
    public static let willDeactivateNotification = Notification.Name("UISceneWillDeactivateNotification")
    /// Posted when a scene entered the background.
    public static let didEnterBackgroundNotification = Notification.Name("UISceneDidEnterBackgroundNotification")
}

extension UIContentSizeCategory {
    /// Posted when the user's text size changes.
    public static let didChangeNotification = Notification.Name("UIContentSizeCategoryDidChangeNotification")
}

/// Which way the interface is turned (UIKit's `UIInterfaceOrientation`).
public enum UIInterfaceOrientation: Int, Sendable {
    case unknown, portrait, portraitUpsideDown, landscapeLeft, landscapeRight

    /// Whether it is portrait.
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    /// Whether it is landscape.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}

extension UIWindowScene {
    /// The scene's screen.
    public var screen: UIScreen { .main }
    /// The interface's orientation: portrait, as the matrix's iPhones are.
    public var interfaceOrientation: UIInterfaceOrientation { .portrait }

    /// Preferences for the scene's geometry (UIKit's `UIWindowScene.GeometryPreferences`).
    open class GeometryPreferences: @unchecked Sendable {
        /// An iPhone's or iPad's preferences.
        public final class iOS: GeometryPreferences, @unchecked Sendable {
            /// The orientations asked for.
            public var interfaceOrientations: UIInterfaceOrientationMask
            /// Preferences asking for `interfaceOrientations`.
            public init(interfaceOrientations: UIInterfaceOrientationMask = .all) { self.interfaceOrientations = interfaceOrientations }
        }
    }

    /// Asks for another geometry (turning the device); a preview stays as it is.
    public func requestGeometryUpdate(_ geometryPreferences: GeometryPreferences, errorHandler: ((Error) -> Void)? = nil) {}
}

/// What a bar looks like (UIKit's `UIBarAppearance`).
open class UIBarAppearance: NSObject, @unchecked Sendable {
    /// The background colour.
    open var backgroundColor: UIColor?
    /// The background image.
    open var backgroundImage: UIImage?
    /// The shadow's colour.
    open var shadowColor: UIColor?
    /// The background effect.
    open var backgroundEffect: UIBlurEffect?

    /// An appearance.
    public override init() {}

    /// Sets the system's default look.
    open func configureWithDefaultBackground() {}
    /// Sets an opaque look.
    open func configureWithOpaqueBackground() {}
    /// Sets a transparent look.
    open func configureWithTransparentBackground() {}
}

/// What a navigation bar looks like (UIKit's `UINavigationBarAppearance`).
open class UINavigationBarAppearance: UIBarAppearance, @unchecked Sendable {
    /// The title's attributes.
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// The large title's attributes.
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// The back button's look.
    open var backButtonAppearance = UIBarButtonItemAppearance()
    /// The buttons' look.
    open var buttonAppearance = UIBarButtonItemAppearance()
    /// Sets the back button's images.
    open func setBackIndicatorImage(_ backIndicatorImage: UIImage?, transitionMaskImage: UIImage?) {}
}

/// What a tab bar looks like (UIKit's `UITabBarAppearance`).
open class UITabBarAppearance: UIBarAppearance, @unchecked Sendable {
    /// The items' look in a stacked layout.
    open var stackedLayoutAppearance = UITabBarItemAppearance()
    /// The items' look in an inline layout.
    open var inlineLayoutAppearance = UITabBarItemAppearance()
    /// The items' look in a compact inline layout.
    open var compactInlineLayoutAppearance = UITabBarItemAppearance()
}

/// What a toolbar looks like (UIKit's `UIToolbarAppearance`).
open class UIToolbarAppearance: UIBarAppearance, @unchecked Sendable {}

/// What bar buttons look like (UIKit's `UIBarButtonItemAppearance`).
open class UIBarButtonItemAppearance: NSObject, @unchecked Sendable {
    /// The look in each state.
    public let normal = UIBarButtonItemStateAppearance(), highlighted = UIBarButtonItemStateAppearance()
}

/// A bar button's look in one state.
open class UIBarButtonItemStateAppearance: NSObject, @unchecked Sendable {
    /// The title's attributes.
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
}

/// What tab bar items look like (UIKit's `UITabBarItemAppearance`).
open class UITabBarItemAppearance: NSObject, @unchecked Sendable {
    /// The look in each state.
    public let normal = UITabBarItemStateAppearance(), selected = UITabBarItemStateAppearance(), disabled = UITabBarItemStateAppearance()
}

/// A tab bar item's look in one state.
open class UITabBarItemStateAppearance: NSObject, @unchecked Sendable {
    /// The title's attributes.
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// The icon's colour.
    open var iconColor: UIColor?
    /// The badge's colour.
    open var badgeBackgroundColor: UIColor?
    /// The badge text's attributes.
    open var badgeTextAttributes: [NSAttributedString.Key: Any]?
}

/// A tab bar (UIKit's `UITabBar`).
open class UITabBar: UIView, @unchecked Sendable {
    /// The proxy of this kind inside containers of `containerTypes`.
    open override class func appearance(whenContainedInInstancesOf containerTypes: [AnyObject.Type]) -> UITabBar { appearance() }

    /// The look when content scrolls under it.
    open var standardAppearance = UITabBarAppearance()
    /// The look at the scroll view's edge.
    open var scrollEdgeAppearance: UITabBarAppearance?
    /// The items' colour when not selected.
    open var unselectedItemTintColor: UIColor?
    /// The background colour of the bar.
    open var barTintColor: UIColor?
    /// Whether it is translucent.
    open var isTranslucent = true
    /// The proxy of every tab bar.
    open override class func appearance() -> UITabBar { UITabBar() }
}

/// A toolbar (UIKit's `UIToolbar`).
open class UIToolbar: UIView, @unchecked Sendable {
    /// Its buttons.
    open var items: [UIBarButtonItem]?
    /// Sets its buttons (at once: nothing animates in a preview).
    open func setItems(_ items: [UIBarButtonItem]?, animated: Bool) { self.items = items }
    /// Whether it is translucent.
    open var isTranslucent = true
    /// The look when content scrolls under it.
    open var standardAppearance = UIToolbarAppearance()
    /// The look at the scroll view's edge.
    open var scrollEdgeAppearance: UIToolbarAppearance?
    /// The look when compact.
    open var compactAppearance: UIToolbarAppearance?
    /// The background colour of the bar.
    open var barTintColor: UIColor?
    /// The proxy of every toolbar.
    open override class func appearance() -> UIToolbar { UIToolbar() }
}

/// A row of page dots (UIKit's `UIPageControl`), which SwiftUI's paged tab views show.
open class UIPageControl: UIControl, @unchecked Sendable {
    /// The current page's dot colour.
    open var currentPageIndicatorTintColor: UIColor?
    /// The other dots' colour.
    open var pageIndicatorTintColor: UIColor?
    /// How the dots' background looks.
    public enum BackgroundStyle: Int, Sendable { case automatic, prominent, minimal }
    /// The number of pages.
    open var numberOfPages = 0
    /// The current page.
    open var currentPage = 0
    /// How the dots' background looks.
    open var backgroundStyle = BackgroundStyle.automatic
    /// Whether it hides with one page.
    open var hidesForSinglePage = false
    /// Whether scrubbing across the dots is allowed.
    open var allowsContinuousInteraction = true
    /// The dots' image.
    open var preferredIndicatorImage: UIImage?
    private var pageImages: [Int: UIImage] = [:]
    /// Sets the dot image of a page.
    open func setIndicatorImage(_ image: UIImage?, forPage page: Int) { pageImages[page] = image }
    /// The dot image of a page.
    open func indicatorImage(forPage page: Int) -> UIImage? { pageImages[page] }
    /// The proxy of every page control.
    open override class func appearance() -> UIPageControl { UIPageControl() }
}

/// A switch (UIKit's `UISwitch`).
open class UISwitch: UIControl, @unchecked Sendable {
    /// Whether it is on.
    open var isOn = false
    /// The colour when on.
    open var onTintColor: UIColor?
    /// The proxy of every switch.
    open override class func appearance() -> UISwitch { UISwitch() }
}

/// A spinning activity indicator (UIKit's `UIActivityIndicatorView`), wrapped by apps as a spinner.
open class UIActivityIndicatorView: UIView, @unchecked Sendable {
    /// Its size.
    public enum Style: Int, Sendable { case medium = 100, large = 101 }
    /// Its size.
    open var style: Style
    /// Its colour.
    open var color: UIColor?
    /// Whether it hides when stopped.
    open var hidesWhenStopped = true
    /// Whether it spins: a preview is still.
    open private(set) var isAnimating = false

    /// An indicator of `style`.
    public init(style: Style) {
        self.style = style
        super.init(frame: CGRect(x: 0, y: 0, width: style == .large ? 37 : 20, height: style == .large ? 37 : 20))
    }

    /// An indicator read from an archive: not in a preview.
    public required init?(coder: NSCoder) { return nil }

    /// Starts spinning.
    open func startAnimating() { isAnimating = true }
    /// Stops spinning.
    open func stopAnimating() { isAnimating = false }
}

/// A blur (UIKit's `UIBlurEffect`), for a representable's background.
open class UIBlurEffect: NSObject, @unchecked Sendable {
    /// The blur's material.
    public enum Style: Int, Sendable {
        case extraLight, light, dark, regular, prominent, systemUltraThinMaterial, systemThinMaterial, systemMaterial,
             systemThickMaterial, systemChromeMaterial, systemUltraThinMaterialLight, systemThinMaterialLight, systemMaterialLight,
             systemUltraThinMaterialDark, systemThinMaterialDark, systemMaterialDark
    }
    /// The blur's material.
    public let style: Style
    /// A blur of `style`.
    public init(style: Style) { self.style = style }
}

/// A view showing an effect behind its content (UIKit's `UIVisualEffectView`).
open class UIVisualEffectView: UIView, @unchecked Sendable {
    /// The effect.
    open var effect: UIBlurEffect?
    /// The view content goes in.
    public let contentView = UIView()

    /// A view showing `effect`.
    public init(effect: UIBlurEffect?) {
        self.effect = effect
        super.init(frame: .zero)
    }

    /// A view read from an archive: not in a preview.
    public required init?(coder: NSCoder) { return nil }
}

/// A pull-to-refresh control (UIKit's `UIRefreshControl`).
open class UIRefreshControl: UIControl, @unchecked Sendable {
    /// Whether it is refreshing: never in a preview.
    open private(set) var isRefreshing = false
    /// The title under the spinner.
    open var attributedTitle: NSAttributedString?
    /// Starts refreshing.
    open func beginRefreshing() { isRefreshing = true }
    /// Ends refreshing.
    open func endRefreshing() { isRefreshing = false }
}

/// Pages of controllers (UIKit's `UIPageViewController`), wrapped by apps as a page view.
open class UIPageViewController: UIViewController, @unchecked Sendable {
    /// How pages turn.
    public enum TransitionStyle: Int, Sendable { case pageCurl, scroll }
    /// Which way pages run.
    public enum NavigationOrientation: Int, Sendable { case horizontal, vertical }
    /// Which way a turn goes.
    public enum NavigationDirection: Int, Sendable { case forward, reverse }
    /// Options of the page view.
    public struct OptionsKey: Hashable, Sendable, RawRepresentable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The space between pages.
        public static let interPageSpacing = OptionsKey(rawValue: "interPageSpacing")
    }

    /// The pages shown.
    open private(set) var viewControllers: [UIViewController]?
    /// How pages turn.
    public let transitionStyle: TransitionStyle
    /// Which way pages run.
    public let navigationOrientation: NavigationOrientation
    /// Where the spine is: the `.spineLocation` option's for page curls (`.min` by default), `.none` for scrolling.
    open private(set) var spineLocation = SpineLocation.none
    /// Whether pages have content on both sides (as with a spine in the middle).
    open var isDoubleSided = false
    /// What gives pages before and after.
    open weak var dataSource: UIPageViewControllerDataSource?
    /// What is told of turns.
    open weak var delegate: UIPageViewControllerDelegate?

    /// A page view.
    public init(transitionStyle style: TransitionStyle, navigationOrientation: NavigationOrientation,
                options: [OptionsKey: Any]? = nil) {
        transitionStyle = style
        self.navigationOrientation = navigationOrientation
        if style == .pageCurl {
            spineLocation = SpineLocation.of(options?[.spineLocation]) ?? .min
            isDoubleSided = spineLocation == .mid
        }
        super.init(nibName: nil, bundle: nil)
    }

    /// A page view read from an archive: not in a preview.
    public required init?(coder: NSCoder) { return nil }

    /// Shows `viewControllers`.
    open func setViewControllers(_ viewControllers: [UIViewController]?, direction: NavigationDirection, animated: Bool,
                                 completion: ((Bool) -> Void)? = nil) {
        self.viewControllers = viewControllers
        completion?(true)
    }
}

/// Gives a page view its pages (UIKit's `UIPageViewControllerDataSource`).
@MainActor @preconcurrency
public protocol UIPageViewControllerDataSource: AnyObject {
    /// The page before `viewController`.
    func pageViewController(_ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController) -> UIViewController?
    /// The page after `viewController`.
    func pageViewController(_ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController) -> UIViewController?
}

/// Is told of a page view's turns (UIKit's `UIPageViewControllerDelegate`).
@MainActor @preconcurrency
public protocol UIPageViewControllerDelegate: AnyObject {}

extension UIPageViewControllerDelegate {
    /// A turn finished.
    public func pageViewController(_ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
                                   previousViewControllers: [UIViewController], transitionCompleted completed: Bool) {}
}
#endif
