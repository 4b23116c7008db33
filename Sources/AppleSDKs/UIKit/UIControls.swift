#if os(Linux)
import Foundation
import StandInAppleFoundation
import StandInCoreGraphics
import StandInCoreImage
import StandInQuartzCore
import SwiftUI

/// A control (UIKit's `UIControl`): target-action pairs are kept, never fired in a preview.
open class UIControl: UIView, @unchecked Sendable {
    /// A control's state.
    public struct State: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let normal = State([]), highlighted = State(rawValue: 1), disabled = State(rawValue: 2), selected = State(rawValue: 4)
    }
    /// What happens to a control.
    public struct Event: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let touchDown = Event(rawValue: 1), touchUpInside = Event(rawValue: 1 << 6), valueChanged = Event(rawValue: 1 << 12)
        public static let primaryActionTriggered = Event(rawValue: 1 << 13), editingChanged = Event(rawValue: 1 << 17)
        public static let editingDidEnd = Event(rawValue: 1 << 18), allEvents = Event(rawValue: 0xFFFF_FFFF)
    }
    /// Whether it is enabled.
    open var isEnabled = true
    /// Whether it is selected.
    open var isSelected = false
    /// Whether it is highlighted.
    open var isHighlighted = false
    /// Adds a target-action pair (never fired here).
    open func addTarget(_ target: Any?, action: Selector, for controlEvents: Event) {}
    /// Removes a target-action pair.
    open func removeTarget(_ target: Any?, action: Selector?, for controlEvents: Event) {}
    /// Adds an action for events.
    open func addAction(_ action: UIAction, for controlEvents: Event) {}
}

/// A button (UIKit's `UIButton`).
open class UIButton: UIControl, @unchecked Sendable {
    /// The proxy of this kind inside containers of `containerTypes`.
    open override class func appearance(whenContainedInInstancesOf containerTypes: [AnyObject.Type]) -> UIButton { appearance() }

    /// The proxy of every button.
    open override class func appearance() -> UIButton { UIButton() }

    /// A button's type.
    public enum ButtonType: Int, Sendable { case custom, system, detailDisclosure, infoLight, infoDark, contactAdd, close }
    /// What runs when the button's state or configuration changes.
    public typealias ConfigurationUpdateHandler = (UIButton) -> Void
    /// A button's role.
    public enum Role: Int, Sendable { case normal, primary, cancel, destructive }
    /// The configuration (setting one runs the update handler).
    open var configuration: Configuration? {
        didSet { setNeedsUpdateConfiguration() }
    }
    /// What runs when the button's state or configuration changes (run when set, too).
    open var configurationUpdateHandler: ConfigurationUpdateHandler? {
        didSet { setNeedsUpdateConfiguration() }
    }
    /// Whether the configuration follows state changes.
    open var automaticallyUpdatesConfiguration = true
    /// Whether a tap toggles `isSelected` (or picks from the menu); a preview never taps.
    open var changesSelectionAsPrimaryAction = false
    /// The button's role.
    open var role = Role.normal
    /// Whether the pointer effect is on (iPad).
    open var isPointerInteractionEnabled = false
    /// Whether it is selected; changing it updates the configuration.
    open override var isSelected: Bool {
        didSet { if automaticallyUpdatesConfiguration { setNeedsUpdateConfiguration() } }
    }
    /// Whether it is highlighted; changing it updates the configuration.
    open override var isHighlighted: Bool {
        didSet { if automaticallyUpdatesConfiguration { setNeedsUpdateConfiguration() } }
    }
    /// Whether it is enabled; changing it updates the configuration.
    open override var isEnabled: Bool {
        didSet { if automaticallyUpdatesConfiguration { setNeedsUpdateConfiguration() } }
    }
    private var updatingConfiguration = false
    /// Asks for the configuration to be updated: `updateConfiguration()` runs now (once, however
    /// the handler changes the button).
    open func setNeedsUpdateConfiguration() {
        guard !updatingConfiguration else { return }
        updatingConfiguration = true
        defer { updatingConfiguration = false }
        updateConfiguration()
    }
    /// Updates the configuration for the state: runs the update handler.
    open func updateConfiguration() { configurationUpdateHandler?(self) }
    /// A system button of `image`.
    open class func systemButton(with image: UIImage, target: Any?, action: Selector?) -> UIButton {
        let button = UIButton(type: .system)
        button.setImage(image, for: .normal)
        return button
    }
    /// The title label.
    open var titleLabel: UILabel? = UILabel()
    /// The image view.
    open var imageView: UIImageView? = UIImageView()
    private var titles: [UInt: String] = [:]
    /// A button of a type.
    public convenience init(type: ButtonType) { self.init(frame: .zero) }
    /// A button with an action.
    public convenience init(primaryAction: UIAction?) { self.init(frame: .zero) }
    /// A button with a configuration and an action.
    public convenience init(configuration: Configuration, primaryAction: UIAction? = nil) {
        self.init(frame: .zero)
        self.configuration = configuration
    }
    private var attributedTitles: [UInt: NSAttributedString] = [:]
    private var images: [UInt: UIImage] = [:]
    /// Sets the title for a state.
    open func setTitle(_ title: String?, for state: State) { titles[state.rawValue] = title }
    /// Sets the attributed title for a state.
    open func setAttributedTitle(_ title: NSAttributedString?, for state: State) { attributedTitles[state.rawValue] = title }
    /// The attributed title for a state.
    open func attributedTitle(for state: State) -> NSAttributedString? { attributedTitles[state.rawValue] }
    /// The image for a state.
    open func image(for state: State) -> UIImage? { images[state.rawValue] }
    /// The image shown now.
    open var currentImage: UIImage? { images[State.normal.rawValue] ?? configuration?.image }
    /// The title for a state.
    open func title(for state: State) -> String? { titles[state.rawValue] }
    /// Sets the title color for a state.
    open func setTitleColor(_ color: UIColor?, for state: State) {}
    /// Sets the image for a state.
    open func setImage(_ image: UIImage?, for state: State) { images[state.rawValue] = image }
    /// Sets the background image for a state.
    open func setBackgroundImage(_ image: UIImage?, for state: State) {}
    /// The title shown now: the normal state's, or the configuration's.
    open var currentTitle: String? { titles[State.normal.rawValue] ?? configuration?.title }
    /// The menu shown on tap.
    open var menu: UIMenu?
    /// Whether the menu is the primary action.
    open var showsMenuAsPrimaryAction = false
}

