#if os(Linux)
@_exported import Foundation

// The values a log message interpolates (os's `OSLogInterpolation.appendInterpolation` forms):
// integers with a radix and alignment, floating-point numbers, Booleans, strings, objects and any
// value described by its text. Each is written into the message as `os` prints it when the value
// is shown; privacy is accepted and redacts nothing (previews never read the log).

extension OSLogMessage.Interpolation {
    /// An integer in `format`, aligned, with its privacy.
    public mutating func appendInterpolation<T: FixedWidthInteger>(_ number: @autoclosure @escaping () -> T,
                                                                   format: OSLogIntegerFormatting = .decimal,
                                                                   align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
        text += align.apply(to: format.render(number()))
    }

    /// An integer in `format`, aligned, with its privacy and display attributes.
    public mutating func appendInterpolation<T: FixedWidthInteger>(_ number: @autoclosure @escaping () -> T,
                                                                   format: OSLogIntegerFormatting = .decimal,
                                                                   align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto,
                                                                   attributes: String) {
        text += align.apply(to: format.render(number()))
    }

    /// An `Int` in `format`, aligned, with its privacy.
    public mutating func appendInterpolation(_ number: @autoclosure @escaping () -> Int, format: OSLogIntegerFormatting = .decimal,
                                             align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
        text += align.apply(to: format.render(number()))
    }

    /// A `Double` in `format` (fixed-point by default), aligned, with its privacy.
    public mutating func appendInterpolation(_ number: @autoclosure @escaping () -> Double, format: OSLogFloatFormatting = .fixed,
                                             align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
        text += align.apply(to: format.render(number()))
    }

    /// A `Double` in `format`, aligned, with its privacy and display attributes.
    public mutating func appendInterpolation(_ number: @autoclosure @escaping () -> Double, format: OSLogFloatFormatting = .fixed,
                                             align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto, attributes: String) {
        text += align.apply(to: format.render(number()))
    }

    /// A `Float` in `format` (fixed-point by default), aligned, with its privacy.
    public mutating func appendInterpolation(_ number: @autoclosure @escaping () -> Float, format: OSLogFloatFormatting = .fixed,
                                             align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
        text += align.apply(to: format.render(Double(number())))
    }

    /// A `CGFloat` in `format` (fixed-point by default), aligned, with its privacy.
    public mutating func appendInterpolation(_ number: @autoclosure @escaping () -> CGFloat, format: OSLogFloatFormatting = .fixed,
                                             align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
        text += align.apply(to: format.render(Double(number())))
    }

    /// A Boolean as `true`/`false` or `YES`/`NO`, with its privacy.
    public mutating func appendInterpolation(_ boolean: @autoclosure @escaping () -> Bool, format: OSLogBoolFormat = .truth,
                                             privacy: OSLogPrivacy = .auto) {
        text += format.render(boolean())
    }

    /// A string, aligned, with its privacy.
    public mutating func appendInterpolation(_ argumentString: @autoclosure @escaping () -> String, align: OSLogStringAlignment = .none,
                                             privacy: OSLogPrivacy = .auto) {
        text += align.apply(to: argumentString())
    }

    /// A string, aligned, with its privacy and display attributes.
    public mutating func appendInterpolation(_ argumentString: @autoclosure @escaping () -> String, align: OSLogStringAlignment = .none,
                                             privacy: OSLogPrivacy = .auto, attributes: String) {
        text += align.apply(to: argumentString())
    }

    /// A value's description, aligned, with its privacy.
    public mutating func appendInterpolation<T: CustomStringConvertible>(_ value: @autoclosure @escaping () -> T,
                                                                         align: OSLogStringAlignment = .none,
                                                                         privacy: OSLogPrivacy = .auto) {
        text += align.apply(to: value().description)
    }

    /// An object's description, with its privacy.
    public mutating func appendInterpolation(_ argumentObject: @autoclosure @escaping () -> NSObject, privacy: OSLogPrivacy = .auto) {
        text += argumentObject().description
    }

    /// A type's name, aligned, with its privacy.
    public mutating func appendInterpolation(_ value: @autoclosure @escaping () -> any Any.Type, align: OSLogStringAlignment = .none,
                                             privacy: OSLogPrivacy = .auto) {
        text += align.apply(to: String(describing: value()))
    }

    /// Any other value (an error, an optional), written as `String(describing:)` writes it, aligned,
    /// with its privacy. `os` takes fewer kinds of values; the stand-in takes every value so a
    /// preview never fails over a log line.
    @_disfavoredOverload
    public mutating func appendInterpolation<T>(_ value: @autoclosure @escaping () -> T, align: OSLogStringAlignment = .none,
                                                privacy: OSLogPrivacy = .auto) {
        text += align.apply(to: String(describing: value()))
    }
}
#endif
