#if os(Linux)
@_exported import Foundation
import StandInCoreGraphics

/// How a list section of a collection view looks (UIKit's `UICollectionLayoutListConfiguration`).
/// Its swipe action providers are kept; a preview never swipes a row.
public struct UICollectionLayoutListConfiguration: @unchecked Sendable {
    /// A list's look.
    public enum Appearance: Int, Sendable { case plain, grouped, insetGrouped, sidebar, sidebarPlain }
    /// Where a section's header comes from.
    public enum HeaderMode: Int, Sendable { case none, supplementary, firstItemInSection }
    /// Where a section's footer comes from.
    public enum FooterMode: Int, Sendable { case none, supplementary }
    /// Gives a row's swipe actions.
    public typealias SwipeActionsConfigurationProvider = (IndexPath) -> UISwipeActionsConfiguration?
    /// Changes a row's separators.
    public typealias ItemSeparatorHandler = (IndexPath, UIListSeparatorConfiguration) -> UIListSeparatorConfiguration

    /// The look.
    public let appearance: Appearance
    /// Whether rows have separators.
    public var showsSeparators = true
    /// The separators' look.
    public var separatorConfiguration: UIListSeparatorConfiguration
    /// Changes a row's separators.
    public var itemSeparatorHandler: ItemSeparatorHandler?
    /// The list's background colour (nil: the appearance's).
    public var backgroundColor: UIColor?
    /// Where headers come from.
    public var headerMode = HeaderMode.none
    /// Where footers come from.
    public var footerMode = FooterMode.none
    /// The space above each header.
    public var headerTopPadding: CGFloat?
    /// Gives the actions of a swipe from the leading edge.
    public var leadingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?
    /// Gives the actions of a swipe from the trailing edge.
    public var trailingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?

    /// A configuration of `appearance`.
    public init(appearance: Appearance) {
        self.appearance = appearance
        separatorConfiguration = UIListSeparatorConfiguration(listAppearance: appearance)
    }
}

/// How a list's separators look (UIKit's `UIListSeparatorConfiguration`).
public struct UIListSeparatorConfiguration: Sendable {
    /// Whether a separator shows.
    public enum Visibility: Int, Sendable { case automatic, visible, hidden }
    /// The system's insets.
    public static let automaticInsets = NSDirectionalEdgeInsets(top: -.greatestFiniteMagnitude, leading: -.greatestFiniteMagnitude,
                                                                bottom: -.greatestFiniteMagnitude, trailing: -.greatestFiniteMagnitude)
    /// Whether the top separator shows.
    public var topSeparatorVisibility = Visibility.automatic
    /// Whether the bottom separator shows.
    public var bottomSeparatorVisibility = Visibility.automatic
    /// The top separator's insets.
    public var topSeparatorInsets = UIListSeparatorConfiguration.automaticInsets
    /// The bottom separator's insets.
    public var bottomSeparatorInsets = UIListSeparatorConfiguration.automaticInsets
    /// The colour.
    public var color = UIColor.separator
    /// The colour when several rows are selected.
    public var multipleSelectionColor = UIColor.separator
    /// The separators of a list of `listAppearance`.
    public init(listAppearance: UICollectionLayoutListConfiguration.Appearance) {}
}
#endif
