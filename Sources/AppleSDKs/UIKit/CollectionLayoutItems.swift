#if os(Linux)
@_exported import Foundation
import StandInCoreGraphics

// The parts of a compositional layout (UIKit's `NSCollectionLayout…` classes): sizes, items,
// groups and supplementary items, kept as the app builds them. A preview lays nothing out.

/// One dimension of a layout size (UIKit's `NSCollectionLayoutDimension`).
open class NSCollectionLayoutDimension: NSObject, @unchecked Sendable {
    private enum Kind { case fractionalWidth, fractionalHeight, absolute, estimated, uniform }
    private let kind: Kind
    /// The fraction or points.
    public let dimension: CGFloat
    private init(_ kind: Kind, _ dimension: CGFloat) {
        self.kind = kind
        self.dimension = dimension
    }
    /// A fraction of the container's width.
    open class func fractionalWidth(_ fractionalWidth: CGFloat) -> NSCollectionLayoutDimension { NSCollectionLayoutDimension(.fractionalWidth, fractionalWidth) }
    /// A fraction of the container's height.
    open class func fractionalHeight(_ fractionalHeight: CGFloat) -> NSCollectionLayoutDimension { NSCollectionLayoutDimension(.fractionalHeight, fractionalHeight) }
    /// A length in points.
    open class func absolute(_ absoluteDimension: CGFloat) -> NSCollectionLayoutDimension { NSCollectionLayoutDimension(.absolute, absoluteDimension) }
    /// An estimate the content may change.
    open class func estimated(_ estimatedDimension: CGFloat) -> NSCollectionLayoutDimension { NSCollectionLayoutDimension(.estimated, estimatedDimension) }
    /// The largest of the siblings' sizes, from an estimate (iOS 17).
    open class func uniformAcrossSiblings(estimate estimatedDimension: CGFloat) -> NSCollectionLayoutDimension { NSCollectionLayoutDimension(.uniform, estimatedDimension) }
    /// Whether it is a fraction of the width.
    open var isFractionalWidth: Bool { kind == .fractionalWidth }
    /// Whether it is a fraction of the height.
    open var isFractionalHeight: Bool { kind == .fractionalHeight }
    /// Whether it is in points.
    open var isAbsolute: Bool { kind == .absolute }
    /// Whether it is an estimate.
    open var isEstimated: Bool { kind == .estimated || kind == .uniform }
    /// Whether it is uniform across siblings.
    open var isUniformAcrossSiblings: Bool { kind == .uniform }
    /// The length in a container of `size`.
    func resolved(in size: CGSize) -> CGFloat {
        switch kind {
        case .fractionalWidth: size.width * dimension
        case .fractionalHeight: size.height * dimension
        case .absolute, .estimated, .uniform: dimension
        }
    }
}

/// A width and a height (UIKit's `NSCollectionLayoutSize`).
open class NSCollectionLayoutSize: NSObject, @unchecked Sendable {
    /// The width.
    public let widthDimension: NSCollectionLayoutDimension
    /// The height.
    public let heightDimension: NSCollectionLayoutDimension
    /// A size of a width and a height.
    public init(widthDimension width: NSCollectionLayoutDimension, heightDimension height: NSCollectionLayoutDimension) {
        widthDimension = width
        heightDimension = height
    }
    /// The size in a container of `size`.
    func resolved(in size: CGSize) -> CGSize { CGSize(width: widthDimension.resolved(in: size), height: heightDimension.resolved(in: size)) }
}

/// Space between items (UIKit's `NSCollectionLayoutSpacing`).
open class NSCollectionLayoutSpacing: NSObject, @unchecked Sendable {
    /// The points.
    public let spacing: CGFloat
    /// Whether it is exactly `spacing`.
    public let isFixedSpacing: Bool
    /// Whether it is at least `spacing`.
    open var isFlexibleSpacing: Bool { !isFixedSpacing }
    private init(spacing: CGFloat, fixed: Bool) {
        self.spacing = spacing
        isFixedSpacing = fixed
    }
    /// Exactly `fixedSpacing` points.
    open class func fixed(_ fixedSpacing: CGFloat) -> NSCollectionLayoutSpacing { NSCollectionLayoutSpacing(spacing: fixedSpacing, fixed: true) }
    /// At least `flexibleSpacing` points.
    open class func flexible(_ flexibleSpacing: CGFloat) -> NSCollectionLayoutSpacing { NSCollectionLayoutSpacing(spacing: flexibleSpacing, fixed: false) }
}