/// A label (UIKit's `UILabel`).
open class UILabel: UIView, @unchecked Sendable {
    /// The proxy of this kind inside containers of `containerTypes`.
    open override class func appearance(whenContainedInInstancesOf containerTypes: [AnyObject.Type]) -> UILabel { appearance() }

    /// The proxy of every label.
    open override class func appearance() -> UILabel { UILabel() }

    /// Its text.
    open var text: String?
    /// Its attributed text.
    open var attributedText: NSAttributedString?
    /// Its font.
    open var font: UIFont?
    /// Its text color.
    open var textColor: UIColor?
    /// Its line limit.
    open var numberOfLines = 1
    /// Its alignment.
    open var textAlignment = NSTextAlignment.natural
    /// Whether it shrinks its font to fit.
    open var adjustsFontSizeToFitWidth = false
    /// Whether it follows the Dynamic Type size.
    open var adjustsFontForContentSizeCategory = false
    /// How it truncates.
    open var lineBreakMode = NSLineBreakMode.byTruncatingTail
    /// The smallest font scale when shrinking.
    open var minimumScaleFactor: CGFloat = 0
}

/// How text is aligned (UIKit's `NSTextAlignment`).
public enum NSTextAlignment: Int, Sendable { case left, center, right, justified, natural }

/// How a line is broken (UIKit's `NSLineBreakMode`).
public enum NSLineBreakMode: Int, Sendable { case byWordWrapping, byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail, byTruncatingMiddle }

/// An image view (UIKit's `UIImageView`).
open class UIImageView: UIView, @unchecked Sendable {
    /// The proxy of this kind inside containers of `containerTypes`.
    open override class func appearance(whenContainedInInstancesOf containerTypes: [AnyObject.Type]) -> UIImageView { appearance() }

    /// The proxy of every image view.
    open override class func appearance() -> UIImageView { UIImageView() }

    /// The image.
    open var image: UIImage?
    /// A view showing `image`.
    public convenience init(image: UIImage?) {
        self.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        self.image = image
    }
    /// Its symbol configuration.
    open var preferredSymbolConfiguration: UIImage.SymbolConfiguration?
}

