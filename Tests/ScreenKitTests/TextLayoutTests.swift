import Testing
@testable import ScreenKit

@Suite struct TextLayoutTests {
    let sentence = "The quick brown fox jumps over the lazy dog near the riverbank"

    @Test func wrapsAtWordBoundariesWithinTheWidth() throws {
        let screen = laidOut(Text(verbatim: sentence).frame(width: 120), width: 300, height: 400)
        let text = try #require(textElement(screen, sentence))
        #expect(text.lines.count > 2)
        #expect(text.lines.allSatisfy { $0.width <= 120 + 0.001 })
        #expect(text.lines.map(\.text).joined(separator: " ") == sentence)
        #expect(!text.isTruncated)
    }

    @Test func lineLimitTruncatesTheTailWithAnEllipsis() throws {
        let screen = laidOut(Text(verbatim: sentence).lineLimit(1).frame(width: 120), width: 300, height: 400)
        let text = try #require(textElement(screen, sentence))
        #expect(text.lines.count == 1)
        #expect(text.lines[0].text.hasPrefix("The quick"))
        #expect(text.lines[0].text.hasSuffix("…"))
        #expect(text.lines[0].width <= 120.001)
        #expect(text.isTruncated)
    }

    @Test(arguments: [Text.TruncationMode.head, .middle, .tail])
    func truncationModesPutTheEllipsisWhereAsked(mode: Text.TruncationMode) throws {
        let screen = laidOut(Text(verbatim: sentence).lineLimit(1).truncationMode(mode).frame(width: 150), width: 300, height: 400)
        let line = try #require(textElement(screen, sentence)?.lines.first)
        switch mode {
        case .head: #expect(line.text.hasPrefix("…") && line.text.hasSuffix("riverbank"))
        case .middle: #expect(line.text.hasPrefix("The") && line.text.hasSuffix("riverbank") && line.text.contains("…"))
        case .tail: #expect(line.text.hasPrefix("The") && line.text.hasSuffix("…"))
        }
        #expect(line.width <= 150.001)
    }

    @Test func neverShrinksBelowOneEllipsis() throws {
        let screen = laidOut(Text(verbatim: sentence).frame(width: 2, height: 20), width: 300, height: 400)
        let text = try #require(textElement(screen, sentence))
        #expect(text.lines.map(\.text) == ["…"])
        #expect(text.frame.width > 2)
    }

    @Test func theOfferedHeightLimitsTheLines() throws {
        let lineHeight = DynamicTypeTable.lineHeight(.body, .large)
        let screen = laidOut(Text(verbatim: sentence).frame(width: 120, height: lineHeight * 2 + 5), width: 300, height: 400)
        let text = try #require(textElement(screen, sentence))
        #expect(text.lines.count == 2)
        #expect(text.isTruncated)
    }

    @Test func newlinesAreHardBreaks() throws {
        let screen = laidOut(Text(verbatim: "Line 1\nLine 2"), width: 300, height: 400)
        #expect(textElement(screen, "Line 1\nLine 2")?.lines.map(\.text) == ["Line 1", "Line 2"])
    }

    @Test func aWordLongerThanTheLineBreaksBetweenLetters() throws {
        let word = "Donaudampfschifffahrtsgesellschaftskapitän"
        let screen = laidOut(Text(verbatim: word).frame(width: 100), width: 300, height: 400)
        let text = try #require(textElement(screen, word))
        #expect(text.lines.count > 1)
        #expect(text.lines.map(\.text).joined() == word)
        #expect(text.lines.allSatisfy { $0.width <= 100.001 })
    }

    @Test func fontSizesFollowTheSizeCategory() {
        for category in ContentSizeCategory.allCases {
            let screen = laidOut(Text(verbatim: "Title").font(.title), size: category)
            #expect(textElement(screen, "Title")?.font?.pointSize == DynamicTypeTable.pointSize(.title, category))
        }
    }

