import Foundation
import L10n

/// Dates as the detail header shows them: the book's `Formatters.mediumDate` (its configuration
/// is not printed; medium date style, no time, is our reading of the name), in the clock's time
/// zone and the screen's locale.
enum DueDateFormat {
    /// `date` in the medium date style, e.g. "Aug 3, 2019", "3 sie 2019".
    static func medium(_ date: Date, locale: LocaleIdentifier, clock: ReferenceClock) -> String {
        let formatter = try? DateFormatting.cached(locale: locale, kind: .styles(date: .medium, time: .none),
                                                   timeZone: clock.timeZoneIdentifier)
        return formatter?.string(from: date) ?? ""
    }
}
