#if os(Linux)
import Foundation
import StandInAppleFoundation
import StandInCoreGraphics
import StandInCoreImage
import StandInUniformTypeIdentifiers
import StandInQuartzCore
import SwiftUI

/// A view controller (UIKit's `UIViewController`): a view and the lifecycle calls, which a preview never makes.
open class UIViewController: UIResponder, @unchecked Sendable {
    /// Its view.
    open var view: UIView! = UIView()
    /// Its title.
    open var title: String?
    /// The navigation item.
    open var navigationItem = UINavigationItem()
    /// The navigation controller it is in: its parent's, up the chain.
    open var navigationController: UINavigationController? { parent as? UINavigationController ?? parent?.navigationController }
    /// The tab bar controller it is in.
    open var tabBarController: UITabBarController? { parent as? UITabBarController ?? parent?.tabBarController }
    /// The controller it presents.
    open var presentedViewController: UIViewController? { nil }
    /// The controller that presented it.
    open var presentingViewController: UIViewController? { nil }
    /// Its children.
    public internal(set) var children: [UIViewController] = []
    /// Its parent.
    open internal(set) weak var parent: UIViewController?
    /// How it is presented.
    open var modalPresentationStyle = UIModalPresentationStyle.automatic
    /// Whether swiping down is refused.
    open var isModalInPresentation = false
    /// The size it would like.
    open var preferredContentSize = CGSize.zero
    /// The trait collection: the parent's (the preview device's at the top) with
    /// `overrideUserInterfaceStyle` and `traitOverrides` applied.
    open var traitCollection: UITraitCollection { inheritedTraits(from: parent?.traitCollection ?? .current) }
    /// The traits it sets for itself and its children (iOS 17).
    open var traitOverrides = UITraitOverrides()
    var traitChangeRegistrations: [UITraitChangeToken] = []
    /// The orientations it supports.
    open var supportedInterfaceOrientations: UIInterfaceOrientationMask { .all }
    /// The orientation it prefers when presented full screen.
    open var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation { .portrait }
    /// Whether it turns with the device.
    open var shouldAutorotate: Bool { true }
    /// Tells the system its supported orientations changed (iOS 16); a preview stays portrait.
    open func setNeedsUpdateOfSupportedInterfaceOrientations() {}
    /// Tells the system whether the home indicator should hide changed.
    open func setNeedsUpdateOfHomeIndicatorAutoHidden() {}
    /// The status bar's style.
    open var preferredStatusBarStyle: UIStatusBarStyle { .default }
    /// Whether the status bar is hidden.
    open var prefersStatusBarHidden: Bool { false }
    /// Whether the home indicator hides.
    open var prefersHomeIndicatorAutoHidden: Bool { false }
    /// The style it overrides the system's with.
    open var overrideUserInterfaceStyle = UIUserInterfaceStyle.unspecified
    /// Its tab bar item.
    open var tabBarItem = UITabBarItem()
    /// Its sheet's presentation controller.
    open var sheetPresentationController: UISheetPresentationController? { nil }
    /// Its popover's presentation controller: none, as on an iPhone (`vc.popoverPresentationController?.sourceView = …`).
    open var popoverPresentationController: UIPopoverPresentationController? { nil }
    /// Whether its view is loaded.
    open var isViewLoaded: Bool { true }

    /// A controller.
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {}
    /// Not from an archive.
    public required init?(coder: NSCoder) { return nil }
    /// A controller.
    public override convenience init() { self.init(nibName: nil, bundle: nil) }

