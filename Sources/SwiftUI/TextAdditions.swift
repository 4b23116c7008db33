#if os(Linux)
import Foundation

extension Text {
    /// How `Text(date, style:)` writes a date (SwiftUI's `Text.DateStyle`).
    public enum DateStyle: Sendable, Hashable {
        /// The date alone ("June 3, 2026").
        case date
        /// The time alone ("9:41 AM").
        case time
        /// Relative to now ("2 hours ago"); now is the render's reference date.
        case relative
        /// The offset from now ("+2 hours").
        case offset
        /// A timer counting from now ("2:05:00").
        case timer
    }

    /// `date` written in `style`, in the locale and time zone of the screen being rendered.
    public init(_ date: Date, style: DateStyle, file: StaticString = #filePath, line: UInt = #line) {
        self.init(formatting: { environment in DateText.string(date, style: style, in: environment) }, file: file, line: line)
    }

    /// A range of dates (`Text(start...end)`), written as the render's locale writes an interval.
    public init(_ dates: ClosedRange<Date>, file: StaticString = #filePath, line: UInt = #line) {
        self.init(formatting: { environment in
            RenderLocale.interval(dates.lowerBound, dates.upperBound, in: environment)
        }, file: file, line: line)
    }

    /// A date interval (`Text(DateInterval(start: start, duration: 3600))`), written as the
    /// render's locale writes an interval.
    public init(_ interval: DateInterval, file: StaticString = #filePath, line: UInt = #line) {
        self.init(formatting: { environment in
            RenderLocale.interval(interval.start, interval.end, in: environment)
        }, file: file, line: line)
    }

    /// `input` written by `format` in the locale of the screen being rendered
    /// (`Text(price, format: .currency(code: "EUR"))`).
    public init<F: FormatStyle & Sendable>(_ input: F.FormatInput, format: F, file: StaticString = #filePath, line: UInt = #line)
    where F.FormatInput: Equatable & Sendable, F.FormatOutput == String {
        self.init(formatting: { environment in
            format.locale(Foundation.Locale(identifier: environment.localeIdentifier.bcp47)).format(input)
        }, file: file, line: line)
    }

    /// A key looked up in `tableName` of `bundle` (`Text("Title", bundle: .module)`): the app's
    /// catalogs are read wherever its bundles are, so the key is looked up as without one.
    public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle?, comment: StaticString? = nil,
                file: StaticString = #filePath, line: UInt = #line) {
        self.init(key, tableName: tableName, comment: comment, file: file, line: line)
    }

    /// `subject` written by `formatter` (`Text(item.timestamp, formatter: itemFormatter)`), when the
    /// text is laid out.
    public init<Subject>(_ subject: Subject, formatter: Formatter, file: StaticString = #filePath,
                                               line: UInt = #line) {
        let held = FormatterAndSubject(formatter: formatter, subject: subject)
        self.init(formatting: { _ in held.formatter.string(for: held.subject) ?? "" }, file: file, line: line)
    }

    /// A localized resource, looked up where it is shown.
    @_disfavoredOverload
    public init(_ resource: LocalizedStringResource, file: StaticString = #filePath, line: UInt = #line) {
        self.init(resource.localizationValue.key, tableName: resource.table, file: file, line: line)
    }

    /// An attributed string's characters, shown as they are (its attributes are not drawn).
    /// Disfavoured: Foundation makes `AttributedString` a string literal too, and a literal
    /// (`Text("Done")`) is a key to look up, as in SwiftUI.
    @_disfavoredOverload
    public init(_ attributedContent: AttributedString, file: StaticString = #filePath, line: UInt = #line) {
        self.init(String(attributedContent.characters), file: file, line: line)
    }

    /// A timer counting through `timerInterval` ("0:59"), read at the render's reference date.
    public init(timerInterval: ClosedRange<Date>, pauseTime: Date? = nil, countsDown: Bool = true, showsHours: Bool = true,
                file: StaticString = #filePath, line: UInt = #line) {
        self.init(formatting: { environment in
            let now = pauseTime ?? Date()
            let clamped = min(max(now, timerInterval.lowerBound), timerInterval.upperBound)
            let seconds = countsDown ? timerInterval.upperBound.timeIntervalSince(clamped) : clamped.timeIntervalSince(timerInterval.lowerBound)
            let pattern: Duration.TimeFormatStyle.Pattern = showsHours && seconds >= 3600 ? .hourMinuteSecond : .minuteSecond
            return Duration.seconds(seconds.rounded(.down)).formatted(.time(pattern: pattern).locale(Foundation.Locale(identifier: environment.localeIdentifier.bcp47)))
        }, file: file, line: line)
    }

    /// The text in `design`; accepted, drawn in the text's own font (Inter's metrics stand in
    /// for every design).
    public func fontDesign(_ design: Font.Design?) -> Text { self }

