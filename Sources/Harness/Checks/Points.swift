/// Numbers as findings print them: points and ratios with at most one decimal, no trailing zero.
enum Points {
    /// `42`, `42.5`, `-3`.
    static func string(_ value: Double) -> String {
        let tenths = (value * 10).rounded()
        guard tenths.isFinite else { return "0" }
        let whole = Int(tenths) / 10, fraction = abs(Int(tenths) % 10)
        let sign = tenths < 0 && whole == 0 ? "-" : ""
        return fraction == 0 ? "\(sign)\(whole)" : "\(sign)\(whole).\(fraction)"
    }
}
