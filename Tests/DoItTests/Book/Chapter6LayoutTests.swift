import Foundation
import ScreenKit
import Testing
@testable import DoIt

/// Chapter 6's Dynamic Type observations on an iPhone 11 in English, held against the layout.
@Suite struct Chapter6LayoutTests {
    static let title = "Complete SwiftUI book sample"

    @Test(arguments: [
        (ContentSizeCategory.extraSmall, 1...1),
        (.extraExtraExtraLarge, 2...2),
        (.accessibilityExtraExtraExtraLarge, 3...9),
    ])
    func detailTitleTakesOneTwoThenThreeLines(size: ContentSizeCategory, lines: ClosedRange<Int>) throws {
        let screen = try Rendering.layout("detail", size: size)
        let title = try #require(screen.texts(showing: Self.title).first)
        #expect(lines.contains(title.lines.count), "\(size): \(title.lines.map(\.text))")
        #expect(!title.isTruncated)
    }

    /// The header's texts: title, "Priority: …" and the date.
    private func headerTexts(_ screen: LaidOutScreen) -> [Element] {
        screen.texts(showing: Self.title) + screen.texts(startingWith: "Priority: ") + screen.texts(showing: "Aug 3, 2019")
    }

    private func doesNotFit(_ element: Element) -> Bool { element.isTruncated || element.isClipped }

    @Test(arguments: [ContentSizeCategory.accessibilityExtraLarge, .accessibilityExtraExtraLarge, .accessibilityExtraExtraExtraLarge])
    func theFixedHeightHeaderCannotHoldItsTextAtAccessibilitySizes(size: ContentSizeCategory) throws {
        let asWritten = try Rendering.layout("detail", state: "fixed-header", variant: .asWritten, size: size)
        let texts = headerTexts(asWritten)
        #expect(texts.count == 3)
        #expect(texts.contains(where: doesNotFit), "\(size): the 210 pt header held everything")
        let fixed = try Rendering.layout("detail", state: "fixed-header", size: size)
        #expect(headerTexts(fixed).count == 3)
        #expect(!headerTexts(fixed).contains(where: doesNotFit), "\(size): the fixed header cut its text")
    }

    @Test func theFixedHeightHeaderHoldsItsTextAtTheDefaultSize() throws {
        let screen = try Rendering.layout("detail", state: "fixed-header", variant: .asWritten)
        #expect(headerTexts(screen).count == 3)
        #expect(!headerTexts(screen).contains(where: doesNotFit))
    }

    @Test func withNotesScrollingAndNoPriorityTheHeaderLinesTruncate() throws {
        let screen = try Rendering.layout("detail", state: "scroll-notes", variant: .asWritten, size: .accessibilityExtraExtraExtraLarge)
        let priority = try #require(screen.texts(startingWith: "Priority: ").first)
        let date = try #require(screen.texts(showing: "Aug 3, 2019").first)
        #expect(priority.isTruncated && date.isTruncated)
        #expect(priority.lines.count == 1 && date.lines.count == 1)
    }

    /// The same header with `.layoutPriority(1)` — and nothing else changed (the as-written
    /// side-by-side priority and date) — keeps both lines whole: the book's fix on its own.
    @Test func layoutPriorityOnTheHeaderStopsTheTruncation() throws {
        let item = SampleData.bookItem
        let view = NavigationView {
            DetailBody(item: item, color: .blue, layout: .fitted, variant: .asWritten, clock: SampleData.clock)
                .navigationBarTitle("", displayMode: .inline)
        }
        let screen = try Rendering.layout(view, name: "detail", size: .accessibilityExtraExtraExtraLarge)
        let priority = try #require(screen.texts(startingWith: "Priority: ").first)
        let date = try #require(screen.texts(showing: "Aug 3, 2019").first)
        #expect(!priority.isTruncated && !date.isTruncated)
    }

    @Test(arguments: ContentSizeCategory.allCases)
    func theFixedDetailNeverCutsItsHeader(size: ContentSizeCategory) throws {
        let screen = try Rendering.layout("detail", size: size)
        let texts = headerTexts(screen)
        #expect(texts.count == 3)
        #expect(!texts.contains(where: doesNotFit), "\(size)")
    }
}
