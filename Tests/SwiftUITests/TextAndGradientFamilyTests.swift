import SwiftUI
import Testing

/// The `Text` initializers and gradients apps write beside the common ones: attributed strings,
/// timers, radial and angular gradients, gradient stops, and date pickers limited to a range.
@Suite struct TextAndGradientFamilyTests {
    private func screen(_ view: some View) -> LaidOutScreen {
        ScreenLayout().layout(view, name: "family", in: ScreenConfiguration(device: .iPhoneSE))
    }

    @Test func anAttributedStringShowsItsCharacters() throws {
        var greeting = AttributedString("Hello, ")
        greeting += AttributedString("world")
        let text = try #require(screen(Text(greeting)).texts.first)
        #expect(text.text == "Hello, world")
        #expect(text.sources.first?.origin == .stringValue)
    }

    @Test func aLiteralIsStillAKeyToLookUp() throws {
        let text = try #require(screen(Text("Done")).texts.first)
        #expect(text.sources.first?.origin == .localized)
        #expect(text.sources.first?.key == "Done")
    }

    @Test func aTimerCountsFromTheReferenceDate() {
        let start = FixedClock.referenceDate
        let view = VStack {
            Text(timerInterval: start...start.addingTimeInterval(90), pauseTime: start.addingTimeInterval(15))
            Text(timerInterval: start...start.addingTimeInterval(7200), pauseTime: start, countsDown: false)
            Text(timerInterval: start...start.addingTimeInterval(7200), pauseTime: start)
        }
        #expect(screen(view).texts.compactMap(\.text) == ["1:15", "0:00", "2:00:00"])
    }

    @Test func everyGradientFillsWithItsColours() {
        let view = VStack {
            RadialGradient(colors: [.red, .blue], center: .center, startRadius: 0, endRadius: 40).frame(height: 20)
            AngularGradient(colors: [.red, .blue], center: .center).frame(height: 20)
            EllipticalGradient(stops: [.init(color: .blue, location: 1), .init(color: .red, location: 0)]).frame(height: 20)
            Rectangle().fill(.linearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom)).frame(height: 20)
        }
        let fills = screen(view).allElements.filter { $0.kind == .gradient || $0.kind == .rectangle }
        #expect(fills.count == 4)
    }

    @Test func gradientStopsAreTakenInOrderOfLocation() {
        let gradient = Gradient(stops: [.init(color: .blue, location: 0.9), .init(color: .red, location: 0.1)])
        #expect(gradient.colors == [.red, .blue])
    }

    @Test func aDatePickerLimitedToARangeIsTheSameRow() {
        let date = Binding.constant(FixedClock.referenceDate)
        let limited = screen(DatePicker("Due", selection: date, in: ...FixedClock.referenceDate, displayedComponents: .date))
        let open = screen(DatePicker("Due", selection: date, displayedComponents: .date))
        #expect(limited.texts.compactMap(\.text) == open.texts.compactMap(\.text))
        let labelled = screen(DatePicker(selection: date, in: FixedClock.referenceDate..., displayedComponents: .date) { Text(verbatim: "Start") })
        #expect(labelled.texts.first?.text == "Start")
    }
}
