import SwiftUI
import Testing

/// A style that draws labels by building a `Label` of its own, as apps write them.
private struct TitleFirstLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        Label {
            configuration.title
        } icon: {
            configuration.icon.foregroundStyle(.tint)
        }
    }
}

/// Label styles stack as in SwiftUI: the innermost draws the label, and a label its body builds
/// is drawn by the style around it.
@Suite struct LabelStyleTests {
    @Test func aStyleThatBuildsALabelIsNotAppliedAgainWithoutEnd() {
        let screen = ScreenLayout().layout(Label("Haptics", systemImage: "hand.tap").labelStyle(TitleFirstLabelStyle()), name: "label")
        #expect(screen.unsettled.isEmpty)
        #expect(screen.texts.compactMap(\.text) == ["Haptics"])
    }

    @Test func aLabelInsideAStyleIsDrawnByTheStyleAroundIt() {
        let screen = ScreenLayout().layout(
            Label("Haptics", systemImage: "hand.tap").labelStyle(TitleFirstLabelStyle()).labelStyle(.titleOnly), name: "label")
        #expect(screen.texts.compactMap(\.text) == ["Haptics"])
        #expect(screen.allElements.filter { $0.kind == .image }.isEmpty)
    }
}
