import Testing
@testable import ScreenKit

/// `ViewThatFits` shows the first candidate whose ideal size fits, else the last, and only that one.
@Suite struct ViewThatFitsTests {
    private func choice(width: Double, axes: Axis.Set = [.horizontal, .vertical]) -> [Rect] {
        let screen = laidOut(ViewThatFits(in: axes) {
            Color.red.frame(width: 200, height: 40)
            Color.green.frame(width: 120, height: 40)
            Color.blue.frame(width: 90, height: 40)
        }.frame(width: width, height: 50))
        return frames(screen, .color)
    }

    @Test func theFirstCandidateThatFitsIsShownAlone() {
        #expect(choice(width: 250).map(\.width) == [200])
        #expect(choice(width: 150).map(\.width) == [120])
        #expect(choice(width: 120).map(\.width) == [120])
    }

    @Test func theLastCandidateIsShownWhenNoneFits() {
        #expect(choice(width: 60).map(\.width) == [90])
    }

    @Test func onlyTheConstrainedAxesAreCompared() {
        // Vertically constrained only: every candidate is 40 pt high, so the first is shown.
        #expect(choice(width: 60, axes: .vertical).map(\.width) == [200])
    }

    @Test func aRowBecomesAColumnWhenTheTextGrows() {
        func layout(_ size: ContentSizeCategory) -> LaidOutScreen {
            laidOut(ViewThatFits(in: .horizontal) {
                HStack { Text(verbatim: "Priority: High"); Text(verbatim: "Due 12 March 2026") }
                VStack(alignment: .leading) { Text(verbatim: "Priority: High"); Text(verbatim: "Due 12 March 2026") }
            }, width: 300, height: 400, size: size)
        }
        #expect(frames(layout(.large), .hstack).count == 1)
        #expect(frames(layout(.large), .vstack).isEmpty)
        #expect(frames(layout(.accessibilityExtraExtraExtraLarge), .hstack).isEmpty)
        #expect(frames(layout(.accessibilityExtraExtraExtraLarge), .vstack).count == 1)
        #expect(layout(.accessibilityExtraExtraExtraLarge).texts.filter { $0.text == "Priority: High" }.count == 1)
    }
}