    /// Makes the view.
    open func loadView() {}
    /// The view was loaded.
    open func viewDidLoad() {}
    /// Whether `loadViewIfNeeded()` has run `loadView()` and `viewDidLoad()`.
    private var hasLoadedView = false
    /// Loads the view once (`loadView()`, then `viewDidLoad()`), as a controller set up before it is
    /// shown does.
    open func loadViewIfNeeded() {
        guard !hasLoadedView else { return }
        hasLoadedView = true
        loadView()
        viewDidLoad()
    }
    /// The view will appear.
    open func viewWillAppear(_ animated: Bool) {}
    /// The view appeared.
    open func viewDidAppear(_ animated: Bool) {}
    /// The view will disappear.
    open func viewWillDisappear(_ animated: Bool) {}
    /// The view disappeared.
    open func viewDidDisappear(_ animated: Bool) {}
    /// Subviews will be laid out.
    open func viewWillLayoutSubviews() {}
    /// Subviews were laid out.
    open func viewDidLayoutSubviews() {}
    /// The size will change.
    open func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {}
    /// The trait collection changed.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
    /// Presents `controller` (nothing happens in a preview).
    open func present(_ controller: UIViewController, animated: Bool, completion: (() -> Void)? = nil) { completion?() }
    /// Dismisses it (nothing happens in a preview).
    open func dismiss(animated: Bool, completion: (() -> Void)? = nil) { completion?() }
    /// Adds a child.
    open func addChild(_ child: UIViewController) {
        children.append(child)
        child.parent = self
    }
    /// Takes it out of its parent.
    open func removeFromParent() {
        parent?.children.removeAll { $0 === self }
        parent = nil
    }
    /// It moved to a parent.
    open func didMove(toParent parent: UIViewController?) {}
    /// It will move to a parent.
    open func willMove(toParent parent: UIViewController?) {}
    /// Asks for the status bar to be updated.
    open func setNeedsStatusBarAppearanceUpdate() {}
}

/// How a controller is presented (UIKit's `UIModalPresentationStyle`).
public enum UIModalPresentationStyle: Int, Sendable {
    case fullScreen, pageSheet, formSheet, currentContext, custom, overFullScreen, overCurrentContext, popover, none = -1, automatic = -2
}

/// The orientations a screen supports (UIKit's `UIInterfaceOrientationMask`).
public struct UIInterfaceOrientationMask: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let portrait = UIInterfaceOrientationMask(rawValue: 2), landscapeLeft = UIInterfaceOrientationMask(rawValue: 16)
    public static let landscapeRight = UIInterfaceOrientationMask(rawValue: 8), portraitUpsideDown = UIInterfaceOrientationMask(rawValue: 4)
    public static let landscape = UIInterfaceOrientationMask(rawValue: 24), all = UIInterfaceOrientationMask(rawValue: 30)
    public static let allButUpsideDown = UIInterfaceOrientationMask(rawValue: 26)
}

/// The status bar's style (UIKit's `UIStatusBarStyle`).
public enum UIStatusBarStyle: Int, Sendable { case `default`, lightContent, darkContent = 3 }

/// The title and buttons of a controller in a navigation bar (UIKit's `UINavigationItem`).
open class UINavigationItem: NSObject, @unchecked Sendable {
    /// The title.
    open var title: String?
    /// The search controller.
    open var searchController: UISearchController?
    /// Whether the search bar hides on scroll.
    open var hidesSearchBarWhenScrolling = true
    /// The title's display mode.
    open var largeTitleDisplayMode = LargeTitleDisplayMode.automatic
    /// The buttons at the bar's trailing edge (`rightBarButtonItem` is the first).
    open var rightBarButtonItems: [UIBarButtonItem]?
    /// The buttons at the bar's leading edge (`leftBarButtonItem` is the first).
    open var leftBarButtonItems: [UIBarButtonItem]?
    /// The back button's title for controllers pushed above this one.
    open var backButtonTitle: String?
    /// The back button for controllers pushed above this one.
    open var backBarButtonItem: UIBarButtonItem?
    /// Whether the back button is hidden.
    open var hidesBackButton = false
    /// The view shown instead of the title.
    open var titleView: UIView?
    /// A line of text above the title.
    open var prompt: String?
    /// How a large title shows.
    public enum LargeTitleDisplayMode: Int, Sendable { case automatic, always, never }
}

