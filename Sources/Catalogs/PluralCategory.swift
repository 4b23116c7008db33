/// A CLDR plural category: the forms a `.stringsdict` or String Catalog plural variation may hold.
public enum PluralCategory: String, Sendable, Hashable, Codable, CaseIterable, Comparable {
    case zero, one, two, few, many, other

    /// Position in CLDR's order (zero, one, two, few, many, other).
    public var rank: Int {
        switch self {
        case .zero: 0
        case .one: 1
        case .two: 2
        case .few: 3
        case .many: 4
        case .other: 5
        }
    }

    /// CLDR's order, used wherever categories are listed.
    public static func < (lhs: PluralCategory, rhs: PluralCategory) -> Bool { lhs.rank < rhs.rank }
}
