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
    /// A button's configuration (UIKit's `UIButton.Configuration`).
    public struct Configuration: Sendable {
        /// The title.
        public var title: String?
        /// The image.
        public var image: UIImage?
        /// The base foreground color.
        public var baseForegroundColor: UIColor?
        /// The base background color.
        public var baseBackgroundColor: UIColor?
        /// Plain.
        public static func plain() -> Configuration { Configuration() }
        /// Tinted.
        public static func tinted() -> Configuration { Configuration() }
        /// Filled.
        public static func filled() -> Configuration { Configuration() }
        /// Gray.
        public static func gray() -> Configuration { Configuration() }
        /// Bordered.
        public static func bordered() -> Configuration { Configuration() }
    }
    /// The configuration.
    open var configuration: Configuration?
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
    /// Sets the title for a state.
    open func setTitle(_ title: String?, for state: State) { titles[state.rawValue] = title }
    /// The title for a state.
    open func title(for state: State) -> String? { titles[state.rawValue] }
    /// Sets the title color for a state.
    open func setTitleColor(_ color: UIColor?, for state: State) {}
    /// Sets the image for a state.
    open func setImage(_ image: UIImage?, for state: State) {}
    /// Sets the background image for a state.
    open func setBackgroundImage(_ image: UIImage?, for state: State) {}
    /// The title shown now.
    open var currentTitle: String? { titles[State.normal.rawValue] }
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

/// A text field (UIKit's `UITextField`).
open class UITextField: UIControl, @unchecked Sendable {
    /// The proxy of this kind inside containers of `containerTypes`.
    open override class func appearance(whenContainedInInstancesOf containerTypes: [AnyObject.Type]) -> UITextField { appearance() }

    /// How the field's border is drawn.
    public enum BorderStyle: Int, Sendable { case none, line, bezel, roundedRect }
    /// When an overlay view shows.
    public enum ViewMode: Int, Sendable { case never, whileEditing, unlessEditing, always }
    /// What the field tells as it is edited.
    open weak var delegate: UITextFieldDelegate?
    /// How the border is drawn.
    open var borderStyle = BorderStyle.none
    /// Whether the text is hidden as a password.
    open var isSecureTextEntry = false
    /// What the text is, for AutoFill.
    open var textContentType: UITextContentType?
    /// A view above the keyboard.
    open var inputAccessoryView: UIView?
    /// A view in place of the keyboard.
    open var inputView: UIView?
    /// When the clear button shows.
    open var clearButtonMode = ViewMode.never
    /// The view at the leading end.
    open var leftView: UIView?
    /// When the leading view shows.
    open var leftViewMode = ViewMode.never
    /// The view at the trailing end.
    open var rightView: UIView?
    /// When the trailing view shows.
    open var rightViewMode = ViewMode.never
    /// How the text is aligned.
    open var textAlignment = NSTextAlignment.natural
    /// Whether the text shrinks to fit.
    open var adjustsFontSizeToFitWidth = false
    /// The placeholder with attributes.
    open var attributedPlaceholder: NSAttributedString?
    /// The text with attributes.
    open var attributedText: NSAttributedString?
    /// Whether the field is being edited: never in a preview.
    open var isEditing: Bool { false }

    /// The proxy of every text field.
    open override class func appearance() -> UITextField { UITextField() }

    /// How text is capitalized.
    open var autocapitalizationType = UITextAutocapitalizationType.sentences
    /// Whether text is autocorrected.
    open var autocorrectionType = UITextAutocorrectionType.default
    /// Whether spelling is checked.
    open var spellCheckingType = UITextSpellCheckingType.default
    /// Its text.
    open var text: String?
    /// Its placeholder.
    open var placeholder: String?
    /// Its font.
    open var font: UIFont?
    /// Its text color.
    open var textColor: UIColor?
    /// Its keyboard.
    open var keyboardType = UIKeyboardType.default
    /// Its return key.
    open var returnKeyType = UIReturnKeyType.default
}

