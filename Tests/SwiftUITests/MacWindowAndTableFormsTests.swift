import SwiftUI
import Testing

/// SwiftUI API Mac apps write around windows, tables, toolbars and keys: accepted, the window
/// drawn as its front window.
@MainActor
@Suite struct MacWindowAndTableFormsTests {
    private struct Row: Identifiable {
        let id: Int
        let name: String
    }

    private struct Window: View {
        @Environment(\.controlActiveState) private var state
        var body: some View { Text(verbatim: state == .key ? "Key window" : "Background") }
    }

    @Test func aMacWindowsContentIsDrawnAsTheKeyWindow() {
        let rows = [Row(id: 1, name: "Inbox")]
        let view = VStack {
            Window()
            Table(rows) { TableColumn("Name", value: \.name).alignment(.leading).customizationID("name") }
                .tableStyle(.inset(alternatesRowBackgrounds: true))
            List(rows) { Text(verbatim: $0.name) }.listStyle(.inset(alternatesRowBackgrounds: false))
            DatePicker("Due", selection: .constant(FixedClock.referenceDate)).datePickerStyle(.field)
        }
        .toolbar(id: "main") { ToolbarItem(id: "share", placement: .automatic, showsByDefault: false) { Text(verbatim: "Share") } }
        .onKeyPress(.downArrow) { .handled }
        .onKeyPress(.space) { .ignored }
        .pointerStyle(.link)
        .windowMinimizeBehavior(.disabled)
        .onModifierKeysChanged { _, _ in }
        let texts = ScreenLayout().layout(view, name: "mac", in: ScreenConfiguration(device: .iPad)).texts.compactMap(\.text)
        #expect(texts.contains("Key window") && texts.contains("Inbox"))
        #expect(KeyEquivalent.upArrow != KeyEquivalent.downArrow && EventModifiers.all.contains(.capsLock))
    }

    private struct Bookmarks: View {
        let rows: [Row]
        @State private var selection = Set<Int>()
        @State private var order = [KeyPathComparator(\Row.name)]
        @SceneStorage("columns") private var columns: TableColumnCustomization<Row>

        var body: some View {
            Table(of: Row.self, selection: $selection, sortOrder: $order, columnCustomization: $columns) {
                TableColumn("Name", value: \.name)
            } rows: {
                ForEach(rows) { row in
                    TableRow(row).contextMenu { Button("Open") {} }
                }
                TableRow(Row(id: 99, name: "Pinned"))
            }
        }
    }

    @Test func aTableOfListedRowsShowsEachRow() {
        let view = Bookmarks(rows: [Row(id: 1, name: "Docs"), Row(id: 2, name: "Forum")])
        let texts = ScreenLayout().layout(view, name: "rows", in: ScreenConfiguration(device: .iPhoneSE)).texts.compactMap(\.text)
        #expect(texts == ["Docs", "Forum", "Pinned"])
    }

    @Test func aDisclosureRowShowsItsChildrenOnlyWhenExpanded() {
        struct Tree: View {
            let expanded: Bool
            var body: some View {
                Table(of: Row.self) {
                    TableColumn("Name", value: \.name)
                } rows: {
                    ForEach([Row(id: 1, name: "Team")]) { row in
                        if row.id == 1 {
                            DisclosureTableRow(row, isExpanded: .constant(expanded)) {
                                TableRow(Row(id: 2, name: "Member"))
                            }
                        } else {
                            TableRow(row)
                        }
                    }
                    DisclosureTableRow(Row(id: 3, name: "Archive")) { TableRow(Row(id: 4, name: "Old")) }
                }
            }
        }
        let shown = { (expanded: Bool) in
            ScreenLayout().layout(Tree(expanded: expanded), name: "tree", in: ScreenConfiguration(device: .iPhoneSE)).texts.compactMap(\.text)
        }
        #expect(shown(false) == ["Team", "Archive"])
        #expect(shown(true) == ["Team", "Member", "Archive"])
    }
}
