import Foundation

/// A value given to a format string or an interpolated key: what `String(format:)` or SwiftUI's
/// `Text` would receive. Dates are kept as dates so they are written in the locale they end up in.
public enum FormatArgument: Sendable, Hashable, CustomStringConvertible {
    /// A signed integer (`%d`, `%ld`, `%lld`).
    case int(Int64)
    /// An unsigned integer (`%u`, `%lu`, `%llu`, `%x`).
    case uint(UInt64)
    /// A floating-point number (`%f`, `%lf`, `%g`, `%e`).
    case double(Double)
    /// A string or object (`%@`, `%s`).
    case string(String)
    /// A date, written by `DateFormatting` in the locale (`%@`).
    case date(Date, DateFormatting.Style, DateFormatting.Style)
    /// A nested localized key (`Text` interpolated into `Text`), resolved in the same locale (`%@`).
    indirect case localized(LocalizedStringKey)

    /// The argument written without locale conventions, for messages.
    public var description: String {
        switch self {
        case .int(let value): String(value)
        case .uint(let value): String(value)
        case .double(let value): String(value)
        case .string(let value): value
        case .date(let date, _, _): String(describing: date)
        case .localized(let key): key.key
        }
    }

    /// The family of placeholder this argument fits.
    public var family: ArgumentType.Family {
        switch self {
        case .int, .uint: .integer
        case .double: .floatingPoint
        case .string, .date, .localized: .object
        }
    }
}
