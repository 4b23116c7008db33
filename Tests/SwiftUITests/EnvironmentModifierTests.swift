import SwiftUI
import Testing

@Suite struct EnvironmentModifierTests {
    private func layout<V: View>(_ view: V, at size: ContentSizeCategory) -> LaidOutScreen {
        ScreenLayout().layout(view, name: "probe", in: ScreenConfiguration(sizeCategory: size))
    }

    private func bodyPointSize<V: View>(_ view: V, at size: ContentSizeCategory) -> Double? {
        layout(view, at: size).texts.first?.font?.pointSize
    }

    @Test func dynamicTypeSizeRangeStopsTextAtItsUpperBound() {
        let capped = Text(verbatim: "Panel").dynamicTypeSize(...DynamicTypeSize.xxxLarge)
        // Body is 53 pt at AX5; capped at xxxLarge it is 23 pt, and below the cap it is unchanged.
        #expect(bodyPointSize(capped, at: .accessibilityExtraExtraExtraLarge) == 23)
        #expect(bodyPointSize(capped, at: .large) == 17)
    }

    @Test func dynamicTypeSizeRangeRaisesTextToItsLowerBound() {
        let floored = Text(verbatim: "Panel").dynamicTypeSize(DynamicTypeSize.large...)
        // Body is 14 pt at xSmall; raised to Large it is 17 pt.
        #expect(bodyPointSize(floored, at: .extraSmall) == 17)
    }

    @Test func dynamicTypeSizeSetsOneSize() {
        #expect(bodyPointSize(Text(verbatim: "Panel").dynamicTypeSize(.xxxLarge), at: .extraSmall) == 23)
    }

    @Test func dynamicTypeSizeIsReadByTheViewsInside() {
        struct Probe: View {
            @Environment(\.dynamicTypeSize) private var size
            var body: some View { Text(verbatim: size.isAccessibilitySize ? "accessibility" : "standard") }
        }
        // A view with a property wrapper is made on the main actor, as SwiftUI makes it.
        let capped = ScreenLayout().layout(name: "probe", in: ScreenConfiguration(sizeCategory: .accessibilityExtraExtraExtraLarge)) {
            Probe().dynamicTypeSize(...DynamicTypeSize.accessibility1)
        }
        #expect(capped.texts.first?.text == "accessibility")
        #expect(ScreenLayout().layout(name: "probe") { Probe() }.texts.first?.text == "standard")
    }

    @Test func colorBackgroundIsDrawnAsTheColor() {
        let screen = layout(Text(verbatim: "Tile").background(Color.red), at: .large)
        let backgrounds = screen.allElements.filter { $0.kind == .color || $0.kind == .rectangle }
        #expect(backgrounds.map(\.kind) == [.color])
        #expect(backgrounds.first?.fill == .color(.red))
    }

    @Test func shapeBackgroundIsTheShapeFilledWithTheStyle() {
        let screen = layout(Text(verbatim: "Tile").background(Color.red, in: Circle()), at: .large)
        #expect(screen.allElements.contains { $0.kind == .circle && $0.fill == .color(.red) })
    }
}
