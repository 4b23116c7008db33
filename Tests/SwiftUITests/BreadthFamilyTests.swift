import SwiftUI
import Testing

/// Menu-bar commands, as an app declares them for its scenes.
private struct StockCommands: Commands {
    var showsJournal: Bool

    @CommandsBuilder var body: some Commands {
        CommandMenu("Stock") {
            Button("Overview") {}.keyboardShortcut("o")
        }
        CommandGroup(after: .newItem) { Button("New product") {} }
        if showsJournal {
            CommandGroup(replacing: .help) { Button("Journal") {} }
        }
        SidebarCommands()
    }
}

/// API families iOS 16 to 26 added to toolbars, sections, tabs, steppers, fonts and shape styles:
/// each compiles as SwiftUI spells it and draws what iOS draws on a still screen.
@Suite struct BreadthFamilyTests {
    private func layout(_ view: some View) -> LaidOutScreen {
        ScreenLayout().layout(view, name: "breadth", in: ScreenConfiguration(device: .iPhone16))
    }

    private func texts(_ view: some View) -> [String] {
        layout(view).allElements.compactMap(\.text)
    }

    @Test func commandsCompileAndDrawNothing() {
        let commands = StockCommands(showsJournal: true)
        _ = commands.body
        #expect(CommandGroupPlacement.help != CommandGroupPlacement.newItem)
    }

    @Test func aCollapsedSectionShowsItsHeaderOnly() {
        let open = List {
            Section(isExpanded: .constant(true)) { Text(verbatim: "Apples") } header: { Text(verbatim: "Fruit") }
        }
        let closed = List {
            Section(isExpanded: .constant(false)) { Text(verbatim: "Apples") } header: { Text(verbatim: "Fruit") }
            Section("Vegetables" as String, isExpanded: .constant(false)) { Text(verbatim: "Leeks") }
        }
        #expect(texts(open).contains("Apples"))
        let shown = texts(closed)
        #expect(!shown.contains("Apples") && !shown.contains("Leeks"))
        #expect(shown.contains { $0.localizedCaseInsensitiveContains("fruit") })
    }

    @Test func toolbarSpacersDefaultItemsAndTitleMenusAreAcceptedAndTheItemsDrawn() throws {
        let screen = layout(NavigationStack {
            Text(verbatim: "Stock")
                .navigationTitle(Text(verbatim: "Overview"))
                .toolbar {
                    ToolbarItem(placement: .primaryAction) { Button { } label: { Text(verbatim: "Edit") } }
                    ToolbarSpacer(.fixed)
                    ToolbarSpacer(.flexible, placement: .bottomBar)
                    DefaultToolbarItem(kind: .search, placement: .bottomBar)
                    ToolbarTitleMenu { Button { } label: { Text(verbatim: "Rename") } }
                    ToolbarItemGroup(placement: .topBarLeading) {
                        Button { } label: { Text(verbatim: "Sort") }
                    } label: {
                        Text(verbatim: "More")
                    }
                }
        })
        let bar = try #require(screen.allElements.first { $0.kind == .navigationBar })
        let barTexts = bar.allElements.compactMap(\.text)
        #expect(barTexts.contains("Edit") && barTexts.contains("Sort"))
        #expect(!screen.allElements.compactMap(\.text).contains("Rename"))
        #expect(!barTexts.contains("More"))
    }

    @Test func tabSectionsHoldTabsAndHiddenTabsLeaveTheBar() {
        let view = TabView(selection: .constant(1)) {
            Tab("Stock" as String, systemImage: "cart", value: 1) { Text(verbatim: "Stock list") }
            Tab("Journal" as String, systemImage: "book", value: 2) { Text(verbatim: "Journal list") }.hidden(true)
            TabSection("Master data" as String) {
                Tab("Products" as String, systemImage: "tag", value: 3) { Text(verbatim: "Products list") }
            }
            TabSection("Admin" as String) {
                Tab("Users" as String, systemImage: "person", value: 4) { Text(verbatim: "Users list") }
            }
            .hidden(true)
        }
        let shown = texts(view)
        #expect(shown.contains("Stock") && shown.contains("Products"))
        #expect(!shown.contains("Journal") && !shown.contains("Users"))
    }

    @Test func aStepperWithItsLabelLastIsTitled() {
        #expect(texts(Stepper(onIncrement: {}, onDecrement: nil) { Text(verbatim: "Servings") }) == ["Servings"])
        let amount = Binding<Double>.constant(2)
        #expect(texts(Stepper(value: amount, step: 0.5, format: .number) { Text(verbatim: "Amount") }) == ["Amount"])
    }

    @Test func aSteppersGlyphsKeepTheirSizeAtAccessibilitySizes() throws {
        let stepper = Stepper(onIncrement: {}, onDecrement: {}) { Text(verbatim: "Servings") }
        let screen = ScreenLayout().layout(stepper, name: "stepper",
                                           in: ScreenConfiguration(device: .iPhoneSE, sizeCategory: .accessibilityExtraExtraExtraLarge))
        let plus = try #require(screen.allElements.first { $0.symbol?.name == "plus" })
        #expect(plus.frame.width <= 47 && plus.frame.height <= 32 && plus.frame.maxX <= 375, "\(plus.frame)")
    }

    @Test func aSystemFontWithDesignAndWeightScalesAndIsBold() throws {
        let screen = layout(Text(verbatim: "12").font(.system(.title, design: .rounded, weight: .bold)))
        let font = try #require(screen.allElements.first { $0.text == "12" }?.font)
        #expect(font.style == .title && font.weight == .bold && font.design == .rounded)
        #expect(Font.system(.title, design: .rounded) == Font.system(.title, design: .rounded, weight: nil))
        #expect(Font.system(size: 20, weight: nil, design: .serif).fixedSize == 20)
    }

    @Test func semanticShapeStylesPaintWithTheSystemColors() {
        let styled = VStack {
            Text(verbatim: "Row").foregroundStyle(.foreground)
            Rectangle().fill(.separator)
            Rectangle().fill(.selection)
            Text(verbatim: "Hint").foregroundStyle(.placeholder)
            Text(verbatim: "Link").foregroundStyle(.link)
            Rectangle().fill(.fill)
        }
        #expect(texts(styled) == ["Row", "Hint", "Link"])
        #expect(ForegroundStyle().paint == Color(.label).paint)
        #expect(SeparatorShapeStyle().paint == Color(.separator).paint)
    }
}
