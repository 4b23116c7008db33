#if os(Linux)
import Foundation

// The interpolations SwiftUI's `LocalizedStringKey` takes beyond strings and numbers. Each value
// becomes a `%@` argument written, as on a device, in the locale of the screen being rendered
// (the environment's, read while the view's body is built), so `Text("Due \(date, style: .date)")`
// reads "Due 28. Mai 2026" in German.
extension LocalizedStringKey.StringInterpolation {
    /// A value written by `formatter` (`Text("Due \(date, formatter: dateFormatter)")`). A date or
    /// number formatter left in the process's default locale writes in the render's locale, as a
    /// formatter on a device writes in the user's; one given a locale keeps it.
    /// (SwiftUI takes a `ReferenceConvertible` value or an `NSObject`; on Linux `Date` is not
    /// `ReferenceConvertible`, so any value is taken.)
    public mutating func appendInterpolation<Subject>(_ subject: Subject, formatter: Formatter?) {
        appendInterpolation(RenderLocale.describe(subject, formatter: formatter))
    }

    /// A value written by a format style in the render's locale (`\(price, format: .currency(code: "EUR"))`).
    public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatOutput == String {
        appendInterpolation(RenderLocale.format(input, format))
    }

    /// A date in a `Text.DateStyle`, measured against the render's reference date for relative styles.
    public mutating func appendInterpolation(_ date: Date, style: Text.DateStyle) {
        appendInterpolation(DateText.string(date, style: style, in: EnvironmentValues.current))
    }

    /// A range of dates (`\(start...end)`), written as the locale writes intervals.
    public mutating func appendInterpolation(_ dates: ClosedRange<Date>) {
        appendInterpolation(RenderLocale.interval(dates.lowerBound, dates.upperBound))
    }

    /// A date interval, written as the locale writes intervals.
    public mutating func appendInterpolation(_ interval: DateInterval) {
        appendInterpolation(RenderLocale.interval(interval.start, interval.end))
    }

    /// A timer over `timerInterval`, written as `Text(timerInterval:)` writes it at the reference date.
    public mutating func appendInterpolation(timerInterval: ClosedRange<Date>, pauseTime: Date? = nil, countsDown: Bool = true,
                                             showsHours: Bool = true) {
        let environment = EnvironmentValues.current
        let now = min(max(pauseTime ?? environment.referenceDate, timerInterval.lowerBound), timerInterval.upperBound)
        let date = countsDown ? timerInterval.upperBound : timerInterval.lowerBound
        appendInterpolation(DateText.timer(from: now, to: date, showsHours: showsHours))
    }

    /// Another text, as it reads in the render (`Text("Tap \(Text("Done").bold())")`; the
    /// style of the inner text is not kept).
    public mutating func appendInterpolation(_ text: Text) {
        appendInterpolation(text.resolvedString(in: EnvironmentValues.current).text)
    }

    /// A localized resource, looked up in the render's locale.
    public mutating func appendInterpolation(_ resource: LocalizedStringResource) {
        appendInterpolation(Text(resource).resolvedString(in: EnvironmentValues.current).text)
    }

    /// An attributed string's characters (its attributes are not drawn).
    public mutating func appendInterpolation(_ attributedString: AttributedString) {
        appendInterpolation(String(attributedString.characters))
    }

    /// An SF Symbol inline in a text (`Text("Tap \(Image(systemName: "plus")) to add")`), drawn as
    /// the symbol's glyph in the text's font; an image from the app's assets is left out.
    public mutating func appendInterpolation(_ image: Image) {
        appendInterpolation(image.inlineGlyph)
    }
}

extension Image {
    /// The image as it stands inside a text: an SF Symbol's glyph, drawn in the text's font; an
    /// image of the app's assets draws nothing there.
    var inlineGlyph: String { systemName.map { String(SymbolCatalog.info(for: $0).glyph) } ?? "" }
}

#endif
