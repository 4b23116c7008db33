import SwiftUI
import Testing

/// iOS 26's glass effect: its tint is what a reader sees behind the view, so it is drawn there
/// (and contrast is judged on it); untinted glass draws nothing.
@Suite struct GlassEffectTests {
    private func layout(_ view: some View) -> LaidOutScreen {
        ScreenLayout().layout(view, name: "glass", in: ScreenConfiguration(device: .iPhone16))
    }

    @Test func tintedGlassIsDrawnBehindTheViewInItsShape() throws {
        let navy = Color(red: 0, green: 0.2, blue: 0.5)
        let screen = layout(Text(verbatim: "Saved").foregroundColor(.white).padding().glassEffect(.regular.tint(navy).interactive()))
        let capsule = try #require(screen.allElements.first { $0.kind == .capsule })
        #expect(capsule.fill == .color(navy))
        let text = try #require(screen.allElements.first { $0.kind == .text })
        #expect(capsule.frame.size.width > text.frame.size.width)
        let inShape = layout(Text(verbatim: "Saved").glassEffect(.clear.tint(navy), in: RoundedRectangle(cornerRadius: 8)))
        #expect(inShape.allElements.contains { $0.kind == .roundedRectangle && $0.fill == .color(navy) })
    }

    @Test func untintedAndIdentityGlassDrawNothingBehind() {
        for glass in [Glass.regular, .identity.tint(.blue)] {
            let screen = layout(Text(verbatim: "Saved").glassEffect(glass))
            #expect(!screen.allElements.contains { $0.kind == .capsule || $0.fill != nil })
        }
    }
}