    @Test func boldTextIsWiderThanRegular() throws {
        let regular = try #require(textElement(laidOut(Text(verbatim: "Complete")), "Complete"))
        let bold = try #require(textElement(laidOut(Text(verbatim: "Complete").bold()), "Complete"))
        #expect(bold.frame.width > regular.frame.width)
        #expect(bold.font?.weight == .bold)
    }

    @Test func concatenatedTextsKeepTheirOwnStyleOnSharedLines() throws {
        let screen = laidOut(Text("Priority: ") + Text(verbatim: "High").bold())
        let text = try #require(textElement(screen, "Priority: High"))
        #expect(text.lines.count == 1)
        #expect(text.sources.map(\.origin) == [.localized, .verbatim])
        #expect(text.sources.first?.key == "Priority: ")
    }

    @Test func arabicIsShapedAndShownInVisualOrder() throws {
        let word = "مرحبا بالعالم"
        let screen = laidOut(Text(verbatim: word), locale: "ar")
        let text = try #require(textElement(screen, word))
        #expect(text.lines[0].text == word)
        let visual = text.lines[0].visual
        #expect(visual != word)
        // Shaped into presentation forms (U+FE70…U+FEFF) and reversed for display.
        #expect(visual.unicodeScalars.contains { (0xFE70...0xFEFF).contains($0.value) })
        #expect(visual.unicodeScalars.first.map { (0xFE70...0xFEFF).contains($0.value) } == true)
    }

    @Test func leadingAlignmentIsTheRightEdgeInRightToLeft() throws {
        let screen = laidOut(Text(verbatim: "Hi").frame(width: 200, alignment: .leading), locale: "ar")
        let text = try #require(textElement(screen, "Hi"))
        #expect(abs(text.frame.maxX - 250) < 0.001)
    }

    @Test func asciiShortcutAgreesWithICU() {
        let samples = ["The quick brown fox", "Hello, world! It's (really) fine.", "a  b   c", "x\ny z", "  leading", "Aug 3, 2019"]
        for sample in samples {
            let units = Array(sample.utf16)
            let fast = ICUText.simpleLineBreaks(units)?.map { "\($0.position)\($0.hard)" }
            let icu = ICUText.icuLineBreaks(units, locale: "en").map { "\($0.position)\($0.hard)" }
            #expect(fast == icu, "\(sample)")
        }
    }
}

/// The line-break shortcut gives ICU's answer for the characters it takes.
@Suite struct LineBreakShortcutTests {
    /// Each letter-like character of the shortcut in every position a word can put it.
    @Test(arguments: Array(0xC0...0x24F) + [0x23, 0x26, 0x2A, 0x40, 0xB7])
    func letterLikeCharactersBreakAsICUDoes(_ value: Int) throws {
        let character = String(try #require(Unicode.Scalar(value)))
        let samples = ["a\(character)b c\(character) \(character)d \(character)\(character) e", "\(character)", "\(character) x",
                       "1\(character)2 3", "(\(character)) \(character).", "ab\(character)\ncd \(character)", "Zażółć \(character)gęślą jaźń"]
        for sample in samples {
            let units = Array(sample.utf16)
            let shortcut = try #require(ICUText.simpleLineBreaks(units))
            for locale in ["en", "pl", "de", "fr"] {
                let icu = ICUText.icuLineBreaks(units, locale: locale)
                #expect(shortcut.map(\.position) == icu.map(\.position), "\(sample) in \(locale)")
                #expect(shortcut.map(\.hard) == icu.map(\.hard), "\(sample) in \(locale)")
            }
        }
    }

    @Test func otherScriptsGoToICU() {
        #expect(ICUText.simpleLineBreaks(Array("مرحبا بالعالم".utf16)) == nil)
        #expect(ICUText.simpleLineBreaks(Array("今日は".utf16)) == nil)
        #expect(ICUText.simpleLineBreaks(Array("a-b".utf16)) == nil)
    }
}