/// A tab's item (UIKit's `UITabBarItem`).
open class UITabBarItem: NSObject, @unchecked Sendable {
    /// The title.
    open var title: String?
    /// The image.
    open var image: UIImage?
    /// The badge.
    open var badgeValue: String?
    /// An item.
    public override init() {}
    /// An item with a title and images.
    public init(title: String?, image: UIImage?, selectedImage: UIImage?) { self.title = title; self.image = image }
    /// An item with a title, an image and a tag.
    public init(title: String?, image: UIImage?, tag: Int) { self.title = title; self.image = image }
}

/// Where a popover points (UIKit's `UIPopoverArrowDirection`).
public struct UIPopoverArrowDirection: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Up.
    public static let up = UIPopoverArrowDirection(rawValue: 1)
    /// Down.
    public static let down = UIPopoverArrowDirection(rawValue: 2)
    /// Left.
    public static let left = UIPopoverArrowDirection(rawValue: 4)
    /// Right.
    public static let right = UIPopoverArrowDirection(rawValue: 8)
    /// Any.
    public static let any: UIPopoverArrowDirection = [.up, .down, .left, .right]
}

/// How a controller shows as a popover on an iPad (UIKit's `UIPopoverPresentationController`).
open class UIPopoverPresentationController: NSObject, @unchecked Sendable {
    /// The view it points at.
    open var sourceView: UIView?
    /// The rectangle it points at, in the source view.
    open var sourceRect = CGRect.zero
    /// The directions its arrow may point.
    open var permittedArrowDirections = UIPopoverArrowDirection.any
    /// Its background.
    open var backgroundColor: UIColor?
}

/// A stack of controllers (UIKit's `UINavigationController`): its controllers are its children.
open class UINavigationController: UIViewController, @unchecked Sendable {
    /// The controllers, the root first.
    open var viewControllers: [UIViewController] {
        get { children }
        set { replaceChildren(with: newValue) }
    }
    /// The top controller.
    open var topViewController: UIViewController? { viewControllers.last }
    /// The controller shown: the top one (a preview presents nothing over it).
    open var visibleViewController: UIViewController? { presentedViewController ?? topViewController }
    /// Whether the navigation bar is hidden.
    open var isNavigationBarHidden = false
    /// Whether the toolbar is hidden.
    open var isToolbarHidden = true
    /// Whether swiping hides the bars.
    open var hidesBarsOnSwipe = false
    /// Replaces the stack.
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) { self.viewControllers = viewControllers }
    /// Pops to the root; the popped controllers.
    @discardableResult open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        let popped = Array(viewControllers.dropFirst())
        viewControllers = Array(viewControllers.prefix(1))
        return popped
    }
    /// Pops to `viewController`; the popped controllers.
    @discardableResult open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        guard let index = viewControllers.firstIndex(where: { $0 === viewController }) else { return nil }
        let popped = Array(viewControllers[(index + 1)...])
        viewControllers = Array(viewControllers[...index])
        return popped
    }
    /// Hides or shows the toolbar.
    open func setToolbarHidden(_ hidden: Bool, animated: Bool) { isToolbarHidden = hidden }
    /// The navigation bar.
    open var navigationBar = UINavigationBar()
    /// A stack of one root.
    public convenience init(rootViewController: UIViewController) {
        self.init(nibName: nil, bundle: nil)
        viewControllers = [rootViewController]
    }
    /// Pushes a controller.
    open func pushViewController(_ viewController: UIViewController, animated: Bool) { viewControllers.append(viewController) }
    /// Pops the top controller.
    @discardableResult open func popViewController(animated: Bool) -> UIViewController? {
        guard viewControllers.count > 1 else { return nil }
        return viewControllers.popLast()
    }
    /// Hides or shows the navigation bar.
    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) { isNavigationBarHidden = hidden }
}

