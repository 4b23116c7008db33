import Foundation
import Testing
@testable import L10n

struct FormattersTests {
    /// 2019-08-03T21:30:00Z: the book's due date, 16:30 at −05:00.
    let bookDue = Date(timeIntervalSince1970: 1_564_867_800)

    @Test func numbersInTheLocale() throws {
        #expect(try NumberFormatting(locale: "en").string(1234.5678) == "1,234.568")
        #expect(try NumberFormatting(locale: "pl").string(1234.5) == "1234,5")
        #expect(try NumberFormatting(locale: "pl").string(12345.5) == "12\u{00A0}345,5")
        #expect(try NumberFormatting(locale: "de", style: .integer).string(1234.6) == "1.235")
        #expect(try NumberFormatting(locale: "en", style: .percent).string(0.25) == "25%")
        #expect(try NumberFormatting(locale: "ar", style: .integer).string(42) == "٤٢")
        #expect(try NumberFormatting(locale: "en", style: .fractionDigits(2)).string(decimal: "1.005") == "1.00")
    }

    @Test func badSkeletonIsATypedError() {
        #expect(throws: ICUError.self) { try NumberFormatting(locale: "en", style: .skeleton("no-such-stem")) }
    }

    @Test func numberingSystems() throws {
        let arabic = try NumberingSystem(locale: "ar")
        #expect(arabic.name == "arab")
        #expect(String(arabic.digits) == "٠١٢٣٤٥٦٧٨٩")
        #expect(try NumberingSystem(locale: "pl").name == "latn")
    }

    @Test func datesByStyleSkeletonPatternAndZone() throws {
        #expect(try DateFormatting(locale: "en", kind: .styles(date: .medium, time: .none)).string(from: bookDue) == "Aug 3, 2019")
        #expect(try DateFormatting(locale: "en", kind: .styles(date: .none, time: .short), timeZone: "America/Chicago").string(from: bookDue) == "4:30\u{202F}PM")
        #expect(try DateFormatting(locale: "pl", kind: .skeleton("yMMMMd")).string(from: bookDue) == "3 sierpnia 2019")
        #expect(try DateFormatting(locale: "en", kind: .pattern("yyyy-MM-dd HH:mm")).string(from: bookDue) == "2019-08-03 21:30")
        #expect(try DateFormatting(locale: "en", kind: .skeleton("yMMMd")).pattern == "MMM d, y")
    }

    @Test func explicitCalendar() throws {
        let hijri = try DateFormatting(locale: "en", kind: .skeleton("yMMMd"), calendar: "islamic")
        #expect(hijri.string(from: bookDue).contains("1440"))
    }

    @Test func relativeDates() throws {
        let english = try RelativeDateFormatting(locale: "en")
        #expect(english.string(offset: 1, unit: .day) == "tomorrow")
        #expect(english.string(offset: 1, unit: .day, numeric: true) == "in 1 day")
        #expect(english.string(offset: -3, unit: .hour) == "3 hours ago")
        #expect(try RelativeDateFormatting(locale: "pl").string(offset: 2, unit: .day, numeric: true) == "za 2 dni")
        #expect(english.string(for: bookDue, relativeTo: bookDue.addingTimeInterval(-2 * 86400)) == "in 2 days")
    }

    @Test func lists() throws {
        #expect(try ListFormatting(locale: "en").string(["a", "b", "c"]) == "a, b, and c")
        #expect(try ListFormatting(locale: "pl").string(["a", "b", "c"]) == "a, b i c")
        #expect(try ListFormatting(locale: "en", kind: .or).string(["a", "b"]) == "a or b")
        #expect(try ListFormatting(locale: "en").string(["", "b"]) == " and b")
        #expect(try ListFormatting(locale: "en").string([]) == "")
    }

    @Test func cachedDateFormatterIsSafeFromManyThreads() async throws {
        let formatter = try DateFormatting.cached(locale: "en", kind: .styles(date: .medium, time: .none))
        let due = bookDue
        let results = await withTaskGroup(of: String.self, returning: Set<String>.self) { group in
            for _ in 0..<100 { group.addTask { formatter.string(from: due) } }
            return await group.reduce(into: []) { $0.insert($1) }
        }
        #expect(results == ["Aug 3, 2019"])
    }
}
