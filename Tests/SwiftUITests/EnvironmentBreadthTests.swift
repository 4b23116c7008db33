import Foundation
import SwiftUI
import Testing

extension EnvironmentValues {
    @Entry var shelfTitle = "Shelf"
    @Entry var shelfSize: Int = 3
}

private struct ShelfHeader: View {
    @Environment(\.shelfTitle) private var title
    @Environment(\.shelfSize) private var size
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    var body: some View { Text(verbatim: "\(title) \(size) \(reduceMotion)") }
}

private struct Problem: Identifiable {
    let id = 1
    let text: String
}

/// Environment values apps declare with `@Entry` and read, and the older presentation and
/// formatting forms, as a render shows them.
@Suite struct EnvironmentBreadthTests {
    private func texts(_ view: some View, locale: String = "en") -> [String] {
        ScreenLayout().layout(view, name: "breadth", in: ScreenConfiguration(device: .iPhoneSE, locale: LocaleIdentifier(language: locale)))
            .allElements.compactMap(\.text)
    }

    @Test func anEntryReadsItsDefaultUntilAViewSetsIt() {
        #expect(texts(ShelfHeader()) == ["Shelf 3 false"])
        #expect(texts(ShelfHeader().environment(\.shelfTitle, "Pantry").environment(\.shelfSize, 5)) == ["Pantry 5 false"])
    }

    @Test func anAlertForAnItemShowsItsTitle() {
        let view = Text(verbatim: "Behind").alert(item: .constant(Problem(text: "Disk full"))) { Alert(title: Text(verbatim: $0.text)) }
        #expect(texts(view).contains("Disk full"))
        let none = Text(verbatim: "Behind").alert(item: .constant(Problem?.none)) { Alert(title: Text(verbatim: $0.text)) }
        #expect(!texts(none).contains("Disk full"))
    }

    @Test func aTextWithAFormatterWritesItsSubject() {
        let formatter = NumberFormatter()
        formatter.minimumFractionDigits = 2
        #expect(texts(Text(NSNumber(value: 3), formatter: formatter)) == ["3.00"])
    }

    @Test func aDisclosureGroupTitledWithAKeyShowsItsTitle() {
        #expect(texts(DisclosureGroup("More", isExpanded: .constant(false)) { Text(verbatim: "Hidden") }).contains("More"))
    }
}
