#if os(Linux)
@_exported import Foundation

// `SortDescriptor`'s initializers for `NSObject` subclasses (Core Data's managed objects) that
// Apple platforms have and swift-corelibs-foundation lacks: sorting by a Boolean, which is not
// `Comparable`. False sorts before true, and nil before both, as on Apple platforms.

/// A Boolean key path, held so a key path to `NSObject`'s sort rank can capture it.
struct BooleanSortKey: Hashable, @unchecked Sendable {
    // Key paths are immutable, so sharing one across threads is safe.
    let keyPath: AnyKeyPath
}

extension NSObject {
    /// The rank of the Boolean `key` reads from the object: -1 for nil, 0 for false, 1 for true.
    subscript(booleanSortRank key: BooleanSortKey) -> Int {
        switch self[keyPath: key.keyPath] {
        case let value as Bool: value ? 1 : 0
        default: -1
        }
    }
}

extension SortDescriptor where Compared: NSObject {
    /// Sorts objects by a Boolean (Foundation's `init(_:order:)` for `NSObject` subclasses):
    /// false first when `order` is `.forward`.
    public init(_ keyPath: KeyPath<Compared, Bool>, order: SortOrder = .forward) {
        self.init(\Compared.[booleanSortRank: BooleanSortKey(keyPath: keyPath)], order: order)
    }

    /// Sorts objects by an optional Boolean (Foundation's `init(_:order:)` for `NSObject`
    /// subclasses): nil, then false, then true when `order` is `.forward`.
    public init(_ keyPath: KeyPath<Compared, Bool?>, order: SortOrder = .forward) {
        self.init(\Compared.[booleanSortRank: BooleanSortKey(keyPath: keyPath)], order: order)
    }
}
#endif
