import SwiftUI

/// An item's detail (the book's `TodoItemDetail`): a header in the list's color with the title,
/// the priority and the due date, the notes below, an edit button in the bar. Pushed from the
/// item's list, whose name the back button shows.
///
/// The chapter 6 story lives in the as-written variant's states: `fixed-header` (chapter 2's
/// 210 pt header, which clips at accessibility sizes; also the as-written default) and
/// `scroll-notes` (the header sized by its text, the notes in a `ScrollView`, no layout priority:
/// priority and date truncate). The fixed variant shows the book's fix in every state.
struct ItemDetailScreen: DoItScreenView {
    enum State: String, ScreenStates {
        case `default`
        case fixedHeader = "fixed-header"
        case scrollNotes = "scroll-notes"
        case noDueDate = "no-due-date"
        case longTitle = "long-title"

        var summary: String {
            switch self {
            case .default: "the book's item, \"Complete SwiftUI book sample\""
            case .fixedHeader: "as written: chapter 2's fixed 210 pt header"
            case .scrollNotes: "as written: the notes in a ScrollView, the header without layout priority"
            case .noDueDate: "an item with no due date (\"No Due Date\") and notes"
            case .longTitle: "an item with a long title and no notes"
            }
        }
    }

    static let id = "detail"
    static let summary = "an item: colored header with title, priority and due date, then the notes"

    let state: State
    let variant: AppVariant
    let data: DoItData

    private var item: TodoItem {
        switch state {
        case .noDueDate: SampleData.item(SampleData.Example.noDueDate, in: data)
        case .longTitle: SampleData.item(SampleData.Example.longTitle, in: data)
        case .default, .fixedHeader, .scrollNotes: SampleData.item(SampleData.bookItem.id, in: data)
        }
    }

    private var layout: DetailLayout {
        switch (variant, state) {
        case (.fixed, _): .fitted
        case (.asWritten, .scrollNotes): .scrollingNotes
        case (.asWritten, _): .fixedHeight
        }
    }

    var body: some View {
        let item = self.item
        let list = data.list(for: item)
        return NavigationView(pushedFrom: Text(verbatim: list.name)) {
            DetailBody(item: item, color: list.color.color, layout: layout, variant: variant, clock: data.clock)
                .navigationTitle(Text(verbatim: "")).navigationBarTitleDisplayMode(.inline)
                .toolbar { ToolbarItem(placement: .topBarTrailing) { editButton } }
        }
    }

    private var editButton: some View {
        Button(action: {}) {
            Image(systemName: "square.and.pencil").imageScale(.large).foregroundStyle(Color.accentColor)
        }
        .accessibilityLabel(Text("Edit"))
    }
}

/// How the detail screen lays its header out: the three steps of chapter 6.
enum DetailLayout: Sendable, Hashable {
    /// Chapter 2: a 210 pt rectangle with the title overlaid; clips when the text grows.
    case fixedHeight
    /// Chapter 6, option A without the fix: the header sized by its text, the notes in a scroll
    /// view that claims half the height, so the header's lines truncate.
    case scrollingNotes
    /// Chapter 6's fix: the header sized by its text with `.layoutPriority(1)`.
    case fitted
}
