import Foundation
import SwiftUI

/// The header's text (the book's `TitleOverlay` content): the title in bold Title 1, then
/// "Priority: **High**" and the due date (or "No Due Date") in Subheadline.
///
/// As written the title is `Text(String)` and the priority `Text(String)` — "High" in every
/// language (chapter 6's first localization bug). Fixed: the title verbatim, the priority through
/// `LocalizedStringKey`, and at accessibility sizes priority and date stacked instead of side by
/// side, so neither is cut short.
struct DetailHeader: View {
    let item: TodoItem
    let variant: AppVariant
    let clock: ReferenceClock
    @Environment(\.dynamicTypeSize) private var dynamicTypeSize
    @Environment(\.localeIdentifier) private var locale

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            title.font(.title).bold().layoutPriority(1)
            if variant == .fixed && dynamicTypeSize.isAccessibilitySize {
                VStack(alignment: .leading, spacing: 4) {
                    priority
                    dueDate
                }
                .font(.subheadline)
            } else {
                HStack(alignment: .firstTextBaseline) {
                    priority
                    Spacer()
                    dueDate
                }
                .font(.subheadline)
            }
        }
    }

    private var title: Text {
        switch variant {
        case .asWritten: Text(item.title)
        case .fixed: Text(verbatim: item.title)
        }
    }

    private var priority: Text {
        switch variant {
        case .asWritten: Text("Priority: ") + Text(item.priority.rawValue.capitalized).bold()
        case .fixed: Text("Priority: ") + Text(item.priority.titleKey).bold()
        }
    }

    /// `Text("\(item.date!, formatter: Formatters.mediumDate)")`: the key `%@`, or "No Due Date".
    private var dueDate: Text {
        guard let date = item.date else { return Text("No Due Date") }
        return Text("\(DueDateFormat.medium(date, locale: locale, clock: clock))")
    }
}
