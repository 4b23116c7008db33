#if os(Linux)
@_exported import Foundation

/// How often an item repeats (EventKit's `EKRecurrenceFrequency`).
public enum EKRecurrenceFrequency: Int, Sendable { case daily, weekly, monthly, yearly }

/// A day of the week, Sunday being 1 (EventKit's `EKWeekday`).
public enum EKWeekday: Int, Sendable {
    /// Sunday.
    case sunday = 1
    /// Monday.
    case monday
    /// Tuesday.
    case tuesday
    /// Wednesday.
    case wednesday
    /// Thursday.
    case thursday
    /// Friday.
    case friday
    /// Saturday.
    case saturday
}

/// A day of the week a rule repeats on, optionally of one week of the period, such as "the second
/// Tuesday" (EventKit's `EKRecurrenceDayOfWeek`).
open class EKRecurrenceDayOfWeek: NSObject, @unchecked Sendable {
    /// The day.
    public let dayOfTheWeek: EKWeekday
    /// The week of the month or year (−53…53, negative from the end), or 0 for every week.
    public let weekNumber: Int
    /// `dayOfTheWeek` of week `weekNumber` (0: every week).
    public init(dayOfTheWeek: EKWeekday, weekNumber: Int) {
        self.dayOfTheWeek = dayOfTheWeek
        self.weekNumber = weekNumber
    }
    /// `dayOfTheWeek` of every week.
    public convenience init(_ dayOfTheWeek: EKWeekday) { self.init(dayOfTheWeek: dayOfTheWeek, weekNumber: 0) }
    /// `dayOfTheWeek` of week `weekNumber`.
    public convenience init(_ dayOfTheWeek: EKWeekday, weekNumber: Int) { self.init(dayOfTheWeek: dayOfTheWeek, weekNumber: weekNumber) }
    /// Equal to the same day of the same week.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? EKRecurrenceDayOfWeek else { return false }
        return other.dayOfTheWeek == dayOfTheWeek && other.weekNumber == weekNumber
    }
    /// The day's and week's hash.
    open override var hash: Int { dayOfTheWeek.rawValue &* 131 &+ weekNumber }
}

/// How an item repeats (EventKit's `EKRecurrenceRule`).
open class EKRecurrenceRule: NSObject, @unchecked Sendable {
    /// How often.
    public let frequency: EKRecurrenceFrequency
    /// Every how many periods.
    public let interval: Int
    /// When it stops repeating.
    open var recurrenceEnd: EKRecurrenceEnd?
    /// The days of the week it repeats on, if limited.
    public let daysOfTheWeek: [EKRecurrenceDayOfWeek]?
    /// The days of the month (1…31, negative from the end) it repeats on, if limited.
    public let daysOfTheMonth: [NSNumber]?
    /// The months (1…12) it repeats in, if limited.
    public let monthsOfTheYear: [NSNumber]?
    /// The weeks of the year (−53…53) it repeats in, if limited.
    public let weeksOfTheYear: [NSNumber]?
    /// The days of the year (−366…366) it repeats on, if limited.
    public let daysOfTheYear: [NSNumber]?
    /// Which of the matching occurrences in each period count (such as −1: the last).
    public let setPositions: [NSNumber]?
    /// The day a week starts on (1: Sunday), or 0 for the calendar's own.
    open var firstDayOfTheWeek: Int { 0 }
    /// The calendar the rule is in: Gregorian.
    open var calendarIdentifier: String { "gregorian" }

    /// A rule of a frequency and interval, limited to the days, months, weeks and positions given,
    /// ending at `end`.
    public init(recurrenceWith type: EKRecurrenceFrequency, interval: Int, daysOfTheWeek days: [EKRecurrenceDayOfWeek]?,
                daysOfTheMonth monthDays: [NSNumber]?, monthsOfTheYear months: [NSNumber]?, weeksOfTheYear: [NSNumber]?,
                daysOfTheYear: [NSNumber]?, setPositions: [NSNumber]?, end: EKRecurrenceEnd?) {
        frequency = type
        self.interval = interval
        recurrenceEnd = end
        daysOfTheWeek = days
        daysOfTheMonth = monthDays
        monthsOfTheYear = months
        self.weeksOfTheYear = weeksOfTheYear
        self.daysOfTheYear = daysOfTheYear
        self.setPositions = setPositions
    }
    /// A rule of a frequency and interval, ending at `end`.
    public convenience init(recurrenceWith type: EKRecurrenceFrequency, interval: Int, end: EKRecurrenceEnd?) {
        self.init(recurrenceWith: type, interval: interval, daysOfTheWeek: nil, daysOfTheMonth: nil, monthsOfTheYear: nil,
                  weeksOfTheYear: nil, daysOfTheYear: nil, setPositions: nil, end: end)
    }
}

/// When an item stops repeating (EventKit's `EKRecurrenceEnd`).
open class EKRecurrenceEnd: NSObject, @unchecked Sendable {
    /// The last date, if it ends at one.
    public let endDate: Date?
    /// The number of occurrences, if it ends after some (0 if it ends at a date).
    public let occurrenceCount: Int
    /// An end at a date.
    public init(end endDate: Date) {
        self.endDate = endDate
        occurrenceCount = 0
    }
    /// An end after a number of occurrences.
    public init(occurrenceCount: Int) {
        endDate = nil
        self.occurrenceCount = occurrenceCount
    }
}
#endif
