import CICU
import Foundation
import Synchronization

/// Writes a moment relative to another ("in 3 days", "yesterday", "vor 2 Stunden") as the locale
/// does, through ICU's relative date-time formatter. Safe from many threads.
public struct RelativeDateFormatting: Sendable {
    /// How long the words are.
    public enum Width: Int32, Sendable, Hashable, CaseIterable { case long = 0, short = 1, narrow = 2 }
    /// The unit of the offset.
    public enum Unit: Int32, Sendable, Hashable, CaseIterable {
        case year = 0, quarter, month, week, day, hour, minute, second
    }

    /// The locale.
    public let locale: LocaleIdentifier
    /// The width.
    public let width: Width
    private let handle: RelativeFormatterHandle

    private static let cache = FormatterCache<String, RelativeDateFormatting>()

    /// A formatter for `locale` and `width`.
    public init(locale: LocaleIdentifier, width: Width = .long) throws(ICUError) {
        self.locale = locale
        self.width = width
        var opened: OpaquePointer?
        let status = cicu_relative_open(locale.icuIdentifier, width.rawValue, &opened)
        guard cicu_failed(status) == 0, let opened else {
            throw ICUError(operation: "open relative date formatter for '\(locale)'", code: status)
        }
        handle = RelativeFormatterHandle(opened)
    }

    /// The shared formatter for `locale` and `width`.
    public static func cached(locale: LocaleIdentifier, width: Width = .long) throws(ICUError) -> RelativeDateFormatting {
        try cache.value(for: "\(locale.icuIdentifier)|\(width.rawValue)") { () throws(ICUError) in
            try RelativeDateFormatting(locale: locale, width: width)
        }
    }

    /// `offset` units from now: numeric ("in 1 day") or, with `numeric: false`, the language's
    /// words where it has them ("tomorrow").
    public func string(offset: Double, unit: Unit, numeric: Bool = false) -> String {
        handle.lock.withLock { _ in
            (try? icuUTF16("format relative date", initialCapacity: 64) {
                cicu_relative_format(handle.pointer, offset, unit.rawValue, numeric ? 1 : 0, $0, $1, $2)
            }) ?? ""
        }
    }

    /// `date` relative to `reference`, in the largest whole unit that fits (as Foundation's
    /// `RelativeDateTimeFormatter` chooses: seconds under a minute, minutes under an hour, …).
    public func string(for date: Date, relativeTo reference: Date, numeric: Bool = false) -> String {
        let seconds = date.timeIntervalSince(reference)
        let magnitude = abs(seconds)
        let sign: Double = seconds < 0 ? -1 : 1
        let steps: [(Unit, Double)] = [(.year, 365 * 86400), (.month, 30 * 86400), (.week, 7 * 86400), (.day, 86400), (.hour, 3600), (.minute, 60)]
        for (unit, length) in steps where magnitude >= length {
            return string(offset: sign * (magnitude / length).rounded(.towardZero), unit: unit, numeric: numeric)
        }
        return string(offset: sign * magnitude.rounded(.towardZero), unit: .second, numeric: numeric)
    }
}

/// Owns an ICU relative formatter; every use holds `lock`.
final class RelativeFormatterHandle: Sendable {
    nonisolated(unsafe) let pointer: OpaquePointer
    let lock = Mutex<Void>(())
    init(_ pointer: OpaquePointer) { self.pointer = pointer }
    deinit { cicu_relative_close(pointer) }
}