/// Space around an item on each edge (UIKit's `NSCollectionLayoutEdgeSpacing`).
open class NSCollectionLayoutEdgeSpacing: NSObject, @unchecked Sendable {
    /// The spaces.
    public let leading: NSCollectionLayoutSpacing?, top: NSCollectionLayoutSpacing?, trailing: NSCollectionLayoutSpacing?, bottom: NSCollectionLayoutSpacing?
    /// Spacing of each edge.
    public init(leading: NSCollectionLayoutSpacing?, top: NSCollectionLayoutSpacing?, trailing: NSCollectionLayoutSpacing?, bottom: NSCollectionLayoutSpacing?) {
        (self.leading, self.top, self.trailing, self.bottom) = (leading, top, trailing, bottom)
    }
}

/// An item of a compositional layout (UIKit's `NSCollectionLayoutItem`).
open class NSCollectionLayoutItem: NSObject, @unchecked Sendable {
    /// Its size.
    public let layoutSize: NSCollectionLayoutSize
    /// Its supplementary items (badges).
    public let supplementaryItems: [NSCollectionLayoutSupplementaryItem]
    /// The insets of its content.
    open var contentInsets = NSDirectionalEdgeInsets.zero
    /// The space around it.
    open var edgeSpacing: NSCollectionLayoutEdgeSpacing?
    /// An item of `layoutSize`.
    public convenience init(layoutSize: NSCollectionLayoutSize) { self.init(layoutSize: layoutSize, supplementaryItems: []) }
    /// An item of `layoutSize` with supplementary items.
    public init(layoutSize: NSCollectionLayoutSize, supplementaryItems: [NSCollectionLayoutSupplementaryItem]) {
        self.layoutSize = layoutSize
        self.supplementaryItems = supplementaryItems
    }
}

/// A row or column of items (UIKit's `NSCollectionLayoutGroup`).
open class NSCollectionLayoutGroup: NSCollectionLayoutItem, @unchecked Sendable {
    /// Which way a group runs.
    enum Axis { case horizontal, vertical }
    let axis: Axis
    /// Its items.
    public let subitems: [NSCollectionLayoutItem]
    /// How many items it repeats, when made with a count.
    let count: Int?
    /// The space between its items.
    open var interItemSpacing: NSCollectionLayoutSpacing?

    init(layoutSize: NSCollectionLayoutSize, axis: Axis, subitems: [NSCollectionLayoutItem], count: Int?) {
        self.axis = axis
        self.subitems = subitems
        self.count = count
        super.init(layoutSize: layoutSize, supplementaryItems: [])
    }
    /// A row of `subitems`, repeated to fill it.
    open class func horizontal(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, axis: .horizontal, subitems: subitems, count: nil)
    }
    /// A row of `count` of `subitem`, sized to fit.
    open class func horizontal(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, axis: .horizontal, subitems: [subitem], count: count)
    }
    /// A row of `count` of `repeatingSubitem` (iOS 16).
    open class func horizontal(layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, axis: .horizontal, subitems: [subitem], count: count)
    }
    /// A column of `subitems`, repeated to fill it.
    open class func vertical(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, axis: .vertical, subitems: subitems, count: nil)
    }
    /// A column of `count` of `subitem`, sized to fit.
    open class func vertical(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, axis: .vertical, subitems: [subitem], count: count)
    }
    /// A column of `count` of `repeatingSubitem` (iOS 16).
    open class func vertical(layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, axis: .vertical, subitems: [subitem], count: count)
    }

    /// The number of items the group holds in a container of `container`: the count when made with
    /// one, else as many of the first item as fit along the group's axis.
    func itemsPerGroup(in container: CGSize) -> Int {
        if let count { return max(count, 1) }
        let groupSize = layoutSize.resolved(in: container)
        guard let item = subitems.first else { return 0 }
        let itemSize = item.layoutSize.resolved(in: groupSize)
        let spacing = interItemSpacing?.spacing ?? 0
        let (length, itemLength) = axis == .horizontal ? (groupSize.width, itemSize.width) : (groupSize.height, itemSize.height)
        guard itemLength > 0 else { return 1 }
        return max(Int(((length + spacing) / (itemLength + spacing)).rounded(.down)), 1)
    }
}

