import SwiftUI
import Testing

/// A style of the app's own, as apps write them: the label padded on a capsule.
private struct FilledButtonStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label.padding().foregroundColor(.white).background(Capsule().fill(Color.accentColor))
    }
}

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

    @Test func aStyleOfTheAppsOwnDrawsTheLabel() throws {
        let styled = try button(Button("Try again") {}.buttonStyle(FilledButtonStyle()))
        #expect(styled.frame.height >= 44)
        #expect(styled.allElements.contains { $0.kind == .capsule })
        let text = try #require(styled.allElements.first { $0.kind == .text })
        #expect(text.text == "Try again")
        #expect(text.foreground?.description == "white")
    }

    @Test func aProminentButtonIsWhiteOnTheAccentColor() throws {
        let prominent = try button(Button("Save") {}.buttonStyle(.borderedProminent))
        let text = try #require(prominent.allElements.first { $0.kind == .text })
        #expect(text.foreground?.description == "white")
        let fill = try #require(prominent.allElements.first { $0.kind == .roundedRectangle })
        #expect(fill.fill?.description == "systemBlue")
    }
}
