#if os(Linux)
import Foundation
import StandInAppleFoundation
import StandInCoreGraphics
import StandInCoreImage
import StandInQuartzCore

/// An item of a menu (UIKit's `UIMenuElement`).
open class UIMenuElement: NSObject, @unchecked Sendable {
    /// The title.
    public internal(set) var title: String
    /// The image.
    public internal(set) var image: UIImage?
    /// The line under the title (iOS 15).
    public internal(set) var subtitle: String?
    init(title: String, image: UIImage?) {
        self.title = title
        self.image = image
    }
    /// A menu element's attributes.
    public struct Attributes: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let disabled = Attributes(rawValue: 1), destructive = Attributes(rawValue: 2), hidden = Attributes(rawValue: 4)
    }
    /// A menu element's state.
    public enum State: Int, Sendable { case off, on, mixed }
}

/// An action of a menu or control (UIKit's `UIAction`).
open class UIAction: UIMenuElement, @unchecked Sendable {
    /// An identifier of an action.
    public struct Identifier: Hashable, Sendable, RawRepresentable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }
    /// Its attributes.
    open var attributes: Attributes = []
    /// Its state.
    open var state = State.off
    /// Its identifier.
    public let identifier: Identifier
    /// Its title for the keyboard shortcuts overlay.
    open var discoverabilityTitle: String?
    /// The image when its state is on (iOS 17).
    open var selectedImage: UIImage?
    /// What it does.
    let handler: UIActionHandler
    /// An action.
    public init(title: String = "", subtitle: String? = nil, image: UIImage? = nil, selectedImage: UIImage? = nil, identifier: Identifier? = nil,
                discoverabilityTitle: String? = nil, attributes: Attributes = [], state: State = .off, handler: @escaping UIActionHandler) {
        self.identifier = identifier ?? Identifier(rawValue: "")
        self.handler = handler
        super.init(title: title, image: image)
        self.subtitle = subtitle
        self.selectedImage = selectedImage
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.state = state
    }
    /// Its title.
    open override var title: String {
        get { super.title }
        set { super.title = newValue }
    }
    /// Its image.
    open override var image: UIImage? {
        get { super.image }
        set { super.image = newValue }
    }
    /// Its subtitle.
    open override var subtitle: String? {
        get { super.subtitle }
        set { super.subtitle = newValue }
    }
    /// The control or item that performed it: none, as nothing is performed in a preview.
    open var sender: Any? { nil }
}

/// What an action does (UIKit's `UIActionHandler`).
public typealias UIActionHandler = (UIAction) -> Void

/// A menu (UIKit's `UIMenu`).
open class UIMenu: UIMenuElement, @unchecked Sendable {
    /// Options of a menu.
    public struct Options: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let displayInline = Options(rawValue: 1), destructive = Options(rawValue: 2), singleSelection = Options(rawValue: 32)
        /// Shows its items as a row of icons (iOS 17).
        public static let displayAsPalette = Options(rawValue: 128)
    }
    /// How large a menu's items are (UIKit's `UIMenu.ElementSize`).
    public enum ElementSize: Int, Sendable { case small, medium, large
        /// The system's size (iOS 17).
        public static var automatic: ElementSize { .large }
    }
    /// Its items.
    public let children: [UIMenuElement]
    /// Its identifier.
    public let identifier: Identifier
    /// Its options.
    public let options: Options
    /// How large its items are (iOS 16).
    open var preferredElementSize = ElementSize.large
    /// The items whose state is on (iOS 16).
    open var selectedElements: [UIMenuElement] { children.filter { ($0 as? UIAction)?.state == .on } }
    /// A menu.
    public init(title: String = "", subtitle: String? = nil, image: UIImage? = nil, identifier: Identifier? = nil, options: Options = [],
                preferredElementSize: ElementSize = .large, children: [UIMenuElement] = []) {
        self.children = children
        self.identifier = identifier ?? Identifier(rawValue: "")
        self.options = options
        super.init(title: title, image: image)
        self.subtitle = subtitle
        self.preferredElementSize = preferredElementSize
    }
    /// The same menu with other items.
    open func replacingChildren(_ newChildren: [UIMenuElement]) -> UIMenu {
        UIMenu(title: title, subtitle: subtitle, image: image, identifier: identifier, options: options,
               preferredElementSize: preferredElementSize, children: newChildren)
    }
    /// An identifier of a menu.
    public struct Identifier: Hashable, Sendable, RawRepresentable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// An identifier of a name.
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }
}

