#if os(Linux)
import Foundation

// Format styles Linux's Foundation lacks: a range of dates as the time between them
// ("1 hr, 15 min"), a URL written part by part, a URL read from text, and a measurement of
// information storage as a byte count ("1.2 MB").

/// A range of dates written as the calendar components between them (Foundation's
/// `Date.ComponentsFormatStyle`, `(start..<end).formatted(.components(style: .wide))`), in the
/// render's locale.
public struct DateRangeComponentsFormatStyle: FormatStyle, Sendable, Hashable, Codable {
    /// How the components are written.
    public enum Style: Int, Sendable, Hashable, Codable {
        /// "1 hour, 15 minutes".
        case wide
        /// "1 hr, 15 min".
        case abbreviated
        /// "1hr 15min".
        case condensedAbbreviated
        /// "1h 15m".
        case narrow
        /// "one hour, fifteen minutes" (written as `.wide`).
        case spellOut
    }

    /// A calendar component the range is written in.
    public enum Field: Int, Sendable, Hashable, Codable, CaseIterable {
        case year, month, week, day, hour, minute, second
    }

    /// How the components are written.
    public var style: Style
    /// The components written; the largest that are not zero when nil.
    public var fields: Set<Field>?
    /// Whether the range is written as a clock time ("1:15:00").
    var positional = false

    /// A style writing `fields` (all that apply when nil) in `style`.
    public init(style: Style, locale: Locale = .autoupdatingCurrent, calendar: Calendar = .autoupdatingCurrent, fields: Set<Field>? = nil) {
        self.style = style
        self.fields = fields
    }

    /// How `DateComponentsFormatter` writes units of `style`.
    private var unitsStyle: DateComponentsFormatter.UnitsStyle {
        switch style {
        case .wide, .spellOut: .full
        case .abbreviated: .short
        case .condensedAbbreviated: .brief
        case .narrow: .abbreviated
        }
    }

    /// The time between the range's ends.
    public func format(_ range: Range<Date>) -> String {
        let formatter = DateComponentsFormatter()
        formatter.unitsStyle = positional ? .positional : unitsStyle
        let units: [(Field, NSCalendar.Unit)] = [(.year, .year), (.month, .month), (.week, .weekOfMonth), (.day, .day),
                                                 (.hour, .hour), (.minute, .minute), (.second, .second)]
        let allowed = fields ?? (positional ? [.hour, .minute, .second] : Set(Field.allCases))
        formatter.allowedUnits = NSCalendar.Unit(units.filter { allowed.contains($0.0) }.map(\.1))
        return formatter.string(from: range.upperBound.timeIntervalSince(range.lowerBound)) ?? ""
    }
}

extension FormatStyle where Self == DateRangeComponentsFormatStyle {
    /// The components between a range's dates (`.components(style: .abbreviated, fields: [.hour, .minute])`).
    public static func components(style: DateRangeComponentsFormatStyle.Style,
                                  fields: Set<DateRangeComponentsFormatStyle.Field>? = nil) -> DateRangeComponentsFormatStyle {
        DateRangeComponentsFormatStyle(style: style, fields: fields)
    }

    /// The time between a range's dates as a clock reads it ("1:15:00").
    public static var timeDuration: DateRangeComponentsFormatStyle {
        var style = DateRangeComponentsFormatStyle(style: .narrow)
        style.positional = true
        return style
    }
}

/// A URL written part by part (Foundation's `URL.FormatStyle`): which parts show.
public struct URLPartsFormatStyle: FormatStyle, Sendable, Hashable, Codable {
    /// Whether a part is written.
    public struct ComponentDisplayOption: Sendable, Hashable, Codable {
        let shown: Bool
        /// Always written.
        public static let always = ComponentDisplayOption(shown: true)
        /// Never written.
        public static let never = ComponentDisplayOption(shown: false)
        /// Written when the URL has it.
        public static let omitIfHTTPFamily = ComponentDisplayOption(shown: true)
    }

    /// Whether a host is written.
    public struct HostDisplayOption: Sendable, Hashable, Codable {
        let shown: Bool
        let dropsWWW: Bool
        /// Always written.
        public static let always = HostDisplayOption(shown: true, dropsWWW: false)
        /// Never written.
        public static let never = HostDisplayOption(shown: false, dropsWWW: false)
        /// Written without a leading "www.".
        public static func omitSpecificSubdomains(_ subdomains: Set<String> = ["www"], includeMultiLevelSubdomains: Bool = false) -> Self {
            HostDisplayOption(shown: true, dropsWWW: subdomains.contains("www"))
        }
    }

    var scheme = ComponentDisplayOption.always
    var user = ComponentDisplayOption.never
    var password = ComponentDisplayOption.never
    var hostOption = HostDisplayOption.always
    var port = ComponentDisplayOption.omitIfHTTPFamily
    var pathOption = ComponentDisplayOption.always
    var query = ComponentDisplayOption.never
    var fragment = ComponentDisplayOption.never

