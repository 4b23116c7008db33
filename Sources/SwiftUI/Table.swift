#if os(Linux)
/// Rows of values in columns (SwiftUI's `Table`). On an iPhone, whose width is compact, iOS
/// shows a table as a plain list of its first column's cells, and so is it drawn here; the
/// other columns, the selection and the sort order are accepted and not shown.
nonisolated public struct Table<Value: Identifiable>: View {
    let rows: [Value]
    let columns: [TableColumn<Value>]

    /// A table of `data`'s rows in the builder's columns.
    public init<Data: RandomAccessCollection>(_ data: Data, @TableColumnBuilder<Value> columns: () -> [TableColumn<Value>])
    where Data.Element == Value {
        rows = Array(data)
        self.columns = columns()
    }

    /// A table of `data`'s rows with one selected row; the selection is not drawn.
    public init<Data: RandomAccessCollection>(_ data: Data, selection: Binding<Value.ID?>,
                                              @TableColumnBuilder<Value> columns: () -> [TableColumn<Value>])
    where Data.Element == Value {
        self.init(data, columns: columns)
    }

    /// A table of `data`'s rows with several selected rows; the selection is not drawn.
    public init<Data: RandomAccessCollection>(_ data: Data, selection: Binding<Set<Value.ID>>,
                                              @TableColumnBuilder<Value> columns: () -> [TableColumn<Value>])
    where Data.Element == Value {
        self.init(data, columns: columns)
    }

    /// A sortable table of `data`'s rows; the order is the data's.
    public init<Data: RandomAccessCollection, Comparator: SortComparator>(
        _ data: Data, sortOrder: Binding<[Comparator]>, @TableColumnBuilder<Value> columns: () -> [TableColumn<Value>]
    ) where Data.Element == Value, Comparator.Compared == Value {
        self.init(data, columns: columns)
    }

    /// A sortable table with one selected row; neither is drawn.
    public init<Data: RandomAccessCollection, Comparator: SortComparator>(
        _ data: Data, selection: Binding<Value.ID?>, sortOrder: Binding<[Comparator]>,
        @TableColumnBuilder<Value> columns: () -> [TableColumn<Value>]
    ) where Data.Element == Value, Comparator.Compared == Value {
        self.init(data, columns: columns)
    }

    /// A sortable table with several selected rows; neither is drawn.
    public init<Data: RandomAccessCollection, Comparator: SortComparator>(
        _ data: Data, selection: Binding<Set<Value.ID>>, sortOrder: Binding<[Comparator]>,
        @TableColumnBuilder<Value> columns: () -> [TableColumn<Value>]
    ) where Data.Element == Value, Comparator.Compared == Value {
        self.init(data, columns: columns)
    }

    public var body: some View {
        let first = columns.first
        return List {
            ForEach(rows) { row in
                if let first { first.cell(row) }
            }
        }
    }
}

/// A column of a `Table` (SwiftUI's `TableColumn`): its title and how a row's cell is drawn.
nonisolated public struct TableColumn<RowValue> {
    /// The title (not drawn on iPhone, where the table has no header row).
    let title: Text
    /// The cell of a row.
    let cell: (RowValue) -> AnyView

    /// A column showing a string of each row.
    public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, String>) {
        title = Text(titleKey)
        cell = { row in AnyView(Text(verbatim: row[keyPath: value])) }
    }

    /// A column titled with a string, shown as it is, showing a string of each row.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, String>) {
        self.title = Text(title)
        cell = { row in AnyView(Text(verbatim: row[keyPath: value])) }
    }

    /// A column whose cells the builder makes.
    public init<Content: View>(_ titleKey: LocalizedStringKey, @ViewBuilder content: @escaping (RowValue) -> Content) {
        title = Text(titleKey)
        cell = { row in AnyView(content(row)) }
    }

    /// A column titled with a string, whose cells the builder makes.
    @_disfavoredOverload
    public init<S: StringProtocol, Content: View>(_ title: S, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.title = Text(title)
        cell = { row in AnyView(content(row)) }
    }

    /// A sortable column whose cells the builder makes; the sort key is not drawn.
    public init<Sort, Content: View>(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, Sort>,
                                     @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(titleKey, content: content)
    }

    /// The column at `width` points; widths are not drawn on iPhone.
    public func width(_ width: CGFloat? = nil) -> TableColumn { self }

    /// The column between `min` and `max` points wide; widths are not drawn on iPhone.
    public func width(min: CGFloat? = nil, ideal: CGFloat? = nil, max: CGFloat? = nil) -> TableColumn { self }
}

/// Collects a table's columns (SwiftUI's `TableColumnBuilder`).
@resultBuilder
public enum TableColumnBuilder<RowValue> {
    /// One column.
    public static func buildExpression(_ column: TableColumn<RowValue>) -> [TableColumn<RowValue>] { [column] }
    /// The columns in order.
    public static func buildBlock(_ columns: [TableColumn<RowValue>]...) -> [TableColumn<RowValue>] { columns.flatMap { $0 } }
    /// Columns shown only when a condition holds.
    public static func buildOptional(_ columns: [TableColumn<RowValue>]?) -> [TableColumn<RowValue>] { columns ?? [] }
    /// The columns of the branch taken.
    public static func buildEither(first columns: [TableColumn<RowValue>]) -> [TableColumn<RowValue>] { columns }
    /// The columns of the branch taken.
    public static func buildEither(second columns: [TableColumn<RowValue>]) -> [TableColumn<RowValue>] { columns }
    /// Columns available only on some systems.
    public static func buildLimitedAvailability(_ columns: [TableColumn<RowValue>]) -> [TableColumn<RowValue>] { columns }
}
#endif
