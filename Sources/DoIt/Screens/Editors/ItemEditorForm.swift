import Foundation
import ScreenKit

/// The editor's form, inside the sheet's navigation view.
struct ItemEditorForm: View {
    let variant: AppVariant
    let data: DoItData
    @State private var item: TodoItem
    @State private var showTime: Bool
    @Environment(\.locale) private var locale
    @Environment(\.localizer) private var localizer
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
        NavigationView {
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
                            .datePickerStyle(WheelDatePickerStyle())
                            .labelsHidden()
                            .frame(maxWidth: .infinity, alignment: .center)
                    }
                }
                NavigationLink("Notes", destination: EmptyView())
            }
            .navigationBarTitle(title, displayMode: .inline)
            .navigationBarItems(leading: Button("Cancel", action: {}), trailing: Button(action: {}) { Text("Done").bold() })
        }
    }

    /// The title as the field shows it: a new item's is chapter 9's
    /// `NSLocalizedString("New Item", …)` in the fixed app, the plain data string as written.
    private var shownTitle: String {
        guard localizesNewTitle else { return item.title }
        return localizer.localize(LocalizedStringKey("New Item"), table: "Localizable", locale: locale).text
    }

    /// "Editing: %@" with the item's title.
    private var title: Text {
        Text("Editing: \(shownTitle)")
    }
}
