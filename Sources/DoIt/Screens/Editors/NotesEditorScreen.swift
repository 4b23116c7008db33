import SwiftUI

/// The notes editor (chapter 3's `notesEditor`), pushed from the item editor's Notes row: the
/// notes as editable text, titled "Notes: <title>".
struct NotesEditorScreen: DoItScreenView {
    enum State: String, ScreenStates {
        case `default`
        case empty

        var summary: String {
            switch self {
            case .default: "the book's item's notes"
            case .empty: "an item without notes"
            }
        }
    }

    static let id = "notes-editor"
    static let summary = "the notes editor: the item's notes, titled with the item's title"

    let state: State
    let variant: AppVariant
    let data: DoItData

    private var item: TodoItem {
        switch state {
        case .default: SampleData.bookItem
        case .empty: SampleData.item(SampleData.Example.noNotes, in: data)
        }
    }

    var body: some View {
        let item = self.item
        return NavigationView(pushedFrom: Text("Editing: \(item.title)")) {
            ScrollView(.vertical) {
                notes(item.notes ?? "")
                    .frame(maxWidth: .infinity, alignment: .topLeading)
            }
            .padding(.horizontal)
            .navigationTitle(Text("Notes: \(item.title)")).navigationBarTitleDisplayMode(.inline)
        }
    }

    private func notes(_ text: String) -> Text {
        switch variant {
        case .asWritten: Text(text)
        case .fixed: Text(verbatim: text)
        }
    }
}
