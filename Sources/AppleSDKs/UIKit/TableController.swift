#if os(Linux)
@_exported import Foundation
import StandInCoreGraphics

/// A controller showing a table it is the data source and delegate of (UIKit's
/// `UITableViewController`): its view is the table; subclasses override the table's methods.
open class UITableViewController: UIViewController, UITableViewDataSource, UITableViewDelegate, @unchecked Sendable {
    /// The table, which is also the controller's view.
    open var tableView: UITableView! {
        didSet { view = tableView }
    }
    /// Whether the selection is cleared when the view appears.
    open var clearsSelectionOnViewWillAppear = true
    /// The table's pull-to-refresh control.
    open var refreshControl: UIRefreshControl? {
        get { tableView?.refreshControl }
        set { tableView?.refreshControl = newValue }
    }

    /// A controller with a table of `style`.
    public init(style: UITableView.Style) {
        super.init(nibName: nil, bundle: nil)
        adopt(UITableView(frame: .zero, style: style))
    }
    /// A controller with a plain table.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        adopt(UITableView(frame: .zero, style: .plain))
    }
    /// A controller read from an archive: not in a preview.
    public required init?(coder: NSCoder) { return nil }

    private func adopt(_ table: UITableView) {
        table.dataSource = self
        table.delegate = self
        tableView = table
    }

    /// The view will appear: the selection is cleared if `clearsSelectionOnViewWillAppear`.
    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        guard clearsSelectionOnViewWillAppear, let table = tableView else { return }
        for indexPath in table.indexPathsForSelectedRows ?? [] { table.deselectRow(at: indexPath, animated: animated) }
    }

    /// One section.
    open func numberOfSections(in tableView: UITableView) -> Int { 1 }
    /// No rows.
    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }
    /// A plain cell.
    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell { UITableViewCell() }
    /// No header title.
    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
    /// No footer title.
    open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
    /// Rows can be edited.
    open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
    /// Rows cannot be moved.
    open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }
    /// No section index.
    open func sectionIndexTitles(for tableView: UITableView) -> [String]? { nil }
    /// The section at the title's index.
    open func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int { index }
    /// Nothing to do.
    open func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {}
    /// Nothing to do.
    open func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {}

    /// Nothing to do.
    open func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
    /// The table's row height.
    open func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { tableView.rowHeight }
    /// The table's estimated row height.
    open func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat { tableView.estimatedRowHeight }
    /// The table's header height.
    open func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat { tableView.sectionHeaderHeight }
    /// The table's footer height.
    open func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat { tableView.sectionFooterHeight }
    /// No header view.
    open func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? { nil }
    /// No footer view.
    open func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? { nil }
    /// Rows highlight.
    open func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool { true }
    /// The row itself.
    open func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    /// Nothing to do.
    open func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
    /// Nothing to do.
    open func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}
    /// Nothing to do.
    open func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {}
    /// Rows are deleted.
    open func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle { .delete }
    /// No leading actions.
    open func tableView(_ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? { nil }
    /// No trailing actions.
    open func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? { nil }
    /// No context menu.
    open func tableView(_ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint) -> UIContextMenuConfiguration? { nil }

    /// The table scrolled (never in a preview).
    open func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    /// A drag will begin (never in a preview).
    open func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    /// A drag ended (never in a preview).
    open func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    /// Scrolling stopped (never in a preview).
    open func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
}

/// A table's data source of snapshots of identifiers (UIKit's `UITableViewDiffableDataSource`):
/// it becomes the table's data source; applying a snapshot keeps it at once and calls the
/// completion, as nothing animates in a preview.
@MainActor @preconcurrency
open class UITableViewDiffableDataSource<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>:
    NSObject, UITableViewDataSource {
    /// Makes the cell of an item.
    public typealias CellProvider = (UITableView, IndexPath, ItemIdentifierType) -> UITableViewCell?
    private let tableView: UITableView
    private let cellProvider: CellProvider
    private var current = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()
    /// How rows come and go.
    open var defaultRowAnimation = UITableView.RowAnimation.automatic

    /// A data source of `tableView`, making cells with `cellProvider`.
    public init(tableView: UITableView, cellProvider: @escaping CellProvider) {
        self.tableView = tableView
        self.cellProvider = cellProvider
        super.init()
        tableView.dataSource = self
    }

    /// Shows `snapshot`; `completion` is called at once.
    open func apply(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>, animatingDifferences: Bool = true,
                    completion: (() -> Void)? = nil) {
        current = snapshot
        completion?()
    }
    /// Shows `snapshot`.
    open func apply(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>, animatingDifferences: Bool = true) async {
        current = snapshot
    }
    /// Shows `snapshot` by reloading the table; `completion` is called at once.
    open func applySnapshotUsingReloadData(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                                           completion: (() -> Void)? = nil) {
        current = snapshot
        tableView.reloadData()
        completion?()
    }
    /// Shows `snapshot` by reloading the table.
    open func applySnapshotUsingReloadData(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>) async {
        applySnapshotUsingReloadData(snapshot, completion: nil)
    }
    /// The snapshot shown.
    open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> { current }
    /// The item of a row.
    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? { current.item(at: indexPath) }
    /// The row of an item.
    open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? { current.indexPath(of: itemIdentifier) }
    /// The section at an index.
    open func sectionIdentifier(for index: Int) -> SectionIdentifierType? { current.sectionIdentifiers.element(at: index) }
    /// The index of a section.
    open func index(for sectionIdentifier: SectionIdentifierType) -> Int? { current.indexOfSection(sectionIdentifier) }

    /// The snapshot's number of sections.
    open func numberOfSections(in tableView: UITableView) -> Int { current.numberOfSections }
    /// The number of items in the section.
    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        current.sectionIdentifiers.element(at: section).map(current.numberOfItems(inSection:)) ?? 0
    }
    /// The cell the provider makes for the row's item.
    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        itemIdentifier(for: indexPath).flatMap { cellProvider(tableView, indexPath, $0) } ?? UITableViewCell()
    }
    /// No header title.
    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
    /// No footer title.
    open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
    /// Rows cannot be edited unless a subclass says so.
    open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { false }
    /// Rows cannot be moved unless a subclass says so.
    open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }
    /// Nothing to do.
    open func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {}
    /// Nothing to do.
    open func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {}
    /// No section index.
    open func sectionIndexTitles(for tableView: UITableView) -> [String]? { nil }
    /// The section at the title's index.
    open func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int { index }
}

extension NSDiffableDataSourceSnapshot {
    /// The item at a row or item path.
    func item(at indexPath: IndexPath) -> ItemIdentifierType? {
        sectionIdentifiers.element(at: indexPath.section).flatMap { itemIdentifiers(inSection: $0).element(at: indexPath.item) }
    }
    /// The path of an item.
    func indexPath(of item: ItemIdentifierType) -> IndexPath? {
        guard let section = sectionIdentifier(containingItem: item), let sectionIndex = indexOfSection(section),
              let itemIndex = itemIdentifiers(inSection: section).firstIndex(of: item) else { return nil }
        return IndexPath(item: itemIndex, section: sectionIndex)
    }
}

extension Array {
    /// The element at `index`, or nil past the ends.
    func element(at index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}
#endif
