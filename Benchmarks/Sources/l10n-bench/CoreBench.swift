import Foundation
import L10n

/// Plural selection, number and date formatting per call, against Foundation's formatting of the
/// same values in the same run (and, for plurals, against opening ICU's rules on every call).
func runCoreBenchmark(_ arguments: [String]) throws {
    let polish: LocaleIdentifier = "pl"
    let numbers = (0..<1000).map { Double($0 * 7 % 1013) }
    var index = 0
    func nextNumber() -> Double {
        index = (index + 1) % numbers.count
        return numbers[index]
    }

    print("plural selection (pl, cardinal, integers 0…1012)")
    let rules = try PluralRules.cached(locale: polish)
    report("held PluralRules.category(for:)", compareNanosecondsPerCall(iterations: 2_000, ours: {
        blackHole(rules.category(for: nextNumber()))
    }, baseline: {
        blackHole((try? PluralRules(locale: polish))?.category(for: nextNumber()))
    }), baselineName: "open rules per call")
    report("PluralRules.cached(…).category", compareNanosecondsPerCall(iterations: 2_000, ours: {
        blackHole((try? PluralRules.cached(locale: polish))?.category(for: nextNumber()))
    }, baseline: {
        blackHole((try? PluralRules(locale: polish))?.category(for: nextNumber()))
    }), baselineName: "open rules per call")
    var held = Double.infinity
    for _ in 0..<7 {
        let start = threadCPUNanoseconds()
        for _ in 0..<200_000 { blackHole(rules.category(for: nextNumber())) }
        held = min(held, Double(threadCPUNanoseconds() - start) / 200_000)
    }
    print(String(format: "  held rules, 200,000 calls per round: %.1f ns per selection (target < 500 ns)", held))

    print("number formatting (pl, decimal, 1234567.891)")
    let ourNumbers = try NumberFormatting.cached(locale: polish)
    let foundationNumbers = NumberFormatter()
    foundationNumbers.locale = Locale(identifier: "pl")
    foundationNumbers.numberStyle = .decimal
    let styleNumbers = FloatingPointFormatStyle<Double>.number.locale(Locale(identifier: "pl"))
    let value = 1_234_567.891
    report("NumberFormatting.string", compareNanosecondsPerCall(iterations: 20_000, ours: { blackHole(ourNumbers.string(value)) },
                                                                baseline: { blackHole(value.formatted(styleNumbers)) }), baselineName: "FormatStyle")
    report("NumberFormatting.string", compareNanosecondsPerCall(iterations: 20_000, ours: { blackHole(ourNumbers.string(value)) },
                                                                baseline: { blackHole(foundationNumbers.string(from: NSNumber(value: value))) }), baselineName: "NumberFormatter")
    print("  same text: \(ourNumbers.string(value) == value.formatted(styleNumbers) ? "yes" : "no") (\(ourNumbers.string(value)) / \(value.formatted(styleNumbers)))")

    print("date formatting (pl, long date + short time, UTC, 1000 different dates)")
    let ourDates = try DateFormatting.cached(locale: polish, kind: .styles(date: .long, time: .short))
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC") ?? .gmt
    let style = Date.FormatStyle(date: .long, time: .shortened, locale: Locale(identifier: "pl"), calendar: calendar, timeZone: calendar.timeZone)
    let foundationDates = DateFormatter()
    foundationDates.locale = Locale(identifier: "pl")
    foundationDates.timeZone = calendar.timeZone
    foundationDates.dateStyle = .long
    foundationDates.timeStyle = .short
    let dates = (0..<1000).map { Date(timeIntervalSince1970: 1_564_867_800 + Double($0) * 86_317) }
    var dateIndex = 0
    func nextDate() -> Date {
        dateIndex = (dateIndex + 1) % dates.count
        return dates[dateIndex]
    }
    report("DateFormatting.string", compareNanosecondsPerCall(iterations: 5_000, ours: { blackHole(ourDates.string(from: nextDate())) },
                                                              baseline: { blackHole(nextDate().formatted(style)) }), baselineName: "Date.FormatStyle")
    report("DateFormatting.string", compareNanosecondsPerCall(iterations: 5_000, ours: { blackHole(ourDates.string(from: nextDate())) },
                                                              baseline: { blackHole(foundationDates.string(from: nextDate())) }), baselineName: "DateFormatter")
    print("  same text: \(ourDates.string(from: dates[0]) == dates[0].formatted(style) ? "yes" : "no") (system ICU \(icuVersion): \(ourDates.string(from: dates[0])) / Foundation's own ICU: \(dates[0].formatted(style)))")
}
