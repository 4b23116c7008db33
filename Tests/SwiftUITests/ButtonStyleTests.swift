import SwiftUI
import Testing

/// Bordered buttons are drawn as UIKit draws them: the label padded on the system's rounded fill,
/// taller with a larger control size, so a large one meets the 44 pt touch target.
@Suite struct ButtonStyleTests {
    private func button(_ view: some View) throws -> Element {
        let screen = ScreenLayout().layout(view, name: "button", in: ScreenConfiguration(device: .iPhoneSE))
        return try #require(screen.allElements.first { $0.kind == .button })
    }

    @Test func aLargeBorderedButtonIsAboutFiftyPointsTall() throws {
        let plain = try button(Button("Try again") {})
        let regular = try button(Button("Try again") {}.buttonStyle(.bordered))
        let large = try button(Button("Try again") {}.buttonStyle(.bordered).controlSize(.large))
        #expect(plain.frame.height < 30)
        #expect(abs(regular.frame.height - 34) < 2)
        #expect(abs(large.frame.height - 50) < 2)
        #expect(large.allElements.contains { $0.kind == .roundedRectangle })
    }

    @Test func aProminentButtonIsWhiteOnTheAccentColor() throws {
        let prominent = try button(Button("Save") {}.buttonStyle(.borderedProminent))
        let text = try #require(prominent.allElements.first { $0.kind == .text })
        #expect(text.foreground?.description == "white")
        let fill = try #require(prominent.allElements.first { $0.kind == .roundedRectangle })
        #expect(fill.fill?.description == "systemBlue")
    }
}
