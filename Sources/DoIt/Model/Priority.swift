import L10n

extension TodoItem {
    /// How important an item is. Declared from least to most important: the order drives the
    /// priority picker and the meaning of `<` (the priority sort puts higher priorities first).
    public enum Priority: String, CaseIterable, Comparable, Sendable, Hashable, Codable {
        case low, normal, high, urgent

        /// The priority's localization key, the book's `rawValue.capitalized` ("High"): the
        /// fixed screens look it up; the as-written detail shows `rawValue.capitalized` verbatim.
        public var titleKey: LocalizedStringKey {
            switch self {
            case .low: "Low"
            case .normal: "Normal"
            case .high: "High"
            case .urgent: "Urgent"
            }
        }

        /// Position in declaration order, so `urgent > high > normal > low`.
        public var rank: Int {
            switch self {
            case .low: 0
            case .normal: 1
            case .high: 2
            case .urgent: 3
            }
        }

        public static func < (lhs: Priority, rhs: Priority) -> Bool { lhs.rank < rhs.rank }
    }
}
