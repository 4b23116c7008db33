#if os(Linux)
import Foundation
import SwiftUI

/// Writes a duration ("2 days, 3 hours", "2d 3h", "1:05:00"), as Foundation's
/// `DateComponentsFormatter` does on Apple platforms; swift-corelibs-foundation marks it
/// unavailable. Each unit is written by ICU's unit formatter and the units are joined as the
/// locale joins a list of units, in the calendar's locale or, left unset, the render's.
open class DateComponentsFormatter: Formatter, @unchecked Sendable {
    /// How the units are written.
    public enum UnitsStyle: Int, Sendable {
        /// "1:05:00".
        case positional = 0
        /// "1h 5m".
        case abbreviated = 1
        /// "1 hr, 5 min".
        case short = 2
        /// "1 hour, 5 minutes".
        case full = 3
        /// Spelled out; written as `.full` here.
        case spellOut = 4
        /// "1hr 5min".
        case brief = 5
    }

    /// Which zero units are left out.
    public struct ZeroFormattingBehavior: OptionSet, Sendable {
        public let rawValue: UInt
        /// A zero-formatting behavior of raw flags.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// No zero unit is dropped.
        public static let none = ZeroFormattingBehavior([])
        /// Foundation's default: leading zeros dropped in positional style, all zeros otherwise.
        public static let `default` = ZeroFormattingBehavior(rawValue: 1)
        /// Zero units before the first non-zero one are dropped.
        public static let dropLeading = ZeroFormattingBehavior(rawValue: 2)
        /// Zero units between non-zero ones are dropped.
        public static let dropMiddle = ZeroFormattingBehavior(rawValue: 4)
        /// Zero units after the last non-zero one are dropped.
        public static let dropTrailing = ZeroFormattingBehavior(rawValue: 8)
        /// Every zero unit is dropped.
        public static let dropAll: ZeroFormattingBehavior = [.dropLeading, .dropMiddle, .dropTrailing]
        /// Positional units are padded with zeros ("01:05:00").
        public static let pad = ZeroFormattingBehavior(rawValue: 0x10000)
    }

    /// The units written; empty means years down to seconds.
    open var allowedUnits: NSCalendar.Unit = []
    /// How the units are written.
    open var unitsStyle: UnitsStyle = .positional
    /// Which zero units are left out.
    open var zeroFormattingBehavior: ZeroFormattingBehavior = .default
    /// At most this many units (0: no limit).
    open var maximumUnitCount = 0
    /// The calendar durations are counted in; its locale, when set, is the formatter's.
    open var calendar: Calendar?
    /// The date durations start from when units of varying length are involved.
    open var referenceDate: Date?
    /// Whether the largest unit takes what would be written as one of the next; accepted.
    open var collapsesLargestUnit = false
    /// Whether the last unit may have a fraction; accepted.
    open var allowsFractionalUnits = false
    /// Whether "About" is prepended; accepted, not written.
    open var includesApproximationPhrase = false
    /// Whether "remaining" is appended; accepted, not written.
    open var includesTimeRemainingPhrase = false
    /// The capitalization context; accepted.
    open var formattingContext: Formatter.Context = .unknown

    /// A formatter with Foundation's defaults.
    public override init() { super.init() }

    /// A formatter from an archive: Foundation's defaults.
    public required init?(coder: NSCoder) { super.init() }

    /// `components` in the formatter's units and style.
    open func string(from components: DateComponents) -> String? {
        let calendar = self.calendar ?? .current
        let start = referenceDate ?? Date(timeIntervalSinceReferenceDate: 0)
        guard let end = calendar.date(byAdding: components, to: start) else { return nil }
        return string(from: start, to: end)
    }

    /// The time between two dates.
    open func string(from startDate: Date, to endDate: Date) -> String? {
        let calendar = self.calendar ?? .current
        let units = Self.order.filter { unit, _ in
            allowedUnits.isEmpty ? (unit != .weekOfMonth || unitsStyle != .positional) : allowedUnits.contains(unit)
        }
        let parts = calendar.dateComponents(Set(units.map(\.1)), from: startDate, to: endDate)
        let values = units.map { unit, component in (unit, parts.value(for: component) ?? 0) }
        return written(values)
    }

    /// A duration of `ti` seconds.
    open func string(from ti: TimeInterval) -> String? {
        let start = referenceDate ?? Date(timeIntervalSinceReferenceDate: 0)
        return string(from: start, to: start.addingTimeInterval(ti))
    }

    /// `components` in `unitsStyle`, with Foundation's other defaults.
    open class func localizedString(from components: DateComponents, unitsStyle: UnitsStyle) -> String? {
        let formatter = DateComponentsFormatter()
        formatter.unitsStyle = unitsStyle
        return formatter.string(from: components)
    }

    /// A duration, date components or a number of seconds, for `Formatter`'s API.
    open override func string(for obj: Any?) -> String? {
        if let components = obj as? DateComponents { return string(from: components) }
        if let seconds = obj as? TimeInterval { return string(from: seconds) }
        if let seconds = obj as? Int { return string(from: TimeInterval(seconds)) }
        return nil
    }

    static let order: [(NSCalendar.Unit, Calendar.Component)] = [
        (.year, .year), (.month, .month), (.weekOfMonth, .weekOfMonth), (.day, .day), (.hour, .hour), (.minute, .minute), (.second, .second),
    ]

    private func written(_ all: [(NSCalendar.Unit, Int)]) -> String? {
        var values = all
        let drop = zeroFormattingBehavior.contains(.default)
            ? (unitsStyle == .positional ? ZeroFormattingBehavior.dropLeading : .dropAll) : zeroFormattingBehavior
        if drop.contains(.dropLeading) { values = Array(values.drop { $0.1 == 0 }) }
        if drop.contains(.dropTrailing) { while values.count > 1, values.last?.1 == 0 { values.removeLast() } }
        if drop.contains(.dropMiddle), values.count > 2 {
            values = [values[0]] + values.dropFirst().dropLast().filter { $0.1 != 0 } + [values[values.count - 1]]
        }
        if values.isEmpty, let smallest = all.last { values = [smallest] }
        if maximumUnitCount > 0 { values = Array(values.prefix(maximumUnitCount)) }
        let locale = FormatterLocale.identifier(calendar?.locale)
        if unitsStyle == .positional {
            return values.enumerated().map { index, part in
                index == 0 && !zeroFormattingBehavior.contains(.pad) ? String(part.1) : String(format: "%02d", part.1)
            }.joined(separator: ":")
        }
        let width: (skeleton: String, list: ListFormatting.Width) = switch unitsStyle {
        case .abbreviated: ("unit-width-narrow", .narrow)
        case .short, .brief: ("unit-width-short", .short)
        default: ("unit-width-full-name", .wide)
        }
        let words = values.map { unit, value in
            let skeleton = "measure-unit/duration-\(Self.name(of: unit)) \(width.skeleton)"
            return (try? NumberFormatting.cached(locale: locale, style: .skeleton(skeleton)))?.string(value) ?? "\(value)"
        }
        return (try? ListFormatting.cached(locale: locale, kind: .units, width: width.list))?.string(words) ?? words.joined(separator: ", ")
    }

    private static func name(of unit: NSCalendar.Unit) -> String {
        switch unit {
        case .year: "year"
        case .month: "month"
        case .weekOfMonth: "week"
        case .day: "day"
        case .hour: "hour"
        case .minute: "minute"
        default: "second"
        }
    }
}
#endif