/// Where a supplementary item is anchored (UIKit's `NSCollectionLayoutAnchor`).
open class NSCollectionLayoutAnchor: NSObject, @unchecked Sendable {
    /// The edges.
    public let edges: NSDirectionalRectEdge
    /// The offset in points.
    public let offset: CGPoint
    /// Whether the offset is a fraction of the item.
    public let isFractionalOffset: Bool
    /// An anchor at `edges`.
    public convenience init(edges: NSDirectionalRectEdge) { self.init(edges: edges, offset: .zero, fractional: false) }
    /// An anchor at `edges`, offset in points.
    public convenience init(edges: NSDirectionalRectEdge, absoluteOffset: CGPoint) { self.init(edges: edges, offset: absoluteOffset, fractional: false) }
    /// An anchor at `edges`, offset by a fraction of the item.
    public convenience init(edges: NSDirectionalRectEdge, fractionalOffset: CGPoint) { self.init(edges: edges, offset: fractionalOffset, fractional: true) }
    private init(edges: NSDirectionalRectEdge, offset: CGPoint, fractional: Bool) {
        (self.edges, self.offset, isFractionalOffset) = (edges, offset, fractional)
    }
}

/// A view attached to an item, such as a badge (UIKit's `NSCollectionLayoutSupplementaryItem`).
open class NSCollectionLayoutSupplementaryItem: NSCollectionLayoutItem, @unchecked Sendable {
    /// The kind of view.
    public let elementKind: String
    /// Where it is anchored in its container.
    public let containerAnchor: NSCollectionLayoutAnchor
    /// Its stacking order.
    open var zIndex = 1
    /// A supplementary item of `elementKind`.
    public init(layoutSize: NSCollectionLayoutSize, elementKind: String, containerAnchor: NSCollectionLayoutAnchor) {
        self.elementKind = elementKind
        self.containerAnchor = containerAnchor
        super.init(layoutSize: layoutSize, supplementaryItems: [])
    }
}

/// Where a boundary item sits on a section (UIKit's `NSRectAlignment`).
public enum NSRectAlignment: Int, Sendable { case none, top, topLeading, leading, bottomLeading, bottom, bottomTrailing, trailing, topTrailing }

/// A header or footer of a section or layout (UIKit's `NSCollectionLayoutBoundarySupplementaryItem`).
open class NSCollectionLayoutBoundarySupplementaryItem: NSCollectionLayoutSupplementaryItem, @unchecked Sendable {
    /// Where it sits.
    public let alignment: NSRectAlignment
    /// Its offset in points.
    public let offset: CGPoint
    /// Whether it stays on screen while its section scrolls (a pinned header).
    open var pinToVisibleBounds = false
    /// Whether the section grows to hold it.
    open var extendsBoundary = true
    /// A header or footer of `elementKind` at `alignment`.
    public convenience init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment) {
        self.init(layoutSize: layoutSize, elementKind: elementKind, alignment: alignment, absoluteOffset: .zero)
    }
    /// A header or footer of `elementKind` at `alignment`, offset in points.
    public init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment, absoluteOffset: CGPoint) {
        self.alignment = alignment
        offset = absoluteOffset
        super.init(layoutSize: layoutSize, elementKind: elementKind, containerAnchor: NSCollectionLayoutAnchor(edges: .top))
    }
}

/// A view behind a section, such as its background (UIKit's `NSCollectionLayoutDecorationItem`).
open class NSCollectionLayoutDecorationItem: NSCollectionLayoutItem, @unchecked Sendable {
    /// The kind of view.
    public let elementKind: String
    /// Its stacking order.
    open var zIndex = -1
    init(elementKind: String) {
        self.elementKind = elementKind
        super.init(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)),
                   supplementaryItems: [])
    }
    /// A background of the section, of `elementKind`.
    open class func background(elementKind: String) -> NSCollectionLayoutDecorationItem { NSCollectionLayoutDecorationItem(elementKind: elementKind) }
}
#endif
