/// What the screens show: the app's data and the clock it is read against.
public struct DoItData: Sendable, Hashable {
    /// Every list and item.
    public var store: TodoStore
    /// The "now" and time zone of group membership and displayed dates.
    public var clock: ReferenceClock

    /// Screens over the given store and clock.
    public init(store: TodoStore, clock: ReferenceClock) {
        self.store = store
        self.clock = clock
    }

    /// The sample data at the sample clock: what every rendering and test uses.
    public static let sample = DoItData(store: SampleData.store, clock: SampleData.clock)

    /// The list `item` belongs to; a gray placeholder list if it was deleted.
    func list(for item: TodoItem) -> TodoItemList {
        store.list(for: item) ?? TodoItemList(id: item.listID, name: "", color: .gray, icon: "list.bullet")
    }
}
