#if os(Linux)
import Foundation

/// A tree of rows that disclose their children (SwiftUI's `OutlineGroup`): drawn as iOS first
/// shows it, each top-level row collapsed behind its disclosure chevron when it has children.
nonisolated public struct OutlineGroup<Data: RandomAccessCollection, ID: Hashable, Parent, Leaf, Subgroup>: View {
    private let rows: AnyView

    public var body: some View { rows }
}

extension OutlineGroup where ID == Data.Element.ID, Parent == Leaf, Subgroup == EmptyView, Leaf: View, Data.Element: Identifiable {
    /// An outline of `data`'s trees, each element's children read through `children`.
    public init<DataElement>(_ data: Data, children: KeyPath<DataElement, Data?>, @ViewBuilder content: @escaping (DataElement) -> Leaf)
    where DataElement == Data.Element {
        rows = AnyView(ForEach(Array(data)) { element in OutlineRow(element: element, children: children, content: content) })
    }

    /// An outline of one tree, `root` and what `children` reaches from it.
    public init<DataElement>(_ root: DataElement, children: KeyPath<DataElement, Data?>, @ViewBuilder content: @escaping (DataElement) -> Leaf)
    where DataElement == Data.Element {
        rows = AnyView(OutlineRow(element: root, children: children, content: content))
    }
}

extension OutlineGroup where Parent == Leaf, Subgroup == EmptyView, Leaf: View {
    /// An outline of `data`'s trees, identified by `id`.
    public init<DataElement>(_ data: Data, id: KeyPath<DataElement, ID>, children: KeyPath<DataElement, Data?>,
                             @ViewBuilder content: @escaping (DataElement) -> Leaf) where DataElement == Data.Element {
        rows = AnyView(ForEach(Array(data), id: id) { element in OutlineRow(element: element, children: children, content: content) })
    }

    /// An outline of one tree identified by `id`.
    public init<DataElement>(_ root: DataElement, id: KeyPath<DataElement, ID>, children: KeyPath<DataElement, Data?>,
                             @ViewBuilder content: @escaping (DataElement) -> Leaf) where DataElement == Data.Element {
        rows = AnyView(OutlineRow(element: root, children: children, content: content))
    }
}

/// One row of an outline: the element's row, behind a collapsed disclosure chevron when it has
/// children.
nonisolated private struct OutlineRow<Element, Children: Collection, Leaf: View>: View {
    let element: Element
    let children: KeyPath<Element, Children?>
    let content: (Element) -> Leaf

    var body: some View {
        if let nested = element[keyPath: children], !nested.isEmpty {
            DisclosureGroup(isExpanded: .constant(false)) { EmptyView() } label: { content(element) }
        } else {
            content(element)
        }
    }
}

extension List {
    /// A list of `data`'s trees, each top-level row collapsed behind its disclosure chevron when
    /// it has children (SwiftUI's hierarchical `List`).
    public init<Data: RandomAccessCollection, RowContent: View>(_ data: Data, children: KeyPath<Data.Element, Data?>,
                                                                 @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where Content == OutlineGroup<Data, Data.Element.ID, RowContent, RowContent, EmptyView>, Data.Element: Identifiable {
        self.init { OutlineGroup(data, children: children, content: rowContent) }
    }
}
#endif