/// A keyboard shortcut (UIKit's `UIKeyCommand`).
open class UIKeyCommand: UIMenuElement, @unchecked Sendable {
    /// The key.
    public let input: String?
    /// The modifiers.
    public let modifierFlags: UIKeyModifierFlags
    /// A shortcut calling `action`.
    public init(input: String, modifierFlags: UIKeyModifierFlags, action: Selector) {
        self.input = input
        self.modifierFlags = modifierFlags
        super.init(title: "", image: nil)
    }
    /// A shortcut with a title.
    public init(title: String = "", image: UIImage? = nil, action: Selector, input: String, modifierFlags: UIKeyModifierFlags = [],
                propertyList: Any? = nil, alternates: [Any] = [], discoverabilityTitle: String? = nil, attributes: Attributes = [], state: State = .off) {
        self.input = input
        self.modifierFlags = modifierFlags
        super.init(title: title, image: image)
    }
    /// Whether it takes priority over the system's.
    open var wantsPriorityOverSystemBehavior = false
    /// The up arrow.
    public static let inputUpArrow = "UIKeyInputUpArrow"
    /// The down arrow.
    public static let inputDownArrow = "UIKeyInputDownArrow"
    /// The left arrow.
    public static let inputLeftArrow = "UIKeyInputLeftArrow"
    /// The right arrow.
    public static let inputRightArrow = "UIKeyInputRightArrow"
    /// Escape.
    public static let inputEscape = "UIKeyInputEscape"
    /// Delete.
    public static let inputDelete = "UIKeyInputDelete"
}

/// Modifier keys (UIKit's `UIKeyModifierFlags`).
public struct UIKeyModifierFlags: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let alphaShift = UIKeyModifierFlags(rawValue: 1 << 16), shift = UIKeyModifierFlags(rawValue: 1 << 17)
    public static let control = UIKeyModifierFlags(rawValue: 1 << 18), alternate = UIKeyModifierFlags(rawValue: 1 << 19)
    public static let command = UIKeyModifierFlags(rawValue: 1 << 20), numericPad = UIKeyModifierFlags(rawValue: 1 << 21)
}

/// A context menu's configuration (UIKit's `UIContextMenuConfiguration`): its menu is never
/// asked for, as a preview opens no menu.
open class UIContextMenuConfiguration: NSObject, @unchecked Sendable {
    /// Its identifier.
    public let identifier: any NSCopying
    /// The order of the menu's items (iOS 16).
    open var preferredMenuElementOrder = ElementOrder.automatic
    /// A configuration.
    public init(identifier: (any NSCopying)? = nil, previewProvider: (() -> UIViewController?)? = nil,
                actionProvider: (([UIMenuElement]) -> UIMenu?)? = nil) {
        self.identifier = identifier ?? NSString(string: "")
    }
    /// The order of a context menu's items (UIKit's `UIContextMenuConfiguration.ElementOrder`).
    public enum ElementOrder: Int, Sendable { case automatic, priority, fixed }
}

/// An alert or action sheet (UIKit's `UIAlertController`).
open class UIAlertController: UIViewController, @unchecked Sendable {
    /// An alert's style.
    public enum Style: Int, Sendable { case actionSheet, alert }
    /// Its actions.
    public private(set) var actions: [UIAlertAction] = []
    /// Its message.
    open var message: String?
    /// Its style.
    open private(set) var preferredStyle = Style.alert
    /// The action the return key performs, drawn in bold.
    open var preferredAction: UIAlertAction?
    /// Its text fields, in the order added (nil when it has none).
    open var textFields: [UITextField]? { fields.isEmpty ? nil : fields }
    private var fields: [UITextField] = []
    /// An alert.
    public convenience init(title: String?, message: String?, preferredStyle: Style) {
        self.init(nibName: nil, bundle: nil)
        self.title = title
        self.message = message
        self.preferredStyle = preferredStyle
    }
    /// Adds an action.
    open func addAction(_ action: UIAlertAction) { actions.append(action) }
    /// Adds a text field, configured by `configurationHandler` at once.
    open func addTextField(configurationHandler: ((UITextField) -> Void)? = nil) {
        let field = UITextField()
        fields.append(field)
        configurationHandler?(field)
    }
}

/// A button of an alert (UIKit's `UIAlertAction`).
open class UIAlertAction: NSObject, @unchecked Sendable {
    /// An action's style.
    public enum Style: Int, Sendable { case `default`, cancel, destructive }
    /// The title.
    public let title: String?
    /// The style.
    public let style: Style
    /// Whether it can be tapped.
    open var isEnabled = true
    /// An action.
    public init(title: String?, style: Style, handler: ((UIAlertAction) -> Void)? = nil) {
        self.title = title
        self.style = style
    }
}
#endif
