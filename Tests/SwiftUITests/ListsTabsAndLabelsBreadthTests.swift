import Foundation
import SwiftUI
import Testing

/// Forms of lists, tabs, menus, labeled content and accessibility that apps write beside the
/// common ones, drawn as iOS draws them.
@MainActor
@Suite struct ListsTabsAndLabelsBreadthTests {
    private struct Song: Identifiable {
        let id: Int
        var title: String
    }

    private func texts(_ view: some View) -> [String] {
        ScreenLayout().layout(view, name: "breadth", in: ScreenConfiguration(device: .iPhoneSE)).texts.compactMap(\.text)
    }

    @Test func aListOfABindingGivesEachRowItsElement() {
        @State var songs = [Song(id: 1, title: "Blue"), Song(id: 2, title: "Green")]
        let view = VStack {
            List($songs) { $song in TextField("Title", text: $song.title) }
            List($songs, editActions: .delete) { $song in Text(verbatim: song.title.uppercased()) }
        }
        let shown = texts(view)
        #expect(shown.contains("Blue") && shown.contains("GREEN"))
    }

    private enum Section: Hashable { case today, history }

    @Test func aTabsValueTakesTheSelectionsTypeAndItsBadgeStaysOnTheTab() {
        @State var selection = Section.today
        let view = TabView(selection: $selection) {
            Tab("Today", systemImage: "sun.max", value: .today) { Text(verbatim: "Today's list") }
                .badge(3)
            Tab("History", systemImage: "clock", value: .history) { Text(verbatim: "Past") }
                .customizationID("history")
        }
        let shown = texts(view)
        #expect(shown.contains("Today's list") && !shown.contains("Past"))
        #expect(!shown.contains("3"))
    }

    @Test func aTabViewShowsTheSelectedTab() {
        let tabs = TabView(selection: .constant(Section.history)) {
            Tab("Today", systemImage: "sun.max", value: .today) { Text(verbatim: "Today's list") }
            Tab("History", systemImage: "clock", value: .history) { Text(verbatim: "Past") }
        }
        let older = TabView(selection: .constant(2)) {
            Text(verbatim: "One").tabItem { Text(verbatim: "1") }.tag(1)
            Text(verbatim: "Two").tabItem { Text(verbatim: "2") }.tag(2)
        }
        let unmatched = TabView(selection: .constant(9)) {
            Text(verbatim: "One").tabItem { Text(verbatim: "1") }.tag(1)
        }
        #expect(texts(tabs).contains("Past") && !texts(tabs).contains("Today's list"))
        #expect(texts(older).contains("Two") && !texts(older).contains("One"))
        #expect(texts(unmatched).contains("One"))
    }

    @Test func stringTitlesAreShownAsTheyAre() {
        let title = "Pancakes"
        let view = Form {
            LabeledContent(title, value: "20 min")
            LabeledContent(title, value: 4.5, format: .number)
            Menu(title) { Button("Share") {} } primaryAction: {}
        }
        let shown = texts(view)
        #expect(shown.filter { $0 == "Pancakes" }.count == 3)
        #expect(shown.contains("20 min") && shown.contains("4.5"))
    }

    @Test func rotorsAndInputLabelsChangeNoLabel() {
        let songs = [Song(id: 1, title: "Blue")]
        let plain = ScreenLayout().layout(List(songs) { Text(verbatim: $0.title) }, name: "plain").texts.first?.accessibility.label
        let view = List(songs) { Text(verbatim: $0.title).accessibilityInputLabels([$0.title, "Song \($0.title)"]) }
            .accessibilityRotor("Songs") {
                ForEach(songs) { AccessibilityRotorEntry($0.title, id: $0.id) }
            }
            .accessibilityRotor(.headings) { EmptyView() }
        let screen = ScreenLayout().layout(view, name: "rotor")
        #expect(screen.texts.first?.accessibility.label == plain)
        #expect(screen.texts.compactMap(\.text) == ["Blue"])
    }

    @Test func aResourceWithADefaultValueIsLookedUpByItsKey() {
        let resource = LocalizedStringResource("trips.empty", defaultValue: "Plan your next trip", comment: "Empty state")
        #expect(resource.description == "trips.empty")
    }
}
