import Foundation
import Testing
@testable import DoIt

@Suite struct WallClockTimeTests {
    @Test(arguments: [
        (WallClockTime(2019, 8, 3, 16, 30, utcOffsetHours: -5), 1_564_867_800.0),
        (WallClockTime(2020, 3, 7, 9, 0, utcOffsetHours: -8), 1_583_600_400.0),
        (WallClockTime(1969, 7, 20, 20, 17, utcOffsetHours: 0), -14_182_980.0),
        (WallClockTime(2000, 2, 29, 0, 0, utcOffsetHours: 0), 951_782_400.0),
    ])
    func instantMatchesTheOffsetTime(time: WallClockTime, seconds: Double) {
        #expect(time.date.timeIntervalSince1970 == seconds)
    }

    @Test func leapYearsFollowTheGregorianRule() {
        #expect(WallClockTime.isLeapYear(2020))
        #expect(WallClockTime.isLeapYear(2000))
        #expect(!WallClockTime.isLeapYear(1900))
        #expect(!WallClockTime.isLeapYear(2019))
    }
}
