#if os(Linux)
@_exported import Foundation

// How `os` writes an interpolated value: alignment in a column, integers in a radix, floating-point
// numbers in a printf style, Booleans as words. Each type renders a value the way the unified log
// prints it, so `OSLogMessage.text` reads as the console would.

/// How a logged value is aligned in a column (os's `OSLogStringAlignment`).
public struct OSLogStringAlignment: Sendable {
    /// Columns the value takes at least: negative left-aligns, positive right-aligns, zero does not pad.
    let columns: Int

    /// No alignment: the value at its natural width.
    public static var none: OSLogStringAlignment { OSLogStringAlignment(columns: 0) }
    /// Right-aligned in a column `columns` characters wide (padded with spaces on the left).
    public static func right(columns: @autoclosure @escaping () -> Int) -> OSLogStringAlignment {
        OSLogStringAlignment(columns: max(0, columns()))
    }
    /// Left-aligned in a column `columns` characters wide (padded with spaces on the right).
    public static func left(columns: @autoclosure @escaping () -> Int) -> OSLogStringAlignment {
        OSLogStringAlignment(columns: -max(0, columns()))
    }

    /// `text` padded to the column, as printf's `%*s` / `%-*s` pad it.
    func apply(to text: String) -> String {
        let padding = String(repeating: " ", count: max(0, abs(columns) - text.count))
        return columns < 0 ? text + padding : padding + text
    }
}

/// How a logged integer is written (os's `OSLogIntegerFormatting`): decimal, hexadecimal or octal.
public struct OSLogIntegerFormatting: Sendable {
    let radix: Int
    let explicitPositiveSign: Bool
    let includePrefix: Bool
    let uppercase: Bool
    let minDigits: Int

    /// Decimal (`%ld`).
    public static var decimal: OSLogIntegerFormatting { .decimal(explicitPositiveSign: false) }
    /// Decimal, with a `+` before positive numbers when `explicitPositiveSign`.
    public static func decimal(explicitPositiveSign: Bool = false) -> OSLogIntegerFormatting {
        OSLogIntegerFormatting(radix: 10, explicitPositiveSign: explicitPositiveSign, includePrefix: false, uppercase: false, minDigits: 0)
    }
    /// Decimal with at least `minDigits` digits (leading zeros).
    public static func decimal(explicitPositiveSign: Bool = false, minDigits: @autoclosure @escaping () -> Int) -> OSLogIntegerFormatting {
        OSLogIntegerFormatting(radix: 10, explicitPositiveSign: explicitPositiveSign, includePrefix: false, uppercase: false, minDigits: minDigits())
    }

    /// Hexadecimal (`%lx`): lowercase digits, no prefix, negative numbers as their two's complement.
    public static var hex: OSLogIntegerFormatting { .hex(explicitPositiveSign: false) }
    /// Hexadecimal, with a `0x` prefix when `includePrefix` and `A`–`F` when `uppercase`.
    public static func hex(explicitPositiveSign: Bool = false, includePrefix: Bool = false, uppercase: Bool = false) -> OSLogIntegerFormatting {
        OSLogIntegerFormatting(radix: 16, explicitPositiveSign: explicitPositiveSign, includePrefix: includePrefix, uppercase: uppercase, minDigits: 0)
    }
    /// Hexadecimal with at least `minDigits` digits (leading zeros).
    public static func hex(explicitPositiveSign: Bool = false, includePrefix: Bool = false, uppercase: Bool = false,
                           minDigits: @autoclosure @escaping () -> Int) -> OSLogIntegerFormatting {
        OSLogIntegerFormatting(radix: 16, explicitPositiveSign: explicitPositiveSign, includePrefix: includePrefix, uppercase: uppercase,
                               minDigits: minDigits())
    }

    /// Octal (`%lo`).
    public static var octal: OSLogIntegerFormatting { .octal(explicitPositiveSign: false) }
    /// Octal, with a leading `0` when `includePrefix`.
    public static func octal(explicitPositiveSign: Bool = false, includePrefix: Bool = false, uppercase: Bool = false) -> OSLogIntegerFormatting {
        OSLogIntegerFormatting(radix: 8, explicitPositiveSign: explicitPositiveSign, includePrefix: includePrefix, uppercase: uppercase, minDigits: 0)
    }
    /// Octal with at least `minDigits` digits (leading zeros).
    public static func octal(explicitPositiveSign: Bool = false, includePrefix: Bool = false, uppercase: Bool = false,
                             minDigits: @autoclosure @escaping () -> Int) -> OSLogIntegerFormatting {
        OSLogIntegerFormatting(radix: 8, explicitPositiveSign: explicitPositiveSign, includePrefix: includePrefix, uppercase: uppercase,
                               minDigits: minDigits())
    }

