import CICU
import Foundation
import Synchronization

/// Formats dates as a locale writes them, in an explicit time zone, through ICU: by date and time
/// style, by skeleton (`"yMMMd"`, resolved to the locale's own pattern) or by fixed pattern. The
/// calendar comes from the locale (`ar-SA` → Islamic, `th` → Buddhist) unless the identifier's
/// `@calendar=` says otherwise. Safe from many threads: calls on one formatter are serialized.
public struct DateFormatting: Sendable {
    /// A date or time style, as in Foundation's `DateFormatter.Style`.
    public enum Style: Int32, Sendable, Hashable, CaseIterable {
        case none = -1, full = 0, long = 1, medium = 2, short = 3
    }

    /// How the format was chosen.
    public enum Kind: Sendable, Hashable {
        /// Date and time styles.
        case styles(date: Style, time: Style)
        /// A skeleton: which fields, in whatever order and punctuation the locale uses.
        case skeleton(String)
        /// A fixed ICU pattern.
        case pattern(String)
    }

    /// The ICU locale id in use, with its `@calendar=` keyword if one was given.
    public let icuLocale: String
    /// How the format was chosen.
    public let kind: Kind
    /// The Olson time zone id.
    public let timeZone: String
    private let handle: DateFormatterHandle

    private static let cache = FormatterCache<String, DateFormatting>()

    /// A formatter for `locale` (an ICU id, may carry `@calendar=…`), `kind` and `timeZone` ("UTC", "Europe/Warsaw").
    public init(locale: LocaleIdentifier, kind: Kind, timeZone: String = "UTC", calendar: String? = nil) throws(ICUError) {
        let icu = locale.icuIdentifier + (calendar.map { "@calendar=\($0)" } ?? "")
        self.icuLocale = icu
        self.kind = kind
        self.timeZone = timeZone
        let zone = Array(timeZone.utf16)
        var opened: OpaquePointer?
        let status: Int32
        switch kind {
        case .styles(let date, let time):
            status = cicu_date_open_styles(icu, date.rawValue, time.rawValue, zone, Int32(zone.count), &opened)
        case .skeleton(let skeleton):
            let units = Array(skeleton.utf16)
            status = cicu_date_open_skeleton(icu, units, Int32(units.count), zone, Int32(zone.count), &opened)
        case .pattern(let pattern):
            let units = Array(pattern.utf16)
            status = cicu_date_open_pattern(icu, units, Int32(units.count), zone, Int32(zone.count), &opened)
        }
        guard cicu_failed(status) == 0, let opened else {
            throw ICUError(operation: "open date formatter \(kind) for '\(icu)' in \(timeZone)", code: status)
        }
        handle = DateFormatterHandle(opened)
    }

    /// The shared formatter for these settings.
    public static func cached(locale: LocaleIdentifier, kind: Kind, timeZone: String = "UTC", calendar: String? = nil) throws(ICUError) -> DateFormatting {
        try cache.value(for: "\(locale.icuIdentifier)|\(kind)|\(timeZone)|\(calendar ?? "")") { () throws(ICUError) in
            try DateFormatting(locale: locale, kind: kind, timeZone: timeZone, calendar: calendar)
        }
    }

    /// `date` written in the locale.
    public func string(from date: Date) -> String {
        string(millisecondsSince1970: date.timeIntervalSince1970 * 1000)
    }

    /// A moment given in milliseconds since 1970-01-01T00:00Z, written in the locale.
    public func string(millisecondsSince1970 milliseconds: Double) -> String {
        handle.lock.withLock { _ in
            (try? icuUTF8("format date", initialCapacity: 96) { cicu_date_format_utf8(handle.pointer, milliseconds, $0, $1, $2) }) ?? ""
        }
    }

    /// The ICU pattern in use (`"MMM d, y"`), e.g. to show what a skeleton resolved to.
    public var pattern: String {
        handle.lock.withLock { _ in
            (try? icuUTF16("read date pattern") { cicu_date_pattern(handle.pointer, $0, $1, $2) }) ?? ""
        }
    }
}

/// Owns an ICU `UDateFormat`, which keeps a mutable calendar: every use holds `lock`.
final class DateFormatterHandle: Sendable {
    nonisolated(unsafe) let pointer: OpaquePointer
    let lock = Mutex<Void>(())
    init(_ pointer: OpaquePointer) { self.pointer = pointer }
    deinit { cicu_date_close(pointer) }
}
