import Foundation
import L10n

/// How a to-do list is ordered (the book's `TodoList.SortOption`, chapter 4's four cases).
///
/// The raw values are the English labels and the localization keys: the as-written sort sheet
/// shows them verbatim (`Text(opt.rawValue)`), the fixed one looks them up.
public enum SortOption: String, CaseIterable, Sendable, Hashable {
    case title = "Title"
    case priority = "Priority"
    case dueDate = "Due Date"
    case manual = "Manual"

    /// The option's label, looked up (chapter 4's `title: LocalizedStringKey`).
    public var title: LocalizedStringKey {
        switch self {
        case .title: "Title"
        case .priority: "Priority"
        case .dueDate: "Due Date"
        case .manual: "Manual"
        }
    }

    /// The default from chapter 4 on.
    public static let `default` = SortOption.manual

    /// `items` in this order. Title and due date ascend, priority descends ("higher priority and
    /// closer date are most important"); undated items come last; manual keeps the stored order.
    /// Ties keep the stored order, so the result never depends on the sort algorithm.
    public func sorted(_ items: [TodoItem]) -> [TodoItem] {
        let indexed = Array(items.enumerated())
        let ordered = indexed.sorted { lhs, rhs in
            switch self.compare(lhs.element, rhs.element) {
            case .orderedAscending: true
            case .orderedDescending: false
            case .orderedSame: lhs.offset < rhs.offset
            }
        }
        return ordered.map(\.element)
    }

    private func compare(_ lhs: TodoItem, _ rhs: TodoItem) -> ComparisonResult {
        switch self {
        case .title:
            let left = lhs.title.lowercased(), right = rhs.title.lowercased()
            return left == right ? .orderedSame : (left < right ? .orderedAscending : .orderedDescending)
        case .priority:
            return lhs.priority == rhs.priority ? .orderedSame : (lhs.priority > rhs.priority ? .orderedAscending : .orderedDescending)
        case .dueDate:
            let left = lhs.date ?? .distantFuture, right = rhs.date ?? .distantFuture
            return left == right ? .orderedSame : (left < right ? .orderedAscending : .orderedDescending)
        case .manual:
            return .orderedSame
        }
    }
}
