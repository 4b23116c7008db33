import Testing
@testable import ScreenKit

/// Stack distribution against frames computed by hand from SwiftUI's algorithm.
@Suite struct StackLayoutTests {
    @Test func equalFlexibleChildrenShareEqually() {
        let screen = laidOut(HStack(spacing: 0) { Color.red; Color.green; Color.blue }.frame(width: 300, height: 50))
        #expect(frames(screen, .color).map(\.width) == [100, 100, 100])
        #expect(frames(screen, .color).map(\.minX) == [0, 100, 200])
    }

    @Test func fixedChildrenGoFirstAndTheRestShareWhatIsLeft() {
        let screen = laidOut(HStack(spacing: 10) { Color.red.frame(width: 40); Color.green; Color.blue }.frame(width: 300, height: 50))
        // 300 − 2 × 10 spacing = 280; the fixed child takes 40; 240 is split: 120 each.
        #expect(frames(screen, .color).map(\.width) == [40, 120, 120])
        #expect(frames(screen, .color).map(\.minX) == [0, 50, 180])
    }

    @Test func theLeastFlexibleChildIsOfferedItsShareFirst() {
        // objc.io's example: a red view of at most 100 and a green view of at least 100 in 150.
        // Red (flexibility 100) goes first and gets 150 / 2 = 75; green cannot go below 100.
        let screen = laidOut(HStack(spacing: 0) {
            Color.red.frame(maxWidth: 100)
            Color.green.frame(minWidth: 100)
        }.frame(width: 150, height: 50))
        #expect(frames(screen, .color).map(\.width) == [75, 100])
    }

    @Test func higherPriorityIsOfferedEverythingLowerGroupsDoNotNeed() {
        let screen = laidOut(HStack(spacing: 0) {
            Color.red.frame(minWidth: 40)
            Color.green.layoutPriority(1)
        }.frame(width: 300, height: 50))
        // Green goes first with 300 − 40 (red's minimum) = 260; red gets the remaining 40.
        #expect(frames(screen, .color).map(\.width) == [40, 260])
    }

    @Test func spacerTakesWhatIsLeft() {
        let screen = laidOut(HStack(spacing: 0) {
            Color.red.frame(width: 50)
            Spacer()
            Color.green.frame(width: 50)
        }.frame(width: 300, height: 50))
        #expect(frames(screen, .spacer).map(\.width) == [200])
        #expect(frames(screen, .color).map(\.minX) == [0, 250])
    }

    @Test func spacerKeepsTheSystemSpacingAtLeast() {
        let screen = laidOut(HStack(spacing: 0) {
            Color.red.frame(width: 200)
            Spacer()
            Color.green.frame(width: 200)
        }.frame(width: 300, height: 50))
        #expect(frames(screen, .spacer).map(\.width) == [8])
        let zero = laidOut(HStack(spacing: 0) { Color.red.frame(width: 200); Spacer(minLength: 0); Color.green.frame(width: 200) }
            .frame(width: 300, height: 50))
        #expect(frames(zero, .spacer).map(\.width) == [0])
    }

    @Test func spacersYieldToText() {
        // A text next to a spacer is not held to half the width: the spacer takes what is left.
        let screen = laidOut(HStack(spacing: 0) { Text(verbatim: "Priority: High"); Spacer() }.frame(width: 300, height: 50))
        let text = textElement(screen, "Priority: High")
        #expect(text?.lines.count == 1)
        let spacer = frames(screen, .spacer)[0]
        #expect(abs(spacer.width + (text?.frame.width ?? 0) - 300) < 0.01)
    }

    @Test func vStackAlignsAcrossAndSpacerPushesUp() {
        let screen = laidOut(VStack(alignment: .leading, spacing: 0) {
            Color.red.frame(width: 50, height: 20)
            Color.green.frame(width: 100, height: 30)
            Spacer()
        }.frame(width: 300, height: 100))
        let colors = frames(screen, .color)
        #expect(colors.map(\.minY) == [0, 20])
        // The stack is as wide as its widest child (100), centred in the 300 pt frame at x = 100.
        #expect(colors.map(\.minX) == [100, 100])
        #expect(frames(screen, .spacer).map(\.height) == [50])
    }