/// A navigation bar (UIKit's `UINavigationBar`).
open class UINavigationBar: UIView, @unchecked Sendable {
    /// The proxy of this kind inside containers of `containerTypes`.
    open override class func appearance(whenContainedInInstancesOf containerTypes: [AnyObject.Type]) -> UINavigationBar { appearance() }

    /// Whether titles are large.
    open var prefersLargeTitles = false
    /// Whether it is translucent.
    open var isTranslucent = true
    /// The title's text attributes.
    open var titleTextAttributes: [NSAttributedString.Key: Any]?
    /// The large title's text attributes.
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any]?
    /// The bar's look when content scrolls under it.
    open var standardAppearance = UINavigationBarAppearance()
    /// The bar's look at the scroll view's edge.
    open var scrollEdgeAppearance: UINavigationBarAppearance?
    /// The bar's look when compact.
    open var compactAppearance: UINavigationBarAppearance?
    /// The appearance of every navigation bar.
    open override class func appearance() -> UINavigationBar { UINavigationBar() }
}

/// Tabs of controllers (UIKit's `UITabBarController`): its controllers are its children.
open class UITabBarController: UIViewController, @unchecked Sendable {
    /// The controllers.
    open var viewControllers: [UIViewController]? {
        get { children.isEmpty ? nil : children }
        set {
            replaceChildren(with: newValue ?? [])
            if selectedIndex >= children.count { selectedIndex = 0 }
        }
    }
    /// The selected index.
    open var selectedIndex = 0
    /// The selected controller.
    open var selectedViewController: UIViewController? {
        get { children.indices.contains(selectedIndex) ? children[selectedIndex] : nil }
        set { if let index = children.firstIndex(where: { $0 === newValue }) { selectedIndex = index } }
    }
    /// Replaces the controllers.
    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) { self.viewControllers = viewControllers }
    /// Its delegate.
    open weak var delegate: (any UITabBarControllerDelegate)?
}

/// What a tab bar controller tells its delegate (UIKit's `UITabBarControllerDelegate`).
@MainActor
public protocol UITabBarControllerDelegate: AnyObject {}

/// A search bar in a navigation bar (UIKit's `UISearchController`).
open class UISearchController: UIViewController, @unchecked Sendable {
    /// The search bar.
    open var searchBar = UISearchBar()
    /// Whether it is active.
    open var isActive = false
    /// Whether the content is obscured while searching.
    open var obscuresBackgroundDuringPresentation = true
    /// Its results updater.
    open weak var searchResultsUpdater: (any UISearchResultsUpdating)?
    /// Its delegate.
    open weak var delegate: (any UISearchControllerDelegate)?
    /// A search controller.
    public convenience init(searchResultsController: UIViewController?) { self.init(nibName: nil, bundle: nil) }
}

/// What updates search results (UIKit's `UISearchResultsUpdating`).
@MainActor
public protocol UISearchResultsUpdating: AnyObject {
    /// The search changed.
    func updateSearchResults(for searchController: UISearchController)
}

/// What a search controller tells its delegate (UIKit's `UISearchControllerDelegate`).
@MainActor
public protocol UISearchControllerDelegate: AnyObject {}

/// The share sheet (UIKit's `UIActivityViewController`).
open class UIActivityViewController: UIViewController, @unchecked Sendable {
    /// Activities not offered.
    open var excludedActivityTypes: [UIActivity.ActivityType]?
    /// Called when the sheet closes.
    open var completionWithItemsHandler: ((UIActivity.ActivityType?, Bool, [Any]?, (any Error)?) -> Void)?
    /// A share sheet for `activityItems`.
    public init(activityItems: [Any], applicationActivities: [UIActivity]?) { super.init(nibName: nil, bundle: nil) }
    /// Not from an archive.
    public required init?(coder: NSCoder) { return nil }
}

