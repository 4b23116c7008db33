#if os(Linux)
@_exported import Foundation
import StandInCoreGraphics

/// A button of a navigation bar or toolbar (UIKit's `UIBarButtonItem`): it keeps what the app
/// gives it (title, image, style, action, menu); a preview never taps it.
open class UIBarButtonItem: NSObject, @unchecked Sendable {
    /// A system-provided bar button (UIKit's `UIBarButtonItem.SystemItem`).
    public enum SystemItem: Int, Sendable {
        case done, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action, organize, bookmarks, search,
             refresh, stop, camera, trash, play, pause, rewind, fastForward, undo, redo, pageCurl, close
    }

    /// How a bar button is drawn (UIKit's `UIBarButtonItem.Style`).
    public enum Style: Int, Sendable { case plain, bordered, done }

    /// The title.
    open var title: String?
    /// The image.
    open var image: UIImage?
    /// The style.
    open var style = Style.plain
    /// The width (0: its content's width).
    open var width: CGFloat = 0
    /// The view shown instead of a title or image.
    open var customView: UIView?
    /// The object the action is sent to.
    open weak var target: AnyObject?
    /// The action sent when it is tapped.
    open var action: Selector?
    /// The action run when it is tapped (iOS 14).
    open var primaryAction: UIAction?
    /// The menu it shows.
    open var menu: UIMenu?
    /// Whether it can be tapped.
    open var isEnabled = true
    /// Whether it is selected.
    open var isSelected = false
    /// Whether it is hidden (iOS 16).
    open var isHidden = false
    /// Whether tapping it selects an option of its menu.
    open var changesSelectionAsPrimaryAction = false
    /// Its tint.
    open var tintColor: UIColor?
    /// A number the app tags it with.
    open var tag = 0
    /// Its accessibility label.
    open var accessibilityLabel: String?
    /// Titles it may show, so the bar can reserve room for the longest.
    open var possibleTitles: Set<String>?

    /// The system button it is, if any.
    let systemItem: SystemItem?

    /// An empty plain item.
    public override init() { systemItem = nil }

    /// A system button sending `action` to `target`.
    public init(barButtonSystemItem systemItem: SystemItem, target: Any?, action: Selector?) {
        self.systemItem = systemItem
        self.target = target as AnyObject?
        self.action = action
    }

    /// A titled button sending `action` to `target`.
    public init(title: String?, style: Style, target: Any?, action: Selector?) {
        systemItem = nil
        self.title = title
        self.style = style
        self.target = target as AnyObject?
        self.action = action
    }

    /// An image button sending `action` to `target`.
    public init(image: UIImage?, style: Style, target: Any?, action: Selector?) {
        systemItem = nil
        self.image = image
        self.style = style
        self.target = target as AnyObject?
        self.action = action
    }

    /// An item showing `customView`.
    public init(customView: UIView) {
        systemItem = nil
        self.customView = customView
    }

    /// A system button running `primaryAction` or showing `menu` (iOS 14).
    public convenience init(systemItem: SystemItem, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        self.init(barButtonSystemItem: systemItem, target: nil, action: nil)
        self.primaryAction = primaryAction
        self.menu = menu
    }

    /// A plain button of a title and image running `primaryAction` or showing `menu` (iOS 14);
    /// without a title or image it takes the action's.
    public convenience init(title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        self.init()
        self.title = title ?? primaryAction?.title
        self.image = image ?? primaryAction?.image
        self.primaryAction = primaryAction
        self.menu = menu
    }

    /// A plain button of a title and image sending `action` to `target` (iOS 16).
    public convenience init(title: String?, image: UIImage?, target: AnyObject?, action: Selector?, menu: UIMenu? = nil) {
        self.init(title: title, style: .plain, target: target, action: action)
        self.image = image
        self.menu = menu
    }

    /// A flexible space between items (iOS 14).
    open class func flexibleSpace() -> UIBarButtonItem { UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil) }

    /// A space of `width` points between items (iOS 14).
    open class func fixedSpace(_ width: CGFloat = 0) -> UIBarButtonItem {
        let item = UIBarButtonItem(barButtonSystemItem: .fixedSpace, target: nil, action: nil)
        item.width = width
        return item
    }
}

extension UINavigationItem {
    /// A navigation item of a title (UIKit's `UINavigationItem.init(title:)`).
    public convenience init(title: String) {
        self.init()
        self.title = title
    }

    /// The button at the bar's trailing edge: the first of `rightBarButtonItems`.
    public var rightBarButtonItem: UIBarButtonItem? {
        get { rightBarButtonItems?.first }
        set { rightBarButtonItems = newValue.map { [$0] } }
    }

    /// The button at the bar's leading edge: the first of `leftBarButtonItems`.
    public var leftBarButtonItem: UIBarButtonItem? {
        get { leftBarButtonItems?.first }
        set { leftBarButtonItems = newValue.map { [$0] } }
    }

    /// Sets the trailing button (the animation does not show in a preview).
    public func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool) { rightBarButtonItem = item }
    /// Sets the leading button (the animation does not show in a preview).
    public func setLeftBarButton(_ item: UIBarButtonItem?, animated: Bool) { leftBarButtonItem = item }
    /// Sets the trailing buttons (the animation does not show in a preview).
    public func setRightBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { rightBarButtonItems = items }
    /// Sets the leading buttons (the animation does not show in a preview).
    public func setLeftBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { leftBarButtonItems = items }
    /// Hides or shows the back button (the animation does not show in a preview).
    public func setHidesBackButton(_ hidesBackButton: Bool, animated: Bool) { self.hidesBackButton = hidesBackButton }
}

extension UIViewController {
    /// A button toggling editing (UIKit's `UIViewController.editButtonItem`): an Edit system item.
    public var editButtonItem: UIBarButtonItem { UIBarButtonItem(barButtonSystemItem: .edit, target: self, action: nil) }
}
#endif
