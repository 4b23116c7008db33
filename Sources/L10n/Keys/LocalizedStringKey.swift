import Foundation

/// The key of a localized string, built from a string literal exactly as SwiftUI builds it:
/// `"Hello \(name), \(count) items"` becomes the key `"Hello %@, %lld items"` with the arguments
/// `name` and `count`. A literal `%` next to interpolations is doubled (`%%`), as SwiftUI does, so
/// the key is a valid format.
public struct LocalizedStringKey: Sendable, Hashable, ExpressibleByStringInterpolation, CustomStringConvertible {
    /// The key looked up in the catalog.
    public let key: String
    /// The interpolated values, in order.
    public let arguments: [FormatArgument]
    /// Whether the key came from an interpolated literal (and so is a format), as opposed to a plain
    /// literal or a runtime string, which SwiftUI looks up as is.
    public let hasFormatting: Bool

    /// A key from a runtime string, looked up as is: `Text(LocalizedStringKey(name))`.
    public init(_ key: String) {
        self.key = key
        self.arguments = []
        self.hasFormatting = false
    }

    /// A key from a plain literal: `Text("Done")`.
    public init(stringLiteral value: String) {
        self.init(value)
    }

    /// A key from an interpolated literal: `Text("Editing: \(item.title)")`.
    public init(stringInterpolation: StringInterpolation) {
        key = stringInterpolation.key
        arguments = stringInterpolation.arguments
        hasFormatting = true
    }

    public var description: String { key }

    /// Collects the key and arguments of an interpolated literal.
    public struct StringInterpolation: StringInterpolationProtocol, Sendable {
        var key = ""
        var arguments: [FormatArgument] = []

        /// Room for the literal parts.
        public init(literalCapacity: Int, interpolationCount: Int) {
            key.reserveCapacity(literalCapacity + interpolationCount * 4)
        }

        /// Literal text, with `%` escaped as `%%`.
        public mutating func appendLiteral(_ literal: String) {
            key += literal.replacingOccurrences(of: "%", with: "%%")
        }

        /// A string: `%@`.
        public mutating func appendInterpolation<S: StringProtocol>(_ string: S) {
            key += "%@"
            arguments.append(.string(String(string)))
        }

        /// `Int` and `Int64`: `%lld`.
        public mutating func appendInterpolation(_ value: Int) {
            key += "%lld"
            arguments.append(.int(Int64(value)))
        }

        /// `Int64`: `%lld`.
        public mutating func appendInterpolation(_ value: Int64) {
            key += "%lld"
            arguments.append(.int(value))
        }

        /// `Int32`, `Int16`, `Int8`: `%d`.
        public mutating func appendInterpolation<I: FixedWidthInteger & SignedInteger>(_ value: I) {
            key += I.bitWidth > 32 ? "%lld" : "%d"
            arguments.append(.int(Int64(truncatingIfNeeded: value)))
        }

        /// `UInt` and `UInt64`: `%llu`; narrower unsigned types: `%u`.
        public mutating func appendInterpolation<U: FixedWidthInteger & UnsignedInteger>(_ value: U) {
            key += U.bitWidth > 32 ? "%llu" : "%u"
            arguments.append(.uint(UInt64(truncatingIfNeeded: value)))
        }

        /// `Double`: `%lf`.
        public mutating func appendInterpolation(_ value: Double) {
            key += "%lf"
            arguments.append(.double(value))
        }

        /// `Float`: `%f`.
        public mutating func appendInterpolation(_ value: Float) {
            key += "%f"
            arguments.append(.double(Double(value)))
        }

        /// A number with an explicit specifier: `\(ratio, specifier: "%.1f")`.
        public mutating func appendInterpolation(_ value: Double, specifier: String) {
            key += specifier
            arguments.append(.double(value))
        }

        /// An integer with an explicit specifier: `\(count, specifier: "%d")`.
        public mutating func appendInterpolation(_ value: Int, specifier: String) {
            key += specifier
            arguments.append(.int(Int64(value)))
        }

        /// Any other floating-point number with a specifier (`Float`, `CGFloat`): `\(rate, specifier: "%.2g")`.
        @_disfavoredOverload
        public mutating func appendInterpolation<T: BinaryFloatingPoint>(_ value: T, specifier: String) {
            appendInterpolation(Double(value), specifier: specifier)
        }

        /// Any other integer with a specifier (`Int32`, `UInt`): `\(count, specifier: "%d")`.
        @_disfavoredOverload
        public mutating func appendInterpolation<T: BinaryInteger>(_ value: T, specifier: String) {
            key += specifier
            arguments.append(.int(Int64(truncatingIfNeeded: value)))
        }

        /// A date in the given styles: `%@`, formatted in the locale the key is shown in.
        public mutating func appendInterpolation(_ date: Date, date dateStyle: DateFormatting.Style, time timeStyle: DateFormatting.Style = .none) {
            key += "%@"
            arguments.append(.date(date, dateStyle, timeStyle))
        }

        /// Another localized key, resolved in the same locale: `%@`.
        public mutating func appendInterpolation(_ nested: LocalizedStringKey) {
            key += "%@"
            arguments.append(.localized(nested))
        }

        /// Any other value, shown by its description: `%@`.
        public mutating func appendInterpolation<T: CustomStringConvertible>(_ value: T) {
            key += "%@"
            arguments.append(.string(value.description))
        }
    }
}
