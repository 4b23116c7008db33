#if os(Linux)
@_exported import Foundation
import StandInCoreGraphics

/// How a section scrolls across the main axis (UIKit's `UICollectionLayoutSectionOrthogonalScrollingBehavior`).
public enum UICollectionLayoutSectionOrthogonalScrollingBehavior: Int, Sendable {
    case none, continuous, continuousGroupLeadingBoundary, paging, groupPaging, groupPagingCentered
}

/// What content insets are measured from (UIKit's `UIContentInsetsReference`).
public enum UIContentInsetsReference: Int, Sendable { case automatic, none, safeArea, layoutMargins, readableContent }

/// The container a section is laid out in (UIKit's `NSCollectionLayoutContainer`).
public protocol NSCollectionLayoutContainer: AnyObject {
    /// The container's size.
    var contentSize: CGSize { get }
    /// The size inside the insets.
    var effectiveContentSize: CGSize { get }
    /// The insets.
    var contentInsets: NSDirectionalEdgeInsets { get }
    /// The insets the layout uses.
    var effectiveContentInsets: NSDirectionalEdgeInsets { get }
}

/// What a section provider is told about where the layout is (UIKit's `NSCollectionLayoutEnvironment`).
public protocol NSCollectionLayoutEnvironment: AnyObject {
    /// The container.
    var container: any NSCollectionLayoutContainer { get }
    /// The traits (size classes, text size).
    var traitCollection: UITraitCollection { get }
}

/// An item shown on screen, for a section's invalidation handler (UIKit's `NSCollectionLayoutVisibleItem`).
public protocol NSCollectionLayoutVisibleItem: AnyObject {
    /// Its frame.
    var frame: CGRect { get }
    /// Its path.
    var indexPath: IndexPath { get }
    /// Its opacity.
    var alpha: CGFloat { get set }
    /// Its transform.
    var transform: CGAffineTransform { get set }
}

/// A container and traits a layout is worked out in: the collection view's bounds, or an iPhone's
/// 390-point width when it has none.
final class LayoutEnvironment: NSObject, NSCollectionLayoutEnvironment, NSCollectionLayoutContainer, @unchecked Sendable {
    let contentSize: CGSize
    let traitCollection = UITraitCollection.current
    var effectiveContentSize: CGSize { contentSize }
    var contentInsets: NSDirectionalEdgeInsets { .zero }
    var effectiveContentInsets: NSDirectionalEdgeInsets { .zero }
    var container: any NSCollectionLayoutContainer { self }
    init(size: CGSize) { contentSize = size.width > 0 ? size : CGSize(width: 390, height: 844) }
}

/// A section of a compositional layout: a group repeated, with insets, spacing and headers
/// (UIKit's `NSCollectionLayoutSection`).
open class NSCollectionLayoutSection: NSObject, @unchecked Sendable {
    /// What is told of the items shown as the section scrolls (never called in a preview).
    public typealias VisibleItemsInvalidationHandler = ([any NSCollectionLayoutVisibleItem], CGPoint, any NSCollectionLayoutEnvironment) -> Void
    /// The group repeated.
    let group: NSCollectionLayoutGroup
    /// The insets of the section's content.
    open var contentInsets = NSDirectionalEdgeInsets.zero
    /// The space between groups.
    open var interGroupSpacing: CGFloat = 0
    /// How the section scrolls across the main axis.
    open var orthogonalScrollingBehavior = UICollectionLayoutSectionOrthogonalScrollingBehavior.none
    /// Its headers and footers.
    open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
    /// Whether headers and footers follow the content insets.
    open var supplementariesFollowContentInsets = true
    /// Its backgrounds.
    open var decorationItems: [NSCollectionLayoutDecorationItem] = []
    /// What the content insets are measured from.
    open var contentInsetsReference = UIContentInsetsReference.automatic
    /// What the supplementary items' insets are measured from.
    open var supplementaryContentInsetsReference = UIContentInsetsReference.automatic
    /// What is told of the items shown as the section scrolls.
    open var visibleItemsInvalidationHandler: VisibleItemsInvalidationHandler?
    /// A section repeating `group`.
    public init(group: NSCollectionLayoutGroup) { self.group = group }

