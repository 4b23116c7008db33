#if os(Linux)
@_exported import Foundation
import StandInCoreGraphics

/// A row of a table (UIKit's `UITableViewCell`): its labels, accessory and configurations are kept
/// for the app's code; nothing is drawn, as tables are placeholders in a preview. A subclass made by
/// `dequeueReusableCell(withIdentifier:for:)` is the registered class, made through its
/// `init(style:reuseIdentifier:)`.
open class UITableViewCell: UIView, @unchecked Sendable {
    /// The system's layouts of a cell's labels.
    public enum CellStyle: Int, Sendable { case `default`, value1, value2, subtitle }
    /// How a selected row looks.
    public enum SelectionStyle: Int, Sendable { case none, blue, gray, `default` }
    /// The system's accessories at a row's trailing edge.
    public enum AccessoryType: Int, Sendable { case none, disclosureIndicator, detailDisclosureButton, checkmark, detailButton }
    /// What editing a row does.
    public enum EditingStyle: Int, Sendable { case none, delete, insert }
    /// What the cell runs when its state changes.
    public typealias ConfigurationUpdateHandler = (UITableViewCell, UICellConfigurationState) -> Void

    /// The identifier it was registered and dequeued with.
    public let reuseIdentifier: String?
    /// The view its content goes in.
    public let contentView = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
    private let style: CellStyle
    private let primaryLabel = UILabel()
    private lazy var secondaryLabel: UILabel? = style == .default ? nil : UILabel()
    private lazy var leadingImageView: UIImageView? = style == .value2 ? nil : UIImageView()
    private var selected = false
    private var highlighted = false
    private var editing = false

    /// The main label.
    open var textLabel: UILabel? { primaryLabel }
    /// The secondary label (none in the `default` style).
    open var detailTextLabel: UILabel? { secondaryLabel }
    /// The image at the leading edge (none in the `value2` style).
    open var imageView: UIImageView? { leadingImageView }
    /// The accessory.
    open var accessoryType = AccessoryType.none
    /// A view in place of the accessory.
    open var accessoryView: UIView?
    /// The accessory while editing.
    open var editingAccessoryType = AccessoryType.none
    /// A view in place of the accessory while editing.
    open var editingAccessoryView: UIView?
    /// How a selected row looks.
    open var selectionStyle = SelectionStyle.default
    /// The view behind the content.
    open var backgroundView: UIView?
    /// The view behind a selected row.
    open var selectedBackgroundView: UIView?
    /// The view behind a row selected among several.
    open var multipleSelectionBackgroundView: UIView?
    /// How far the content is indented.
    open var indentationLevel = 0
    /// The width of one indentation level.
    open var indentationWidth: CGFloat = 10
    /// Whether the row indents while editing.
    open var shouldIndentWhileEditing = true
    /// Whether the reorder control shows while editing.
    open var showsReorderControl = false
    /// The separator's insets.
    open var separatorInset = UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 0)
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

    /// A cell of `style`, dequeued with `reuseIdentifier`.
    public init(style: CellStyle, reuseIdentifier: String?) {
        self.style = style
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        addSubview(contentView)
    }
    /// A cell read from an archive: not in a preview.
    public required init?(coder: NSCoder) { return nil }
    /// A default-style cell with `frame`.
    public override convenience init(frame: CGRect) {
        self.init(style: .default, reuseIdentifier: nil)
        self.frame = frame
    }
    /// A default-style cell.
    public convenience init() { self.init(style: .default, reuseIdentifier: nil) }
    /// The cell a table makes for a registered class (through `init(style:reuseIdentifier:)`).
    public required convenience init(dequeuedWithReuseIdentifier reuseIdentifier: String?) {
        self.init(style: .default, reuseIdentifier: reuseIdentifier)
    }

    /// The proxy of every row.
    open override class func appearance() -> UITableViewCell { UITableViewCell() }

    /// Whether it is selected.
    open var isSelected: Bool {
        get { selected }
        set { setSelected(newValue, animated: false) }
    }
    /// Whether it is highlighted.
    open var isHighlighted: Bool {
        get { highlighted }
        set { setHighlighted(newValue, animated: false) }
    }
    /// Whether it is being edited.
    open var isEditing: Bool {
        get { editing }
        set { setEditing(newValue, animated: false) }
    }
    /// Selects or deselects it.
    open func setSelected(_ selected: Bool, animated: Bool) {
        self.selected = selected
        setNeedsUpdateConfiguration()
    }
    /// Highlights it or not.
    open func setHighlighted(_ highlighted: Bool, animated: Bool) {
        self.highlighted = highlighted
        setNeedsUpdateConfiguration()
    }
    /// Starts or ends editing.
    open func setEditing(_ editing: Bool, animated: Bool) {
        self.editing = editing
        setNeedsUpdateConfiguration()
    }
    /// The cell was loaded from a nib or storyboard (never here).
    open func awakeFromNib() {}
    /// Gets it ready for another row.
    open func prepareForReuse() {}

    /// Its state now.
    open var configurationState: UICellConfigurationState {
        var state = UICellConfigurationState(traitCollection: traitCollection)
        state.isSelected = selected
        state.isHighlighted = highlighted
        state.isEditing = editing
        return state
    }
    /// Asks for the configuration to follow the state: runs `updateConfiguration(using:)` now.
    open func setNeedsUpdateConfiguration() { updateConfiguration(using: configurationState) }
    /// Updates the configuration for `state`: runs the update handler.
    open func updateConfiguration(using state: UICellConfigurationState) { configurationUpdateHandler?(self, state) }
    /// The system's list content for the cell's style.
    open func defaultContentConfiguration() -> UIListContentConfiguration {
        switch style {
        case .default: .cell()
        case .subtitle: .subtitleCell()
        case .value1, .value2: .valueCell()
        }
    }
    /// The system's background for a cell.
    open func defaultBackgroundConfiguration() -> UIBackgroundConfiguration { .listPlainCell() }
}

