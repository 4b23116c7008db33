import L10n

/// The four smart groups of the Home header (the book's `TodoItemGroup`), laid out as
/// `[[.today, .scheduled], [.all, .overdue]]`.
///
/// Titles come from chapter 8 and the rules from chapter 9: Today is "anything due today that
/// hasn't been completed", Scheduled has a date, Overdue is due before now, All is everything.
/// Our decision: Scheduled and Overdue also leave out completed items, as Today does; the printed
/// predicates would count the book's sample, done in 2019, as overdue forever. Icons and colors
/// are not in the book; these are ours. An item due on a day with no time of day is overdue only
/// from the next day on.
public enum TodoItemGroup: String, CaseIterable, Sendable, Hashable {
    case today, scheduled, all, overdue

    /// The header's rows of tiles.
    public static let layout: [[TodoItemGroup]] = [[.today, .scheduled], [.all, .overdue]]

    /// The group's title (the book's `title: LocalizedStringKey`).
    public var title: LocalizedStringKey {
        switch self {
        case .today: "Today"
        case .scheduled: "Scheduled"
        case .all: "All Items"
        case .overdue: "Overdue"
        }
    }

    /// The SF Symbols name of the tile's icon.
    public var icon: String {
        switch self {
        case .today: "calendar"
        case .scheduled: "clock"
        case .all: "tray"
        case .overdue: "exclamationmark.circle"
        }
    }

    /// The tile icon's color, also the accent of every row in the group's list.
    public var color: ListColor {
        switch self {
        case .today: .blue
        case .scheduled: .orange
        case .all: .gray
        case .overdue: .red
        }
    }

    /// Whether `item` belongs to the group at the clock's "now".
    public func contains(_ item: TodoItem, clock: ReferenceClock) -> Bool {
        switch self {
        case .all:
            return true
        case .today:
            guard let date = item.date, !item.complete else { return false }
            return clock.isToday(date)
        case .scheduled:
            return item.date != nil && !item.complete
        case .overdue:
            guard let date = item.date, !item.complete, date < clock.now else { return false }
            // A date without a time of day means "by the end of that day".
            return clock.hasTimeOfDay(date) || !clock.isToday(date)
        }
    }
}
