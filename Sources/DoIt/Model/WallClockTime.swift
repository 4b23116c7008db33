import Foundation

/// A date as the book's sample JSON writes it: a calendar date and time of day with an explicit
/// offset from UTC (`2019-08-03T16:30:00-0500`).
///
/// Sample data is written this way so every instant is exact and independent of the machine's
/// time zone; the arithmetic is plain proleptic Gregorian, with no optional to unwrap.
public struct WallClockTime: Sendable, Hashable {
    /// The calendar date: year, month 1–12, day 1–31.
    public var year: Int
    public var month: Int
    public var day: Int
    /// The time of day: hour 0–23, minute, second.
    public var hour: Int
    public var minute: Int
    public var second: Int
    /// Offset from UTC in minutes; `-300` for `-05:00`.
    public var utcOffsetMinutes: Int

    /// A wall-clock time; `utcOffsetHours` is the offset the time was written in (`-5` for `-05:00`).
    public init(_ year: Int, _ month: Int, _ day: Int, _ hour: Int = 0, _ minute: Int = 0, _ second: Int = 0, utcOffsetHours: Int) {
        self.year = year
        self.month = month
        self.day = day
        self.hour = hour
        self.minute = minute
        self.second = second
        self.utcOffsetMinutes = utcOffsetHours * 60
    }

    /// The instant this wall-clock time names.
    public var date: Date {
        let days = Self.daysSinceEpoch(year: year, month: month, day: day)
        let localSeconds = ((days * 24 + hour) * 60 + minute) * 60 + second
        return Date(timeIntervalSince1970: TimeInterval(localSeconds - utcOffsetMinutes * 60))
    }

    /// Days from 1970-01-01 to the given date in the proleptic Gregorian calendar.
    static func daysSinceEpoch(year: Int, month: Int, day: Int) -> Int {
        var days = 0
        if year >= 1970 {
            for y in 1970..<year { days += isLeapYear(y) ? 366 : 365 }
        } else {
            for y in year..<1970 { days -= isLeapYear(y) ? 366 : 365 }
        }
        let clampedMonth = min(max(month, 1), 12)
        for m in 1..<clampedMonth { days += daysInMonth(m, year: year) }
        return days + day - 1
    }

    static func isLeapYear(_ year: Int) -> Bool {
        (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
    }

    static func daysInMonth(_ month: Int, year: Int) -> Int {
        switch month {
        case 2: isLeapYear(year) ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }
}
