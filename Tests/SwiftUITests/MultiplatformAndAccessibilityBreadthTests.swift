import Foundation
@testable import SwiftUI
import Testing

private struct Book: Identifiable {
    let id: Int
    var title: String
}

/// A custom control group style as apps write one.
private struct PillGroupStyle: ControlGroupStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack { configuration.content }
    }
}

extension AccessibilityCustomContentKey {
    fileprivate static let pages = AccessibilityCustomContentKey("Pages", id: "pages")
}

/// An iPad-minded library screen, written for VoiceOver, as an iPhone draws it.
private struct Library: View {
    @State private var books = [Book(id: 1, title: "Emma"), Book(id: 2, title: "Persuasion")]
    @State private var shelf = 0
    @FocusState private var focused: Int?
    @AccessibilityFocusState(for: .voiceOver) private var announced: Bool
    @ScaledMetric(relativeTo: .body) private var spacing = 8.0

    var body: some View {
        VStack(spacing: spacing) {
            List {
                ForEach(books) { book in
                    Text(verbatim: book.title)
                        .accessibilityCustomContent(.pages, Text(verbatim: "320"))
                }
                .dropDestination(for: String.self) { titles, index in
                    books.insert(contentsOf: titles.map { Book(id: index, title: $0) }, at: index)
                }
            }
            Picker("Shelf", selection: $shelf) { Text(verbatim: "A").tag(0) }
                .paletteSelectionEffect(.symbolVariant(.circle.fill))
            Image(systemName: "book").symbolVariant(.circle.fill)
            Rectangle().frame(height: 20)
                .accessibilityElement()
                .accessibilityChildren { Text(verbatim: "Mon") }
                .accessibilityDirectTouch(options: .silentOnTouch)
                .accessibilityAddTraits([.playsSound, .isKeyboardKey])
            ControlGroup { Button("Prev") {}; Button("Next") {} }.controlGroupStyle(PillGroupStyle())
        }
        .menuOrder(.fixed)
        .defaultFocus($focused, 1, priority: .userInitiated)
        .environment(\.legibilityWeight, .bold)
        .keyboardShortcut(KeyboardShortcut("f", modifiers: [.command, .shift]))
        .toolbar(id: "library") {
            ToolbarItem(id: "add", placement: .primaryAction) { Button("Add") {} }.defaultCustomization(.hidden).customizationBehavior(.reorderable)
        }
    }
}

@Suite struct MultiplatformAndAccessibilityBreadthTests {
    @MainActor @Test func anIPadMindedScreenDrawsOnTheIPhone() {
        let texts = ScreenLayout().layout(Library(), name: "library", in: ScreenConfiguration(device: .iPhone16)).allElements.compactMap(\.text)
        #expect(texts.contains("Emma") && texts.contains("Persuasion"))
    }

    @Test func symbolVariantsChainAndNewTraitsHaveNames() {
        #expect(SymbolVariants.circle.fill == SymbolVariants(name: "circle.fill"))
        #expect(AccessibilityTraits([.playsSound, .isTabBar]).names == ["playsSound", "tabBar"])
        #expect(AccessibilityCustomContentKey("Pages", id: "pages") == .pages)
    }
}
