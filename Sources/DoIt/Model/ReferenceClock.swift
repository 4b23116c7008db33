import Foundation

/// The "now" and time zone Do It reads its dates against.
///
/// Group membership (Today, Overdue) and every displayed date depend on both, so screens, tests
/// and the harness pass one explicit clock instead of reading the system's.
public struct ReferenceClock: Sendable, Hashable {
    /// The current instant as the app sees it.
    public var now: Date
    /// The IANA time zone dates are shown and compared in (`America/Los_Angeles`).
    public var timeZoneIdentifier: String

    /// A clock fixed at `now` in the given time zone.
    public init(now: Date, timeZoneIdentifier: String) {
        self.now = now
        self.timeZoneIdentifier = timeZoneIdentifier
    }

    /// The clock every sample screen uses: Saturday 7 March 2020, 09:00 in Los Angeles. The book's
    /// screenshots were taken in US Pacific time (its sample due at 16:30 −05:00 shows as
    /// 2:30 PM), and its "Choose cover image" item is due that evening, so it lands in Today.
    public static let sample = ReferenceClock(
        now: WallClockTime(2020, 3, 7, 9, 0, utcOffsetHours: -8).date,
        timeZoneIdentifier: "America/Los_Angeles"
    )

    /// A Gregorian calendar in this clock's time zone (UTC if the identifier is unknown).
    public var calendar: Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: timeZoneIdentifier) ?? TimeZone(secondsFromGMT: 0) ?? calendar.timeZone
        return calendar
    }

    /// Whether `date` falls on the same calendar day as `now`, in this clock's time zone.
    public func isToday(_ date: Date) -> Bool {
        calendar.isDate(date, inSameDayAs: now)
    }

    /// Whether `date` has a time of day other than midnight here: the book's editor shows the
    /// time picker only then (`hour != 0 || minute != 0`).
    public func hasTimeOfDay(_ date: Date) -> Bool {
        let parts = calendar.dateComponents([.hour, .minute], from: date)
        return (parts.hour ?? 0) != 0 || (parts.minute ?? 0) != 0
    }
}
