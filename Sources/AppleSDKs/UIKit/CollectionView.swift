#if os(Linux)
@_exported import Foundation
import StandInCoreGraphics

/// A collection view (UIKit's `UICollectionView`): it asks its data source for sections, items and
/// cells when the app asks it, keeps its selection and layout, and is never laid out or drawn in a
/// preview, so no cell is visible and the delegate is not told.
open class UICollectionView: UIScrollView, @unchecked Sendable {
    /// The kind of a section's header (`UICollectionView.elementKindSectionHeader`).
    public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    /// The kind of a section's footer (`UICollectionView.elementKindSectionFooter`).
    public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

    /// Where an item ends up when scrolled to.
    public struct ScrollPosition: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let top = ScrollPosition(rawValue: 1), centeredVertically = ScrollPosition(rawValue: 2)
        public static let bottom = ScrollPosition(rawValue: 4), left = ScrollPosition(rawValue: 8)
        public static let centeredHorizontally = ScrollPosition(rawValue: 16), right = ScrollPosition(rawValue: 32)
    }

    /// The layout.
    open var collectionViewLayout: UICollectionViewLayout {
        didSet { collectionViewLayout.collectionView = self }
    }
    /// What gives the collection view its sections, items and cells (weak).
    open weak var dataSource: (any UICollectionViewDataSource)?
    /// What the collection view tells of selections (weak).
    open weak var delegate: (any UICollectionViewDelegate)? {
        didSet { scrollViewDelegate = delegate }
    }
    /// The view behind the content.
    open var backgroundView: UIView?
    /// Whether items can be selected.
    open var allowsSelection = true
    /// Whether several items can be selected.
    open var allowsMultipleSelection = false
    /// Whether items can be selected while editing.
    open var allowsSelectionDuringEditing = false
    /// Whether several items can be selected while editing.
    open var allowsMultipleSelectionDuringEditing = false
    /// Whether it is being edited.
    open var isEditing = false
    /// Whether selection follows focus.
    open var selectionFollowsFocus = false
    /// Whether cells are made ahead of showing.
    open var isPrefetchingEnabled = true
    /// Whether items can be dragged.
    open var dragInteractionEnabled = false
    private var selection: [IndexPath] = []
    private var cellClasses: [String: UICollectionReusableView.Type] = [:]
    private var supplementaryClasses: [String: UICollectionReusableView.Type] = [:]

    /// A collection view with a layout.
    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        collectionViewLayout = layout
        super.init(frame: frame)
        layout.collectionView = self
    }
    /// A collection view read from an archive: not in a preview.
    public required init?(coder: NSCoder) { return nil }

    /// The proxy of every collection view.
    open override class func appearance() -> UICollectionView { UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewLayout()) }

    /// Changes the layout (at once).
    open func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool) { collectionViewLayout = layout }
    /// Changes the layout (at once), then calls `completion`.
    open func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool, completion: ((Bool) -> Void)? = nil) {
        collectionViewLayout = layout
        completion?(true)
    }

    /// The number of sections, from the data source.
    open var numberOfSections: Int { dataSource.map { $0.numberOfSections(in: self) } ?? 0 }
    /// The number of items in `section`, from the data source.
    open func numberOfItems(inSection section: Int) -> Int { dataSource?.collectionView(self, numberOfItemsInSection: section) ?? 0 }

    /// Registers the class of the cells dequeued with `identifier`.
    open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        cellClasses[identifier] = cellClass as? UICollectionViewCell.Type
    }
    /// Registers a nib of the cells dequeued with `identifier` (made as plain cells here).
    open func register(_ nib: UINib?, forCellWithReuseIdentifier identifier: String) { cellClasses[identifier] = UICollectionViewCell.self }
    /// Registers the class of the supplementary views of `elementKind` dequeued with `identifier`.
    open func register(_ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String, withReuseIdentifier identifier: String) {
        supplementaryClasses[elementKind + "/" + identifier] = viewClass as? UICollectionReusableView.Type
    }
    /// Registers a nib of the supplementary views of `kind` dequeued with `identifier`.
    open func register(_ nib: UINib?, forSupplementaryViewOfKind kind: String, withReuseIdentifier identifier: String) {
        supplementaryClasses[kind + "/" + identifier] = UICollectionReusableView.self
    }
    /// A new cell of the class registered for `identifier` (a plain cell when none is).
    open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell {
        (cellClasses[identifier]?.init(dequeuedWithReuseIdentifier: identifier) as? UICollectionViewCell)
            ?? UICollectionViewCell(dequeuedWithReuseIdentifier: identifier)
    }
    /// A new supplementary view of the class registered for `elementKind` and `identifier`.
    open func dequeueReusableSupplementaryView(ofKind elementKind: String, withReuseIdentifier identifier: String,
                                               for indexPath: IndexPath) -> UICollectionReusableView {
        (supplementaryClasses[elementKind + "/" + identifier] ?? UICollectionReusableView.self).init(dequeuedWithReuseIdentifier: identifier)
    }
    /// A new cell of the registration's class, configured by its handler for `item`.
    public func dequeueConfiguredReusableCell<Cell, Item>(using registration: CellRegistration<Cell, Item>, for indexPath: IndexPath,
                                                           item: Item?) -> Cell {
        let cell = Cell(dequeuedWithReuseIdentifier: registration.reuseIdentifier)
        if let item { registration.handler(cell, indexPath, item) }
        return cell
    }
    /// A new supplementary view of the registration's class, configured by its handler.
    public func dequeueConfiguredReusableSupplementary<Supplementary>(using registration: SupplementaryRegistration<Supplementary>,
                                                                        for indexPath: IndexPath) -> Supplementary {
        let view = Supplementary(dequeuedWithReuseIdentifier: registration.reuseIdentifier)
        registration.handler(view, registration.elementKind, indexPath)
        return view
    }

    /// Reloads every item: the selection is cleared, as on a device.
    open func reloadData() { selection = [] }
    /// Reloads items.
    open func reloadItems(at indexPaths: [IndexPath]) {}
    /// Reconfigures items' cells in place.
    open func reconfigureItems(at indexPaths: [IndexPath]) {}
    /// Reloads sections.
    open func reloadSections(_ sections: IndexSet) {}
    /// Inserts items.
    open func insertItems(at indexPaths: [IndexPath]) {}
    /// Deletes items, deselecting them.
    open func deleteItems(at indexPaths: [IndexPath]) { selection.removeAll(where: indexPaths.contains) }
    /// Moves an item.
    open func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {}
    /// Inserts sections.
    open func insertSections(_ sections: IndexSet) {}
    /// Deletes sections, deselecting their items.
    open func deleteSections(_ sections: IndexSet) { selection.removeAll { sections.contains($0.section) } }
    /// Moves a section.
    open func moveSection(_ section: Int, toSection newSection: Int) {}
    /// Makes changes together: `updates` runs now, then `completion` is told they finished.
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        updates?()
        completion?(true)
    }

    /// The selected items, if any.
    open var indexPathsForSelectedItems: [IndexPath]? { selection }
    /// Selects an item (nil clears the selection); the delegate is not told, as on a device.
    open func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard let indexPath else { return selection = [] }
        guard allowsSelection || (isEditing && allowsSelectionDuringEditing) else { return }
        let multiple = isEditing ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection
        if !multiple { selection = [] }
        if !selection.contains(indexPath) { selection.append(indexPath) }
    }
    /// Deselects an item.
    open func deselectItem(at indexPath: IndexPath, animated: Bool) { selection.removeAll { $0 == indexPath } }
    /// Scrolls to an item (nothing scrolls in a preview).
    open func scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {}

    /// The cell shown for an item: none, as a preview lays no items out.
    open func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? { nil }
    /// The cells shown: none in a preview.
    open var visibleCells: [UICollectionViewCell] { [] }
    /// The items shown: none in a preview.
    open var indexPathsForVisibleItems: [IndexPath] { [] }
    /// The item of a cell: none, as no cell is shown.
    open func indexPath(for cell: UICollectionViewCell) -> IndexPath? { nil }
    /// The item at a point: none.
    open func indexPathForItem(at point: CGPoint) -> IndexPath? { nil }
    /// The supplementary view shown: none.
    open func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath) -> UICollectionReusableView? { nil }
    /// The supplementary views shown: none.
    open func visibleSupplementaryViews(ofKind elementKind: String) -> [UICollectionReusableView] { [] }
    /// An item's layout: none, as nothing is laid out.
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// How cells of a class are configured for items (UIKit's `UICollectionView.CellRegistration`).
    public struct CellRegistration<Cell: UICollectionViewCell, Item>: Sendable {
        /// Configures a cell for an item.
        public typealias Handler = @MainActor (Cell, IndexPath, Item) -> Void
        let handler: Handler
        let reuseIdentifier = String(describing: Cell.self)
        /// A registration configuring cells with `handler`.
        public init(handler: @escaping Handler) { self.handler = handler }
        /// A registration of cells of a nib (made as cells of the class here).
        public init(cellNib: UINib, handler: @escaping Handler) { self.handler = handler }
    }

    /// How supplementary views of a class are configured (UIKit's `UICollectionView.SupplementaryRegistration`).
    public struct SupplementaryRegistration<Supplementary: UICollectionReusableView>: Sendable {
        /// Configures a view of a kind at a path.
        public typealias Handler = @MainActor (Supplementary, String, IndexPath) -> Void
        let handler: Handler
        /// The kind of view.
        public let elementKind: String
        let reuseIdentifier = String(describing: Supplementary.self)
        /// A registration of views of `elementKind`, configured with `handler`.
        public init(elementKind: String, handler: @escaping Handler) {
            self.elementKind = elementKind
            self.handler = handler
        }
        /// A registration of views of a nib (made as views of the class here).
        public init(supplementaryNib: UINib, elementKind: String, handler: @escaping Handler) { self.init(elementKind: elementKind, handler: handler) }
    }
}

/// How a collection view lays out its items (UIKit's `UICollectionViewLayout`): subclasses' layouts
/// are kept, never run, as nothing is laid out in a preview.
@MainActor @preconcurrency
open class UICollectionViewLayout: NSObject, @unchecked Sendable {
    /// The collection view it lays out.
    open internal(set) weak var collectionView: UICollectionView?
    /// A layout.
    public override init() {}
    /// The size of the whole content.
    open var collectionViewContentSize: CGSize { .zero }
    /// Works out the layout.
    open func prepare() {}
    /// Marks the layout as out of date.
    open func invalidateLayout() {}
    /// The layout of the elements in `rect`.
    open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { nil }
    /// The layout of an item.
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }
    /// The layout of a supplementary view.
    open func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }
    /// Whether a change of bounds invalidates the layout.
    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }
    /// Registers the class of decoration views of `elementKind`.
    open func register(_ viewClass: AnyClass?, forDecorationViewOfKind elementKind: String) {}
    /// Registers a nib of decoration views of `elementKind`.
    open func register(_ nib: UINib?, forDecorationViewOfKind elementKind: String) {}
}
#endif