    /// A section laid out as a list row per item.
    open class func list(using configuration: UICollectionLayoutListConfiguration,
                         layoutEnvironment: any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {
        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
        let section = NSCollectionLayoutSection(group: .vertical(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)]))
        if configuration.appearance == .insetGrouped { section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20) }
        return section
    }

    /// The section's height for `items` items in a container `width` wide, as a vertical layout
    /// stacks it (a section scrolling across is one group high).
    func height(forItems items: Int, width: CGFloat) -> CGFloat {
        let container = CGSize(width: width - contentInsets.leading - contentInsets.trailing, height: 844)
        let groupHeight = group.layoutSize.heightDimension.resolved(in: container)
        let perGroup = group.itemsPerGroup(in: container)
        let groups = orthogonalScrollingBehavior == .none ? (items + perGroup - 1) / max(perGroup, 1) : min(items, 1)
        let headers = boundarySupplementaryItems.reduce(0) { $0 + $1.layoutSize.heightDimension.resolved(in: container) }
        let spacing = CGFloat(max(groups - 1, 0)) * interGroupSpacing
        return CGFloat(groups) * groupHeight + spacing + contentInsets.top + contentInsets.bottom + headers
    }
}

/// Settings of a whole compositional layout (UIKit's `UICollectionViewCompositionalLayoutConfiguration`).
open class UICollectionViewCompositionalLayoutConfiguration: NSObject, @unchecked Sendable {
    /// Which way the layout scrolls.
    open var scrollDirection = UICollectionView.ScrollDirection.vertical
    /// The space between sections.
    open var interSectionSpacing: CGFloat = 0
    /// The layout's own headers and footers.
    open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
    /// What content insets are measured from.
    open var contentInsetsReference = UIContentInsetsReference.automatic
    /// A configuration.
    public override init() {}
}

/// A layout of sections of groups of items (UIKit's `UICollectionViewCompositionalLayout`): its
/// content size is worked out from the sections and the data source's item counts; nothing is drawn.
open class UICollectionViewCompositionalLayout: UICollectionViewLayout, @unchecked Sendable {
    /// Makes the section at an index for an environment.
    public typealias SectionProvider = @MainActor (Int, any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?
    private let sectionProvider: SectionProvider
    /// The layout's settings.
    open var configuration: UICollectionViewCompositionalLayoutConfiguration

    /// A layout of one kind of section.
    public convenience init(section: NSCollectionLayoutSection) { self.init(section: section, configuration: .init()) }
    /// A layout of one kind of section, with settings.
    public init(section: NSCollectionLayoutSection, configuration: UICollectionViewCompositionalLayoutConfiguration) {
        sectionProvider = { _, _ in section }
        self.configuration = configuration
    }
    /// A layout whose sections `sectionProvider` makes.
    public convenience init(sectionProvider: @escaping SectionProvider) { self.init(sectionProvider: sectionProvider, configuration: .init()) }
    /// A layout whose sections `sectionProvider` makes, with settings.
    public init(sectionProvider: @escaping SectionProvider, configuration: UICollectionViewCompositionalLayoutConfiguration) {
        self.sectionProvider = sectionProvider
        self.configuration = configuration
    }
    /// A list layout.
    open class func list(using configuration: UICollectionLayoutListConfiguration) -> UICollectionViewCompositionalLayout {
        UICollectionViewCompositionalLayout { _, environment in NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: environment) }
    }

    /// The size of the whole content: the sections stacked for the data source's item counts, in
    /// the collection view's width.
    open override var collectionViewContentSize: CGSize {
        guard let collectionView else { return .zero }
        let environment = LayoutEnvironment(size: collectionView.bounds.size)
        let width = environment.contentSize.width
        let sections = (0..<collectionView.numberOfSections).map { index -> CGFloat in
            sectionProvider(index, environment)?.height(forItems: collectionView.numberOfItems(inSection: index), width: width) ?? 0
        }
        let spacing = CGFloat(max(sections.count - 1, 0)) * configuration.interSectionSpacing
        return CGSize(width: width, height: sections.reduce(0, +) + spacing)
    }
}
#endif
