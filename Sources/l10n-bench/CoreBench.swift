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

    let rules = try PluralRules.cached(locale: polish)
    let cached = nanosecondsPerCall(iterations: 200_000) { blackHole(rules.category(for: nextNumber())) }
    let lookedUp = nanosecondsPerCall(iterations: 200_000) {
        blackHole((try? PluralRules.cached(locale: polish))?.category(for: nextNumber()))
    }
    let opened = nanosecondsPerCall(iterations: 2_000) {
        blackHole((try? PluralRules(locale: polish))?.category(for: nextNumber()))
    }
    print("plural selection (pl, cardinal)")
    report("held PluralRules.category(for:)", ours: cached, baseline: opened, baselineName: "open per call")
    report("PluralRules.cached + category", ours: lookedUp, baseline: opened, baselineName: "open per call")

    let ourNumbers = try NumberFormatting.cached(locale: polish)
    let foundationNumbers = NumberFormatter()
    foundationNumbers.locale = Locale(identifier: "pl")
    foundationNumbers.numberStyle = .decimal
    let styleNumbers = FloatingPointFormatStyle<Double>.number.locale(Locale(identifier: "pl"))
    let value = 1_234_567.891
    let ourNumber = nanosecondsPerCall(iterations: 50_000) { blackHole(ourNumbers.string(value)) }
    let theirNumber = nanosecondsPerCall(iterations: 50_000) { blackHole(foundationNumbers.string(from: NSNumber(value: value))) }
    let theirStyle = nanosecondsPerCall(iterations: 50_000) { blackHole(value.formatted(styleNumbers)) }
    print("number formatting (pl, decimal, 1234567.891)")
    report("NumberFormatting.string", ours: ourNumber, baseline: theirNumber, baselineName: "NumberFormatter")
    report("NumberFormatting.string", ours: ourNumber, baseline: theirStyle, baselineName: "FormatStyle   ")

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
    let ourDate = nanosecondsPerCall(iterations: 20_000) { blackHole(ourDates.string(from: nextDate())) }
    let theirStyleDate = nanosecondsPerCall(iterations: 20_000) { blackHole(nextDate().formatted(style)) }
    let theirFormatterDate = nanosecondsPerCall(iterations: 20_000) { blackHole(foundationDates.string(from: nextDate())) }
    print("date formatting (pl, long date + short time, UTC)")
    report("DateFormatting.string", ours: ourDate, baseline: theirStyleDate, baselineName: "Date.FormatStyle")
    report("DateFormatting.string", ours: ourDate, baseline: theirFormatterDate, baselineName: "DateFormatter ")
    print("  same text: \(ourDates.string(from: dates[0]) == dates[0].formatted(style) ? "yes" : "no") (\(ourDates.string(from: dates[0])) / \(dates[0].formatted(style)))")
}
