#if os(Linux)
@_exported import Foundation
import StandInCoreGraphics

/// A table (UIKit's `UITableView`): it asks its data source for sections, rows and cells when the
/// app asks it (`numberOfRows(inSection:)`, `dequeueReusableCell`), keeps its selection and settings,
/// and is never laid out or drawn in a preview, so no cell is visible and the delegate is not told.
open class UITableView: UIScrollView, @unchecked Sendable {
    /// A table's look.
    public enum Style: Int, Sendable { case plain, grouped, insetGrouped }
    /// How rows come and go.
    public enum RowAnimation: Int, Sendable { case fade, right, left, top, bottom, none, middle, automatic = 100 }
    /// Where a row ends up when scrolled to.
    public enum ScrollPosition: Int, Sendable { case none, top, middle, bottom }
    /// The separators' style.
    public enum SeparatorStyle: Int, Sendable { case none, singleLine }
    /// What the separators' insets are measured from.
    public enum SeparatorInsetReference: Int, Sendable { case fromCellEdges, fromAutomaticInsets }
    /// A height the table works out from the content (UIKit's `UITableView.automaticDimension`).
    public static let automaticDimension: CGFloat = -1

    /// The table's look.
    public let style: Style
    /// What gives the table its sections, rows and cells (weak).
    open weak var dataSource: (any UITableViewDataSource)?
    /// What the table tells of selections and asks for heights and actions (weak).
    open weak var delegate: (any UITableViewDelegate)? {
        didSet { scrollViewDelegate = delegate }
    }
    /// The rows' height.
    open var rowHeight = UITableView.automaticDimension
    /// The rows' estimated height.
    open var estimatedRowHeight = UITableView.automaticDimension
    /// The section headers' height.
    open var sectionHeaderHeight = UITableView.automaticDimension
    /// The section footers' height.
    open var sectionFooterHeight = UITableView.automaticDimension
    /// The section headers' estimated height.
    open var estimatedSectionHeaderHeight = UITableView.automaticDimension
    /// The section footers' estimated height.
    open var estimatedSectionFooterHeight = UITableView.automaticDimension
    /// The space above each section header.
    open var sectionHeaderTopPadding = UITableView.automaticDimension
    /// The separators' style.
    open var separatorStyle = SeparatorStyle.singleLine
    /// The separators' colour.
    open var separatorColor: UIColor?
    /// The separators' insets.
    open var separatorInset = UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 0)
    /// What the separators' insets are measured from.
    open var separatorInsetReference = SeparatorInsetReference.fromCellEdges
    /// Whether cells' margins follow the readable width.
    open var cellLayoutMarginsFollowReadableWidth = false
    /// The header of the whole table.
    open var tableHeaderView: UIView?
    /// The footer of the whole table.
    open var tableFooterView: UIView?
    /// The view behind the table.
    open var backgroundView: UIView?
    /// Whether rows can be selected.
    open var allowsSelection = true
    /// Whether several rows can be selected.
    open var allowsMultipleSelection = false
    /// Whether rows can be selected while editing.
    open var allowsSelectionDuringEditing = false
    /// Whether several rows can be selected while editing.
    open var allowsMultipleSelectionDuringEditing = false
    /// Whether rows can be dragged.
    open var dragInteractionEnabled = false
    /// The number of rows at which the section index shows.
    open var sectionIndexMinimumDisplayRowCount = 0
    /// The section index's text colour.
    open var sectionIndexColor: UIColor?
    /// The section index's background colour.
    open var sectionIndexBackgroundColor: UIColor?
    private var editing = false
    private var selection: [IndexPath] = []
    private var cellClasses: [String: UITableViewCell.Type] = [:]
    private var headerFooterClasses: [String: UITableViewHeaderFooterView.Type] = [:]

    /// A table of `style`.
    public init(frame: CGRect, style: Style) {
        self.style = style
        super.init(frame: frame)
    }
    /// A plain table.
    public override convenience init(frame: CGRect) { self.init(frame: frame, style: .plain) }
    /// A table read from an archive: not in a preview.
    public required init?(coder: NSCoder) { return nil }

    /// The proxy of this kind inside containers of `containerTypes`.
    open override class func appearance(whenContainedInInstancesOf containerTypes: [AnyObject.Type]) -> UITableView { appearance() }
    /// The proxy of every table.
    open override class func appearance() -> UITableView { UITableView() }

    /// Whether the table is being edited.
    open var isEditing: Bool {
        get { editing }
        set { setEditing(newValue, animated: false) }
    }
    /// Starts or ends editing.
    open func setEditing(_ editing: Bool, animated: Bool) { self.editing = editing }

    /// The number of sections, from the data source (1 when it does not say).
    open var numberOfSections: Int { dataSource.map { $0.numberOfSections(in: self) } ?? 0 }
    /// The number of rows in `section`, from the data source.
    open func numberOfRows(inSection section: Int) -> Int { dataSource?.tableView(self, numberOfRowsInSection: section) ?? 0 }

    /// Registers the class of the cells dequeued with `identifier`.
    open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        cellClasses[identifier] = cellClass as? UITableViewCell.Type
    }
    /// Registers a nib of the cells dequeued with `identifier` (made as plain cells here).
    open func register(_ nib: UINib?, forCellReuseIdentifier identifier: String) { cellClasses[identifier] = UITableViewCell.self }
    /// Registers the class of the headers and footers dequeued with `identifier`.
    open func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
        headerFooterClasses[identifier] = aClass as? UITableViewHeaderFooterView.Type
    }
    /// Registers a nib of the headers and footers dequeued with `identifier`.
    open func register(_ nib: UINib?, forHeaderFooterViewReuseIdentifier identifier: String) {
        headerFooterClasses[identifier] = UITableViewHeaderFooterView.self
    }
    /// A new cell of the class registered for `identifier`, or nil when none is.
    open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        cellClasses[identifier].map { $0.init(dequeuedWithReuseIdentifier: identifier) }
    }
    /// A new cell of the class registered for `identifier` (a plain cell when none is).
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        dequeueReusableCell(withIdentifier: identifier) ?? UITableViewCell(style: .default, reuseIdentifier: identifier)
    }
    /// A new header or footer of the class registered for `identifier`, or nil when none is.
    open func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView? {
        headerFooterClasses[identifier].map { $0.init(dequeuedWithReuseIdentifier: identifier) }
    }

    /// Reloads every row: the selection is cleared, as on a device.
    open func reloadData() { selection = [] }
    /// Reloads rows.
    open func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {}
    /// Reconfigures rows' cells in place.
    open func reconfigureRows(at indexPaths: [IndexPath]) {}
    /// Reloads sections.
    open func reloadSections(_ sections: IndexSet, with animation: RowAnimation) {}
    /// Reloads the section index.
    open func reloadSectionIndexTitles() {}
    /// Inserts rows.
    open func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {}
    /// Deletes rows, deselecting them.
    open func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) { selection.removeAll(where: indexPaths.contains) }
    /// Moves a row.
    open func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {}
    /// Inserts sections.
    open func insertSections(_ sections: IndexSet, with animation: RowAnimation) {}
    /// Deletes sections, deselecting their rows.
    open func deleteSections(_ sections: IndexSet, with animation: RowAnimation) { selection.removeAll { sections.contains($0.section) } }
    /// Moves a section.
    open func moveSection(_ section: Int, toSection newSection: Int) {}
    /// Begins a group of changes.
    open func beginUpdates() {}
    /// Ends a group of changes.
    open func endUpdates() {}
    /// Makes changes together: `updates` runs now, then `completion` is told they finished.
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        updates?()
        completion?(true)
    }

    /// The selected row, if any.
    open var indexPathForSelectedRow: IndexPath? { selection.first }
    /// The selected rows, if any.
    open var indexPathsForSelectedRows: [IndexPath]? { selection.isEmpty ? nil : selection }
    /// Selects a row (nil clears the selection); the delegate is not told, as on a device.
    open func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard let indexPath else { return selection = [] }
        guard allowsSelection || (editing && allowsSelectionDuringEditing) else { return }
        let multiple = editing ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection
        if !multiple { selection = [] }
        if !selection.contains(indexPath) { selection.append(indexPath) }
    }
    /// Deselects a row.
    open func deselectRow(at indexPath: IndexPath, animated: Bool) { selection.removeAll { $0 == indexPath } }

    /// The cell shown for a row: none, as a preview lays no rows out.
    open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? { nil }
    /// The cells shown: none in a preview.
    open var visibleCells: [UITableViewCell] { [] }
    /// The rows shown: none in a preview.
    open var indexPathsForVisibleRows: [IndexPath]? { [] }
    /// The row of a cell: none, as no cell is shown.
    open func indexPath(for cell: UITableViewCell) -> IndexPath? { nil }
    /// The row at a point: none.
    open func indexPathForRow(at point: CGPoint) -> IndexPath? { nil }
    /// The rows in a rectangle: none.
    open func indexPathsForRows(in rect: CGRect) -> [IndexPath]? { [] }
    /// A row's rectangle: empty, as nothing is laid out.
    open func rectForRow(at indexPath: IndexPath) -> CGRect { .zero }
    /// A section's rectangle: empty.
    open func rect(forSection section: Int) -> CGRect { .zero }
    /// A section's header view: none shown.
    open func headerView(forSection section: Int) -> UITableViewHeaderFooterView? { nil }
    /// A section's footer view: none shown.
    open func footerView(forSection section: Int) -> UITableViewHeaderFooterView? { nil }
    /// Scrolls to a row (nothing scrolls in a preview).
    open func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {}
    /// Scrolls to the selected row.
    open func scrollToNearestSelectedRow(at scrollPosition: ScrollPosition, animated: Bool) {}
}
#endif
