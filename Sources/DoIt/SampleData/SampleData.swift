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

    /// The clock the sample data is read against.
    public static var clock: ReferenceClock { .sample }
}
