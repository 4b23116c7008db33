import Testing
@testable import ScreenKit

/// In the `text` format no text is written over a box's edge, and lines across a box join it.
@Suite struct TextGridEdgeTests {
    /// The rows of a text render holding `text`.
    private func rows(_ render: String, holding text: String) -> [Substring] {
        render.split(separator: "\n").filter { $0.contains(text) }
    }

    private static let edges: Set<Character> = ["─", "╭", "╮", "╰", "╯", "┌", "┐", "└", "┘"]

    /// Expects `text` on one row of `render`, with no box edge on that row.
    private func expectClearOfEdges(_ render: String, _ text: String, _ note: String) {
        let row = rows(render, holding: text)
        #expect(row.count == 1, "\(note)")
        #expect(!(row.first ?? "").contains { Self.edges.contains($0) }, "\(note): \(row)")
    }

    @Test func textHuggedByItsBoxKeepsRowsOfItsOwn() {
        // 4 pt of padding: the box's edges are closer to the text than a row is tall.
        let view = VStack(spacing: 0) {
            Text(verbatim: "Hugged tightly").padding(4).background(RoundedRectangle(cornerRadius: 6).fill(Color.blue))
            Text(verbatim: "Under the box")
        }
        for size in [ContentSizeCategory.extraSmall, .large, .accessibilityExtraExtraExtraLarge] {
            let render = laidOut(view, width: 300, height: 300, size: size).rendered(as: .text)
            expectClearOfEdges(render, "Hugged", "\(size)")
            #expect(render.contains("╭") && render.contains("╰"), "\(size)")
        }
    }

    @Test func anActionSheetsLastButtonIsInsideItsBox() {
        let view = VStack { Spacer() }.actionSheet(isPresented: .constant(true)) {
            ActionSheet(title: Text(verbatim: "Sort Order"),
                        buttons: ["Title", "Priority", "Due Date", "Manual"].map { .default(Text(verbatim: $0)) })
        }
        for size in [ContentSizeCategory.small, .large, .accessibilityLarge] {
            let render = laidOut(view, width: 375, height: 667, size: size).rendered(as: .text)
            expectClearOfEdges(render, "Manual", "\(size)")
            // The lines between the buttons meet the box's sides.
            #expect(render.contains("├") && render.contains("┤"), "\(size)")
        }
    }

    @Test func aTextsLinesAreOnConsecutiveRows() throws {
        // 34 pt lines are more than two rows of empty space apart, but they are one paragraph.
        let view = Text(verbatim: "Complete SwiftUI book sample").font(.largeTitle).frame(width: 240)
        for size in [ContentSizeCategory.large, .extraExtraExtraLarge] {
            let screen = laidOut(view, width: 300, height: 400, size: size)
            let lines = try #require(textElement(screen, "Complete SwiftUI book sample")).lines.map(\.visual)
            try #require(lines.count >= 2)
            let render = screen.rendered(as: .text).split(separator: "\n", omittingEmptySubsequences: false)
            let first = try #require(render.firstIndex { $0.contains(lines[0]) })
            #expect(render[first + 1].contains(lines[1]), "\(size)")
        }
    }

    @Test func textRightUnderTheNavigationBarIsClearOfItsEdge() {
        // A scroll view's text starts where the bar ends, as in a notes editor.
        let view = NavigationView {
            ScrollView(.vertical) { Text(verbatim: "Body") }
                .navigationBarTitle(Text(verbatim: "Notes"), displayMode: .inline)
        }
        for size in [ContentSizeCategory.small, .large, .accessibilityExtraExtraExtraLarge] {
            let render = laidOut(view, width: 375, height: 667, size: size).rendered(as: .text)
            expectClearOfEdges(render, "Body", "\(size)")
            #expect(render.contains("──────"), "\(size)")
        }
    }

    @Test func aSymbolBesideAWrappedTextSharesARowWithItsLines() throws {
        // A list row's check circle is centred on the row: its top falls between two lines of the
        // wrapped notes. It must neither split the paragraph nor take a row of its own.
        let view = HStack {
            Image(systemName: "circle")
            Text(verbatim: "Use parts of the initial setup tutorial to demonstrate how I plan to explain new code.")
                .frame(width: 160)
        }
        for size in [ContentSizeCategory.large, .accessibilityExtraExtraExtraLarge] {
            let screen = laidOut(view, width: 300, height: 900, size: size)
            let lines = try #require(textElement(screen, "Use parts of the initial setup tutorial to demonstrate how I plan to explain new code."))
                .lines.map(\.visual)
            try #require(lines.count >= 3)
            let render = screen.rendered(as: .text).split(separator: "\n", omittingEmptySubsequences: false)
            let first = try #require(render.firstIndex { $0.contains(lines[0]) })
            for (offset, line) in lines.enumerated() {
                #expect(render[first + offset].contains(line), "\(size): line \(offset)")
            }
            let symbolRows = render.indices.filter { render[$0].contains("○") }
            #expect(symbolRows.count == 1, "\(size)")
            #expect(symbolRows.allSatisfy { (first..<(first + lines.count)).contains($0) }, "\(size): \(symbolRows)")
        }
    }

    @Test func aYJustAboveAnAnchorIsOnTheAnchorsRow() throws {
        // Edges are keyed to half points: a y 0.2 pt above where "Second" starts is that anchor.
        let screen = laidOut(VStack(spacing: 0) {
            Text(verbatim: "First").frame(height: 50)
            Text(verbatim: "Second")
        }, width: 300, height: 300)
        let top = try #require(textElement(screen, "Second")).frame.minY
        let rows = RowMap(screen: screen)
        #expect(rows.row(top - 0.2) == rows.row(top))
        #expect(rows.row(before: top) == rows.row(top) - 1)
    }
}
