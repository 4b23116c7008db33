/// Counts written for people: `1 render`, `9,072 renders`; progress bars and reports share it.
package enum Counted {
    /// `n` with thousands separated by commas.
    package static func number(_ n: Int) -> String {
        let digits = String(abs(n))
        var out = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { out += "," }
            out.append(digit)
        }
        return (n < 0 ? "-" : "") + out
    }

    /// `n` and `noun`, plural unless `n` is 1.
    package static func phrase(_ n: Int, _ noun: String) -> String {
        "\(number(n)) \(noun)\(n == 1 ? "" : "s")"
    }
}
