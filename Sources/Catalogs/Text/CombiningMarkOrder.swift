/// Puts each long run of combining marks of a text read from a file in canonical order, once.
///
/// Swift compares and hashes strings by canonical equivalence, and to do so it sorts every run of
/// combining marks it meets into canonical order, one mark at a time, each time. A key or value
/// holding thousands of marks in mixed order (220, 230, 220, …) made every dictionary lookup and
/// comparison of it quadratic: a 200 KB catalog took lint 30 seconds. A run already in order costs
/// that sort nothing, so the readers put long runs in order as they read them.
///
/// Runs of at most 30 marks — the bound of Unicode's Stream-Safe Text Format (UAX #15), which real
/// text stays within — are kept as written, byte for byte, so `fmt` and the writers give back
/// what they read. A longer run is replaced by its canonical order: the same text to every
/// comparison, spelled the way Unicode's normalization would spell it.
public enum CombiningMarkOrder {
    /// The longest run of combining marks kept exactly as written.
    public static let longestKeptRun = 30

    /// `text`, with every run of more than `longestKeptRun` combining marks in canonical order.
    /// Keys that come from elsewhere than a catalog (a command line, an app's code) go through it
    /// too before they are looked up, so that they compare as cheaply as the keys they meet.
    public static func ordered(_ text: String) -> String {
        guard mayHoldMarks(text), longestRun(in: text) > longestKeptRun else { return text }
        var result = String.UnicodeScalarView()
        var run: [(combiningClass: UInt8, scalar: Unicode.Scalar)] = []
        var written: [Unicode.Scalar] = []
        func endRun() {
            if written.count > longestKeptRun {
                // A stable sort by combining class is the canonical ordering of a run.
                let sorted = run.enumerated().sorted {
                    ($0.element.combiningClass, $0.offset) < ($1.element.combiningClass, $1.offset)
                }
                result.append(contentsOf: sorted.map(\.element.scalar))
            } else {
                result.append(contentsOf: written)
            }
            run.removeAll(keepingCapacity: true)
            written.removeAll(keepingCapacity: true)
        }
        for scalar in text.unicodeScalars {
            if let marks = nonStarters(of: scalar) {
                written.append(scalar)
                run.append(contentsOf: marks)
            } else {
                endRun()
                result.append(scalar)
            }
        }
        endRun()
        return String(result)
    }

    /// False when no scalar is at U+0300 or above: below it every character is a starter.
    private static func mayHoldMarks(_ text: String) -> Bool {
        text.utf8.contains { $0 >= 0xCC }
    }

    /// The length of the longest run of scalars that canonical ordering may move.
    private static func longestRun(in text: String) -> Int {
        var longest = 0
        var current = 0
        for scalar in text.unicodeScalars {
            let marks = markCount(of: scalar)
            if marks > 0 {
                current += marks
                longest = max(longest, current)
            } else {
                current = 0
            }
        }
        return longest
    }

    /// How many combining marks `scalar` stands for in decomposed form: 0 for a starter.
    private static func markCount(of scalar: Unicode.Scalar) -> Int {
        switch scalar.value {
        case 0..<0x300: 0
        case 0x0344, 0x0F73, 0x0F75, 0x0F81: 2
        default: scalar.properties.canonicalCombiningClass.rawValue == 0 ? 0 : 1
        }
    }

    /// The combining marks `scalar` stands for in decomposed form, nil when it is a starter.
    ///
    /// Four characters decompose to marks (UAX #15's "non-starter decompositions"); three of them
    /// have combining class 0 as written, so they are listed here rather than read from their class.
    private static func nonStarters(of scalar: Unicode.Scalar) -> [(combiningClass: UInt8, scalar: Unicode.Scalar)]? {
        switch scalar.value {
        case 0x0344: return [(230, "\u{0308}"), (230, "\u{0301}")]
        case 0x0F73: return [(129, "\u{0F71}"), (130, "\u{0F72}")]
        case 0x0F75: return [(129, "\u{0F71}"), (132, "\u{0F74}")]
        case 0x0F81: return [(129, "\u{0F71}"), (130, "\u{0F80}")]
        case 0..<0x300: return nil
        default:
            let combiningClass = scalar.properties.canonicalCombiningClass.rawValue
            return combiningClass == 0 ? nil : [(combiningClass, scalar)]
        }
    }
}
