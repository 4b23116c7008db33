#if os(Linux)
import Foundation

/// The locale, time zone and calendar of the screen being rendered, as Foundation's, for the
/// values apps format themselves. On a device `Locale.current` is the user's; on Linux the
/// process's locale is nobody's, so an app folder's build (`l10n check --app`) sends
/// `Locale.current`, `formatted()` and formatters' `string(from:)` here: a preview reads the
/// locale it is rendered in, and the same instant and zone every day.
public enum RenderLocale {
    /// The render's locale (the environment's while a body is built; the default one outside).
    public static var current: Locale { Locale(identifier: EnvironmentValues.current.localeIdentifier.bcp47) }

    /// The render's time zone.
    public static var timeZone: TimeZone { EnvironmentValues.current.timeZone }

    /// The render locale's calendar, in the render's time zone.
    public static var calendar: Calendar {
        var calendar = current.calendar
        calendar.locale = current
        calendar.timeZone = timeZone
        return calendar
    }

    /// `value` written by `style`, moved into the render's locale unless the app gave the style a
    /// locale of its own (`.number.locale(Locale(identifier: "en_US_POSIX"))` keeps it).
    public static func format<F: FormatStyle>(_ value: F.FormatInput, _ style: F) -> F.FormatOutput {
        guard isProcessDefault(style) else { return style.format(value) }
        return style.locale(current).format(value)
    }

    /// Whether `style` is in the process's default locale: setting that locale changes nothing.
    private static func isProcessDefault<F: FormatStyle>(_ style: F) -> Bool {
        style == style.locale(.autoupdatingCurrent) || style == style.locale(.current)
    }

    /// `subject` written by `formatter` as `Formatter.string(for:)` writes it, by a copy moved
    /// into the render's locale and time zone when it was left in the process's defaults.
    public static func string(for subject: Any?, with formatter: Formatter) -> String? {
        let used = (formatter.copy() as? Formatter) ?? formatter
        if let dates = used as? DateFormatter {
            if isProcessDefault(dates.locale) { dates.locale = current }
            if dates.timeZone == nil || dates.timeZone == TimeZone.current { dates.timeZone = timeZone }
        } else if let numbers = used as? NumberFormatter, isProcessDefault(numbers.locale) {
            numbers.locale = current
        }
        guard let subject else { return nil }
        return used.string(for: subject)
    }

    /// `subject` written by a copy of `formatter` moved into the render's locale when it was left
    /// in the process's default, or by its description without a formatter.
    static func describe(_ subject: Any, formatter: Formatter?) -> String {
        guard let formatter else { return String(describing: subject) }
        return string(for: subject, with: formatter) ?? String(describing: subject)
    }

    /// Whether a formatter's locale is the one it starts with, the process's (on Linux, not the
    /// user's, whose locale is the render's).
    private static func isProcessDefault(_ locale: Locale?) -> Bool {
        guard let locale else { return true }
        return locale.identifier == Locale.current.identifier
    }

    /// `start` to `end` as the render's locale writes a date interval.
    static func interval(_ start: Date, _ end: Date) -> String {
        interval(start, end, in: EnvironmentValues.current)
    }

    /// `start` to `end` as `environment`'s locale writes a date interval, in its time zone.
    static func interval(_ start: Date, _ end: Date, in environment: EnvironmentValues) -> String {
        var style = Date.IntervalFormatStyle(date: .abbreviated, time: .shortened)
        style.locale = Locale(identifier: environment.localeIdentifier.bcp47)
        style.timeZone = environment.timeZone
        return style.format(min(start, end)..<max(start, end))
    }
}
#endif
