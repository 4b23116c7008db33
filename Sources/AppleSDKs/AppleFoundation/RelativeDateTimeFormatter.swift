#if os(Linux)
import Foundation
import SwiftUI

/// Writes a date relative to another ("in 3 days", "yesterday", "vor 2 Stunden"), as
/// Foundation's `RelativeDateTimeFormatter` does on Apple platforms; swift-corelibs-foundation
/// lacks it. The words come from ICU's relative date-time formatter, in the formatter's locale or,
/// left unset, the locale of the screen being rendered.
open class RelativeDateTimeFormatter: Formatter, @unchecked Sendable {
    /// Whether the formatter may use words such as "yesterday" (`.named`) or always numbers.
    public enum DateTimeStyle: Int, Sendable {
        /// "1 day ago".
        case numeric = 0
        /// "yesterday" where the language has a word for it.
        case named = 1
    }

    /// How long the unit words are.
    public enum UnitsStyle: Int, Sendable {
        /// "in 2 months".
        case full = 0
        /// Spelled out; written as `.full` here.
        case spellOut = 1
        /// "in 2 mo.".
        case short = 2
        /// "in 2mo".
        case abbreviated = 3
    }

    /// Numbers or named days; `.numeric` by default, as Foundation's.
    open var dateTimeStyle: DateTimeStyle = .numeric
    /// The length of the unit words.
    open var unitsStyle: UnitsStyle = .full
    /// The capitalization context; accepted, ICU's default is used.
    open var formattingContext: Formatter.Context = .unknown
    /// The calendar the offsets are counted in.
    open var calendar: Calendar! = .current
    /// The locale; the render's locale while it is the process's default.
    open var locale: Locale! = .current

    /// A formatter with Foundation's defaults.
    public override init() { super.init() }

    /// A formatter from an archive: Foundation's defaults.
    public required init?(coder: NSCoder) { super.init() }

    private var formatting: RelativeDateFormatting? {
        let width: RelativeDateFormatting.Width = switch unitsStyle {
        case .full, .spellOut: .long
        case .short: .short
        case .abbreviated: .narrow
        }
        return try? RelativeDateFormatting.cached(locale: FormatterLocale.identifier(locale), width: width)
    }

    /// `date` relative to `referenceDate`, in the largest unit that fits.
    open func localizedString(for date: Date, relativeTo referenceDate: Date) -> String {
        formatting?.string(for: date, relativeTo: referenceDate, numeric: dateTimeStyle == .numeric) ?? ""
    }

    /// An offset of `timeInterval` seconds from now.
    open func localizedString(fromTimeInterval timeInterval: TimeInterval) -> String {
        localizedString(for: Date(timeIntervalSinceReferenceDate: timeInterval), relativeTo: Date(timeIntervalSinceReferenceDate: 0))
    }

    /// The offset `dateComponents` holds, by its largest non-zero unit ("in 2 weeks").
    open func localizedString(from dateComponents: DateComponents) -> String {
        let units: [(Int?, RelativeDateFormatting.Unit)] = [
            (dateComponents.year, .year), (dateComponents.month, .month), (dateComponents.weekOfMonth ?? dateComponents.weekOfYear, .week),
            (dateComponents.day, .day), (dateComponents.hour, .hour), (dateComponents.minute, .minute), (dateComponents.second, .second),
        ]
        let (value, unit) = units.first { ($0.0 ?? 0) != 0 }.map { ($0.0 ?? 0, $0.1) } ?? (0, .second)
        return formatting?.string(offset: Double(value), unit: unit, numeric: dateTimeStyle == .numeric) ?? ""
    }

    /// A date relative to now, for `Formatter`'s API; nil for anything else.
    open override func string(for obj: Any?) -> String? {
        guard let date = obj as? Date else { return nil }
        return localizedString(for: date, relativeTo: Date())
    }
}
#endif
