import SwiftUI

/// The editor's form, inside the sheet's navigation stack: the title, the list and priority
/// pickers, the due date switch, the time switch and wheel, and the Notes row, with Cancel and
/// Done in the bar. A new item's title is chapter 9's localized "New Item", looked up in the
/// screen's language as `String(localized:)` looks it up in the app.
struct ItemEditorForm: View {
    let variant: AppVariant
    let data: DoItData
    @State private var item: TodoItem
    @State private var showTime: Bool
    /// Whether the title is the localized "New Item" default rather than data.
    private let localizesNewTitle: Bool

    init(item: TodoItem, variant: AppVariant, data: DoItData, localizesNewTitle: Bool) {
        self.variant = variant
        self.data = data
        self.localizesNewTitle = localizesNewTitle
        _item = State(initialValue: item)
        _showTime = State(initialValue: item.date.map(data.clock.hasTimeOfDay) ?? false)
    }

    var body: some View {
        NavigationStack {
            Form {
                TextField("Title", text: Binding(get: { shownTitle }, set: { item.title = $0 }))
                Picker("List", selection: $item.listID) {
                    ForEach(data.store.lists) { list in
                        Text(verbatim: list.name).tag(list.id)
                    }
                }
                Picker("Priority", selection: $item.priority) {
                    ForEach(TodoItem.Priority.allCases, id: \.self) { priority in
                        Text(priority.titleKey).tag(priority)
                    }
                }
                HStack {
                    Text("Due Date")
                    Spacer()
                    Toggle("Has Due Date", isOn: .constant(item.hasDueDate)).labelsHidden()
                }
                if let date = item.date {
                    Toggle("Include Time", isOn: $showTime)
                    HStack {
                        DatePicker("Due Date", selection: .constant(date),
                                   displayedComponents: showTime ? [.date, .hourAndMinute] : .date)
                            .datePickerStyle(.wheel)
                            .labelsHidden()
                            .frame(maxWidth: .infinity, alignment: .center)
                    }
                }
                NavigationLink("Notes", destination: EmptyView())
            }
            .navigationTitle(title).navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .topBarLeading) { Button("Cancel", action: {}) }
                ToolbarItem(placement: .topBarTrailing) { Button(action: {}) { Text("Done").bold() } }
            }
        }
    }

    /// The title as the field shows it: chapter 9's localized "New Item" for a new item in the fixed
    /// app (the book's `NSLocalizedString`), the data string as written.
    private var shownTitle: String { localizesNewTitle ? String(localized: "New Item") : item.title }

    /// "Editing: %@" with the item's title.
    private var title: Text {
        Text("Editing: \(shownTitle)")
    }
}
