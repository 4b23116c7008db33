import SwiftUI

/// An item's row (the book's `TodoItemRow`): the completion button in the list's color, then
/// the title and any notes.
///
/// As written the button has no label and the title goes through `Text(String)`. Fixed: the
/// button says whether the item is completed and is at least 44 pt square; the title and notes,
/// user data, are shown verbatim.
struct TodoItemRow: View {
    let item: TodoItem
    let variant: AppVariant

    var body: some View {
        HStack {
            completionButton
                .padding(.trailing, 6)
            VStack(alignment: .leading) {
                switch variant {
                case .asWritten:
                    Text(item.title).font(.headline)
                    if let notes = item.notes { Text(notes).font(.subheadline) }
                case .fixed:
                    Text(verbatim: item.title).font(.headline)
                    if let notes = item.notes { Text(verbatim: notes).font(.subheadline) }
                }
            }
        }
    }

    private var symbol: String { item.complete ? "largecircle.fill.circle" : "circle" }

    @ViewBuilder private var completionButton: some View {
        switch variant {
        case .asWritten:
            Button(action: {}) {
                Image(systemName: symbol).imageScale(.large).foregroundStyle(Color.accentColor)
            }
        case .fixed:
            Button(action: {}) {
                Image(systemName: symbol).imageScale(.large).foregroundStyle(Color.accentColor)
                    .frame(minWidth: 44, minHeight: 44)
            }
            .accessibilityLabel(item.complete ? Text("Completed") : Text("Not Completed"))
        }
    }
}
