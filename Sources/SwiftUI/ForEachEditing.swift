#if os(Linux)
import Foundation

// Editing a list's rows: swiping to delete and dragging to reorder. A still screen swipes and
// drags nothing, so the actions are accepted and never called; the offset helpers SwiftUI adds
// to collections, which those actions call, work as SwiftUI's do.

extension ForEach {
    /// Rows that can be deleted by swiping (`.onDelete { offsets in … }`): accepted and not called.
    public func onDelete(perform action: ((IndexSet) -> Void)?) -> ForEach { self }

    /// Rows that can be reordered by dragging (`.onMove { offsets, destination in … }`): accepted and not called.
    public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> ForEach { self }
}

extension RangeReplaceableCollection where Self: MutableCollection {
    /// Removes the elements at `offsets`, as a list's `onDelete` hands them.
    public mutating func remove(atOffsets offsets: IndexSet) {
        for offset in offsets.reversed() where offset >= 0 && offset < count {
            remove(at: index(startIndex, offsetBy: offset))
        }
    }

    /// Moves the elements at `source` to before the element at `destination`, as a list's
    /// `onMove` hands them; the moved elements keep their order.
    public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
        let valid = source.filter { $0 >= 0 && $0 < count }
        let moved = valid.map { self[index(startIndex, offsetBy: $0)] }
        let before = valid.filter { $0 < destination }.count
        remove(atOffsets: IndexSet(valid))
        let target = Swift.max(0, Swift.min(count, destination - before))
        insert(contentsOf: moved, at: index(startIndex, offsetBy: target))
    }
}
#endif
