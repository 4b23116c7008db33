import Foundation
import Testing
@testable import ScreenKit

@Suite struct ControlsTests {
    enum Priority: String, CaseIterable, Hashable { case low, normal, high }

    struct Editor: View {
        @State var title = ""
        @State var hasDueDate = true
        @State var priority = Priority.high
        var body: some View {
            Form {
                TextField("Title", text: $title)
                Picker("Priority", selection: $priority) {
                    ForEach(Priority.allCases, id: \.self) { Text(LocalizedStringKey($0.rawValue.capitalized)).tag($0) }
                }
                HStack {
                    Text("Due Date")
                    Spacer()
                    Toggle("Has Due Date", isOn: $hasDueDate).labelsHidden()
                }
                Section(header: Text("More")) {
                    NavigationLink("Notes", destination: EmptyView())
                }
            }
        }
    }

    @Test func formControlsCarryLabelsAndValues() throws {
        let screen = ScreenLayout().layout(name: "editor") { NavigationView { Editor().navigationBarTitle("Editing") } }
        let field = try #require(screen.allElements.first { $0.kind == .textField })
        #expect(field.accessibility.label == "Title")
        #expect(field.allElements.contains { $0.text == "Title" && $0.kind == .text })
        let picker = try #require(screen.allElements.first { $0.kind == .picker })
        #expect(picker.accessibility.value == "High")
        #expect(picker.accessibility.label == "Priority")
        let toggle = try #require(screen.allElements.first { $0.kind == .toggle })
        #expect(toggle.accessibility.label == "Has Due Date")
        #expect(toggle.accessibility.value == "on")
        #expect(!toggle.allElements.contains { $0.text == "Has Due Date" }, "labelsHidden hides the label from view")
        #expect(screen.allElements.contains { $0.kind == .sectionHeader })
        #expect(screen.allElements.filter { $0.kind == .row }.count == 4)
    }

    /// UIKit gives bar button items their own width and squeezes the title instead: four trailing
    /// items with a long German "Edit" stay on one line on the narrowest phone.
    @Test func trailingBarItemsKeepTheirWidthOnANarrowPhone() throws {
        let items = HStack(spacing: 14) {
            Button(action: {}) { Image(systemName: "info.circle").imageScale(.large) }
            Button(action: {}) { Image(systemName: "arrow.up.arrow.down.circle.fill").imageScale(.large) }
            Button(action: {}) { Image(systemName: "plus.circle.fill").imageScale(.large) }
            Button(action: {}) { Text(verbatim: "Bearbeiten") }
        }
        let screen = ScreenLayout().layout(NavigationView { Text(verbatim: "Einkäufe").navigationBarItems(trailing: items) },
                                           name: "bar", in: ScreenConfiguration(device: .iPhoneSE, sizeCategory: .medium))
        let edit = try #require(screen.allElements.first { $0.kind == .text && $0.text == "Bearbeiten" })
        #expect(edit.lines.count == 1)
        #expect(edit.frame.maxX <= 375 - 16 + 0.01)
    }

    /// A segmented picker is UIKit's segmented control: equal segments across the width, 32 pt
    /// tall, one line each, so a long German option is cut short where the English fits.
    @Test func aSegmentedPickerCutsALongOptionShort() throws {
        func segments(_ options: [String]) throws -> [Element] {
            let picker = Picker("Filter", selection: .constant(1)) {
                ForEach(Array(options.enumerated()), id: \.offset) { index, option in Text(verbatim: option).tag(index) }
            }
            let screen = ScreenLayout().layout(picker.pickerStyle(SegmentedPickerStyle()).padding(), name: "filter",
                                               in: ScreenConfiguration(device: .iPhoneSE))
            let control = try #require(screen.allElements.first { $0.kind == .picker })
            #expect(control.accessibility.label == "Filter")
            #expect(control.accessibility.value == options[1])
            return control.allElements.filter { $0.kind == .button }
        }
        let english = try segments(["All", "Overdue", "Done", "Planned"])
        #expect(english.count == 4)
        #expect(english.allSatisfy { abs($0.frame.width - english[0].frame.width) < 0.01 && $0.frame.height == 32 })
        #expect(english.map { $0.accessibility.traits.contains(.isSelected) } == [false, true, false, false])
        #expect(english.flatMap(\.allElements).filter { $0.kind == .text }.allSatisfy { !$0.isTruncated })
        let german = try segments(["Alle", "Überfällige Aufgaben", "Erledigt", "Geplant"])
        let cut = german.flatMap(\.allElements).filter { $0.kind == .text && $0.isTruncated }.map(\.text)
        #expect(cut == ["Überfällige Aufgaben"])
    }

