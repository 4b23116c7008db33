import Foundation
import SwiftUI
import Testing

/// A size a child passes up, as apps write it to lay out around a measured view.
private struct HeightKey: PreferenceKey {
    static let defaultValue: CGFloat = 0
    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = max(value, nextValue()) }
}

/// A card of iOS 16–18 modifiers: preferences, presentation chrome, colour and scroll effects.
private struct Card: View {
    @Namespace private var namespace
    @State private var height: CGFloat = 0
    var body: some View {
        ScrollView {
            Text(verbatim: "Title")
                .background(GeometryReader { proxy in Color.clear.preference(key: HeightKey.self, value: proxy.size.height) })
                .onPreferenceChange(HeightKey.self) { height = $0 }
                .overlayPreferenceValue(HeightKey.self) { value in Text(verbatim: value == 0 ? "Unmeasured" : "Measured") }
                .blendMode(.multiply)
                .geometryGroup()
                .matchedTransitionSource(id: "card", in: namespace)
                .scrollTransition { content, phase in content.opacity(phase.isIdentity ? 1 : 0.5) }
            Text(verbatim: "Body")
                .frame(maxWidth: .infinity, alignment: .leading)
                .safeAreaPadding(.horizontal, 20)
                .containerBackground(Color.orange, for: .widget)
        }
        .scrollBounceBehavior(.basedOnSize)
        .presentationBackground(.thinMaterial)
        .presentationBackgroundInteraction(.enabled(upThrough: .medium))
        .presentationCornerRadius(24)
        .navigationTransition(.zoom(sourceID: "card", in: namespace))
    }
}

@Suite struct ModifierBreadthTests {
    @Test func preferencesReadTheirDefaultAndTheRestDrawsAtRest() throws {
        let screen = ScreenLayout().layout(Card(), name: "card", in: ScreenConfiguration(device: .iPhone16))
        #expect(screen.allElements.compactMap(\.text) == ["Title", "Unmeasured", "Body"])
        let body = try #require(screen.allElements.first { $0.text == "Body" })
        #expect(abs(body.frame.minX - 20) < 0.5, "safeAreaPadding pads: \(body.frame)")
    }

    @Test func containerBackgroundIsDrawnBehind() {
        let screen = ScreenLayout().layout(Card(), name: "card", in: ScreenConfiguration(device: .iPhone16))
        #expect(screen.allElements.contains { $0.fill == Color.orange.paint })
    }
}

/// An app's own labelled content style, as apps write one.
private struct TrailingValueStyle: LabeledContentStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack { configuration.label; Spacer(); configuration.content }
    }
}

/// A settings row of accessibility, focus and scroll modifiers.
private struct SettingsRow: View {
    @Namespace private var namespace
    @State private var notes = ""
    @State private var open = true
    var body: some View {
        VStack {
            LabeledContent { Text(verbatim: "On") } label: { Text(verbatim: "Sync") }
                .labeledContentStyle(TrailingValueStyle())
                .accessibilityCustomContent("Status", Text(verbatim: "Fine"))
                .accessibilityLabeledPair(role: .label, id: "sync", in: namespace)
                .speechSpellsOutCharacters()
            TextEditor(text: $notes).textEditorStyle(.plain)
            DisclosureGroup(isExpanded: $open) { Text(verbatim: "More") } label: { Text(verbatim: "Advanced") }
                .disclosureGroupStyle(.automatic)
        }
        .transformEnvironment(\.layoutDirection) { $0 = .rightToLeft }
        .onScrollGeometryChange(for: CGFloat.self, of: { $0.contentOffset.y }) { _, _ in }
        .onScrollPhaseChange { _, phase in _ = phase.isScrolling }
        .indexViewStyle(.page(backgroundDisplayMode: .always))
        .flipsForRightToLeftLayoutDirection(true)
    }
}

@Suite struct AccessibilityAndFocusBreadthTests {
    @Test func modifiersCompileAndTransformEnvironmentChangesTheDirection() throws {
        let screen = ScreenLayout().layout(SettingsRow(), name: "row", in: ScreenConfiguration(device: .iPhone16))
        let sync = try #require(screen.allElements.first { $0.text == "Sync" })
        #expect(sync.layoutDirection == .rightToLeft)
        #expect(screen.allElements.contains { $0.text == "Advanced" })
    }
}

/// A badge row written with iOS 15–17 spellings counted against SwiftUI's interface.
private struct BadgeRow: View {
    @State private var detent = PresentationDetent.medium
    var body: some View {
        HStack {
            Text(verbatim: "New")
                .padding(4)
                .background(.orange, in: Capsule(), fillStyle: FillStyle())
                .underline(pattern: .dash, color: .red)
            Text(verbatim: "Row")
                .overlay(.blue.opacity(0.1), in: RoundedRectangle(cornerRadius: 4))
                .onLongPressGesture(minimumDuration: 1, perform: {}, onPressingChanged: { _ in })
        }
        .scenePadding(.minimum, edges: .horizontal)
        .presentationDetents([.medium, .large], selection: $detent)
        .layoutDirectionBehavior(.mirrors)
        .hoverEffect(.highlight)
    }
}

@Suite struct InterfaceGapTests {
    @Test func fillStyleBackgroundsAreDrawnInTheirShape() throws {
        let screen = ScreenLayout().layout(BadgeRow(), name: "badge", in: ScreenConfiguration(device: .iPhone16))
        #expect(screen.allElements.contains { $0.outline == .capsule && $0.fill == Color.orange.paint })
        #expect(screen.allElements.compactMap(\.text) == ["New", "Row"])
    }
}

private struct ShareChoice: Identifiable { let id: Int }

/// An action sheet for an item, as iOS 13 apps present one.
private struct ShareRow: View {
    var body: some View {
        Text(verbatim: "Photo")
            .actionSheet(item: .constant(ShareChoice(id: 1))) { _ in ActionSheet(title: Text(verbatim: "Share")) }
            .contextMenu(ContextMenu { Text(verbatim: "Copy") })
            .allowedDynamicRange(.high)
    }
}

@Suite struct LegacyPresentationTests {
    @Test func anActionSheetForAnItemIsDrawnWhileTheItemIsSet() {
        let screen = ScreenLayout().layout(ShareRow(), name: "share", in: ScreenConfiguration(device: .iPhone16))
        #expect(screen.allElements.contains { $0.text == "Share" })
        #expect(!screen.allElements.contains { $0.text == "Copy" })
    }
}
