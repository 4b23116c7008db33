import Testing
@testable import ScreenKit

/// What the engine remembers between questions, and that remembering changes no answer.
@Suite struct LayoutCachingTests {
    @Test func aStackIsPlacedWithTheProposalItWasSizedWith() throws {
        // In a scroll view the row is offered no height, so the number wraps digit by digit
        // (SwiftUI breaks a word that does not fit) instead of being cut to "…" when placed.
        let screen = laidOut(ScrollView {
            HStack(spacing: 8) {
                Color.red.frame(width: 240)
                Text(verbatim: "12345").font(.largeTitle)
            }
        }, width: 300, height: 400)
        let number = try #require(textElement(screen, "12345"))
        #expect(!number.isTruncated)
        #expect(number.lines.count > 1)
        #expect(number.lines.map(\.text).joined() == "12345")
        let row = try #require(screen.allElements.first { $0.kind == .hstack })
        #expect(row.frame.height == number.frame.height)
    }

    @Test func aSecondLayoutOfTheSameScreenIsIdentical() {
        let view = VStack {
            Text(verbatim: "A title long enough to wrap over several lines on a narrow screen").font(.title)
            Text(verbatim: "مرحبا بالعالم").lineLimit(1)
        }
        let first = laidOut(view, width: 200, height: 400)
        let second = laidOut(view, width: 200, height: 400)
        #expect(first == second)
        #expect(first.rendered(as: .text) == second.rendered(as: .text))
    }

    /// A one-run text in the body font.
    private func content(_ text: String, locale: LocaleIdentifier = "en", size: ContentSizeCategory = .large) -> TextContent {
        let style = TextFontStyle(font: .body, isBold: false, isItalic: false, weight: nil)
        return TextContent(runs: [TextRun(text: text, style: style, font: style.resolved(in: size), color: nil)], sources: [],
                    paragraph: TextParagraph(alignment: .leading, lineLimit: nil, truncation: .tail, direction: .leftToRight, locale: locale))
    }

    @Test func preparedTextsAreSharedByStringFontAndLocale() {
        let cache = TextCache()
        let english = content("Sort Order")
        let polish = content("Sort Order", locale: "pl")
        let larger = content("Sort Order", size: .accessibilityExtraLarge)
        let measurer = MetricsMeasurer.standard
        #expect(cache.prepared(english, measurer: measurer) === cache.prepared(english, measurer: measurer))
        #expect(cache.prepared(english, measurer: measurer) !== cache.prepared(polish, measurer: measurer))
        #expect(cache.prepared(english, measurer: measurer) !== cache.prepared(larger, measurer: measurer))
    }

    @Test func theCacheStartsOverWhenFull() {
        let cache = TextCache(capacity: 2)
        let measurer = MetricsMeasurer.standard
        let first = cache.prepared(content("one"), measurer: measurer)
        _ = cache.prepared(content("two"), measurer: measurer)
        _ = cache.prepared(content("three"), measurer: measurer)
        #expect(cache.prepared(content("one"), measurer: measurer) !== first)
        #expect(cache.prepared(content("one"), measurer: measurer).string == "one")
    }

    @Test(arguments: [1, 3, 4, 5, 9, 20])
    func theSizeMemoAnswersEveryProposalItKept(count: Int) {
        var memo = SizeMemo()
        let proposals = (0..<count).map { ProposedSize(width: Double($0), height: $0 % 2 == 0 ? nil : 10) }
        for proposal in proposals { memo.remember(Size(width: (proposal.width ?? 0) * 2, height: 1), for: proposal) }
        // Four inline and twelve spilled: beyond sixteen the oldest spilled answers are gone.
        let kept = proposals.enumerated().filter { $0.offset < 4 || $0.offset >= count - 12 }
        for (_, proposal) in kept {
            #expect(memo.size(for: proposal) == Size(width: (proposal.width ?? 0) * 2, height: 1))
        }
        #expect(memo.size(for: ProposedSize(width: -1, height: nil)) == nil)
    }
}
