import SwiftUI
import Testing

/// A checkbox style an iOS app declares itself (macOS has its own `.checkbox`; iOS has none).
private struct TickBoxStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            Text(verbatim: configuration.isOn ? "☑" : "☐")
            configuration.label
        }
    }
}

extension ToggleStyle where Self == TickBoxStyle {
    static var checkbox: TickBoxStyle { TickBoxStyle() }
}

/// A preference of anchors, as a Swift 6 app declares it.
private struct BadgeAnchors: PreferenceKey {
    static let defaultValue: [String: Anchor<CGRect>] = [:]
    static func reduce(value: inout [String: Anchor<CGRect>], nextValue: () -> [String: Anchor<CGRect>]) {
        value.merge(nextValue()) { $1 }
    }
}

private struct Medication: Identifiable {
    let id: Int
    let name: String
}

private enum Scope: Hashable { case all, saved }

/// Rotors over model entries, search scopes with an activation, VoiceOver actions and
/// announcements, progress with a value label, an app's own `.checkbox`.
@MainActor
@Suite struct RotorsScopesAndValueLabelsTests {
    private func texts(_ view: some View) -> [String] {
        ScreenLayout().layout(view, name: "forms", in: ScreenConfiguration(device: .iPhone16)).allElements.compactMap(\.text)
    }

    @Test func accessibilityFormsCompileAndLeaveTheScreenAsItIs() {
        let medications = [Medication(id: 1, name: "Ibuprofen"), Medication(id: 2, name: "Vitamin D")]
        let view = List(medications) { Text(verbatim: $0.name) }
            .accessibilityRotor("Medications", entries: medications, entryLabel: \.name)
            .accessibilityActions {
                Button("Refill") {}
                Button("Skip dose") {}
            }
            .searchable(text: .constant(""))
            .searchScopes(.constant(Scope.all), activation: .onSearchPresentation) {
                Text(verbatim: "All").tag(Scope.all)
                Text(verbatim: "Saved").tag(Scope.saved)
            }
        AccessibilityNotification.Announcement("Saved").post()
        let shown = texts(view)
        #expect(shown.contains("Ibuprofen") && shown.contains("Vitamin D"))
        #expect(!shown.contains("Refill") && !shown.contains("Saved"))
    }

    @Test func aProgressBarShowsItsValueLabelUnderTheBar() {
        let shown = texts(ProgressView(value: 3, total: 5) { Text(verbatim: "Uploading") } currentValueLabel: { Text(verbatim: "3 of 5 files") })
        #expect(shown == ["Uploading", "3 of 5 files"])
    }

    @Test func anAppsOwnCheckboxStyleWinsOverTheMacs() {
        let shown = texts(Toggle(isOn: .constant(true)) { Text(verbatim: "Remember me") }.toggleStyle(.checkbox))
        #expect(shown.contains("☑"))
        #expect(BadgeAnchors.defaultValue.isEmpty)
    }

    @Test func iOS13TextFieldsThatReportEditingShowTheirPlaceholder() {
        let name = "Full name" as String
        let view = VStack {
            TextField("Email", text: .constant(""), onEditingChanged: { _ in }, onCommit: {})
            TextField("Search", text: .constant(""), onCommit: {})
            TextField(name, text: .constant(""), onEditingChanged: { _ in })
        }
        let shown = texts(view)
        #expect(["Email", "Search", "Full name"].allSatisfy { shown.contains($0) }, "\(shown)")
    }
}

/// Bindings animated and resources keyed, as iOS 17 apps write them.
@MainActor
@Suite struct AnimatedBindingsAndResourceKeysTests {
    @Test func anAnimatedBindingReadsAndWritesTheValue() {
        var alignment = TextAlignment.leading
        let binding = Binding(get: { alignment }, set: { alignment = $0 }).animation(.spring)
        binding.wrappedValue = .trailing
        #expect(alignment == .trailing)
        _ = Binding.constant(1).animation().transaction(Transaction())
    }

    @Test func aResourcesKeyIsTheCatalogsString() {
        let count = 3
        let resource: LocalizedStringResource = "\(count) notes"
        #expect(resource.key == "%lld notes")
        let empty = LocalizedStringResource("No notes")
        let shown = ScreenLayout().layout(ContentUnavailableView(empty.key, systemImage: "note.text"), name: "empty",
                                          in: ScreenConfiguration(device: .iPhone16)).allElements.compactMap(\.text)
        #expect(shown.contains("No notes"))
    }
}
