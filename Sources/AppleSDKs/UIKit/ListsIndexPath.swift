#if os(Linux)
@_exported import Foundation

// UIKit's conveniences of `IndexPath` for tables and collection views (`IndexPath(row:section:)`,
// `indexPath.row`), which Foundation on Linux does not have. A path's first index is the section,
// its second the row or item; a shorter path reads as 0 where an index is missing.
extension IndexPath {
    /// The path of a table's row (UIKit's `IndexPath(row:section:)`).
    public init(row: Int, section: Int) { self.init(indexes: [section, row]) }

    /// The path of a collection view's item (UIKit's `IndexPath(item:section:)`).
    public init(item: Int, section: Int) { self.init(indexes: [section, item]) }

    /// The section: the path's first index (UIKit's `IndexPath.section`).
    public var section: Int {
        get { count > 0 ? self[0] : 0 }
        set { setIndex(newValue, at: 0) }
    }

    /// The row in the section: the path's second index (UIKit's `IndexPath.row`).
    public var row: Int {
        get { count > 1 ? self[1] : 0 }
        set { setIndex(newValue, at: 1) }
    }

    /// The item in the section: the path's second index (UIKit's `IndexPath.item`).
    public var item: Int {
        get { row }
        set { row = newValue }
    }

    private mutating func setIndex(_ value: Int, at position: Int) {
        while count <= position { append(0) }
        self[position] = value
    }
}
#endif