    /// `value` written as printf writes it in this format.
    func render<T: FixedWidthInteger>(_ value: T) -> String {
        var digits: String
        var sign = ""
        if radix == 10 {
            digits = String(value.magnitude)
            if value < 0 { sign = "-" } else if explicitPositiveSign { sign = "+" }
        } else {
            // Hexadecimal and octal are unsigned conversions: a negative number shows its bits.
            digits = String(T.Magnitude(truncatingIfNeeded: value), radix: radix, uppercase: uppercase)
        }
        if digits.count < minDigits { digits = String(repeating: "0", count: minDigits - digits.count) + digits }
        if includePrefix && value != 0 {
            if radix == 16 { digits = (uppercase ? "0X" : "0x") + digits }
            if radix == 8 && !digits.hasPrefix("0") { digits = "0" + digits }
        }
        return sign + digits
    }
}

/// How a logged floating-point number is written (os's `OSLogFloatFormatting`), as printf's `%f`,
/// `%e`, `%g` and `%a` write it.
public struct OSLogFloatFormatting: Sendable {
    let conversion: Character
    let precision: Int?
    let explicitPositiveSign: Bool
    let uppercase: Bool

    /// Fixed-point (`%f`: six digits after the point).
    public static var fixed: OSLogFloatFormatting { .fixed(explicitPositiveSign: false) }
    /// Fixed-point with `precision` digits after the point.
    public static func fixed(precision: @autoclosure @escaping () -> Int, explicitPositiveSign: Bool = false, uppercase: Bool = false) -> OSLogFloatFormatting {
        OSLogFloatFormatting(conversion: "f", precision: precision(), explicitPositiveSign: explicitPositiveSign, uppercase: uppercase)
    }
    /// Fixed-point with the default precision.
    public static func fixed(explicitPositiveSign: Bool = false, uppercase: Bool = false) -> OSLogFloatFormatting {
        OSLogFloatFormatting(conversion: "f", precision: nil, explicitPositiveSign: explicitPositiveSign, uppercase: uppercase)
    }

    /// Hexadecimal floating point (`%a`).
    public static var hex: OSLogFloatFormatting { .hex(explicitPositiveSign: false) }
    /// Hexadecimal floating point, uppercase when asked.
    public static func hex(explicitPositiveSign: Bool = false, uppercase: Bool = false) -> OSLogFloatFormatting {
        OSLogFloatFormatting(conversion: "a", precision: nil, explicitPositiveSign: explicitPositiveSign, uppercase: uppercase)
    }

    /// Exponential (`%e`: `d.dddddde±dd`).
    public static var exponential: OSLogFloatFormatting { .exponential(explicitPositiveSign: false) }
    /// Exponential with `precision` digits after the point.
    public static func exponential(precision: @autoclosure @escaping () -> Int, explicitPositiveSign: Bool = false,
                                   uppercase: Bool = false) -> OSLogFloatFormatting {
        OSLogFloatFormatting(conversion: "e", precision: precision(), explicitPositiveSign: explicitPositiveSign, uppercase: uppercase)
    }
    /// Exponential with the default precision.
    public static func exponential(explicitPositiveSign: Bool = false, uppercase: Bool = false) -> OSLogFloatFormatting {
        OSLogFloatFormatting(conversion: "e", precision: nil, explicitPositiveSign: explicitPositiveSign, uppercase: uppercase)
    }

    /// Fixed-point or exponential by the number's size (`%g`).
    public static var hybrid: OSLogFloatFormatting { .hybrid(explicitPositiveSign: false) }
    /// Hybrid with at most `precision` significant digits.
    public static func hybrid(precision: @autoclosure @escaping () -> Int, explicitPositiveSign: Bool = false, uppercase: Bool = false) -> OSLogFloatFormatting {
        OSLogFloatFormatting(conversion: "g", precision: precision(), explicitPositiveSign: explicitPositiveSign, uppercase: uppercase)
    }
    /// Hybrid with the default precision.
    public static func hybrid(explicitPositiveSign: Bool = false, uppercase: Bool = false) -> OSLogFloatFormatting {
        OSLogFloatFormatting(conversion: "g", precision: nil, explicitPositiveSign: explicitPositiveSign, uppercase: uppercase)
    }

    /// `value` written as printf writes it in this format.
    func render(_ value: Double) -> String {
        var format = "%"
        if explicitPositiveSign { format += "+" }
        if let precision { format += ".\(max(0, precision))" }
        format += uppercase ? String(conversion).uppercased() : String(conversion)
        return String(format: format, value)
    }
}

/// How a logged Boolean is written (os's `OSLogBoolFormat`).
public enum OSLogBoolFormat: Sendable, Hashable {
    /// `true` or `false`.
    case truth
    /// `YES` or `NO`.
    case answer

    /// `value` in this format.
    func render(_ value: Bool) -> String {
        switch self {
        case .truth: value ? "true" : "false"
        case .answer: value ? "YES" : "NO"
        }
    }
}
#endif
