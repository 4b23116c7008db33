/// Do It's sample data: the book's own item and lists, plus lists and items of ours, read
/// against `ReferenceClock.sample`.
public enum SampleData {
    /// Every list and item, lists in Home order and items in manual order.
    public static let store = TodoStore(
        lists: BookSampleData.lists + OurSampleData.lists,
        items: BookSampleData.items + OurSampleData.items,
        defaultListID: BookSampleData.swiftUIBookListID
    )

    /// The item every chapter 6 preview shows (`todoItems[0]`): "Complete SwiftUI book sample".
    public static var bookItem: TodoItem { BookSampleData.completeSwiftUIBookSample }

    /// Items the screens' states show, by what makes them useful.
    public enum Example {
        /// "Fix the dripping kitchen tap": notes, no due date.
        public static let noDueDate = "D0170000-0000-4000-8000-000000000018"
        /// "Prepare slides for Monday's all-hands meeting on accessibility and Dynamic Type".
        public static let longTitle = "D0170000-0000-4000-8000-000000000012"
        /// "Milk": no notes.
        public static let noNotes = "D0170000-0000-4000-8000-000000000001"
    }

    /// The item with `id` in `data`, or the book's item if there is none.
    static func item(_ id: String, in data: DoItData) -> TodoItem {
        data.store.item(withID: id) ?? bookItem
    }

    /// The clock the sample data is read against.
    public static var clock: ReferenceClock { .sample }
}
