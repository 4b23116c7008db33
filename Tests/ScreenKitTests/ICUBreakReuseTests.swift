import Testing
@testable import ScreenKit

/// ICU's line break iterator is kept per thread and locale and given each new text: answers must
/// not depend on what was broken before.
@Suite struct ICUBreakReuseTests {
    private func breaks(_ text: String, _ locale: String) -> [Int] {
        ICUText.icuLineBreaks(Array(text.utf16), locale: locale).map(\.position)
    }

    static let texts = [
        "今日は良い天気ですね。散歩に行きましょう",
        "Zażółć gęślą jaźń — a longer line, with words and punctuation; to break at many places.",
        "مرحبا بالعالم، كيف حالك اليوم؟",
        "ab",
    ]

    @Test(arguments: texts)
    func aReusedIteratorAnswersAsAFreshOne(_ text: String) {
        _ = breaks(Self.texts[1], "ja")             // the thread's "ja" iterator has seen a longer text
        let reused = breaks(text, "ja")
        _ = breaks(text, "pl")                       // another locale: the next "ja" call opens anew
        let fresh = breaks(text, "ja")
        #expect(reused == fresh)
        #expect(reused.last == text.utf16.count)
    }

    @Test func japaneseBreaksBetweenCharacters() {
        let positions = breaks(Self.texts[0], "ja")
        #expect(positions.count > 10)
    }
}