/// A text view (UIKit's `UITextView`).
open class UITextView: UIScrollView, @unchecked Sendable {
    /// How text is capitalized.
    open var autocapitalizationType = UITextAutocapitalizationType.sentences
    /// Whether text is autocorrected.
    open var autocorrectionType = UITextAutocorrectionType.default
    /// Whether spelling is checked.
    open var spellCheckingType = UITextSpellCheckingType.default
    /// Its text.
    open var text: String! = ""
    /// Its attributed text.
    open var attributedText: NSAttributedString! = NSAttributedString(string: "")
    /// Its font.
    open var font: UIFont?
    /// Its text color.
    open var textColor: UIColor?
    /// Whether it can be edited.
    open var isEditable = true
    /// Whether its text can be selected.
    open var isSelectable = true
    /// Its delegate.
    open weak var delegate: (any UITextViewDelegate)?
    /// Its inset.
    open var textContainerInset = UIEdgeInsets.zero
    /// Its keyboard.
    open var keyboardType = UIKeyboardType.default
    /// Its return key.
    open var returnKeyType = UIReturnKeyType.default
    /// What it holds.
    open var textContentType: UITextContentType?
    /// The selected range.
    open var selectedRange = NSRange(location: 0, length: 0)
    /// The start of the document.
    open var beginningOfDocument: UITextPosition { UITextPosition() }
    /// The end of the document.
    open var endOfDocument: UITextPosition { UITextPosition() }
    /// The view above the keyboard.
    open var inputAccessoryView: UIView?
    /// Whether it follows the Dynamic Type size.
    open var adjustsFontForContentSizeCategory = false
}

/// A position in a text (UIKit's `UITextPosition`).
open class UITextPosition: NSObject, @unchecked Sendable {}

/// What a text view tells its delegate (UIKit's `UITextViewDelegate`).
@MainActor
public protocol UITextViewDelegate: AnyObject {
    /// The text changed.
    func textViewDidChange(_ textView: UITextView)
    /// Editing began.
    func textViewDidBeginEditing(_ textView: UITextView)
    /// Editing ended.
    func textViewDidEndEditing(_ textView: UITextView)
}

extension UITextViewDelegate {
    public func textViewDidChange(_ textView: UITextView) {}
    public func textViewDidBeginEditing(_ textView: UITextView) {}
    public func textViewDidEndEditing(_ textView: UITextView) {}
}

/// How text is capitalized (UIKit's `UITextAutocapitalizationType`).
public enum UITextAutocapitalizationType: Int, Sendable { case none, words, sentences, allCharacters }

/// Whether text is autocorrected (UIKit's `UITextAutocorrectionType`).
public enum UITextAutocorrectionType: Int, Sendable { case `default`, no, yes }

/// Whether spelling is checked (UIKit's `UITextSpellCheckingType`).
public enum UITextSpellCheckingType: Int, Sendable { case `default`, no, yes }

/// The return key's title (UIKit's `UIReturnKeyType`).
public enum UIReturnKeyType: Int, Sendable { case `default`, go, google, join, next, route, search, send, yahoo, done, emergencyCall, `continue` }

