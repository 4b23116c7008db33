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

    /// Style types by name, as code from before the static members spells them, draw as the look of
    /// that name.
    @Test func aStyleTypeByNameDrawsAsItsLook() throws {
        let prominent = try button(Button("Save") {}.buttonStyle(BorderedProminentButtonStyle()))
        #expect(prominent.allElements.first { $0.kind == .roundedRectangle }?.fill?.description == "systemBlue")
        let bordered = try button(Button("Save") {}.buttonStyle(BorderedButtonStyle()))
        #expect(bordered.allElements.contains { $0.kind == .roundedRectangle })
        for plain in [try button(Button("Save") {}.buttonStyle(PlainButtonStyle())), try button(Button("Save") {}.buttonStyle(BorderlessButtonStyle())),
                      try button(Button("Save") {}.buttonStyle(LinkButtonStyle())), try button(Button("Save") {}.buttonStyle(DefaultButtonStyle()))] {
            #expect(!plain.allElements.contains { $0.kind == .roundedRectangle })
        }
        // The other families' types by name are accepted where SwiftUI accepts them.
        let form = Form {
            Picker("Size", selection: .constant(1)) { Text(verbatim: "One").tag(1) }.pickerStyle(WheelPickerStyle())
            Picker("Size", selection: .constant(1)) { Text(verbatim: "One").tag(1) }.pickerStyle(MenuPickerStyle())
            Toggle("On", isOn: .constant(true)).toggleStyle(SwitchToggleStyle(tint: .green))
            DatePicker("Day", selection: .constant(Date(timeIntervalSince1970: 0))).datePickerStyle(CompactDatePickerStyle())
        }.formStyle(GroupedFormStyle())
        let screen = ScreenLayout().layout(form, name: "form", in: ScreenConfiguration(device: .iPhoneSE))
        #expect(screen.allElements.contains { $0.text == "On" })
    }
}
