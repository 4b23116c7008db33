#if os(Linux)
@_exported import Foundation
import StandInAppleFoundation
import StandInCoreGraphics

/// Changes a text's attributes for a state (UIKit's `UIConfigurationTextAttributesTransformer`):
/// `outgoing.font = UIFont.boldSystemFont(ofSize: 20)` in a button's title transformer.
public struct UIConfigurationTextAttributesTransformer: @unchecked Sendable {
    /// The change.
    public let transform: (AttributeContainer) -> AttributeContainer
    /// A transformer of `transform`.
    public init(_ transform: @escaping (AttributeContainer) -> AttributeContainer) { self.transform = transform }
    /// The attributes changed.
    public func callAsFunction(_ input: AttributeContainer) -> AttributeContainer { transform(input) }
}

extension AttributeDynamicLookup {
    /// UIKit's attributes by name (`container.font = UIFont…`, `container.foregroundColor = UIColor…`),
    /// when SwiftUI's attribute of the name does not fit the value.
    @_disfavoredOverload
    public subscript<T: AttributedStringKey>(dynamicMember keyPath: KeyPath<AttributeScopes.UIKitAttributes, T>) -> T {
        self[T.self]
    }
}

extension UIButton {
    /// A button's look and content (UIKit's `UIButton.Configuration`): kept as the app sets it;
    /// the button is a placeholder in a preview, so it is never drawn.
    public struct Configuration: @unchecked Sendable {
        /// How round the background's corners are.
        public enum CornerStyle: Int, Sendable { case dynamic, fixed, small, medium, large, capsule }
        /// The button's size.
        public enum Size: Int, Sendable { case mini, small, medium, large }
        /// How the title and subtitle are aligned.
        public enum TitleAlignment: Int, Sendable { case automatic, leading, center, trailing }
        /// The indicator of a pop-up or menu button.
        public enum Indicator: Int, Sendable { case automatic, none, popup }
        /// The look on a Mac.
        public enum MacIdiomStyle: Int, Sendable { case automatic, bordered, borderless, borderlessTinted }

        /// The title.
        public var title: String?
        /// The title with attributes.
        public var attributedTitle: AttributedString?
        /// Changes the title's attributes for the state.
        public var titleTextAttributesTransformer: UIConfigurationTextAttributesTransformer?
        /// The subtitle.
        public var subtitle: String?
        /// The subtitle with attributes.
        public var attributedSubtitle: AttributedString?
        /// Changes the subtitle's attributes for the state.
        public var subtitleTextAttributesTransformer: UIConfigurationTextAttributesTransformer?
        /// How the title and subtitle are aligned.
        public var titleAlignment = TitleAlignment.automatic
        /// The space between title and subtitle.
        public var titlePadding: CGFloat = 0
        /// How the title's lines break.
        public var titleLineBreakMode = NSLineBreakMode.byWordWrapping
        /// How the subtitle's lines break.
        public var subtitleLineBreakMode = NSLineBreakMode.byWordWrapping
        /// The image.
        public var image: UIImage?
        /// The edge of the title the image is at.
        public var imagePlacement = NSDirectionalRectEdge.leading
        /// The space between the image and the title.
        public var imagePadding: CGFloat = 0
        /// Changes the image's colour for the state.
        public var imageColorTransformer: UIConfigurationColorTransformer?
        /// The symbol configuration of the image.
        public var preferredSymbolConfigurationForImage: UIImage.SymbolConfiguration?
        /// Whether a spinner shows in place of the image.
        public var showsActivityIndicator = false
        /// Changes the spinner's colour for the state.
        public var activityIndicatorColorTransformer: UIConfigurationColorTransformer?
        /// The colour of the title and image (nil: the style's).
        public var baseForegroundColor: UIColor?
        /// The colour of the background (nil: the style's).
        public var baseBackgroundColor: UIColor?
        /// The background.
        public var background = UIBackgroundConfiguration.clear()
        /// How round the background's corners are.
        public var cornerStyle = CornerStyle.dynamic
        /// The button's size.
        public var buttonSize = Size.medium
        /// The look on a Mac.
        public var macIdiomStyle = MacIdiomStyle.automatic
        /// The insets around the content.
        public var contentInsets = NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
        /// The indicator of a pop-up or menu button.
        public var indicator = Indicator.automatic
        /// Changes the indicator's colour for the state.
        public var indicatorColorTransformer: UIConfigurationColorTransformer?
        /// Whether the look follows `isSelected`.
        public var automaticallyUpdateForSelection = true

        init(backgroundColor: UIColor?, foregroundColor: UIColor? = nil) {
            background.backgroundColor = backgroundColor
            baseForegroundColor = foregroundColor
        }

        /// A plain button: no background.
        public static func plain() -> Configuration { Configuration(backgroundColor: nil) }
        /// A tinted button: a light tint behind the title.
        public static func tinted() -> Configuration { Configuration(backgroundColor: UIColor.tintColor.withAlphaComponent(0.15)) }
        /// A gray button.
        public static func gray() -> Configuration { Configuration(backgroundColor: .systemFill) }
        /// A filled button: the tint behind a white title.
        public static func filled() -> Configuration { Configuration(backgroundColor: .tintColor, foregroundColor: .white) }
        /// A borderless button.
        public static func borderless() -> Configuration { Configuration(backgroundColor: nil) }
        /// A bordered button.
        public static func bordered() -> Configuration { Configuration(backgroundColor: .systemFill) }
        /// A bordered, tinted button.
        public static func borderedTinted() -> Configuration { Configuration(backgroundColor: UIColor.tintColor.withAlphaComponent(0.15)) }
        /// A bordered, prominent button: the tint behind a white title.
        public static func borderedProminent() -> Configuration { Configuration(backgroundColor: .tintColor, foregroundColor: .white) }

        /// Sets the system's insets for the size.
        public mutating func setDefaultContentInsets() { contentInsets = NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12) }
        /// The configuration for `button`'s state: the same here.
        @MainActor public func updated(for button: UIButton) -> Configuration { self }
    }
}
#endif
