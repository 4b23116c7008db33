#if os(Linux)
@_exported import Foundation
import StandInCoreGraphics

/// What an element is to VoiceOver (UIKit's `UIAccessibilityTraits`).
public struct UIAccessibilityTraits: OptionSet, Hashable, Sendable {
    /// The traits' bits.
    public let rawValue: UInt64
    /// Traits of their bits.
    public init(rawValue: UInt64) { self.rawValue = rawValue }
    /// No traits.
    public static let none = UIAccessibilityTraits([])
    /// A button.
    public static let button = UIAccessibilityTraits(rawValue: 1 << 0)
    /// A link.
    public static let link = UIAccessibilityTraits(rawValue: 1 << 1)
    /// An image.
    public static let image = UIAccessibilityTraits(rawValue: 1 << 2)
    /// Selected.
    public static let selected = UIAccessibilityTraits(rawValue: 1 << 3)
    /// Plays a sound when activated.
    public static let playsSound = UIAccessibilityTraits(rawValue: 1 << 4)
    /// A key of a keyboard.
    public static let keyboardKey = UIAccessibilityTraits(rawValue: 1 << 5)
    /// Text that does not change.
    public static let staticText = UIAccessibilityTraits(rawValue: 1 << 6)
    /// A summary read when the app starts.
    public static let summaryElement = UIAccessibilityTraits(rawValue: 1 << 7)
    /// Not enabled.
    public static let notEnabled = UIAccessibilityTraits(rawValue: 1 << 8)
    /// Changes often.
    public static let updatesFrequently = UIAccessibilityTraits(rawValue: 1 << 9)
    /// A search field.
    public static let searchField = UIAccessibilityTraits(rawValue: 1 << 10)
    /// Starts playing media when activated.
    public static let startsMediaSession = UIAccessibilityTraits(rawValue: 1 << 11)
    /// Adjusted by swiping up and down (a slider).
    public static let adjustable = UIAccessibilityTraits(rawValue: 1 << 12)
    /// Takes touches directly.
    public static let allowsDirectInteraction = UIAccessibilityTraits(rawValue: 1 << 13)
    /// Turns the page when read to its end.
    public static let causesPageTurn = UIAccessibilityTraits(rawValue: 1 << 14)
    /// A heading.
    public static let header = UIAccessibilityTraits(rawValue: 1 << 16)
    /// A tab bar.
    public static let tabBar = UIAccessibilityTraits(rawValue: 1 << 17)
    /// A toggle (iOS 17).
    public static let toggleButton = UIAccessibilityTraits(rawValue: 1 << 53)
    /// Can be zoomed (iOS 17).
    public static let supportsZoom = UIAccessibilityTraits(rawValue: 1 << 54)
}

/// An action VoiceOver offers on an element (UIKit's `UIAccessibilityCustomAction`): never
/// performed in a preview.
open class UIAccessibilityCustomAction: NSObject, @unchecked Sendable {
    /// The action's name.
    open var name: String
    /// The action's image.
    open var image: UIImage?
    /// What it does; returns whether it worked.
    open var actionHandler: ((UIAccessibilityCustomAction) -> Bool)?
    /// An action of a name and a handler.
    public init(name: String, image: UIImage? = nil, actionHandler: @escaping (UIAccessibilityCustomAction) -> Bool) {
        self.name = name
        self.image = image
        self.actionHandler = actionHandler
    }
    /// An action calling `selector` on `target`.
    public init(name: String, target: Any?, selector: Selector) { self.name = name }
}

/// What a view's app set of its accessibility, where the view's kind gives a default.
struct AccessibilityOverrides {
    var isElement: Bool?
    var traits: UIAccessibilityTraits?
    var frame: CGRect?
}
#endif
