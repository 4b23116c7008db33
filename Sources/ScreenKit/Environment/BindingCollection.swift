// A binding to a collection is a collection of bindings to its elements, as in SwiftUI (iOS 15):
// `ForEach($items.filter { !$0.isDone.wrappedValue }) { $item in … }`, `$items.count`.

extension Binding: Sequence where Value: MutableCollection {
    /// A binding to one element.
    public typealias Element = Binding<Value.Element>
    /// Walks the bindings in order.
    public typealias Iterator = IndexingIterator<Binding<Value>>
    /// A run of the bindings.
    public typealias SubSequence = Slice<Binding<Value>>
}

extension Binding: Collection where Value: MutableCollection {
    /// The collection's index.
    public typealias Index = Value.Index
    /// The collection's indices.
    public typealias Indices = Value.Indices

    /// The first element's index.
    public var startIndex: Value.Index { wrappedValue.startIndex }
    /// The index past the last element.
    public var endIndex: Value.Index { wrappedValue.endIndex }
    /// Every valid index, in order.
    public var indices: Value.Indices { wrappedValue.indices }

    /// The index after `index`.
    public func index(after index: Value.Index) -> Value.Index { wrappedValue.index(after: index) }

    /// A binding that reads and writes the element at `position`.
    public subscript(position: Value.Index) -> Binding<Value.Element> {
        let collection = self
        return Binding<Value.Element>(get: { collection.wrappedValue[position] },
                                      set: { collection.wrappedValue[position] = $0 })
    }
}

extension Binding: BidirectionalCollection where Value: BidirectionalCollection & MutableCollection {
    /// The index before `index`.
    public func index(before index: Value.Index) -> Value.Index { wrappedValue.index(before: index) }
}

extension Binding: RandomAccessCollection where Value: MutableCollection & RandomAccessCollection {}

extension Binding: Identifiable where Value: Identifiable {
    /// The identity of the value it binds, so a list of bindings has the identities of its values.
    public var id: Value.ID { wrappedValue.id }
}
