#if os(Linux)
@_exported import Foundation
import StandInCoreGraphics

/// An accessory of a list cell: a disclosure chevron, a checkmark, a delete or reorder control,
/// a label or a custom view (UIKit's `UICellAccessory`). Kept on the cell; never drawn or tapped
/// in a preview, so action handlers are not called.
public struct UICellAccessory: @unchecked Sendable {
    /// What a tap on an accessory runs.
    public typealias ActionHandler = () -> Void

    /// The kind of an accessory.
    public enum AccessoryType: Hashable, Sendable {
        case disclosureIndicator, outlineDisclosure, checkmark, delete, insert, reorder, multiselect, detail, label, customView, popUpMenu
    }

    /// When an accessory shows.
    public enum DisplayedState: Int, Sendable { case always, whenEditing, whenNotEditing }

    /// The width the layout keeps for an accessory.
    public enum LayoutDimension: Hashable, Sendable {
        /// The system's width.
        case standard
        /// The accessory's own width.
        case actual
        /// A width in points.
        case custom(CGFloat)
    }

    /// The kind of accessory.
    public let accessoryType: AccessoryType
    /// When it shows.
    public let displayedState: DisplayedState
    /// Its tint.
    public let tintColor: UIColor?
    /// Whether it is hidden.
    public let isHidden: Bool
    /// The text of a label accessory.
    public let text: String?
    /// The view of a custom accessory.
    public let customView: UIView?
    /// What a tap runs (never called in a preview).
    public let actionHandler: ActionHandler?

    init(_ type: AccessoryType, _ displayed: DisplayedState, tint: UIColor? = nil, hidden: Bool? = nil, text: String? = nil,
         view: UIView? = nil, handler: ActionHandler? = nil) {
        accessoryType = type
        displayedState = displayed
        tintColor = tint
        isHidden = hidden ?? false
        self.text = text
        customView = view
        actionHandler = handler
    }

    /// A chevron pointing to the trailing edge.
    public static func disclosureIndicator(displayed: DisplayedState = .always,
                                           options: DisclosureIndicatorOptions = DisclosureIndicatorOptions()) -> UICellAccessory {
        UICellAccessory(.disclosureIndicator, displayed, tint: options.tintColor, hidden: options.isHidden)
    }
    /// A chevron that expands or collapses an outline.
    public static func outlineDisclosure(displayed: DisplayedState = .always, options: OutlineDisclosureOptions = OutlineDisclosureOptions(),
                                         actionHandler: ActionHandler? = nil) -> UICellAccessory {
        UICellAccessory(.outlineDisclosure, displayed, tint: options.tintColor, hidden: options.isHidden, handler: actionHandler)
    }
    /// A checkmark.
    public static func checkmark(displayed: DisplayedState = .always, options: CheckmarkOptions = CheckmarkOptions()) -> UICellAccessory {
        UICellAccessory(.checkmark, displayed, tint: options.tintColor, hidden: options.isHidden)
    }
    /// A delete control, shown while editing.
    public static func delete(displayed: DisplayedState = .whenEditing, options: DeleteOptions = DeleteOptions(),
                              actionHandler: ActionHandler? = nil) -> UICellAccessory {
        UICellAccessory(.delete, displayed, tint: options.tintColor, hidden: options.isHidden, handler: actionHandler)
    }
    /// An insert control, shown while editing.
    public static func insert(displayed: DisplayedState = .whenEditing, options: InsertOptions = InsertOptions(),
                              actionHandler: ActionHandler? = nil) -> UICellAccessory {
        UICellAccessory(.insert, displayed, tint: options.tintColor, hidden: options.isHidden, handler: actionHandler)
    }
    /// A reorder grip, shown while editing.
    public static func reorder(displayed: DisplayedState = .whenEditing, options: ReorderOptions = ReorderOptions()) -> UICellAccessory {
        UICellAccessory(.reorder, displayed, tint: options.tintColor, hidden: options.isHidden)
    }
    /// A selection circle, shown while editing.
    public static func multiselect(displayed: DisplayedState = .whenEditing, options: MultiselectOptions = MultiselectOptions()) -> UICellAccessory {
        UICellAccessory(.multiselect, displayed, tint: options.tintColor, hidden: options.isHidden)
    }
    /// A detail (info) button.
    public static func detail(displayed: DisplayedState = .always, options: DetailOptions = DetailOptions(),
                              actionHandler: ActionHandler? = nil) -> UICellAccessory {
        UICellAccessory(.detail, displayed, tint: options.tintColor, hidden: options.isHidden, handler: actionHandler)
    }
    /// A text label.
    public static func label(text: String, displayed: DisplayedState = .always, options: LabelOptions = LabelOptions()) -> UICellAccessory {
        UICellAccessory(.label, displayed, tint: options.tintColor, hidden: options.isHidden, text: text)
    }
    /// A view of the app's.
    public static func customView(configuration: CustomViewConfiguration) -> UICellAccessory {
        UICellAccessory(.customView, configuration.placement.displayed, tint: configuration.tintColor, hidden: configuration.isHidden,
                        view: configuration.customView)
    }
    /// A pop-up menu (iOS 17).
    public static func popUpMenu(_ menu: UIMenu, displayed: DisplayedState = .always, options: PopUpMenuOptions = PopUpMenuOptions(),
                                 selectedElementDidChangeHandler: ((UIMenu) -> Void)? = nil) -> UICellAccessory {
        UICellAccessory(.popUpMenu, displayed, tint: options.tintColor, hidden: options.isHidden)
    }