/// An activity of the share sheet (UIKit's `UIActivity`).
open class UIActivity: NSObject, @unchecked Sendable {
    /// An activity.
    public override init() {}
    /// Its type.
    open var activityType: ActivityType? { nil }
    /// Its title.
    open var activityTitle: String? { nil }
    /// Its image.
    open var activityImage: UIImage? { nil }
    /// Whether it can act on the items.
    open func canPerform(withActivityItems activityItems: [Any]) -> Bool { false }
    /// Gets the items ready.
    open func prepare(withActivityItems activityItems: [Any]) {}
    /// Acts.
    open func perform() {}
    /// Says it is done.
    open func activityDidFinish(_ completed: Bool) {}
    /// The kind of an activity.
    public struct ActivityType: Hashable, Sendable, RawRepresentable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
        public static let copyToPasteboard = ActivityType("com.apple.UIKit.activity.CopyToPasteboard")
        public static let airDrop = ActivityType("com.apple.UIKit.activity.AirDrop"), print = ActivityType("com.apple.UIKit.activity.Print")
        public static let mail = ActivityType("com.apple.UIKit.activity.Mail"), message = ActivityType("com.apple.UIKit.activity.Message")
        public static let postToFacebook = ActivityType("com.apple.UIKit.activity.PostToFacebook")
        public static let postToTwitter = ActivityType("com.apple.UIKit.activity.PostToTwitter")
        public static let assignToContact = ActivityType("com.apple.UIKit.activity.AssignToContact")
        public static let saveToCameraRoll = ActivityType("com.apple.UIKit.activity.SaveToCameraRoll")
        public static let addToReadingList = ActivityType("com.apple.UIKit.activity.AddToReadingList")
        public static let openInIBooks = ActivityType("com.apple.UIKit.activity.OpenInIBooks")
        public static let markupAsPDF = ActivityType("com.apple.UIKit.activity.MarkupAsPDF")
        public static let sharePlay = ActivityType("com.apple.UIKit.activity.SharePlay")
        public static let collaborationInviteWithLink = ActivityType("com.apple.UIKit.activity.CollaborationInviteWithLink")
        public static let collaborationCopyLink = ActivityType("com.apple.UIKit.activity.CollaborationCopyLink")
        public static let addToHomeScreen = ActivityType("com.apple.UIKit.activity.AddToHomeScreen")
    }
    /// Its category.
    open class var activityCategory: Category { .action }
    /// An activity's category.
    public enum Category: Int, Sendable { case action, share }
}

/// The camera or photo library picker (UIKit's `UIImagePickerController`).
open class UIImagePickerController: UINavigationController, @unchecked Sendable {
    /// Where pictures come from.
    public enum SourceType: Int, Sendable { case photoLibrary, camera, savedPhotosAlbum }
    /// A key of the picked media's dictionary.
    public struct InfoKey: Hashable, Sendable, RawRepresentable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let originalImage = InfoKey(rawValue: "UIImagePickerControllerOriginalImage")
        public static let editedImage = InfoKey(rawValue: "UIImagePickerControllerEditedImage")
        public static let mediaURL = InfoKey(rawValue: "UIImagePickerControllerMediaURL")
        public static let imageURL = InfoKey(rawValue: "UIImagePickerControllerImageURL")
    }
    /// The source.
    open var sourceType = SourceType.photoLibrary
    /// Whether editing is allowed.
    open var allowsEditing = false
    /// The media types.
    open var mediaTypes: [String] = ["public.image"]
    /// Its delegate.
    open weak var delegate: (any UIImagePickerControllerDelegate & UINavigationControllerDelegate)?
    /// Whether the camera takes photos or videos.
    open var cameraCaptureMode = CameraCaptureMode.photo
    /// The camera used: the rear one unless the app picks the front.
    open var cameraDevice = CameraDevice.rear
    /// The flash mode.
    open var cameraFlashMode = CameraFlashMode.auto
    /// Whether the camera's own controls show.
    open var showsCameraControls = true
    /// A view drawn over the camera's picture.
    open var cameraOverlayView: UIView?
    /// The quality of recorded video.
    open var videoQuality = QualityType.typeMedium
    /// The longest video recorded, in seconds.
    open var videoMaximumDuration: TimeInterval = 600
    /// Whether a source is available: none in a preview.
    public static func isSourceTypeAvailable(_ sourceType: SourceType) -> Bool { false }
}

