import SwiftUI
import Testing

/// A view whose body contains itself whenever there is room: it never settles.
private struct Endless: View {
    var body: some View {
        GeometryReader { proxy in
            if proxy.size.width > 0 {
                Endless()
            }
        }
    }
}

@Suite struct LayoutLoopTests {
    @Test func aViewThatContainsItselfIsStoppedAndReported() {
        let screen = ScreenLayout().layout(VStack { Text(verbatim: "Still here"); Endless() }, name: "endless")
        #expect(screen.texts.map { $0.lines.map(\.text).joined() } == ["Still here"])
        #expect(screen.unsettled.count == 1)
        #expect(screen.unsettled.first?.contains("nested more than 100 views deep") == true)
    }
}