/// A header or footer of a table's section (UIKit's `UITableViewHeaderFooterView`).
open class UITableViewHeaderFooterView: UIView, @unchecked Sendable {
    /// The identifier it was registered and dequeued with.
    public let reuseIdentifier: String?
    /// The view its content goes in.
    public let contentView = UIView()
    private let primaryLabel = UILabel()
    private let secondaryLabel = UILabel()
    /// The main label.
    open var textLabel: UILabel? { primaryLabel }
    /// The secondary label.
    open var detailTextLabel: UILabel? { secondaryLabel }
    /// The view behind the content.
    open var backgroundView: UIView?
    /// Its content as a value.
    open var contentConfiguration: (any UIContentConfiguration)?
    /// Its background as a value.
    open var backgroundConfiguration: UIBackgroundConfiguration?
    /// Whether the content configuration follows the state.
    open var automaticallyUpdatesContentConfiguration = true
    /// Whether the background configuration follows the state.
    open var automaticallyUpdatesBackgroundConfiguration = true

    /// A header or footer dequeued with `reuseIdentifier`.
    public init(reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 28))
        addSubview(contentView)
    }
    /// A view read from an archive: not in a preview.
    public required init?(coder: NSCoder) { return nil }
    /// A header with `frame`.
    public override convenience init(frame: CGRect) {
        self.init(reuseIdentifier: nil)
        self.frame = frame
    }
    /// A header.
    public convenience init() { self.init(reuseIdentifier: nil) }
    /// The view a table makes for a registered class (through `init(reuseIdentifier:)`).
    public required convenience init(dequeuedWithReuseIdentifier reuseIdentifier: String?) { self.init(reuseIdentifier: reuseIdentifier) }

    /// The view was loaded from a nib (never here).
    open func awakeFromNib() {}
    /// Gets it ready for another section.
    open func prepareForReuse() {}
    /// The system's list content of a header.
    open func defaultContentConfiguration() -> UIListContentConfiguration { .groupedHeader() }
}
#endif
