import SwiftUI

/// The to-do list (the book's `TodoList`, chapters 2–7): the items of a list, of a group or of
/// All Items, with info, sort, + and Edit in the bar, the sort action sheet and the completion
/// alert. It is pushed from Home, so the back button reads "Lists", and its title is large, as
/// the automatic mode makes it under Home's large title. Its section is ScreenKit's, which leaves
/// the footer (the completed count) undrawn as Do It's renders always have; SwiftUI's draws it.
struct TodoListScreen: DoItScreenView {
    enum State: String, ScreenStates {
        case `default`
        case group
        case allItems = "all-items"
        case sortSheet = "sort-sheet"
        case completionAlert = "completion-alert"
        case keyCommands = "key-commands"

        var summary: String {
            switch self {
            case .default: "the list \"SwiftUI Book\" (the book's item among them)"
            case .group: "the Today group"
            case .allItems: "All Items, each row tinted with its own list's color"
            case .sortSheet: "the \"Sort Order\" action sheet over the list"
            case .completionAlert: "the alert a completion button shows (\"Complete!\")"
            case .keyCommands: "the ⌘ panel listing the list's key commands (⌘N, ⌘I, chapter 7)"
            }
        }
    }

    static let id = "list"
    static let summary = "a list, a group or All Items: rows, info, sort, + and Edit, the sort sheet and the alert"
    let state: State
    let variant: AppVariant
    let data: DoItData

    private var source: TodoListSource {
        switch state {
        case .group: .group(.today)
        case .allItems: .allItems
        case .default, .sortSheet, .completionAlert, .keyCommands:
            .list(data.store.list(withID: data.store.defaultListID) ?? data.list(for: SampleData.bookItem))
        }
    }

    var body: some View {
        let source = self.source
        let items = SortOption.default.sorted(source.items(in: data))
        return NavigationView(pushedFrom: Text("Lists")) {
            List {
                ScreenKit.Section(header: EmptyView(), footer: Text("\(items.filter(\.complete).count) completed")) {
                    ForEach(items) { item in
                        NavigationLink(destination: EmptyView()) {
                            TodoItemRow(item: item, variant: variant)
                                .tint(source.color(for: item, in: data).color)
                        }
                    }
                }
            }
            .listStyle(.grouped)
            .navigationTitle(source.title(variant: variant)).navigationBarTitleDisplayMode(.large)
            .toolbar { ToolbarItem(placement: .topBarTrailing) { TodoListBarItems(showsInfo: source.isList, variant: variant) } }
            .actionSheet(isPresented: .constant(state == .sortSheet)) {
                SortSheet.actionSheet(variant: variant)
            }
            .alert(isPresented: .constant(state == .completionAlert)) {
                Alert(title: Text("Complete!"), message: Text("This will work soon, honest."), dismissButton: .default(Text("OK")))
            }
        }
        .sheet(isPresented: .constant(state == .keyCommands)) {
            KeyCommandPanel(commands: source.isList ? [.newItem, .listInfo] : [.newItem])
        }
    }
}
