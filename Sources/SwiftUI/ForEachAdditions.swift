#if os(Linux)
extension ForEach {
    /// Rows for each element of a bound collection, each given a binding to its element
    /// (`ForEach($items) { $item in … }`).
    public init<C: MutableCollection & RandomAccessCollection>(_ data: Binding<C>,
                                                               @ViewBuilder content: @escaping (Binding<C.Element>) -> Content)
    where Data == [Binding<C.Element>], C.Element: Identifiable, ID == C.Element.ID {
        let bindings = data.wrappedValue.indices.map { index in
            Binding<C.Element>(get: { data.wrappedValue[index] }, set: { data.wrappedValue[index] = $0 })
        }
        self.init(bindings, id: \.wrappedValue.id, content: content)
    }

    /// Rows for each element of a bound collection, identified by `id`.
    public init<C: MutableCollection & RandomAccessCollection>(_ data: Binding<C>, id: KeyPath<C.Element, ID>,
                                                               @ViewBuilder content: @escaping (Binding<C.Element>) -> Content)
    where Data == [Binding<C.Element>] {
        let bindings = data.wrappedValue.indices.map { index in
            Binding<C.Element>(get: { data.wrappedValue[index] }, set: { data.wrappedValue[index] = $0 })
        }
        self.init(bindings, id: (\Binding<C.Element>.wrappedValue).appending(path: id), content: content)
    }

    /// Rows of a bound collection whose rows can be deleted or moved (accepted: a render edits
    /// nothing).
    public init<C: MutableCollection & RandomAccessCollection & RangeReplaceableCollection>(
        _ data: Binding<C>, editActions: EditActions<C>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
    ) where Data == [Binding<C.Element>], C.Element: Identifiable, ID == C.Element.ID {
        self.init(data, content: content)
    }
}

/// The edits a list offers on its rows (SwiftUI's `EditActions`).
public struct EditActions<Data>: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Deleting rows.
    public static var delete: EditActions { EditActions(rawValue: 1) }
    /// Moving rows.
    public static var move: EditActions { EditActions(rawValue: 2) }
    /// Every edit.
    public static var all: EditActions { [.delete, .move] }
}

extension List {
    /// A list with a row per element of a bound collection, each given a binding to its element
    /// (`List($items) { $item in … }`).
    public init<C: MutableCollection & RandomAccessCollection, RowContent: View>(
        _ data: Binding<C>, @ViewBuilder rowContent: @escaping (Binding<C.Element>) -> RowContent
    ) where Content == ForEach<Binding<C>, C.Element.ID, RowContent>, C.Element: Identifiable {
        self.init { ForEach<Binding<C>, C.Element.ID, RowContent>(data, content: rowContent) }
    }

    /// A list with a row per element of a bound collection, identified by `id`.
    public init<C: MutableCollection & RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Binding<C>, id: KeyPath<C.Element, ID>, @ViewBuilder rowContent: @escaping (Binding<C.Element>) -> RowContent
    ) where Content == ForEach<Binding<C>, ID, RowContent> {
        self.init { ForEach<Binding<C>, ID, RowContent>(data, id: (\Binding<C.Element>.wrappedValue).appending(path: id), content: rowContent) }
    }

    /// A list of a bound collection whose rows can be deleted or moved (accepted).
    public init<C: MutableCollection & RandomAccessCollection & RangeReplaceableCollection, RowContent: View>(
        _ data: Binding<C>, editActions: EditActions<C>, @ViewBuilder rowContent: @escaping (Binding<C.Element>) -> RowContent
    ) where Content == ForEach<Binding<C>, C.Element.ID, RowContent>, C.Element: Identifiable {
        self.init { ForEach<Binding<C>, C.Element.ID, RowContent>(data, content: rowContent) }
    }
}
#endif
