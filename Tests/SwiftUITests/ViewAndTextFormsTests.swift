import SwiftUI
import Testing

/// Forms apps write beside the common ones: a text of a symbol, initializers passed as
/// functions, a gradient as a style, per-corner rectangles, scoped animations.
@MainActor
@Suite struct ViewAndTextFormsTests {
    private func screen(_ view: some View) -> LaidOutScreen {
        ScreenLayout().layout(view, name: "forms", in: ScreenConfiguration(device: .iPhoneSE))
    }

    @Test func aTextOfASymbolIsItsGlyphBesideTheRest() {
        let rating = Text(Image(systemName: "star.fill")) + Text(verbatim: " 4.5")
        let text = screen(rating).texts.compactMap(\.text).first
        #expect(text?.hasSuffix(" 4.5") == true)
        #expect(text?.count == " 4.5".count + 1)
    }

    @Test func initializersPassedAsFunctionsMakeTheirViews() {
        let names = ["Standard", "Express"]
        let view = VStack {
            ForEach(names, id: \.self, content: Text.init)
            HStack { ForEach(["star", "heart"].map(Image.init(systemName:)).indices, id: \.self) { _ in EmptyView() } }
        }
        #expect(screen(view).texts.compactMap(\.text) == names)
        #expect(names.map(Text.init).count == 2)
    }

    @Test func aCallStillRecordsWhereTheTextWasWritten() {
        let title = "Pancakes"
        let line = #line + 1
        let shown = screen(VStack { Text(title); Text(verbatim: "x") })
        #expect(shown.allElements.first { $0.text == title }?.sourceLocation?.line == line)
    }

    @Test func aGradientIsAStyleAndShapesHaveTheirCorners() {
        #expect(Gradient(colors: [.green, .red]).paint == LinearGradient(colors: [.green, .red], startPoint: .top, endPoint: .bottom).paint)
        let view = VStack {
            Gauge(value: 0.4) { Text(verbatim: "UV") }.tint(Gradient(colors: [.green, .red]))
            Color.blue.frame(height: 20).clipShape(.rect(topLeadingRadius: 8, bottomTrailingRadius: 8))
            Text(verbatim: "Fades").animation(.smooth) { $0.opacity(0.5) }
            Image(systemName: "bell").symbolEffect(.bounce, options: .nonRepeating, value: 1)
            GeometryReader { proxy in Text(verbatim: "\(Int(proxy.frame(in: .scrollView).minX))") }
        }
        let shown = screen(view).texts.compactMap(\.text)
        #expect(shown.contains("UV") && shown.contains("Fades") && shown.contains("0"))
        var path = Path()
        path.addLine(to: CGPoint(x: 10, y: 10))
        #expect(path.trimmedPath(from: 0, to: 0.5) == path)
    }
}
