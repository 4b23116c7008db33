#if os(Linux)
@_exported import Foundation
import StandInCoreGraphics

// The list content of UIKit's cells as values (`UIListContentConfiguration`), and the state a
// cell is configured for. A preview never draws UIKit cells, so a configuration keeps what the
// app sets and the system's defaults for each style, for the app's own code to read back.

/// The state a view is configured for (UIKit's `UIConfigurationState`).
public protocol UIConfigurationState {
    /// The traits of the view.
    var traitCollection: UITraitCollection { get set }
}

/// A view's state (UIKit's `UIViewConfigurationState`): enabled, not highlighted, not selected.
public struct UIViewConfigurationState: UIConfigurationState, Sendable {
    /// The traits of the view.
    public var traitCollection: UITraitCollection
    /// Whether the view is disabled.
    public var isDisabled = false
    /// Whether the view is highlighted.
    public var isHighlighted = false
    /// Whether the view is selected.
    public var isSelected = false
    /// Whether the view is focused.
    public var isFocused = false
    /// A state of `traitCollection`.
    public init(traitCollection: UITraitCollection) { self.traitCollection = traitCollection }
}

/// A cell's state (UIKit's `UICellConfigurationState`): in a preview, not editing, not swiped,
/// not being dragged, unless the app set it.
public struct UICellConfigurationState: UIConfigurationState, Sendable {
    /// The traits of the cell.
    public var traitCollection: UITraitCollection
    /// Whether the cell is disabled.
    public var isDisabled = false
    /// Whether the cell is highlighted.
    public var isHighlighted = false
    /// Whether the cell is selected.
    public var isSelected = false
    /// Whether the cell is focused.
    public var isFocused = false
    /// Whether the cell is being edited.
    public var isEditing = false
    /// Whether the cell's outline is expanded.
    public var isExpanded = false
    /// Whether the cell is swiped to show actions.
    public var isSwiped = false
    /// Whether the cell is being reordered.
    public var isReordering = false
    /// A state of `traitCollection`.
    public init(traitCollection: UITraitCollection) { self.traitCollection = traitCollection }
}

/// A view showing a content configuration (UIKit's `UIContentView`).
@MainActor
public protocol UIContentView: AnyObject {
    /// The configuration shown.
    var configuration: any UIContentConfiguration { get set }
}

/// Changes a colour for a state (UIKit's `UIConfigurationColorTransformer`).
public struct UIConfigurationColorTransformer: @unchecked Sendable {
    /// The change.
    public let transform: (UIColor) -> UIColor
    /// A transformer of `transform`.
    public init(_ transform: @escaping (UIColor) -> UIColor) { self.transform = transform }
    /// The colour changed.
    public func callAsFunction(_ input: UIColor) -> UIColor { transform(input) }
    /// Turns a colour gray (the same colour here: nothing is drawn).
    public static let grayscale = UIConfigurationColorTransformer { $0 }
    /// Uses the tint colour.
    public static let preferredTint = UIConfigurationColorTransformer { _ in .tintColor }
    /// Uses the tint colour, in one hue.
    public static let monochromeTint = UIConfigurationColorTransformer { _ in .tintColor }
}

/// A list cell's or header's content: text, secondary text and an image (UIKit's
/// `UIListContentConfiguration`). Each style starts with the system's fonts and colours.
public struct UIListContentConfiguration: UIContentConfiguration, @unchecked Sendable {
    /// The primary text.
    public var text: String?
    /// The primary text with attributes.
    public var attributedText: NSAttributedString?
    /// The secondary text.
    public var secondaryText: String?
    /// The secondary text with attributes.
    public var secondaryAttributedText: NSAttributedString?
    /// The image.
    public var image: UIImage?
    /// How the primary text is drawn.
    public var textProperties = TextProperties(font: .preferredFont(forTextStyle: .body), color: .label)
    /// How the secondary text is drawn.
    public var secondaryTextProperties = TextProperties(font: .preferredFont(forTextStyle: .subheadline), color: .secondaryLabel)
    /// How the image is drawn.
    public var imageProperties = ImageProperties()
    /// The margins around the content.
    public var directionalLayoutMargins = NSDirectionalEdgeInsets(top: 11, leading: 20, bottom: 11, trailing: 20)
    /// Whether the texts sit side by side (a value cell's).
    public var prefersSideBySideTextAndSecondaryText = false
    /// The space between the image and the text.
    public var imageToTextPadding: CGFloat = 16
    /// The space between the texts side by side.
    public var textToSecondaryTextHorizontalPadding: CGFloat = 8
    /// The space between the texts stacked.
    public var textToSecondaryTextVerticalPadding: CGFloat = 3

    init(secondaryStyle: UIFont.TextStyle = .subheadline, sideBySide: Bool = false, header: Bool = false) {
        secondaryTextProperties.font = .preferredFont(forTextStyle: secondaryStyle)
        prefersSideBySideTextAndSecondaryText = sideBySide
        if header {
            textProperties = TextProperties(font: .preferredFont(forTextStyle: .footnote), color: .secondaryLabel)
            textProperties.transform = .uppercase
            directionalLayoutMargins = NSDirectionalEdgeInsets(top: 17, leading: 20, bottom: 6, trailing: 20)
        }
    }

