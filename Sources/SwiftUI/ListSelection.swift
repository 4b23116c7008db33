#if os(Linux)
// The selection forms of `List`: iOS shows a selection only while the list is edited (or in a
// sidebar on iPad), so a still iPhone screen draws the rows as the list without one draws them;
// the binding is accepted and never written.
extension List {
    /// A list of the builder's rows, with one selected row (`List(selection: $chosen) { … }`).
    public init<SelectionValue: Hashable>(selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content) {
        self.init(content: content)
    }

    /// A list of the builder's rows, with several selected rows.
    public init<SelectionValue: Hashable>(selection: Binding<Set<SelectionValue>>?, @ViewBuilder content: () -> Content) {
        self.init(content: content)
    }

    /// A list of the builder's rows, one of which is always selected (iOS 17).
    public init<SelectionValue: Hashable>(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(content: content)
    }

    /// A list with one row per identifiable element of `data`, with one selected row.
    public init<Data: RandomAccessCollection, RowContent: View, SelectionValue: Hashable>(
        _ data: Data, selection: Binding<SelectionValue?>?, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.init(data, rowContent: rowContent)
    }

    /// A list with one row per identifiable element of `data`, with several selected rows.
    public init<Data: RandomAccessCollection, RowContent: View, SelectionValue: Hashable>(
        _ data: Data, selection: Binding<Set<SelectionValue>>?, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.init(data, rowContent: rowContent)
    }

    /// A list with one row per element of `data` identified by `id`, with one selected row.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View, SelectionValue: Hashable>(
        _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        self.init(data, id: id, rowContent: rowContent)
    }

    /// A list with one row per element of `data` identified by `id`, with several selected rows.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View, SelectionValue: Hashable>(
        _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<Set<SelectionValue>>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        self.init(data, id: id, rowContent: rowContent)
    }

    /// A list with one row per number of `data` (`List(0..<5) { i in … }`).
    public init<RowContent: View>(_ data: Range<Int>, @ViewBuilder rowContent: @escaping (Int) -> RowContent)
    where Content == ForEach<Range<Int>, Int, RowContent> {
        self.init { ForEach(data, content: rowContent) }
    }
}

#endif
