import Testing
@testable import ScreenKit

/// Content past a scroll view's or list's visible area: drawn as far as it shows, with a cut
/// edge; marked beyond the scroll area, not clipped, since the user scrolls to it.
@Suite struct ScrollRenderingTests {
    private struct TallScroll: View {
        var body: some View {
            ScrollView {
                VStack(alignment: .leading, spacing: 0) {
                    ForEach(1...10, id: \.self) { number in Text(verbatim: "Line \(number)").frame(height: 30) }
                }
            }
        }
    }

    @Test func theVisiblePartOfTallContentIsDrawnWithACutEdge() {
        let text = laidOut(TallScroll(), width: 200, height: 100).rendered(as: .text)
        for shown in ["Line 1", "Line 2", "Line 3"] { #expect(text.contains(shown)) }
        // Line 4 starts at 94 pt: most of it lies past the 100 pt viewport.
        #expect(!text.contains("Line 4"))
        let edge = text.split(separator: "\n").filter { $0.contains("┄") }
        #expect(edge.count == 1)
        // Lines 4 to 10 are not (fully) shown.
        #expect(edge.first?.contains("↓ 7 more") == true)
    }

    @Test func contentPastTheViewportIsBeyondTheScrollAreaNotClipped() throws {
        let screen = laidOut(TallScroll(), width: 200, height: 100)
        let partly = try #require(textElement(screen, "Line 4"))
        // Nothing cuts it off (the user scrolls to it), so it keeps its whole frame.
        #expect(partly.isBeyondScrollArea && !partly.isClipped && partly.visibleFrame == nil)
        let below = try #require(textElement(screen, "Line 9"))
        #expect(below.isBeyondScrollArea && !below.isClipped && below.visibleFrame == nil)
        let inside = try #require(textElement(screen, "Line 2"))
        #expect(!inside.isBeyondScrollArea && !inside.isClipped && inside.visibleFrame == nil)
    }

    @Test func listRowsBelowTheFoldAreBeyondTheScrollArea() throws {
        let screen = laidOut(List { ForEach(1...8, id: \.self) { number in Text(verbatim: "Row \(number)") } }, width: 200, height: 200)
        let last = try #require(textElement(screen, "Row 8"))
        #expect(last.isBeyondScrollArea)
        #expect(!last.isClipped)
        #expect(!screen.allElements.contains { $0.isClipped })
        // VoiceOver scrolls a list to its rows: all of them are read.
        #expect(AccessibilityTree(screen).elements.compactMap(\.label) == (1...8).map { "Row \($0)" })
        let text = screen.rendered(as: .text)
        #expect(text.contains("Row 1") && !text.contains("Row 8"))
        #expect(text.contains("↓"))
    }

    @Test func contentThatFitsHasNoCutEdge() {
        let text = laidOut(ScrollView { Text(verbatim: "Short") }, width: 200, height: 100).rendered(as: .text)
        #expect(text.contains("Short"))
        #expect(!text.contains("┄") && !text.contains("↓"))
    }

    @Test func aFixedFrameInsideAScrollViewStillClips() throws {
        let screen = laidOut(ScrollView { Color.red.frame(width: 80, height: 80).frame(width: 40, height: 40).padding(30) },
                             width: 200, height: 100)
        let red = try #require(screen.allElements.first { $0.kind == .color })
        #expect(red.isClipped)
        #expect(!red.isBeyondScrollArea)
        #expect(red.visibleFrame?.size == Size(width: 40, height: 40))
    }

    @Test func aSymbolWhoseMiddleIsScrolledAwayIsNotDrawnPastTheEdge() {
        let view = ScrollView {
            VStack(spacing: 0) {
                Color.red.frame(height: 95)
                Image(systemName: "plus.circle.fill")
            }
        }
        #expect(!laidOut(view, width: 200, height: 100).rendered(as: .text).contains("⊕"))
        #expect(laidOut(view, width: 200, height: 200).rendered(as: .text).contains("⊕"))
    }
}