    /// A cell's content.
    public static func cell() -> UIListContentConfiguration { UIListContentConfiguration() }
    /// A cell's content with a subtitle under the text.
    public static func subtitleCell() -> UIListContentConfiguration { UIListContentConfiguration(secondaryStyle: .footnote) }
    /// A cell's content with a value at the trailing edge.
    public static func valueCell() -> UIListContentConfiguration { UIListContentConfiguration(secondaryStyle: .body, sideBySide: true) }
    /// A sidebar cell's content.
    public static func sidebarCell() -> UIListContentConfiguration { UIListContentConfiguration() }
    /// A sidebar cell's content with a subtitle.
    public static func sidebarSubtitleCell() -> UIListContentConfiguration { UIListContentConfiguration(secondaryStyle: .footnote) }
    /// An accompanied sidebar cell's content.
    public static func accompaniedSidebarCell() -> UIListContentConfiguration { UIListContentConfiguration() }
    /// An accompanied sidebar cell's content with a subtitle.
    public static func accompaniedSidebarSubtitleCell() -> UIListContentConfiguration { UIListContentConfiguration(secondaryStyle: .footnote) }
    /// A header's content (iOS 18).
    public static func header() -> UIListContentConfiguration { UIListContentConfiguration(header: true) }
    /// A footer's content (iOS 18).
    public static func footer() -> UIListContentConfiguration { UIListContentConfiguration(header: true) }
    /// A plain list's header.
    public static func plainHeader() -> UIListContentConfiguration { UIListContentConfiguration(header: true) }
    /// A plain list's footer.
    public static func plainFooter() -> UIListContentConfiguration { UIListContentConfiguration(header: true) }
    /// A grouped list's header.
    public static func groupedHeader() -> UIListContentConfiguration { UIListContentConfiguration(header: true) }
    /// A grouped list's footer.
    public static func groupedFooter() -> UIListContentConfiguration { UIListContentConfiguration(header: true) }
    /// A prominent inset grouped list's header.
    public static func prominentInsetGroupedHeader() -> UIListContentConfiguration { UIListContentConfiguration(header: true) }
    /// An extra prominent inset grouped list's header.
    public static func extraProminentInsetGroupedHeader() -> UIListContentConfiguration { UIListContentConfiguration(header: true) }
    /// A sidebar's header.
    public static func sidebarHeader() -> UIListContentConfiguration { UIListContentConfiguration(header: true) }

    /// The configuration for `state`: the same here.
    public func updated(for state: any UIConfigurationState) -> UIListContentConfiguration { self }
    /// A view showing the configuration.
    @MainActor public func makeContentView() -> any UIView & UIContentView { UIListContentView(configuration: self) }

    /// How a text is drawn (UIKit's `UIListContentConfiguration.TextProperties`).
    public struct TextProperties: @unchecked Sendable {
        /// How a text is aligned.
        public enum TextAlignment: Int, Sendable { case natural, center, justified }
        /// How a text's letters are cased.
        public enum TextTransform: Int, Sendable { case none, capitalized, lowercase, uppercase }
        /// The font.
        public var font: UIFont
        /// The colour.
        public var color: UIColor
        /// Changes the colour for a state.
        public var colorTransformer: UIConfigurationColorTransformer?
        /// The alignment.
        public var alignment = TextAlignment.natural
        /// How the letters are cased.
        public var transform = TextTransform.none
        /// How lines break.
        public var lineBreakMode = NSLineBreakMode.byTruncatingTail
        /// The number of lines (0: as many as needed).
        public var numberOfLines = 0
        /// Whether the font shrinks to fit.
        public var adjustsFontSizeToFitWidth = false
        /// The smallest scale when shrinking.
        public var minimumScaleFactor: CGFloat = 0
        /// Whether letters tighten before truncating.
        public var allowsDefaultTighteningForTruncation = true
        /// Whether the font follows the Dynamic Type size.
        public var adjustsFontForContentSizeCategory = true
        /// Whether truncated text shows in full when hovered over.
        public var showsExpansionTextWhenTruncated = false
        /// The colour after the transformer.
        public func resolvedColor() -> UIColor { colorTransformer?(color) ?? color }
    }

    /// How the image is drawn (UIKit's `UIListContentConfiguration.ImageProperties`).
    public struct ImageProperties: @unchecked Sendable {
        /// The system's size for an image.
        public static let standardDimension: CGFloat = -.greatestFiniteMagnitude
        /// The tint.
        public var tintColor: UIColor?
        /// Changes the tint for a state.
        public var tintColorTransformer: UIConfigurationColorTransformer?
        /// The symbol configuration.
        public var preferredSymbolConfiguration: UIImage.SymbolConfiguration?
        /// The largest size (zero: no limit).
        public var maximumSize = CGSize.zero
        /// The size the layout keeps for the image.
        public var reservedLayoutSize = CGSize.zero
        /// The corner radius.
        public var cornerRadius: CGFloat = 0
        /// Whether inverting colours leaves it alone.
        public var accessibilityIgnoresInvertColors = false
        /// The tint after the transformer.
        public func resolvedTintColor(for tintColor: UIColor) -> UIColor { tintColorTransformer?(self.tintColor ?? tintColor) ?? self.tintColor ?? tintColor }
    }
}

