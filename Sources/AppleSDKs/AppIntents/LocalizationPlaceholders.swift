#if os(Linux)
@_exported import Foundation
import SwiftUI

extension String.LocalizationValue {
    /// The kind of number or object a format's placeholder stands for (Foundation's
    /// `String.LocalizationValue.Placeholder`), as in `TypeDisplayRepresentation`'s
    /// `numericFormat: "\(placeholder: .int) trails"`.
    public enum Placeholder: Sendable, Hashable {
        /// An integer: `%lld`.
        case int
        /// An unsigned integer: `%llu`.
        case uint
        /// A `Float`: `%f`.
        case float
        /// A `Double`: `%lf`.
        case double
        /// An object: `%@`.
        case object
    }
}

extension LocalizedStringKey.StringInterpolation {
    /// A placeholder for a value filled in later (Foundation's `appendInterpolation(placeholder:)`):
    /// the key gets the placeholder's format specifier, with a zero or empty argument, as a preview
    /// never fills a numeric format in.
    public mutating func appendInterpolation(placeholder: String.LocalizationValue.Placeholder) {
        switch placeholder {
        case .int: appendInterpolation(0 as Int)
        case .uint: appendInterpolation(0 as UInt)
        case .float: appendInterpolation(0 as Float)
        case .double: appendInterpolation(0 as Double)
        case .object: appendInterpolation("")
        }
    }
}
#endif