    /// Options of a disclosure indicator.
    public struct DisclosureIndicatorOptions: Sendable {
        /// Whether it is hidden; its tint; its width.
        public var isHidden: Bool?, tintColor: UIColor?, reservedLayoutWidth: LayoutDimension?
        /// Options.
        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil) {
            (self.isHidden, self.reservedLayoutWidth, self.tintColor) = (isHidden, reservedLayoutWidth, tintColor)
        }
    }
    /// Options of an outline disclosure.
    public struct OutlineDisclosureOptions: Sendable {
        /// How an outline disclosure looks.
        public enum Style: Int, Sendable { case automatic, header, cell }
        /// Its style.
        public var style: Style
        /// Whether it is hidden; its tint; its width.
        public var isHidden: Bool?, tintColor: UIColor?, reservedLayoutWidth: LayoutDimension?
        /// Options.
        public init(style: Style = .automatic, isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil) {
            (self.style, self.isHidden, self.reservedLayoutWidth, self.tintColor) = (style, isHidden, reservedLayoutWidth, tintColor)
        }
    }
    /// Options of a checkmark.
    public typealias CheckmarkOptions = DisclosureIndicatorOptions
    /// Options of a detail button.
    public typealias DetailOptions = DisclosureIndicatorOptions
    /// Options of a pop-up menu.
    public typealias PopUpMenuOptions = DisclosureIndicatorOptions
    /// Options of a delete control.
    public struct DeleteOptions: Sendable {
        /// Whether it is hidden; its tint; its background; its width.
        public var isHidden: Bool?, tintColor: UIColor?, backgroundColor: UIColor?, reservedLayoutWidth: LayoutDimension?
        /// Options.
        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil, backgroundColor: UIColor? = nil) {
            (self.isHidden, self.reservedLayoutWidth, self.tintColor, self.backgroundColor) = (isHidden, reservedLayoutWidth, tintColor, backgroundColor)
        }
    }
    /// Options of an insert control.
    public typealias InsertOptions = DeleteOptions
    /// Options of a selection circle.
    public typealias MultiselectOptions = DeleteOptions
    /// Options of a reorder grip.
    public struct ReorderOptions: Sendable {
        /// Whether it is hidden; its tint; its width; whether a separator shows beside it.
        public var isHidden: Bool?, tintColor: UIColor?, reservedLayoutWidth: LayoutDimension?, showsVerticalSeparator: Bool
        /// Options.
        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil, showsVerticalSeparator: Bool = true) {
            (self.isHidden, self.reservedLayoutWidth, self.tintColor) = (isHidden, reservedLayoutWidth, tintColor)
            self.showsVerticalSeparator = showsVerticalSeparator
        }
    }
    /// Options of a label.
    public struct LabelOptions: Sendable {
        /// Whether it is hidden; its tint; its font; its width.
        public var isHidden: Bool?, tintColor: UIColor?, font: UIFont?, reservedLayoutWidth: LayoutDimension?
        /// Whether the font follows the Dynamic Type size.
        public var adjustsFontForContentSizeCategory: Bool?
        /// Options.
        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil, font: UIFont? = nil,
                    adjustsFontForContentSizeCategory: Bool? = nil) {
            (self.isHidden, self.reservedLayoutWidth, self.tintColor, self.font) = (isHidden, reservedLayoutWidth, tintColor, font)
            self.adjustsFontForContentSizeCategory = adjustsFontForContentSizeCategory
        }
    }

    /// Where a custom accessory goes (UIKit's `UICellAccessory.Placement`).
    public enum Placement: @unchecked Sendable {
        /// At the leading edge, at the index `at` picks among the other accessories.
        case leading(displayed: DisplayedState = .always, at: ([UICellAccessory]) -> Int = { _ in 0 })
        /// At the trailing edge, at the index `at` picks among the other accessories.
        case trailing(displayed: DisplayedState = .always, at: ([UICellAccessory]) -> Int = { _ in 0 })

        var displayed: DisplayedState {
            switch self { case .leading(let displayed, _), .trailing(let displayed, _): displayed }
        }
    }

    /// A custom accessory's view and placement (UIKit's `UICellAccessory.CustomViewConfiguration`).
    public struct CustomViewConfiguration: @unchecked Sendable {
        /// The view.
        public var customView: UIView
        /// Where it goes.
        public var placement: Placement
        /// Whether it is hidden.
        public var isHidden: Bool?
        /// The width the layout keeps.
        public var reservedLayoutWidth: LayoutDimension
        /// Its tint.
        public var tintColor: UIColor?
        /// Whether it keeps its size.
        public var maintainsFixedSize: Bool?
        /// A configuration of `customView` at `placement`.
        public init(customView: UIView, placement: Placement, isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension = .standard,
                    tintColor: UIColor? = nil, maintainsFixedSize: Bool? = nil) {
            (self.customView, self.placement, self.isHidden) = (customView, placement, isHidden)
            (self.reservedLayoutWidth, self.tintColor, self.maintainsFixedSize) = (reservedLayoutWidth, tintColor, maintainsFixedSize)
        }
    }
}
#endif