    /// Every part but the user, password, query and fragment.
    public init() {}

    /// The style with the scheme shown as `option` says.
    public func scheme(_ option: ComponentDisplayOption = .always) -> Self { with { $0.scheme = option } }
    /// The style with the host shown as `option` says.
    public func host(_ option: HostDisplayOption = .always) -> Self { with { $0.hostOption = option } }
    /// The style with the port shown as `option` says.
    public func port(_ option: ComponentDisplayOption = .always) -> Self { with { $0.port = option } }
    /// The style with the path shown as `option` says.
    public func path(_ option: ComponentDisplayOption = .always) -> Self { with { $0.pathOption = option } }
    /// The style with the query shown as `option` says.
    public func query(_ option: ComponentDisplayOption = .always) -> Self { with { $0.query = option } }
    /// The style with the fragment shown as `option` says.
    public func fragment(_ option: ComponentDisplayOption = .always) -> Self { with { $0.fragment = option } }

    private func with(_ change: (inout Self) -> Void) -> Self {
        var copy = self
        change(&copy)
        return copy
    }

    /// `url` with the chosen parts.
    public func format(_ url: URL) -> String {
        guard let parts = URLComponents(url: url, resolvingAgainstBaseURL: true) else { return url.absoluteString }
        var out = ""
        if scheme.shown, let value = parts.scheme { out += value + "://" }
        if hostOption.shown, var host = parts.host {
            if hostOption.dropsWWW, host.hasPrefix("www.") { host.removeFirst(4) }
            out += host
        }
        if port.shown, let value = parts.port { out += ":\(value)" }
        if pathOption.shown { out += parts.path }
        if query.shown, let value = parts.query { out += "?" + value }
        if fragment.shown, let value = parts.fragment { out += "#" + value }
        return out
    }
}

extension FormatStyle where Self == URLPartsFormatStyle {
    /// A URL written part by part (`.url.scheme(.never).host()`).
    public static var url: URLPartsFormatStyle { URLPartsFormatStyle() }
}

extension URL {
    /// The URL written by `style`.
    public func formatted<F: FormatStyle>(_ style: F) -> F.FormatOutput where F.FormatInput == URL { style.format(self) }
    /// The URL written in full.
    public func formatted() -> String { URLPartsFormatStyle().format(self) }

    /// The URL `value` holds, read by `strategy`.
    public init<S: ParseStrategy>(_ value: S.ParseInput, strategy: S) throws where S.ParseOutput == URL {
        self = try strategy.parse(value)
    }
}

/// Reads a URL from text (Foundation's `URL.ParseStrategy`): throws when the text is not one.
public struct URLTextParseStrategy: ParseStrategy, Sendable, Hashable, Codable {
    /// The strategy.
    public init() {}
    /// The URL `value` holds.
    public func parse(_ value: String) throws -> URL {
        let trimmed = value.trimmingCharacters(in: .whitespacesAndNewlines)
        guard let url = URL(string: trimmed), url.scheme != nil else { throw URLParseError(text: value) }
        return url
    }
}

/// Text that is not a URL.
public struct URLParseError: Error, Sendable, CustomStringConvertible {
    /// The text.
    public let text: String
    /// What went wrong.
    public var description: String { "\"\(text)\" is not a URL" }
}

extension ParseStrategy where Self == URLTextParseStrategy {
    /// Reads a URL (`URL(text, strategy: .url)`).
    public static var url: URLTextParseStrategy { URLTextParseStrategy() }
}

/// A measurement of information storage written as a byte count (Foundation's
/// `Measurement<UnitInformationStorage>.FormatStyle.ByteCount`).
public struct StorageByteCountFormatStyle: FormatStyle, Sendable, Hashable, Codable {
    let style: ByteCountFormatStyle

    /// The measurement in bytes, written as `ByteCountFormatStyle` writes a count.
    public func format(_ value: Measurement<UnitInformationStorage>) -> String {
        style.format(Int64(value.converted(to: .bytes).value.rounded()))
    }
}

extension FormatStyle where Self == StorageByteCountFormatStyle {
    /// A measurement of information storage as a byte count (`.byteCount(style: .file)`).
    public static func byteCount(style: ByteCountFormatStyle.Style, allowedUnits: ByteCountFormatStyle.Units = .all,
                                 spellsOutZero: Bool = true, includesActualByteCount: Bool = false) -> StorageByteCountFormatStyle {
        StorageByteCountFormatStyle(style: ByteCountFormatStyle(style: style, allowedUnits: allowedUnits, spellsOutZero: spellsOutZero,
                                                                includesActualByteCount: includesActualByteCount))
    }
}
#endif
