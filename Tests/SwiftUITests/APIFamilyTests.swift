import Foundation
import SwiftUI
import Testing

private struct Fruit: Identifiable, Hashable {
    let id: Int
    let name: String
}

private let fruits = [Fruit(id: 1, name: "Apple"), Fruit(id: 2, name: "Pear")]

private struct SelectedFruitKey: FocusedValueKey {
    typealias Value = Fruit
}

extension FocusedValues {
    fileprivate var selectedFruit: Fruit? {
        get { self[SelectedFruitKey.self] }
        set { self[SelectedFruitKey.self] = newValue }
    }
}

/// A view that reads the focused value and the scene phase, as an app's detail screen does.
private struct FocusReader: View {
    @FocusedValue(\.selectedFruit) var fruit
    @Environment(\.scenePhase) var phase

    var body: some View {
        Text(verbatim: "\(fruit?.name ?? "none") \(phase == .active ? "active" : "not active")")
    }
}

/// Values interpolated into localized texts in the body, as apps write them.
private struct DueDate: View {
    var body: some View {
        let date = Date(timeIntervalSince1970: 1_780_000_000)
        let formatter = DateFormatter()
        formatter.dateStyle = .long
        formatter.timeStyle = .none
        return VStack {
            Text("Due \(date, formatter: formatter)")
            Text("Due \(date, style: .date)")
            Text("Total \(1234.5, format: .number)")
            Text("Tap \(Text(verbatim: "Done"))")
        }
    }
}

/// Values formatted with a style of the process's default locale and with one of their own.
private struct OwnLocale: View {
    var body: some View {
        VStack {
            Text("Total \(1234.5, format: .number)")
            Text("Total \(1234.5, format: .number.locale(Locale(identifier: "en_US")))")
            Text(RenderLocale.format(Date(timeIntervalSince1970: 1_780_000_000), Date.FormatStyle(date: .long, time: .omitted)))
        }
    }
}

/// A symbol inside a text.
private struct InlineSymbol: View {
    var body: some View { Text("Tap \(Image(systemName: "plus")) to add") }
}

/// The API families apps use: each compiles as SwiftUI spells it and draws what iOS draws.
@Suite struct APIFamilyTests {
    private func layout(_ view: some View, locale: LocaleIdentifier = "en") -> LaidOutScreen {
        ScreenLayout().layout(view, name: "family", in: ScreenConfiguration(device: .iPhone16, locale: locale))
    }

    private func texts(_ view: some View) -> [String] {
        layout(view).allElements.compactMap(\.text)
    }

    @Test func everyListSelectionFormDrawsItsRows() {
        let one = Binding<Int?>.constant(1)
        let many = Binding<Set<Int>>.constant([1])
        #expect(texts(List(fruits, selection: one) { Text(verbatim: $0.name) }) == ["Apple", "Pear"])
        #expect(texts(List(fruits, selection: many) { Text(verbatim: $0.name) }) == ["Apple", "Pear"])
        #expect(texts(List(fruits, id: \.name, selection: Binding<String?>.constant(nil)) { Text(verbatim: $0.name) }) == ["Apple", "Pear"])
        #expect(texts(List(fruits, id: \.id, selection: many) { Text(verbatim: $0.name) }) == ["Apple", "Pear"])
        #expect(texts(List(selection: one) { Text(verbatim: "Apple") }) == ["Apple"])
        #expect(texts(List(selection: many) { Text(verbatim: "Apple") }) == ["Apple"])
        #expect(texts(List(selection: Binding<Int>.constant(1)) { Text(verbatim: "Apple") }) == ["Apple"])
        #expect(texts(List(0..<2) { Text(verbatim: "Row \($0)") }) == ["Row 0", "Row 1"])
    }

    @Test func aTableOnAnIPhoneIsAListOfItsFirstColumn() {
        let table = Table(fruits, selection: Binding<Int?>.constant(nil)) {
            TableColumn("Name", value: \.name)
            TableColumn("Number") { fruit in Text(verbatim: "\(fruit.id)") }
        }
        #expect(texts(table) == ["Apple", "Pear"])
        #expect(texts(Table(fruits) { TableColumn("Number") { fruit in Text(verbatim: "#\(fruit.id)") } }) == ["#1", "#2"])
    }

