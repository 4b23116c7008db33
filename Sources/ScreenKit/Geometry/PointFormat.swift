/// Writes point values the same way on every machine: rounded to hundredths, no trailing zeros,
/// no exponent ("16", "34.67", "-2.5"). Used by every rendering.
enum PointFormat {
    /// `value` written as a short decimal.
    static func string(_ value: Double) -> String {
        guard value.isFinite else { return value > 0 ? "inf" : (value < 0 ? "-inf" : "nan") }
        let hundredths = (value * 100).rounded()
        if hundredths == 0 { return "0" }
        let negative = hundredths < 0
        let magnitude = Int64(abs(hundredths))
        let whole = magnitude / 100, fraction = magnitude % 100
        var text = negative ? "-" : ""
        text += String(whole)
        if fraction != 0 {
            text += fraction % 10 == 0 ? ".\(fraction / 10)" : (fraction < 10 ? ".0\(fraction)" : ".\(fraction)")
        }
        return text
    }
}
