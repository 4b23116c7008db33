import SwiftUI

/// Home (chapter 4's final state, with chapter 7's key command): the group tiles in the header,
/// one row per list, Edit and + in the bar.
struct HomeScreen: DoItScreenView {
    enum State: String, ScreenStates {
        case `default`
        case editing
        case keyCommands = "key-commands"

        var summary: String {
            switch self {
            case .default: "the group tiles and every list"
            case .editing: "in edit mode: the Edit button reads Done"
            case .keyCommands: "the ⌘ panel listing Home's key command (⇧⌘N, chapter 7)"
            }
        }
    }

    static let id = "home"
    static let summary = "Home: group tiles with counts, the lists, Edit and + in the bar"

    let state: State
    let variant: AppVariant
    let data: DoItData

    var body: some View {
        NavigationStack {
            List {
                Section {
                    ForEach(data.store.lists) { list in
                        NavigationLink(destination: EmptyView()) {
                            HomeListRow(list: list, variant: variant)
                        }
                    }
                } header: {
                    HomeHeader(variant: variant, data: data).padding(.vertical)
                }
            }
            .font(.system(.headline, design: .rounded))
            .listStyle(.grouped)
            .navigationTitle("Lists")
            .toolbar {
                ToolbarItem(placement: .topBarLeading) { EditButton() }
                ToolbarItem(placement: .topBarTrailing) { addButton }
            }
        }
        .environment(\.editMode, .constant(state == .editing ? .active : .inactive))
        .sheet(isPresented: .constant(state == .keyCommands)) { KeyCommandPanel(commands: [.newList]) }
    }

    /// The + button; chapter 4 gives it its label.
    private var addButton: some View {
        Button(action: {}) {
            Image(systemName: "plus.circle.fill").imageScale(.large)
        }
        .accessibilityLabel(Text("Add New List"))
    }
}
