/// Sample data of ours (none of it is in the book): four lists and eighteen items, chosen to
/// exercise the screens — short and long titles, with and without notes and due dates, every
/// priority, items due today, overdue, in the future and done, and a date at midnight (shown
/// without a time). Dates are US Pacific wall-clock times around `ReferenceClock.sample`
/// (7 March 2020, 09:00 −08:00; daylight saving time starts on 8 March).
enum OurSampleData {
    static let groceriesListID = "D0170000-0000-4000-8000-00000000A401"
    static let travelListID = "D0170000-0000-4000-8000-00000000A402"
    static let workListID = "D0170000-0000-4000-8000-00000000A403"
    static let healthListID = "D0170000-0000-4000-8000-00000000A404"

    static let lists: [TodoItemList] = [
        TodoItemList(id: groceriesListID, name: "Groceries", color: .orange, icon: "cart"),
        TodoItemList(id: travelListID, name: "Travel", color: .teal, icon: "airplane"),
        TodoItemList(id: workListID, name: "Work", color: .indigo, icon: "folder"),
        TodoItemList(id: healthListID, name: "Health", color: .red, icon: "heart.fill"),
    ]

    static let items: [TodoItem] = groceries + travel + work + health + chores

    private static func id(_ n: Int) -> String {
        "D0170000-0000-4000-8000-0000000000" + (n < 10 ? "0\(n)" : "\(n)")
    }

    private static let groceries: [TodoItem] = [
        TodoItem(id: id(1), title: "Milk", priority: .normal,
                 date: WallClockTime(2020, 3, 7, 17, 0, utcOffsetHours: -8).date, listID: groceriesListID),
        TodoItem(id: id(2), title: "Eggs", priority: .low, listID: groceriesListID),
        TodoItem(id: id(3), title: "Sourdough starter from the bakery on Fifth Street", priority: .low,
                 notes: "Ask for the rye one if they have it.",
                 date: WallClockTime(2020, 3, 6, 12, 0, utcOffsetHours: -8).date, listID: groceriesListID),
        TodoItem(id: id(4), title: "Olive oil", priority: .normal, listID: groceriesListID,
                 completed: WallClockTime(2020, 3, 4, 18, 20, utcOffsetHours: -8).date),
    ]

    private static let travel: [TodoItem] = [
        TodoItem(id: id(5), title: "Renew passport before the summer trip to Kraków and Lisbon", priority: .urgent,
                 notes: "The form needs two photos and the old passport. Allow six weeks for processing, and check whether the photos may be digital.",
                 date: WallClockTime(2020, 3, 2, 12, 0, utcOffsetHours: -8).date, listID: travelListID),
        TodoItem(id: id(6), title: "Book train from Lisbon to Porto", priority: .normal,
                 date: WallClockTime(2020, 5, 14, 9, 0, utcOffsetHours: -7).date, listID: travelListID),
        TodoItem(id: id(7), title: "Pack", priority: .low,
                 date: WallClockTime(2020, 6, 1, utcOffsetHours: -7).date, listID: travelListID),
        TodoItem(id: id(8), title: "Exchange money", priority: .normal, listID: travelListID,
                 completed: WallClockTime(2020, 2, 28, 13, 45, utcOffsetHours: -8).date),
    ]

    private static let work: [TodoItem] = [
        TodoItem(id: id(9), title: "Quarterly report", priority: .high,
                 notes: "Numbers from finance arrive Friday morning.",
                 date: WallClockTime(2020, 3, 7, 15, 0, utcOffsetHours: -8).date, listID: workListID),
        TodoItem(id: id(10), title: "Reply to Ana about the localization review", priority: .urgent,
                 notes: "She needs the Polish and Arabic screenshots, and a list of every string that is still hard-coded.",
                 date: WallClockTime(2020, 3, 5, 11, 0, utcOffsetHours: -8).date, listID: workListID),
        TodoItem(id: id(11), title: "Update the team wiki", priority: .low, listID: workListID),
        TodoItem(id: id(12), title: "Prepare slides for Monday's all-hands meeting on accessibility and Dynamic Type",
                 priority: .high,
                 date: WallClockTime(2020, 3, 9, 9, 30, utcOffsetHours: -7).date, listID: workListID),
    ]

    private static let health: [TodoItem] = [
        TodoItem(id: id(13), title: "Dentist", priority: .normal, notes: "Dr. Nowak, second floor.",
                 date: WallClockTime(2020, 3, 12, 8, 15, utcOffsetHours: -7).date, listID: healthListID),
        TodoItem(id: id(14), title: "Refill prescription", priority: .urgent,
                 date: WallClockTime(2020, 3, 7, utcOffsetHours: -8).date, listID: healthListID),
        TodoItem(id: id(15), title: "Run 5 km", priority: .low, listID: healthListID,
                 completed: WallClockTime(2020, 3, 6, 7, 30, utcOffsetHours: -8).date),
        TodoItem(id: id(16), title: "Book a flu shot", priority: .normal,
                 date: WallClockTime(2019, 10, 15, 10, 0, utcOffsetHours: -7).date, listID: healthListID,
                 completed: WallClockTime(2019, 10, 15, 10, 40, utcOffsetHours: -7).date),
    ]

    private static let chores: [TodoItem] = [
        TodoItem(id: id(17), title: "Water the plants", priority: .low,
                 date: WallClockTime(2020, 3, 8, 10, 0, utcOffsetHours: -7).date,
                 listID: BookSampleData.choresListID),
        TodoItem(id: id(18), title: "Fix the dripping kitchen tap", priority: .high,
                 notes: "The washer is probably half an inch; check before buying a new one.",
                 listID: BookSampleData.choresListID),
    ]
}