    @MainActor @Test func nothingIsFocusedAndTheSceneIsActive() {
        let view = FocusReader().focusedValue(\.selectedFruit, fruits[0]).focusedSceneValue(\.selectedFruit, fruits[1])
        #expect(texts(view) == ["none active"])
        #expect(texts(FocusReader().environment(\.scenePhase, .background)) == ["none not active"])
    }

    @Test func aGroupBoxDrawsItsLabelAndContentOnTheSecondaryBackground() {
        let screen = layout(GroupBox("Storage") { Text(verbatim: "12 GB used") })
        #expect(screen.allElements.compactMap(\.text) == ["Storage", "12 GB used"])
        #expect(screen.allElements.contains { $0.kind == .roundedRectangle })
        let headline = screen.allElements.first { $0.text == "Storage" }?.font
        #expect(headline?.style == .headline)
        #expect(texts(GroupBox { Text(verbatim: "Alone") }.groupBoxStyle(.automatic)) == ["Alone"])
    }

    @Test func anAsyncImageIsDrawnAsItsPlaceholder() {
        let url = URL(string: "https://example.com/a.png")
        #expect(texts(AsyncImage(url: url) { image in image } placeholder: { Text(verbatim: "Loading") }) == ["Loading"])
        let phased = AsyncImage(url: url) { phase in
            if let image = phase.image { image } else if phase.error != nil { Text(verbatim: "Failed") } else { Text(verbatim: "Empty") }
        }
        #expect(texts(phased) == ["Empty"])
        #expect(layout(AsyncImage(url: url).frame(width: 80, height: 80)).allElements.contains { $0.kind == .color })
    }

    @Test func aTextFieldWithALabelViewShowsItsPromptAndReadsItsLabel() {
        let screen = layout(TextField(text: .constant(""), prompt: Text(verbatim: "Jane Appleseed")) { Text(verbatim: "Name") })
        #expect(screen.allElements.compactMap(\.text) == ["Jane Appleseed"])
        #expect(AccessibilityTree(screen).elements.first?.label == "Name")
    }

    @Test func colorGradientsInsetListsAndLargeContentCompile() {
        let view = List { Text(verbatim: "Row").accessibilityShowsLargeContentViewer { Text(verbatim: "Large") } }
            .listStyle(.inset)
            .background(Color.blue.gradient)
        #expect(texts(view) == ["Row"])
        let filled = layout(Rectangle().fill(Color.red.gradient)).allElements.compactMap(\.fill)
        #expect(filled.contains { if case .linearGradient = $0 { true } else { false } })
    }

    @Test func progressStylesGlassAndTabBarBehaviourAreAcceptedAndDrawTheSame() {
        let plain = texts(VStack { ProgressView("Loading"); Text(verbatim: "Saved") })
        let styled = VStack {
            ProgressView("Loading").progressViewStyle(.circular)
            ProgressView("Loading").progressViewStyle(CircularProgressViewStyle(tint: .red))
            Text(verbatim: "Saved").glassEffect().glassEffect(.regular.tint(.blue).interactive(), in: Capsule())
        }
        .tabBarMinimizeBehavior(.onScrollDown)
        #expect(plain == ["Loading", "Saved"])
        #expect(texts(styled) == ["Loading", "Loading", "Saved"])
    }

    @Test func aTextFieldWithAFormatterShowsTheFormattedValue() {
        let formatter = NumberFormatter()
        formatter.numberStyle = .decimal
        formatter.locale = Locale(identifier: "en_US")
        let screen = layout(TextField("Amount", value: .constant(1234.5), formatter: formatter))
        #expect(screen.allElements.compactMap(\.text).contains("1,234.5"))
    }

    @Test func formattedInterpolationsAreWrittenInTheRendersLocale() {
        #expect(layout(DueDate(), locale: "de").allElements.compactMap(\.text) == ["Due 28. Mai 2026", "Due 28. Mai 2026", "Total 1.234,5", "Tap Done"])
        #expect(layout(DueDate(), locale: "ja").allElements.compactMap(\.text).first == "Due 2026年5月28日")
        let glyph = String(SymbolCatalog.info(for: "plus").glyph)
        #expect(layout(InlineSymbol()).allElements.compactMap(\.text) == ["Tap \(glyph) to add"])
    }

    @Test func aStyleGivenItsOwnLocaleKeepsIt() {
        #expect(layout(OwnLocale(), locale: "de").allElements.compactMap(\.text) == ["Total 1.234,5", "Total 1,234.5", "28. Mai 2026"])
    }
}
