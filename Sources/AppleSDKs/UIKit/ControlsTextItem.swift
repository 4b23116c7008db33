#if os(Linux)
@_exported import Foundation

/// What in a text view's text becomes a tappable link (UIKit's `UIDataDetectorTypes`): nothing is
/// detected in a preview's text, as nothing is tapped.
public struct UIDataDetectorTypes: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Phone numbers.
    public static let phoneNumber = UIDataDetectorTypes(rawValue: 1 << 0)
    /// Web and email links.
    public static let link = UIDataDetectorTypes(rawValue: 1 << 1)
    /// Street addresses.
    public static let address = UIDataDetectorTypes(rawValue: 1 << 2)
    /// Dates and times of events.
    public static let calendarEvent = UIDataDetectorTypes(rawValue: 1 << 3)
    /// Parcel tracking numbers.
    public static let shipmentTrackingNumber = UIDataDetectorTypes(rawValue: 1 << 4)
    /// Flight numbers.
    public static let flightNumber = UIDataDetectorTypes(rawValue: 1 << 5)
    /// Look Up suggestions.
    public static let lookupSuggestion = UIDataDetectorTypes(rawValue: 1 << 6)
    /// Amounts of money (iOS 16).
    public static let money = UIDataDetectorTypes(rawValue: 1 << 7)
    /// Measurements (iOS 16).
    public static let physicalValue = UIDataDetectorTypes(rawValue: 1 << 8)
    /// Everything.
    public static let all = UIDataDetectorTypes(rawValue: .max)
}

/// How a link in a text view was touched (UIKit's `UITextItemInteraction`).
public enum UITextItemInteraction: Int, Sendable { case invokeDefaultAction, presentActions, preview }

/// A link, attachment or tagged run in a text view that the delegate gives an action or menu
/// (UIKit's `UITextItem`, iOS 17). UIKit makes them when text is tapped, which never happens in a
/// preview.
@MainActor
open class UITextItem: NSObject {
    /// What a text item is.
    public enum Content {
        /// A link to a URL.
        case link(URL)
        /// An attachment, such as an image.
        case textAttachment(NSTextAttachment)
        /// A run tagged by the app (`NSAttributedString.Key.textItemTag`).
        case tag(String)
    }
    /// What the item is.
    public let content: Content
    /// Where the item is in the text.
    public let range: NSRange
    /// An item of `content` at `range` (the stand-in's: UIKit makes text items itself).
    public init(content: Content, range: NSRange) {
        self.content = content
        self.range = range
    }

    /// The menu a text item shows, and its preview (UIKit's `UITextItem.MenuConfiguration`).
    @MainActor
    open class MenuConfiguration: NSObject {
        /// What is shown beside a text item's menu.
        public enum Preview {
            /// The system's preview.
            case `default`
            /// A view of the app's.
            case view(UIView)
        }
        /// The menu.
        public let menu: UIMenu
        /// The preview shown beside the menu.
        public let preview: Preview?
        /// A configuration of `menu` with `preview`.
        public init(preview: Preview? = .default, menu: UIMenu) {
            self.preview = preview
            self.menu = menu
        }
    }
}

extension NSAttributedString.Key {
    /// The tag of a text item (UIKit's `NSAttributedString.Key.textItemTag`, iOS 17).
    public static let textItemTag = NSAttributedString.Key("UITextItemTagAttributeName")
}
#endif
