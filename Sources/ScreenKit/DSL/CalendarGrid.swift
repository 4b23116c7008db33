import Foundation
import L10n

/// What a calendar date picker (`.datePickerStyle(.graphical)`, `MultiDatePicker`) shows: the
/// month and year as the locale writes them with the month's arrows, the weekdays' initials, a
/// grid of six weeks (its numbers are not texts a check reads), and the time when it is picked.
struct CalendarGrid: View {
    let month: Date
    let showsTime: Bool
    let environment: EnvironmentValues

    /// The height of one week's row of day numbers.
    static let weekHeight = 44.0

    var body: some View {
        let locale = environment.locale
        let title = Self.format(month, .skeleton("yMMMM"), locale)
        let days = (0..<7).map { Self.format(month.addingTimeInterval(Double($0) * 86_400), .pattern("EEEEE"), locale) }
        let time = showsTime ? Self.format(month, .styles(date: .none, time: .short), locale) : nil
        let tint = environment.accentColor ?? Color.blue.asSystemDefault
        return VStack(alignment: .leading, spacing: 8) {
            HStack {
                Text(verbatim: title).fontWeight(.semibold)
                Image(systemName: "chevron.right").foregroundColor(tint)
                Spacer()
                Image(systemName: "chevron.left").foregroundColor(tint)
                Image(systemName: "chevron.right").foregroundColor(tint)
            }
            HStack(spacing: 0) {
                ForEach(Array(days.enumerated()), id: \.offset) { _, day in
                    Text(verbatim: day).font(.caption).foregroundColor(Color(.secondaryLabel)).frame(maxWidth: .infinity)
                }
            }
            Color.clear.frame(height: 6 * Self.weekHeight)
            if let time {
                HStack {
                    Spacer()
                    Text(verbatim: time)
                }
            }
        }
        .frame(maxWidth: .infinity)
    }

    private static func format(_ date: Date, _ kind: DateFormatting.Kind, _ locale: LocaleIdentifier) -> String {
        (try? DateFormatting.cached(locale: locale, kind: kind))?.string(from: date) ?? ""
    }
}
