import Foundation
import Testing
@testable import DoIt

@Suite struct GroupTests {
    let store = SampleData.store
    let clock = SampleData.clock

    private func titles(_ group: TodoItemGroup) -> [String] {
        store.items(in: group, clock: clock).map(\.title)
    }

    @Test func todayHoldsOpenItemsDueOnTheReferenceDay() {
        #expect(titles(.today) == ["Choose cover image", "Milk", "Quarterly report", "Refill prescription"])
    }

    @Test func overdueHoldsOpenItemsDueBeforeNowButNotDateOnlyItemsDueToday() {
        #expect(titles(.overdue) == [
            "Sourdough starter from the bakery on Fifth Street",
            "Renew passport before the summer trip to Kraków and Lisbon",
            "Reply to Ana about the localization review",
        ])
    }

    @Test func scheduledHoldsEveryOpenItemWithADate() {
        let expected = store.items.filter { $0.date != nil && !$0.complete }.map(\.title)
        #expect(titles(.scheduled) == expected)
        #expect(expected.count == 13)
        #expect(!titles(.scheduled).contains("Complete SwiftUI book sample"))
    }

    @Test func allHoldsEveryItem() {
        #expect(titles(.all).count == store.items.count)
    }

    @Test func aCompletedItemIsNeverOverdue() {
        let later = ReferenceClock(now: WallClockTime(2030, 1, 1, utcOffsetHours: 0).date, timeZoneIdentifier: "UTC")
        #expect(!TodoItemGroup.overdue.contains(SampleData.bookItem, clock: later))
    }

    @Test func membershipFollowsTheClocksTimeZone() {
        // 23:30 on 6 March in Los Angeles is 07:30 on 7 March in UTC, where "now" is still 6 March.
        let item = TodoItem(id: "x", title: "x", priority: .low,
                            date: WallClockTime(2020, 3, 6, 23, 30, utcOffsetHours: -8).date, listID: "l")
        let losAngeles = ReferenceClock(now: WallClockTime(2020, 3, 6, 12, 0, utcOffsetHours: -8).date, timeZoneIdentifier: "America/Los_Angeles")
        let utc = ReferenceClock(now: losAngeles.now, timeZoneIdentifier: "UTC")
        #expect(TodoItemGroup.today.contains(item, clock: losAngeles))
        #expect(!TodoItemGroup.today.contains(item, clock: utc))
    }

    @Test func headerLayoutIsTwoRowsOfTwo() {
        #expect(TodoItemGroup.layout == [[.today, .scheduled], [.all, .overdue]])
        #expect(TodoItemGroup.allCases.map(\.title.key) == ["Today", "Scheduled", "All Items", "Overdue"])
    }
}
