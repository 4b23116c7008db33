#if os(Linux)
import Foundation
import StandInAppleFoundation
import StandInCoreGraphics
import StandInCoreImage
import StandInQuartzCore

/// An item of a menu (UIKit's `UIMenuElement`).
open class UIMenuElement: NSObject, @unchecked Sendable {
    /// The title.
    public let title: String
    /// The image.
    public let image: UIImage?
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
    /// An action.
    public init(title: String = "", image: UIImage? = nil, identifier: Identifier? = nil, discoverabilityTitle: String? = nil,
                attributes: Attributes = [], state: State = .off, handler: @escaping (UIAction) -> Void) {
        super.init(title: title, image: image)
        self.attributes = attributes
        self.state = state
    }
}

/// A menu (UIKit's `UIMenu`).
open class UIMenu: UIMenuElement, @unchecked Sendable {
    /// Options of a menu.
    public struct Options: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let displayInline = Options(rawValue: 1), destructive = Options(rawValue: 2), singleSelection = Options(rawValue: 32)
    }
    /// Its items.
    public let children: [UIMenuElement]
    /// A menu.
    public init(title: String = "", image: UIImage? = nil, identifier: Identifier? = nil, options: Options = [], children: [UIMenuElement] = []) {
        self.children = children
        super.init(title: title, image: image)
    }
    /// An identifier of a menu.
    public struct Identifier: Hashable, Sendable, RawRepresentable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
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

/// A context menu's configuration (UIKit's `UIContextMenuConfiguration`).
open class UIContextMenuConfiguration: NSObject, @unchecked Sendable {
    /// A configuration.
    public init(identifier: (any NSCopying)? = nil, previewProvider: (() -> UIViewController?)? = nil,
                actionProvider: (([UIMenuElement]) -> UIMenu?)? = nil) {}
}

/// An alert or action sheet (UIKit's `UIAlertController`).
open class UIAlertController: UIViewController, @unchecked Sendable {
    /// An alert's style.
    public enum Style: Int, Sendable { case actionSheet, alert }
    /// Its actions.
    public private(set) var actions: [UIAlertAction] = []
    /// Its message.
    open var message: String?
    /// An alert.
    public convenience init(title: String?, message: String?, preferredStyle: Style) {
        self.init(nibName: nil, bundle: nil)
        self.title = title
        self.message = message
    }
    /// Adds an action.
    open func addAction(_ action: UIAlertAction) { actions.append(action) }
    /// Adds a text field.
    open func addTextField(configurationHandler: ((UITextField) -> Void)? = nil) {}
}

/// A button of an alert (UIKit's `UIAlertAction`).
open class UIAlertAction: NSObject, @unchecked Sendable {
    /// An action's style.
    public enum Style: Int, Sendable { case `default`, cancel, destructive }
    /// The title.
    public let title: String?
    /// An action.
    public init(title: String?, style: Style, handler: ((UIAlertAction) -> Void)? = nil) { self.title = title }
}
#endif