/// A view showing a list content configuration (UIKit's `UIListContentView`): a placeholder here.
open class UIListContentView: UIView, UIContentView, @unchecked Sendable {
    /// The list configuration shown.
    open var listContentConfiguration: UIListContentConfiguration
    /// The configuration shown, as any content configuration.
    open var configuration: any UIContentConfiguration {
        get { listContentConfiguration }
        set { if let list = newValue as? UIListContentConfiguration { listContentConfiguration = list } }
    }
    /// A view showing `configuration`.
    public init(configuration: UIListContentConfiguration) {
        listContentConfiguration = configuration
        super.init(frame: .zero)
    }
    /// A view read from an archive: not in a preview.
    public required init?(coder: NSCoder) { return nil }
}

/// What is drawn behind a cell (UIKit's `UIBackgroundConfiguration`): a colour, a view, corners.
public struct UIBackgroundConfiguration: @unchecked Sendable {
    /// A view drawn as the background.
    public var customView: UIView?
    /// The corner radius.
    public var cornerRadius: CGFloat = 0
    /// The insets of the background.
    public var backgroundInsets = NSDirectionalEdgeInsets.zero
    /// The edges whose layout margins add to the insets.
    public var edgesAddingLayoutMarginsToBackgroundInsets: NSDirectionalRectEdge = []
    /// The colour (nil: the view's tint).
    public var backgroundColor: UIColor?
    /// Changes the colour for a state.
    public var backgroundColorTransformer: UIConfigurationColorTransformer?
    /// An image drawn as the background.
    public var image: UIImage?
    /// How the image is scaled.
    public var imageContentMode = UIView.ContentMode.scaleToFill
    /// The outline's colour.
    public var strokeColor: UIColor?
    /// Changes the outline's colour for a state.
    public var strokeColorTransformer: UIConfigurationColorTransformer?
    /// The outline's width.
    public var strokeWidth: CGFloat = 0
    /// How far the outline sits outside the background.
    public var strokeOutset: CGFloat = 0

    init(backgroundColor: UIColor?, cornerRadius: CGFloat = 0) {
        self.backgroundColor = backgroundColor
        self.cornerRadius = cornerRadius
    }

    /// A clear background.
    public static func clear() -> UIBackgroundConfiguration { UIBackgroundConfiguration(backgroundColor: .clear) }
    /// A list cell's background (iOS 18).
    public static func listCell() -> UIBackgroundConfiguration { UIBackgroundConfiguration(backgroundColor: .systemBackground) }
    /// A list header's background (iOS 18).
    public static func listHeader() -> UIBackgroundConfiguration { UIBackgroundConfiguration(backgroundColor: .clear) }
    /// A list footer's background (iOS 18).
    public static func listFooter() -> UIBackgroundConfiguration { UIBackgroundConfiguration(backgroundColor: .clear) }
    /// A plain list cell's background.
    public static func listPlainCell() -> UIBackgroundConfiguration { UIBackgroundConfiguration(backgroundColor: .systemBackground) }
    /// A grouped list cell's background.
    public static func listGroupedCell() -> UIBackgroundConfiguration {
        UIBackgroundConfiguration(backgroundColor: .secondarySystemGroupedBackground, cornerRadius: 10)
    }
    /// A sidebar cell's background.
    public static func listSidebarCell() -> UIBackgroundConfiguration { UIBackgroundConfiguration(backgroundColor: .clear, cornerRadius: 10) }
    /// An accompanied sidebar cell's background.
    public static func listAccompaniedSidebarCell() -> UIBackgroundConfiguration { UIBackgroundConfiguration(backgroundColor: .clear, cornerRadius: 10) }
    /// A plain list header's or footer's background.
    public static func listPlainHeaderFooter() -> UIBackgroundConfiguration { UIBackgroundConfiguration(backgroundColor: .systemBackground) }
    /// A grouped list header's or footer's background.
    public static func listGroupedHeaderFooter() -> UIBackgroundConfiguration { UIBackgroundConfiguration(backgroundColor: .clear) }
    /// A sidebar header's background.
    public static func listSidebarHeader() -> UIBackgroundConfiguration { UIBackgroundConfiguration(backgroundColor: .clear) }

    /// The configuration for `state`: the same here.
    public func updated(for state: any UIConfigurationState) -> UIBackgroundConfiguration { self }
    /// The colour drawn, after the transformer (`tintColor` when none is set).
    public func resolvedBackgroundColor(for tintColor: UIColor) -> UIColor {
        let color = backgroundColor ?? tintColor
        return backgroundColorTransformer?(color) ?? color
    }
}
#endif
