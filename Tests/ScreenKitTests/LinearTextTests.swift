import Testing
import ToolSupport
@testable import ScreenKit

/// Line breaking of hostile texts does work in step with the text: one word with no break
/// opportunity in it, cut into many lines, and long runs of mixed combining marks.
@Suite struct LinearTextTests {
    private func content(_ text: String) -> TextContent {
        let style = TextFontStyle(font: .body, isBold: false, isItalic: false, weight: nil)
        return TextContent(runs: [TextRun(text: text, style: style, font: style.resolved(in: .large), color: nil)], sources: [],
                           paragraph: TextParagraph(alignment: .leading, lineLimit: nil, truncation: .tail, direction: .leftToRight, locale: "en"))
    }

    /// The grapheme boundaries looked at to wrap `text` at 300 points.
    private func wrappingWork(_ text: String) -> (work: Int, lines: Int) {
        let prepared = PreparedText(content(text), measurer: MetricsMeasurer.standard)
        var lines = 0
        let work = WorkCounter.counting { lines = TextLayoutEngine.wrap(prepared, width: 300).count }
        return (work, lines)
    }

    @Test func anUnbreakableWordIsCutIntoLinesInLinearWork() {
        let small = wrappingWork(String(repeating: "a", count: 20_000))
        let large = wrappingWork(String(repeating: "a", count: 80_000))
        #expect(large.lines >= 4 * small.lines - 4)
        #expect(small.work > 0)
        // Each line looks at its own letters and one more: 4× the letters, 4× the work.
        #expect(Double(large.work) <= 4.5 * Double(small.work), "\(small.work) → \(large.work)")
    }

    @Test func anUnbreakableWordOfCombiningMarksIsCutIntoLinesInLinearWork() {
        func marks(_ count: Int) -> String {
            var text = ""
            for index in 0..<count { text += index % 10 == 0 ? "e" : index % 2 == 0 ? "\u{301}" : "\u{316}" }
            return text
        }
        let small = wrappingWork(marks(4_000))
        let large = wrappingWork(marks(16_000))
        #expect(Double(large.work) <= 4.5 * Double(small.work), "\(small.work) → \(large.work)")
    }

    @Test func aRunOfMixedCombiningMarksIsCachedByItsBytes() {
        // One base letter with 100,000 marks alternating between two combining classes: hashing
        // the String would normalize it, which is quadratic in the run.
        var text = "a"
        for index in 0..<100_000 { text.unicodeScalars.append(index % 2 == 0 ? "\u{301}" : "\u{316}") }
        let key = TextCache.Key(content(text))
        var hasher = Hasher()
        key.hash(into: &hasher)
        _ = hasher.finalize()
        #expect(key == TextCache.Key(content(text)))
        #expect(key != TextCache.Key(content(text + "b")))
    }
}
