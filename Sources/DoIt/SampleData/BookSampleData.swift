/// Sample data the book itself prints.
///
/// - The one JSON record of chapter 1 (`todoItems[0]`), its notes completed from the canvas
///   captions. Its list is blue ("the blue coloring of the header", chapter 6).
/// - The two lists and six items of chapter 8's two-scene screenshot, due dates as shown there
///   (US Pacific time). The book gives no priorities, colors, icons or completion dates for
///   them; those (marked "ours") are our choice.
enum BookSampleData {
    static let swiftUIBookListID = "B930B8BB-3804-440D-89ED-6F3E4DDCE22A"
    static let choresListID = "D0170000-0000-4000-8000-00000000C401"

    static let lists: [TodoItemList] = [
        TodoItemList(id: swiftUIBookListID, name: "SwiftUI Book", color: .blue, icon: "book"),  // icon ours
        TodoItemList(id: choresListID, name: "Chores", color: .green, icon: "house"),  // color, icon ours
    ]

    static let completeSwiftUIBookSample = TodoItem(
        id: "63A3B756-BCBC-4EA3-8A35-A52462B24604",
        title: "Complete SwiftUI book sample",
        priority: .high,
        notes: "Use parts of the initial setup tutorial, to demonstrate how I plan to introduce and explain new code.",
        date: WallClockTime(2019, 8, 3, 16, 30, utcOffsetHours: -5).date,
        listID: swiftUIBookListID,
        completed: WallClockTime(2019, 8, 5, 12, 14, 51, utcOffsetHours: -8).date
    )

    static let items: [TodoItem] = [
        completeSwiftUIBookSample,
        TodoItem(
            id: "D0170000-0000-4000-8000-00000000B002", title: "Send final draft to editor",
            priority: .urgent,  // ours
            date: WallClockTime(2020, 2, 19, 14, 30, utcOffsetHours: -8).date,
            listID: swiftUIBookListID,
            completed: WallClockTime(2020, 2, 19, 11, 5, utcOffsetHours: -8).date  // ours
        ),
        TodoItem(
            id: "D0170000-0000-4000-8000-00000000B003", title: "Choose cover image",
            priority: .normal,  // ours
            date: WallClockTime(2020, 3, 7, 18, 0, utcOffsetHours: -8).date,
            listID: swiftUIBookListID
        ),
        TodoItem(
            id: "D0170000-0000-4000-8000-00000000C001", title: "Feed the cat",
            priority: .high,  // ours
            listID: choresListID
        ),
        TodoItem(
            id: "D0170000-0000-4000-8000-00000000C002", title: "Book flights and hotel room for Burning Cat",
            priority: .normal,  // ours
            date: WallClockTime(2019, 12, 10, 18, 0, utcOffsetHours: -8).date,
            listID: choresListID,
            completed: WallClockTime(2019, 11, 2, 20, 40, utcOffsetHours: -7).date  // ours
        ),
        TodoItem(
            id: "D0170000-0000-4000-8000-00000000C003", title: "Have armchairs reupholstered & ready to use",
            priority: .low,  // ours
            date: WallClockTime(2020, 4, 20, 10, 0, utcOffsetHours: -7).date,
            listID: choresListID
        ),
    ]
}