    @Test func formRowsFollowTheSizeCategory() {
        let large = ScreenLayout().layout(name: "editor", in: ScreenConfiguration(sizeCategory: .large)) { NavigationView { Editor() } }
        let huge = ScreenLayout().layout(name: "editor", in: ScreenConfiguration(sizeCategory: .accessibilityExtraExtraExtraLarge)) {
            NavigationView { Editor() }
        }
        let largeRows = large.allElements.filter { $0.kind == .row }.map(\.frame.height)
        let hugeRows = huge.allElements.filter { $0.kind == .row }.map(\.frame.height)
        #expect(largeRows.allSatisfy { $0 >= 44 })
        #expect(zip(largeRows, hugeRows).allSatisfy { $0 < $1 })
    }

    @Test func actionSheetListsItsButtons() throws {
        struct Sorting: View {
            @State var showing = true
            var body: some View {
                Text("List").actionSheet(isPresented: $showing) {
                    ActionSheet(title: Text("Sort Order"), buttons: [.default(Text("Title")), .default(Text("Priority")), .cancel()])
                }
            }
        }
        let screen = ScreenLayout().layout(name: "sort") { Sorting() }
        let sheet = try #require(screen.root.children.last)
        #expect(sheet.kind == .actionSheet)
        let labels = AccessibilityTree(screen).elements.map(\.label)
        #expect(labels == ["Sort Order", "Title", "Priority", "Cancel"])
        #expect(sheet.frame.maxY <= 896 - 34)
    }

    @Test func readingOrderIsLeadingFirstInBothDirections() {
        let view = HStack { Text(verbatim: "first"); Spacer(); Text(verbatim: "second") }
        for direction in LayoutDirection.allCases {
            let screen = laidOut(view, direction: direction)
            #expect(AccessibilityTree(screen).elements.map(\.label) == ["first", "second"])
        }
        let rtl = laidOut(view, direction: .rightToLeft)
        #expect((textElement(rtl, "first")?.frame.minX ?? 0) > (textElement(rtl, "second")?.frame.minX ?? 0))
    }

    @Test func sheetsCoverTheScreenBelowTheStatusBar() throws {
        struct Presenting: View {
            @State var showing = true
            var body: some View {
                Text("Behind").sheet(isPresented: $showing) { Text("In the sheet") }
            }
        }
        let screen = ScreenLayout().layout(name: "sheet") { Presenting() }
        let sheet = try #require(screen.root.children.last)
        #expect(sheet.kind == .sheet)
        #expect(sheet.frame.minY == 54)
        #expect(AccessibilityTree(screen).elements.map(\.label) == ["In the sheet"])
    }

    @Test func clipShapeCutsContentOutsideIt() throws {
        let screen = laidOut(Color.red.frame(width: 60, height: 60).frame(width: 30, height: 30).clipShape(Circle()))
        let red = try #require(screen.allElements.first { $0.kind == .color })
        #expect(red.isClipped)
        #expect(screen.allElements.contains { $0.clipShape == .circle })
    }

    @Test func hiddenViewsKeepTheirSpaceButAreNotRead() {
        let screen = laidOut(VStack(spacing: 0) { Text(verbatim: "gone").hidden(); Text(verbatim: "here") })
        #expect(textElement(screen, "gone")?.isHidden == true)
        #expect(AccessibilityTree(screen).elements.map(\.label) == ["here"])
        #expect((textElement(screen, "here")?.frame.minY ?? 0) > (textElement(screen, "gone")?.frame.minY ?? 0))
    }

    @Test func editButtonUsesTheSystemWord() {
        let polish = laidOut(EditButton(), locale: "pl")
        #expect(polish.texts.first?.text == "Edytuj")
        #expect(polish.texts.first?.sources.first?.origin == .system)
    }
}
