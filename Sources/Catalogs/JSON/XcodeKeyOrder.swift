import Foundation

/// The order in which Xcode writes the keys of a String Catalog.
///
/// Xcode sorts keys as Finder does (`localizedStandardCompare`): case-insensitively, digit runs by
/// their numeric value, punctuation before symbols before digits before letters, lower case before
/// upper case when otherwise equal. This reproduces the key order of every catalog in the test
/// corpora. The locale is fixed (`en`) so the order never depends on the machine.
public enum XcodeKeyOrder {
    private static let locale = Locale(identifier: "en")

    /// Whether `lhs` goes before `rhs`.
    public static func areInIncreasingOrder(_ lhs: String, _ rhs: String) -> Bool {
        if lhs == rhs { return false }
        let order = lhs.compare(rhs, options: [.caseInsensitive, .numeric, .widthInsensitive, .forcedOrdering], range: nil, locale: locale)
        switch order {
        case .orderedAscending: return true
        case .orderedDescending: return false
        case .orderedSame: return Array(lhs.utf8).lexicographicallyPrecedes(rhs.utf8)
        }
    }
}