/// What a text field holds (UIKit's `UITextContentType`).
public struct UITextContentType: Hashable, Sendable, RawRepresentable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let username = UITextContentType(rawValue: "username"), password = UITextContentType(rawValue: "password")
    public static let emailAddress = UITextContentType(rawValue: "emailAddress"), URL = UITextContentType(rawValue: "URL")
    public static let oneTimeCode = UITextContentType(rawValue: "oneTimeCode"), name = UITextContentType(rawValue: "name")
    public static let newPassword = UITextContentType(rawValue: "newPassword"), nickname = UITextContentType(rawValue: "nickname")
    public static let namePrefix = UITextContentType(rawValue: "namePrefix"), nameSuffix = UITextContentType(rawValue: "nameSuffix")
    public static let givenName = UITextContentType(rawValue: "givenName"), middleName = UITextContentType(rawValue: "middleName")
    public static let familyName = UITextContentType(rawValue: "familyName"), jobTitle = UITextContentType(rawValue: "jobTitle")
    public static let organizationName = UITextContentType(rawValue: "organizationName")
    public static let location = UITextContentType(rawValue: "location"), fullStreetAddress = UITextContentType(rawValue: "fullStreetAddress")
    public static let streetAddressLine1 = UITextContentType(rawValue: "streetAddressLine1")
    public static let streetAddressLine2 = UITextContentType(rawValue: "streetAddressLine2")
    public static let addressCity = UITextContentType(rawValue: "addressCity"), addressState = UITextContentType(rawValue: "addressState")
    public static let addressCityAndState = UITextContentType(rawValue: "addressCityAndState")
    public static let sublocality = UITextContentType(rawValue: "sublocality"), countryName = UITextContentType(rawValue: "countryName")
    public static let postalCode = UITextContentType(rawValue: "postalCode"), telephoneNumber = UITextContentType(rawValue: "telephoneNumber")
    public static let creditCardNumber = UITextContentType(rawValue: "creditCardNumber")
    public static let creditCardName = UITextContentType(rawValue: "creditCardName")
    public static let creditCardExpiration = UITextContentType(rawValue: "creditCardExpiration")
    public static let creditCardSecurityCode = UITextContentType(rawValue: "creditCardSecurityCode")
    public static let birthdate = UITextContentType(rawValue: "birthdate"), flightNumber = UITextContentType(rawValue: "flightNumber")
    public static let shipmentTrackingNumber = UITextContentType(rawValue: "shipmentTrackingNumber")
    public static let dateTime = UITextContentType(rawValue: "dateTime"), cellularEID = UITextContentType(rawValue: "cellularEID")
}

/// A search field (UIKit's `UISearchBar`).
open class UISearchBar: UIView, @unchecked Sendable {
    /// Shows or hides the Cancel button.
    open func setShowsCancelButton(_ showsCancelButton: Bool, animated: Bool) { self.showsCancelButton = showsCancelButton }
    /// How text is capitalized.
    open var autocapitalizationType = UITextAutocapitalizationType.sentences
    /// Whether text is autocorrected.
    open var autocorrectionType = UITextAutocorrectionType.default
    /// Whether spelling is checked.
    open var spellCheckingType = UITextSpellCheckingType.default
    /// Its text.
    open var text: String?
    /// Its placeholder.
    open var placeholder: String?
    /// Its delegate.
    open weak var delegate: (any UISearchBarDelegate)?
    /// Whether the cancel button shows.
    open var showsCancelButton = false
    /// The text field inside.
    open var searchTextField = UITextField()
    /// Its style.
    open var searchBarStyle = Style.default
    /// A search bar's style.
    public enum Style: Int, Sendable { case `default`, prominent, minimal }
}

/// What a search bar tells its delegate (UIKit's `UISearchBarDelegate`).
@MainActor
public protocol UISearchBarDelegate: AnyObject {
    /// The text changed.
    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String)
    /// Search was tapped.
    func searchBarSearchButtonClicked(_ searchBar: UISearchBar)
    /// Cancel was tapped.
    func searchBarCancelButtonClicked(_ searchBar: UISearchBar)
}

