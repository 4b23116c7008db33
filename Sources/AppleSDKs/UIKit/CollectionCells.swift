#if os(Linux)
@_exported import Foundation
import StandInCoreGraphics

/// A view a collection view reuses: a cell, header or footer (UIKit's `UICollectionReusableView`).
/// One made by `dequeue…` is of the registered class, made through its `init(frame:)`.
open class UICollectionReusableView: UIView, @unchecked Sendable {
    /// The identifier it was registered and dequeued with.
    public internal(set) var reuseIdentifier: String?
    /// The view a collection view makes for a registered class (through `init(frame:)`).
    public required convenience init(dequeuedWithReuseIdentifier reuseIdentifier: String?) {
        self.init(frame: .zero)
        self.reuseIdentifier = reuseIdentifier
    }
    /// The view was loaded from a nib (never here).
    open func awakeFromNib() {}
    /// Gets it ready for another item.
    open func prepareForReuse() {}
}

/// A cell of a collection view (UIKit's `UICollectionViewCell`): its content and background as
/// values and its state; never drawn in a preview.
open class UICollectionViewCell: UICollectionReusableView, @unchecked Sendable {
    /// What the cell runs when its state changes.
    public typealias ConfigurationUpdateHandler = (UICollectionViewCell, UICellConfigurationState) -> Void
    /// Its content as a value (`UIHostingConfiguration { … }` for SwiftUI rows); not drawn.
    open var contentConfiguration: (any UIContentConfiguration)?
    /// Its background as a value.
    open var backgroundConfiguration: UIBackgroundConfiguration?
    /// Whether the content configuration follows the state.
    open var automaticallyUpdatesContentConfiguration = true
    /// Whether the background configuration follows the state.
    open var automaticallyUpdatesBackgroundConfiguration = true
    /// What runs when the state changes (called by `setNeedsUpdateConfiguration()`).
    open var configurationUpdateHandler: ConfigurationUpdateHandler?
    /// The content view.
    open var contentView = UIView()
    /// The view behind the content.
    open var backgroundView: UIView?
    /// The view behind a selected cell.
    open var selectedBackgroundView: UIView?
    /// Whether it is selected.
    open var isSelected = false {
        didSet { setNeedsUpdateConfiguration() }
    }
    /// Whether it is highlighted.
    open var isHighlighted = false {
        didSet { setNeedsUpdateConfiguration() }
    }

    /// Its state now.
    open var configurationState: UICellConfigurationState {
        var state = UICellConfigurationState(traitCollection: traitCollection)
        state.isSelected = isSelected
        state.isHighlighted = isHighlighted
        return state
    }
    /// Asks for the configuration to follow the state: runs `updateConfiguration(using:)` now.
    open func setNeedsUpdateConfiguration() { updateConfiguration(using: configurationState) }
    /// Updates the configuration for `state`: runs the update handler.
    open func updateConfiguration(using state: UICellConfigurationState) { configurationUpdateHandler?(self, state) }
    /// The system's background for a cell.
    open func defaultBackgroundConfiguration() -> UIBackgroundConfiguration { .listPlainCell() }
}

/// A row of a list in a collection view (UIKit's `UICollectionViewListCell`): its accessories are
/// kept, never drawn or tapped in a preview.
open class UICollectionViewListCell: UICollectionViewCell, @unchecked Sendable {
    /// The accessories at its edges.
    open var accessories: [UICellAccessory] = []
    /// How far the content is indented.
    open var indentationLevel = 0
    /// The width of one indentation level.
    open var indentationWidth: CGFloat = 10
    /// Whether the accessories indent too.
    open var indentsAccessories = true
    /// The guide the separator lines up with.
    public private(set) lazy var separatorLayoutGuide = UILayoutGuide(owner: self)
    /// The system's list content of a cell.
    open func defaultContentConfiguration() -> UIListContentConfiguration { .cell() }
    /// The system's background of a list cell.
    open override func defaultBackgroundConfiguration() -> UIBackgroundConfiguration { .listPlainCell() }
}

/// Where an element sits in a collection view's layout (UIKit's `UICollectionViewLayoutAttributes`).
open class UICollectionViewLayoutAttributes: NSObject, NSCopying, @unchecked Sendable {
    /// What kind of element it is.
    public enum Category: UInt, Sendable { case cell, supplementaryView, decorationView }
    /// The element's path.
    open var indexPath: IndexPath
    /// The kind of element.
    public let representedElementCategory: Category
    /// The supplementary or decoration kind, if not a cell.
    public let representedElementKind: String?
    /// The frame.
    open var frame = CGRect.zero
    /// The size.
    open var size: CGSize {
        get { frame.size }
        set { frame.size = newValue }
    }
    /// The center.
    open var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }
    /// The transform.
    open var transform = CGAffineTransform.identity
    /// The opacity.
    open var alpha: CGFloat = 1
    /// The stacking order.
    open var zIndex = 0
    /// Whether it is hidden.
    open var isHidden = false

    init(category: Category, kind: String?, indexPath: IndexPath) {
        self.indexPath = indexPath
        representedElementCategory = category
        representedElementKind = kind
    }
    /// The attributes of the cell at `indexPath`.
    public convenience init(forCellWith indexPath: IndexPath) { self.init(category: .cell, kind: nil, indexPath: indexPath) }
    /// The attributes of a supplementary view.
    public convenience init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
        self.init(category: .supplementaryView, kind: elementKind, indexPath: indexPath)
    }
    /// The attributes of a decoration view.
    public convenience init(forDecorationViewOfKind decorationViewKind: String, with indexPath: IndexPath) {
        self.init(category: .decorationView, kind: decorationViewKind, indexPath: indexPath)
    }
    /// A copy of the attributes.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = UICollectionViewLayoutAttributes(category: representedElementCategory, kind: representedElementKind, indexPath: indexPath)
        (copy.frame, copy.transform, copy.alpha, copy.zIndex, copy.isHidden) = (frame, transform, alpha, zIndex, isHidden)
        return copy
    }
}
#endif
