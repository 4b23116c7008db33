import Foundation
import SwiftUI
import Testing

/// A download button whose symbol bounces and is replaced, as iOS 17 apps write it.
private struct DownloadButton: View {
    @State private var done = false
    @State private var taps = 0
    @State private var visible: Int?
    var body: some View {
        VStack {
            Image(systemName: done ? "checkmark.circle" : "arrow.down.circle")
                .contentTransition(.symbolEffect(.replace.downUp))
                .symbolEffect(.bounce.up.byLayer, value: taps)
                .symbolEffect(.variableColor.iterative.reversing, isActive: !done)
                .symbolEffect(.pulse)
            Text(verbatim: "Download").font(.body.monospaced())
            ScrollView { Text(verbatim: "Row").id(1) }
                .scrollPosition(id: $visible)
                .navigationSplitViewColumnWidth(min: 180, ideal: 220)
        }
        .onKeyPress(.return) { .handled }
        .onKeyPress(phases: .down) { press in press.characters.isEmpty ? .ignored : .handled }
        .onContinuousHover { phase in if case .active(let point) = phase { _ = point.x } }
    }
}

@Suite struct SymbolEffectAndKeyboardTests {
    @Test func symbolEffectsKeyPressesAndScrollPositionCompileAndDrawAtRest() throws {
        let screen = ScreenLayout().layout(DownloadButton(), name: "download", in: ScreenConfiguration(device: .iPhone16))
        #expect(screen.allElements.compactMap(\.text) == ["Download", "Row"])
    }

    @Test func fontMonospacedChangesTheDesignOnly() {
        #expect(Font.body.monospaced().design == .monospaced)
        #expect(Font.body.monospaced().style == Font.body.style)
    }
}

@Suite struct ShapeStyleOpacityTests {
    @Test func aSemanticStyleAtAnOpacityPaintsItsColourAtThatOpacity() {
        #expect(BackgroundStyle.background.opacity(0.5).paint == Color(.systemBackground).opacity(0.5).paint)
        #expect(HierarchicalShapeStyle.secondary.opacity(0.2).opacity(0.5).paint == Color(.secondaryLabel).opacity(0.2).opacity(0.5).paint)
    }
}

/// A PreviewProvider of the iOS 13 era, with Xcode canvas modifiers.
private struct LegacyRow: View {
    @Environment(\.openWindow) private var openWindow
    var body: some View {
        Menu { Button(action: { openWindow(id: "log") }) { Text(verbatim: "Log") } } label: { Text(verbatim: "Row") }
            .menuIndicator(.hidden)
            .navigationSubtitle(Text(verbatim: "Sub"))
            .background(Color(.sRGB, red: 0.2, green: 0.4, blue: 0.6, opacity: 1))
            .mask(Rectangle())
    }
}

private struct LegacyRow_Previews: PreviewProvider {
    static var previews: some View {
        Group {
            LegacyRow().previewLayout(.sizeThatFits).previewDisplayName("Small")
            LegacyRow().previewDevice(PreviewDevice(rawValue: "iPhone SE (3rd generation)")).previewInterfaceOrientation(.landscapeLeft)
        }
    }
}

@Suite struct PreviewModifierTests {
    @Test @MainActor func canvasModifiersAreAcceptedAndThePreviewsDrawn() {
        let screen = ScreenLayout().layout(LegacyRow_Previews.previews, name: "legacy", in: ScreenConfiguration(device: .iPhone16))
        #expect(screen.allElements.compactMap(\.text) == ["Row", "Row"])
    }
}