extension UIImage {
    /// How an SF Symbol is drawn (UIKit's `UIImage.SymbolConfiguration`).
    public final class SymbolConfiguration: NSObject, @unchecked Sendable {
        /// A configuration of a point size.
        public init(pointSize: CGFloat) {}
        /// A configuration of a text style.
        public init(textStyle: UIFont.TextStyle) {}
        /// A configuration of a point size and weight.
        public init(pointSize: CGFloat, weight: Weight) {}
        /// A configuration of a weight.
        public init(weight: Weight) {}
        /// A configuration of a scale.
        public init(scale: Scale) {}
        /// A symbol's weight.
        public enum Weight: Int, Sendable { case unspecified, ultraLight, thin, light, regular, medium, semibold, bold, heavy, black }
        /// A symbol's scale.
        public enum Scale: Int, Sendable { case `default` = -1, unspecified, small, medium, large }
    }
    /// How an image is drawn with a tint.
    public enum RenderingMode: Int, Sendable { case automatic, alwaysOriginal, alwaysTemplate }
    /// An SF Symbol with a configuration.
    public convenience init?(systemName: String, withConfiguration configuration: SymbolConfiguration?) { self.init(systemName: systemName) }
    /// The image drawn with another tint and rendering mode (the same image here).
    public func withTintColor(_ color: UIColor, renderingMode: RenderingMode) -> UIImage { self }
    /// The image with a rendering mode (the same image here).
    public func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage { self }
    /// The image with a symbol configuration (the same image here).
    public func withConfiguration(_ configuration: SymbolConfiguration) -> UIImage { self }
    /// The Core Graphics image: its size.
    public var cgImage: CGImage? { CGImage(width: Int(size.width), height: Int(size.height)) }
    /// An image of a Core Graphics one.
    public convenience init(cgImage: CGImage) {
        self.init(name: "photo", isSymbol: true, size: CGSize(width: cgImage.width, height: cgImage.height))
    }
    /// An image of a Core Graphics one at a scale and orientation (its size in points).
    public convenience init(cgImage: CGImage, scale: CGFloat, orientation: Orientation) {
        let scale = scale > 0 ? scale : 1
        self.init(name: "photo", isSymbol: true, size: CGSize(width: CGFloat(cgImage.width) / scale, height: CGFloat(cgImage.height) / scale))
    }
    /// An image of a Core Image one.
    public convenience init(ciImage: CIImage) {
        self.init(name: "photo", isSymbol: true, size: ciImage.extent.size)
    }
    /// The image's scale.
    public var scale: CGFloat { 1 }
    /// The image's orientation.
    public var imageOrientation: Orientation { .up }
    /// An image's orientation.
    public enum Orientation: Int, Sendable { case up, down, left, right, upMirrored, downMirrored, leftMirrored, rightMirrored }
}

/// A stack of views (UIKit's `UIStackView`).
open class UIStackView: UIView, @unchecked Sendable {
    /// How arranged views fill the axis.
    public enum Distribution: Int, Sendable { case fill, fillEqually, fillProportionally, equalSpacing, equalCentering }
    /// How arranged views line up across the axis.
    public enum Alignment: Int, Sendable { case fill, leading, firstBaseline, center, trailing, lastBaseline
        /// The top (`leading`).
        public static var top: Alignment { .leading }
        /// The bottom (`trailing`).
        public static var bottom: Alignment { .trailing }
    }
    /// The arranged views.
    public private(set) var arrangedSubviews: [UIView] = []
    /// The axis.
    open var axis = NSLayoutConstraint.Axis.horizontal
    /// The distribution.
    open var distribution = Distribution.fill
    /// The alignment.
    open var alignment = Alignment.fill
    /// The spacing.
    open var spacing: CGFloat = 0
    /// Whether layout margins are used.
    open var isLayoutMarginsRelativeArrangement = false
    /// A stack of `views`.
    public convenience init(arrangedSubviews views: [UIView]) {
        self.init(frame: .zero)
        views.forEach(addArrangedSubview)
    }
    /// Adds an arranged view.
    open func addArrangedSubview(_ view: UIView) {
        arrangedSubviews.append(view)
        addSubview(view)
    }
    /// Removes an arranged view.
    open func removeArrangedSubview(_ view: UIView) { arrangedSubviews.removeAll { $0 === view } }
    /// Sets the spacing after a view.
    open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {}
}

/// Insets (UIKit's `UIEdgeInsets`).
public struct UIEdgeInsets: Equatable, Sendable {
    /// The insets.
    public var top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat
    /// Insets.
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        (self.top, self.left, self.bottom, self.right) = (top, left, bottom, right)
    }
    /// No insets.
    public init() { self.init(top: 0, left: 0, bottom: 0, right: 0) }
    /// No insets.
    public static let zero = UIEdgeInsets()
}

/// Which corners of a rectangle (UIKit's `UIRectCorner`).
public struct UIRectCorner: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let topLeft = UIRectCorner(rawValue: 1), topRight = UIRectCorner(rawValue: 2)
    public static let bottomLeft = UIRectCorner(rawValue: 4), bottomRight = UIRectCorner(rawValue: 8)
    public static let allCorners = UIRectCorner(rawValue: 15)
}
#endif