/// What a navigation controller tells its delegate (UIKit's `UINavigationControllerDelegate`).
@MainActor
public protocol UINavigationControllerDelegate: AnyObject {}

/// What an image picker tells its delegate (UIKit's `UIImagePickerControllerDelegate`).
@MainActor
public protocol UIImagePickerControllerDelegate: AnyObject {
    /// Media was picked.
    func imagePickerController(_ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any])
    /// The picker was cancelled.
    func imagePickerControllerDidCancel(_ picker: UIImagePickerController)
}

extension UIImagePickerControllerDelegate {
    public func imagePickerController(_ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]) {}
    public func imagePickerControllerDidCancel(_ picker: UIImagePickerController) {}
}

/// A file picker (UIKit's `UIDocumentPickerViewController`).
open class UIDocumentPickerViewController: UIViewController, @unchecked Sendable {
    /// Its delegate.
    open weak var delegate: (any UIDocumentPickerDelegate)?
    /// Whether several files may be picked.
    open var allowsMultipleSelection = false
    /// The folder the picker opens in (the last one used when nil).
    open var directoryURL: URL?
    /// Whether file extensions are shown.
    open var shouldShowFileExtensions = false
    /// A picker opening files of `contentTypes`.
    public init(forOpeningContentTypes contentTypes: [UTType], asCopy: Bool = false) { super.init(nibName: nil, bundle: nil) }
    /// A picker exporting `urls`.
    public init(forExporting urls: [URL], asCopy: Bool = false) { super.init(nibName: nil, bundle: nil) }
    /// Not from an archive.
    public required init?(coder: NSCoder) { return nil }
}

/// What a file picker tells its delegate (UIKit's `UIDocumentPickerDelegate`).
@MainActor
public protocol UIDocumentPickerDelegate: AnyObject {
    /// Files were picked.
    func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentsAt urls: [URL])
    /// The picker was cancelled.
    func documentPickerWasCancelled(_ controller: UIDocumentPickerViewController)
}

extension UIDocumentPickerDelegate {
    public func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentsAt urls: [URL]) {}
    public func documentPickerWasCancelled(_ controller: UIDocumentPickerViewController) {}
}

/// A controller showing SwiftUI views (SwiftUI's `UIHostingController`).
open class UIHostingController<Content: View>: UIViewController, @unchecked Sendable {
    /// The root view.
    open var rootView: Content
    /// A controller showing `rootView`.
    public init(rootView: Content) {
        self.rootView = rootView
        super.init(nibName: nil, bundle: nil)
    }
    /// Not from an archive.
    public required init?(coder: NSCoder) { return nil }
    /// How it sizes itself.
    open var sizingOptions = UIHostingControllerSizingOptions()
    /// The safe area regions its SwiftUI content respects (iOS 16.4).
    open var safeAreaRegions = SafeAreaRegions.all
}

extension UIViewController {
    /// Makes `controllers` its children, in order.
    func replaceChildren(with controllers: [UIViewController]) {
        for child in children where !controllers.contains(where: { $0 === child }) { child.parent = nil }
        children = controllers
        for child in controllers {
            if let previous = child.parent, previous !== self { previous.children.removeAll { $0 === child } }
            child.parent = self
        }
    }
}

/// How a hosting controller sizes itself (SwiftUI's `UIHostingControllerSizingOptions`).
public struct UIHostingControllerSizingOptions: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let preferredContentSize = UIHostingControllerSizingOptions(rawValue: 1)
    public static let intrinsicContentSize = UIHostingControllerSizingOptions(rawValue: 2)
}
#endif
