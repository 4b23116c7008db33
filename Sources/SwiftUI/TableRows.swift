#if os(Linux)
import Foundation

// A table whose rows a builder lists (`Table(of: Row.self) { columns } rows: { TableRow(row) }`)
// and the forms that keep the user's column customization: drawn as the other tables are, the
// first column's cells as a list, as a compact width shows a table.

/// One row of a table's rows builder (SwiftUI's `TableRow`); a view of nothing, so that
/// `ForEach(items) { TableRow($0) }` builds it.
nonisolated public struct TableRow<Value: Identifiable>: View {
    let value: Value
    /// A row of `value`.
    public init(_ value: Value) { self.value = value }
    /// The row's drag payload (accepted).
    public func draggable<T>(_ payload: @autoclosure @escaping () -> T) -> TableRow { self }
    /// The row's item provider (accepted).
    public func itemProvider(_ action: (() -> Any?)?) -> TableRow { self }
    /// The row's context menu (accepted: a render opens no menu).
    public func contextMenu<M: View>(@ViewBuilder menuItems: () -> M) -> TableRow { self }

    public var body: some View { EmptyView() }
}

/// A row whose child rows a disclosure shows (SwiftUI's `DisclosureTableRow`): collapsed, as a
/// table first shows it, unless `isExpanded` is bound to true.
nonisolated public struct DisclosureTableRow<Value: Identifiable>: View {
    let rows: [Value]
    /// A row of `value` with the child rows `content` lists, expanded as `isExpanded` says.
    public init(_ value: Value, isExpanded: Binding<Bool>? = nil, @TableRowBuilder<Value> content: () -> [Value]) {
        rows = isExpanded?.wrappedValue == true ? [value] + content() : [value]
    }

    public var body: some View { EmptyView() }
}

/// Builds a table's rows (SwiftUI's `TableRowBuilder`).
@resultBuilder
public enum TableRowBuilder<Value: Identifiable> {
    /// One row.
    public static func buildExpression(_ row: TableRow<Value>) -> [Value] { [row.value] }
    /// A disclosure row and, when expanded, its children.
    public static func buildExpression(_ row: DisclosureTableRow<Value>) -> [Value] { row.rows }
    /// Rows of a loop (`ForEach(items) { TableRow($0) }` is written as `for`-less builders; a
    /// collection of rows).
    public static func buildExpression(_ rows: [TableRow<Value>]) -> [Value] { rows.map(\.value) }
    /// The rows in order.
    public static func buildBlock(_ rows: [Value]...) -> [Value] { rows.flatMap { $0 } }
    /// Rows under an `if`.
    public static func buildOptional(_ rows: [Value]?) -> [Value] { rows ?? [] }
    /// The rows of the branch taken.
    public static func buildEither(first rows: [Value]) -> [Value] { rows }
    /// The rows of the branch taken.
    public static func buildEither(second rows: [Value]) -> [Value] { rows }
    /// Rows built in a loop.
    public static func buildArray(_ rows: [[Value]]) -> [Value] { rows.flatMap { $0 } }
    /// A row of each element (`ForEach(items) { TableRow($0) }`).
    public static func buildExpression<Data, ID, Content>(_ rows: ForEach<Data, ID, Content>) -> [Value] where Data.Element == Value {
        rows.elements.flatMap { element in
            TableRowValues.of(rows.view(of: element)).flatMap { $0 as? [Value] } ?? [element]
        }
    }
}

/// The rows a row view of a `ForEach` lists: a disclosure row's children when it is expanded,
/// either branch of an `if`.
enum TableRowValues {
    /// The row values `view` stands for, nil when it is not a row this package knows.
    static func of(_ view: Any) -> [Any]? {
        if let row = view as? any ListedTableRow { return row.listedValues }
        if let branch = view as? any ShownBranch { return of(branch.shownView) }
        return nil
    }
}

/// A row view of a table's rows builder.
protocol ListedTableRow {
    /// The rows it lists.
    var listedValues: [Any] { get }
}

extension TableRow: ListedTableRow {
    var listedValues: [Any] { [value] }
}

extension DisclosureTableRow: ListedTableRow {
    var listedValues: [Any] { rows }
}

/// A builder's `if`/`else`, seen through to the branch taken.
protocol ShownBranch {
    /// The branch taken.
    var shownView: Any { get }
}

extension ConditionalContent: ShownBranch {
    var shownView: Any { shown }
}

extension SceneStorage {
    /// The scene's column customization of a table, kept under `key` (the columns as declared in
    /// a render).
    public init<RowValue>(_ key: String) where Value == TableColumnCustomization<RowValue> {
        self.init(wrappedValue: TableColumnCustomization<RowValue>(), key)
    }
}

extension Table {
    /// A table of rows listed by a builder.
    public init(of valueType: Value.Type, @TableColumnBuilder<Value> columns: () -> [TableColumn<Value>],
                @TableRowBuilder<Value> rows: () -> [Value]) {
        self.init(rows(), columns: columns)
    }

    /// A table of listed rows with several selected and an order; neither is drawn.
    public init<Comparator: SortComparator>(of valueType: Value.Type, selection: Binding<Set<Value.ID>>, sortOrder: Binding<[Comparator]>,
                                            columnCustomization: Binding<TableColumnCustomization<Value>>? = nil,
                                            @TableColumnBuilder<Value> columns: () -> [TableColumn<Value>],
                                            @TableRowBuilder<Value> rows: () -> [Value]) where Comparator.Compared == Value {
        self.init(rows(), columns: columns)
    }

    /// A table of listed rows with one selected; it is not drawn.
    public init(of valueType: Value.Type, selection: Binding<Value.ID?>, @TableColumnBuilder<Value> columns: () -> [TableColumn<Value>],
                @TableRowBuilder<Value> rows: () -> [Value]) {
        self.init(rows(), columns: columns)
    }

    /// A table whose columns the user customizes, with several selected rows and an order.
    public init<Data: RandomAccessCollection, Comparator: SortComparator>(
        _ data: Data, selection: Binding<Set<Value.ID>>, sortOrder: Binding<[Comparator]>,
        columnCustomization: Binding<TableColumnCustomization<Value>>, @TableColumnBuilder<Value> columns: () -> [TableColumn<Value>]
    ) where Data.Element == Value, Comparator.Compared == Value {
        self.init(data, columns: columns)
    }

    /// A table whose columns the user customizes.
    public init<Data: RandomAccessCollection>(_ data: Data, columnCustomization: Binding<TableColumnCustomization<Value>>,
                                              @TableColumnBuilder<Value> columns: () -> [TableColumn<Value>]) where Data.Element == Value {
        self.init(data, columns: columns)
    }
}

extension TableColumnCustomization: RawRepresentable {
    /// The customization as scene or app storage keeps it: the columns as declared.
    public init?(rawValue: String) { self.init() }
    /// The customization as storage keeps it.
    public var rawValue: String { "" }
}
#endif
