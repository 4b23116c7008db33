#if os(Linux)
import Foundation

/// Compares strings as the Finder sorts names, numbers by their value ("File 2" before
/// "File 10"), as Foundation's `.localizedStandard` comparator does on Apple platforms (Linux's
/// `String.StandardComparator` compares digits as characters).
public struct LocalizedStandardStringComparator: SortComparator, Sendable, Hashable, Codable {
    /// Ascending or descending.
    public var order: SortOrder
    /// Whether it compares in the locale only, without the Finder's number ordering.
    let localeOnly: Bool

    /// A comparator in `order`.
    public init(order: SortOrder = .forward, localeOnly: Bool = false) {
        self.order = order
        self.localeOnly = localeOnly
    }

    /// How `a` and `b` compare.
    public func compare(_ a: String, _ b: String) -> ComparisonResult {
        let result = localeOnly ? a.localizedCompare(b) : a.localizedStandardCompare(b)
        guard order == .reverse else { return result }
        switch result {
        case .orderedAscending: return .orderedDescending
        case .orderedDescending: return .orderedAscending
        case .orderedSame: return .orderedSame
        }
    }
}

extension SortComparator where Self == LocalizedStandardStringComparator {
    /// Compares strings as the Finder sorts names (`KeyPathComparator(\.title, comparator: .localizedStandard)`).
    public static var localizedStandard: LocalizedStandardStringComparator { LocalizedStandardStringComparator() }
    /// Compares strings in the user's locale.
    public static var localized: LocalizedStandardStringComparator { LocalizedStandardStringComparator(localeOnly: true) }
}

extension String.StandardComparator {
    /// Compares strings in the user's locale (`String.StandardComparator.localized`): the lexical
    /// order, as Linux's `String.StandardComparator` has no locale; the `SortComparator` shortcuts
    /// `.localized` and `.localizedStandard` above compare in the locale.
    public static var localized: String.StandardComparator { .lexical }
}
#endif