extension UISearchBarDelegate {
    public func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {}
    public func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {}
    public func searchBarCancelButtonClicked(_ searchBar: UISearchBar) {}
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

/// A scroll view (UIKit's `UIScrollView`).
open class UIScrollView: UIView, @unchecked Sendable {
    /// How the safe area insets the content.
    public enum ContentInsetAdjustmentBehavior: Int, Sendable { case automatic, scrollableAxes, never, always }
    /// The smallest zoom.
    open var minimumZoomScale: CGFloat = 1
    /// The largest zoom.
    open var maximumZoomScale: CGFloat = 1
    /// The zoom.
    open var zoomScale: CGFloat = 1
    /// The pull-to-refresh control.
    open var refreshControl: UIRefreshControl?
    /// How the safe area insets the content.
    open var contentInsetAdjustmentBehavior = ContentInsetAdjustmentBehavior.automatic
    /// Whether it bounces vertically when the content is short.
    open var alwaysBounceVertical = false
    /// Whether it bounces horizontally when the content is narrow.
    open var alwaysBounceHorizontal = false

    /// The proxy of every scroll view.
    open override class func appearance() -> UIScrollView { UIScrollView() }

    /// The offset.
    open var contentOffset = CGPoint.zero
    /// The content's size.
    open var contentSize = CGSize.zero
    /// The content's inset.
    open var contentInset = UIEdgeInsets.zero
    /// Whether it scrolls.
    open var isScrollEnabled = true
    /// Whether it bounces.
    open var bounces = true
    /// Whether it pages.
    open var isPagingEnabled = false
    /// Whether the vertical indicator shows.
    open var showsVerticalScrollIndicator = true
    /// Whether the horizontal indicator shows.
    open var showsHorizontalScrollIndicator = true
    /// How the keyboard is dismissed.
    open var keyboardDismissMode = KeyboardDismissMode.none
    /// How the keyboard is dismissed by scrolling.
    public enum KeyboardDismissMode: Int, Sendable { case none, onDrag, interactive }
    /// Scrolls to an offset.
    open func setContentOffset(_ offset: CGPoint, animated: Bool) { contentOffset = offset }
}

/// A cell of a collection view (UIKit's `UICollectionViewCell`).
open class UICollectionViewCell: UIView, @unchecked Sendable {
    /// Its content as a value (`UIHostingConfiguration { … }` for SwiftUI rows); not drawn.
    open var contentConfiguration: (any UIContentConfiguration)?
    /// The content view.
    open var contentView = UIView()
    /// Whether it is selected.
    open var isSelected = false
}

/// A collection view (UIKit's `UICollectionView`): its cells are never laid out in a preview.
open class UICollectionView: UIScrollView, @unchecked Sendable {
    /// The proxy of every collection view.
    open override class func appearance() -> UICollectionView { UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewLayout()) }

    /// A collection view with a layout.
    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) { super.init(frame: frame) }
    /// Not from an archive.
    public required init?(coder: NSCoder) { return nil }
    /// Reloads the data.
    open func reloadData() {}
    /// Registers a cell class.
    open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {}
}

/// How a collection view lays out cells (UIKit's `UICollectionViewLayout`).
open class UICollectionViewLayout: NSObject, @unchecked Sendable {
    /// A layout.
    public override init() {}
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

/// What a text field tells as it is edited (UIKit's `UITextFieldDelegate`); every method is optional.
public protocol UITextFieldDelegate: AnyObject {
    /// Whether editing may begin.
    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool
    /// Editing began.
    func textFieldDidBeginEditing(_ textField: UITextField)
    /// Editing ended.
    func textFieldDidEndEditing(_ textField: UITextField)
    /// Whether `string` may replace the text in `range`.
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool
    /// Whether the return key ends editing.
    func textFieldShouldReturn(_ textField: UITextField) -> Bool
    /// The selection changed.
    func textFieldDidChangeSelection(_ textField: UITextField)
}

extension UITextFieldDelegate {
    /// Editing may begin.
    public func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { true }
    /// Nothing to do.
    public func textFieldDidBeginEditing(_ textField: UITextField) {}
    /// Nothing to do.
    public func textFieldDidEndEditing(_ textField: UITextField) {}
    /// Any change may be made.
    public func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool { true }
    /// The return key ends editing.
    public func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
    /// Nothing to do.
    public func textFieldDidChangeSelection(_ textField: UITextField) {}
}
#endif