    /// The text's width variant; accepted, drawn at the standard width.
    public func fontWidth(_ width: Font.Width?) -> Text { self }

    /// The text with digits of equal width (its layout is unchanged: the bundled metrics have
    /// tabular digits).
    public func monospacedDigit() -> Text { self }

    /// The text in a fixed-width design.
    public func monospaced(_ isActive: Bool = true) -> Text { isActive ? font(.system(.body, design: .monospaced)) : self }

    /// The text at `weight` (the `View` spelling on a text).
    public func fontWeight(_ weight: Font.Weight) -> Text { fontWeight(Optional(weight)) }

    /// The text in `style` when it is a color (`.foregroundStyle(.secondary)`).
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text { foregroundColor(style.resolvedColor) }

    /// Letter spacing; accepted, not drawn.
    public func kerning(_ kerning: CGFloat) -> Text { self }

    /// Letter spacing; accepted, not drawn.
    public func tracking(_ tracking: CGFloat) -> Text { self }

    /// An underline; accepted, not drawn.
    public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text { self }

    /// A line through the text; accepted, not drawn.
    public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text { self }

    /// A baseline shift; accepted, not drawn.
    public func baselineOffset(_ offset: CGFloat) -> Text { self }

    /// The language the text is typeset in (iOS 17), for line heights of scripts taller than the
    /// render's; measured in the render's locale.
    public func typesettingLanguage(_ language: Locale.Language, isEnabled: Bool = true) -> Text { self }

    /// A text scale (iOS 17's `.textScale(.secondary)`); accepted, measured at the text's font.
    public func textScale(_ scale: Text.Scale, isEnabled: Bool = true) -> Text { self }

    /// The text bold or not.
    public func bold(_ isActive: Bool) -> Text { isActive ? bold() : self }

    /// The text italic or not.
    public func italic(_ isActive: Bool) -> Text { isActive ? italic() : self }
}

/// Dates as `Text(date, style:)` writes them.
enum DateText {
    /// `date` in `style` for the environment's locale.
    static func string(_ date: Date, style: Text.DateStyle, in environment: EnvironmentValues) -> String {
        let locale = environment.localeIdentifier
        let reference = environment.referenceDate
        func styled(_ dateStyle: DateFormatting.Style, _ timeStyle: DateFormatting.Style) -> String {
            (try? DateFormatting.cached(locale: locale, kind: .styles(date: dateStyle, time: timeStyle), timeZone: environment.timeZoneIdentifier))
                .map { $0.string(from: date) } ?? ""
        }
        switch style {
        case .date: return styled(.long, .none)
        case .time: return styled(.none, .short)
        case .relative, .offset:
            let text = (try? RelativeDateFormatting.cached(locale: locale))?.string(for: date, relativeTo: reference) ?? ""
            return text
        case .timer:
            return timer(from: reference, to: date, showsHours: true)
        }
    }

    /// The time between `start` and `end` as a timer shows it: "2:05:00", or "125:00" without hours.
    static func timer(from start: Date, to end: Date, showsHours: Bool) -> String {
        let seconds = Int(abs(end.timeIntervalSince(start)))
        if !showsHours { return String(format: "%d:%02d", seconds / 60, seconds % 60) }
        return String(format: "%d:%02d:%02d", seconds / 3600, seconds / 60 % 60, seconds % 60)
    }
}

/// The moment a render happens in, so that relative dates are the same in every run.
private struct ReferenceDateKey: EnvironmentKey {
    static let defaultValue = FixedClock.referenceDate
}

/// The time zone dates are written in.
private struct TimeZoneIdentifierKey: EnvironmentKey {
    static let defaultValue = "UTC"
}

extension EnvironmentValues {
    /// The moment "now" is for relative dates and timers in a render (fixed, so renders are
    /// deterministic: `FixedClock.referenceDate`, 2026-05-28 20:26:40 UTC, unless set; `Date()`
    /// in a view reads that instant too).
    public var referenceDate: Date {
        get { self[ReferenceDateKey.self] }
        set { self[ReferenceDateKey.self] = newValue }
    }

    /// The Olson identifier of the time zone dates are written in ("UTC" unless set).
    public var timeZoneIdentifier: String {
        get { self[TimeZoneIdentifierKey.self] }
        set { self[TimeZoneIdentifierKey.self] = newValue }
    }
}

/// A formatter and what it writes, held for a text laid out later (on the thread that lays the
/// screen out, one at a time).
private final class FormatterAndSubject: @unchecked Sendable {
    let formatter: Formatter
    let subject: Any

    init(formatter: Formatter, subject: Any) {
        self.formatter = formatter
        self.subject = subject
    }
}
#endif