    @Test func zStackAlignsItsLayers() {
        let screen = laidOut(ZStack(alignment: .bottomTrailing) {
            Color.red.frame(width: 100, height: 60)
            Color.green.frame(width: 20, height: 10)
        })
        let colors = frames(screen, .color)
        #expect(colors[1].maxX == colors[0].maxX && colors[1].maxY == colors[0].maxY)
    }

    @Test func paddingDefaultsToSixteen() {
        let screen = laidOut(Color.red.frame(width: 10, height: 10).padding().background(Color.green))
        let green = frames(screen, .color).first { $0.width > 10 }
        #expect(green?.size == Size(width: 42, height: 42))
    }

    @Test func flexibleFrameFillsTheOfferWithInfiniteMaximum() {
        let screen = laidOut(Color.red.frame(width: 10, height: 10).frame(maxWidth: .infinity, alignment: .leading).background(Color.green))
        let colors = frames(screen, .color)
        #expect(colors.contains { $0.width == 300 })
        #expect(colors.contains { $0.width == 10 && $0.minX == 0 })
    }

    @Test func fixedSizeKeepsTheIdealSize() {
        let long = "A sentence long enough that it has to wrap in a narrow column of text"
        let wrapped = laidOut(Text(verbatim: long).frame(width: 100), width: 300, height: 600)
        let fixed = laidOut(Text(verbatim: long).fixedSize().frame(width: 100), width: 300, height: 600)
        #expect((textElement(wrapped, long)?.lines.count ?? 0) > 1)
        #expect(textElement(fixed, long)?.lines.count == 1)
        #expect(textElement(fixed, long)?.isClipped == true)
    }

    @Test func contentOverflowingAFixedFrameIsClipped() {
        let screen = laidOut(Color.red.frame(width: 200, height: 20).frame(width: 100, height: 20))
        let red = screen.allElements.first { $0.kind == .color }
        #expect(red?.isClipped == true)
        #expect(red?.visibleFrame?.width == 100)
    }

    @Test func rightToLeftMirrorsHorizontalStacks() {
        let view = HStack(spacing: 0) { Color.red.frame(width: 100); Color.green.frame(width: 50) }.frame(width: 300, height: 50, alignment: .leading)
        let ltr = laidOut(view, direction: .leftToRight)
        let rtl = laidOut(view, direction: .rightToLeft)
        #expect(frames(ltr, .color).map(\.minX) == [0, 100])
        #expect(frames(rtl, .color).map(\.minX) == [200, 150])
    }

    @Test func rightToLeftSwapsLeadingPadding() {
        let view = Color.red.frame(width: 10, height: 10).padding(.leading, 30).frame(width: 300, alignment: .leading)
        #expect(frames(laidOut(view, direction: .leftToRight), .color).first?.minX == 30)
        #expect(frames(laidOut(view, direction: .rightToLeft), .color).first?.minX == 260)
    }

    @Test func scrollViewKeepsFullContentAndMarksWhatIsBeyond() {
        let screen = laidOut(ScrollView { VStack(spacing: 0) { ForEach(0..<10) { _ in Color.red.frame(width: 50, height: 30) } } },
                             width: 300, height: 100)
        let colors = screen.allElements.filter { $0.kind == .color }
        #expect(colors.count == 10)
        #expect(colors.last?.frame.maxY == 300)
        #expect(colors.filter(\.isBeyondScrollArea).count == 7)
        #expect(colors.allSatisfy { !$0.isClipped || $0.isBeyondScrollArea })
    }
}

@Suite struct EmptyContainerTests {
    @Test func emptyStacksTakeNoSpaceAndPlaceNothing() {
        let screen = laidOut(VStack { HStack {}; VStack {}; ZStack {}; Text(verbatim: "after") })
        #expect(textElement(screen, "after") != nil)
        #expect(screen.allElements.filter { $0.kind == .hstack }.allSatisfy { $0.frame.width == 0 && $0.children.isEmpty })
    }
}
