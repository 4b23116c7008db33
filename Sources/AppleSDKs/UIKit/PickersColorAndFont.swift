#if os(Linux)
@_exported import Foundation

/// The system's colour picker (UIKit's `UIColorPickerViewController`): a placeholder of its frame
/// in a preview; its colour stays as the app set it (white unless set), and its delegate is never told.
open class UIColorPickerViewController: UIViewController, @unchecked Sendable {
    /// The colour picked.
    open var selectedColor = UIColor.white
    /// Whether opacity can be picked.
    open var supportsAlpha = true
    /// The brightest exposure an HDR colour may have.
    open var maximumLinearExposure: CGFloat = 1
    /// What is told of picks (weak).
    open weak var delegate: (any UIColorPickerViewControllerDelegate)?
}

/// What a colour picker tells (UIKit's `UIColorPickerViewControllerDelegate`): every method is optional.
@MainActor
public protocol UIColorPickerViewControllerDelegate: AnyObject {
    /// A colour was picked; `continuously` while dragging (iOS 15).
    func colorPickerViewController(_ viewController: UIColorPickerViewController, didSelect color: UIColor, continuously: Bool)
    /// A colour was picked (iOS 14).
    func colorPickerViewControllerDidSelectColor(_ viewController: UIColorPickerViewController)
    /// The picker was closed.
    func colorPickerViewControllerDidFinish(_ viewController: UIColorPickerViewController)
}

extension UIColorPickerViewControllerDelegate {
    /// Nothing to do.
    public func colorPickerViewController(_ viewController: UIColorPickerViewController, didSelect color: UIColor, continuously: Bool) {}
    /// Nothing to do.
    public func colorPickerViewControllerDidSelectColor(_ viewController: UIColorPickerViewController) {}
    /// Nothing to do.
    public func colorPickerViewControllerDidFinish(_ viewController: UIColorPickerViewController) {}
}

/// A control showing a colour that opens the colour picker (UIKit's `UIColorWell`): never opened in a preview.
open class UIColorWell: UIControl, @unchecked Sendable {
    /// The picker's title.
    open var title: String?
    /// Whether opacity can be picked.
    open var supportsAlpha = true
    /// Whether the eyedropper is offered.
    open var supportsEyedropper = true
    /// The colour picked.
    open var selectedColor: UIColor?
}

/// The system's font picker (UIKit's `UIFontPickerViewController`): a placeholder of its frame in a
/// preview; no font is picked, so its delegate is never told.
open class UIFontPickerViewController: UIViewController, @unchecked Sendable {
    /// What a font picker offers (UIKit's `UIFontPickerViewController.Configuration`).
    open class Configuration: NSObject, @unchecked Sendable {
        /// Whether each face of a family is offered.
        open var includeFaces = false
        /// Whether names are drawn in the system font.
        open var displayUsingSystemFont = false
        /// The traits every font offered has.
        open var filteredTraits: UIFontDescriptor.SymbolicTraits = []
        /// The languages the fonts offered support.
        open var filteredLanguagesPredicate: NSPredicate?
        /// The system's configuration.
        public override init() {}
    }
    /// What the picker offers.
    public let configuration: Configuration
    /// What is told of picks (weak).
    open weak var delegate: (any UIFontPickerViewControllerDelegate)?
    /// The font picked: none in a preview unless the app sets one.
    open var selectedFontDescriptor: UIFontDescriptor?
    /// A picker offering what `configuration` says.
    public init(configuration: Configuration = Configuration()) {
        self.configuration = configuration
        super.init(nibName: nil, bundle: nil)
    }
    /// A picker read from an archive: not in a preview.
    public required init?(coder: NSCoder) { return nil }
}

/// What a font picker tells (UIKit's `UIFontPickerViewControllerDelegate`): every method is optional.
@MainActor
public protocol UIFontPickerViewControllerDelegate: AnyObject {
    /// A font was picked (`selectedFontDescriptor`).
    func fontPickerViewControllerDidPickFont(_ viewController: UIFontPickerViewController)
    /// The picker was cancelled.
    func fontPickerViewControllerDidCancel(_ viewController: UIFontPickerViewController)
}

extension UIFontPickerViewControllerDelegate {
    /// Nothing to do.
    public func fontPickerViewControllerDidPickFont(_ viewController: UIFontPickerViewController) {}
    /// Nothing to do.
    public func fontPickerViewControllerDidCancel(_ viewController: UIFontPickerViewController) {}
}

extension UIFontDescriptor {
    /// A font's traits (UIKit's `UIFontDescriptor.SymbolicTraits`).
    public struct SymbolicTraits: OptionSet, Hashable, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// Italic.
        public static let traitItalic = SymbolicTraits(rawValue: 1 << 0)
        /// Bold.
        public static let traitBold = SymbolicTraits(rawValue: 1 << 1)
        /// Expanded.
        public static let traitExpanded = SymbolicTraits(rawValue: 1 << 5)
        /// Condensed.
        public static let traitCondensed = SymbolicTraits(rawValue: 1 << 6)
        /// Every glyph as wide.
        public static let traitMonoSpace = SymbolicTraits(rawValue: 1 << 10)
        /// Vertical glyphs.
        public static let traitVertical = SymbolicTraits(rawValue: 1 << 11)
        /// Made for the screen.
        public static let traitUIOptimized = SymbolicTraits(rawValue: 1 << 12)
        /// Tight leading.
        public static let traitTightLeading = SymbolicTraits(rawValue: 1 << 15)
        /// Loose leading.
        public static let traitLooseLeading = SymbolicTraits(rawValue: 1 << 16)
    }
}
#endif
